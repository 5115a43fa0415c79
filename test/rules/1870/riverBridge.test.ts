import { describe, expect, it } from 'vitest';
import { context, type Game } from '../../../shared/engine/game';
import type { Ctx } from '../../../shared/engine/context';
import { freeCopy, planTileLay } from '../../../shared/engine/rounds/or/track';
import { operatingCorp } from '../../../shared/engine/rounds/operating';
import { corpKey } from '../../../shared/engine/state';
import { RIVER_BRIDGE } from '../../../shared/rules/1870/privates';
import { riverBlocked, riverCrossing } from '../../../shared/rules/1870/riverBridge';
import { firstPosition } from './helpers';

/**
 * 1870 Mississippi River Bridge Company (rules, the private companies): "until this company is closed or sold to a
 * public company, no company may bridge the Mississippi river ... may not lay track to cross the river". No recorded
 * lay tries it, so these lays are made up on a recorded position where a player holds the bridge.
 */
function bridgeHeldByPlayer(): Game {
  const game = firstPosition('1870_game_end_bank', (c) => {
    const co = c.s.companies[RIVER_BRIDGE];
    return c.s.round.kind === 'operating' && !c.s.pending.length && !!co.owner?.startsWith('p:') && !co.closed && !c.s.hexes.B17.tile;
  });
  if (!game) throw new Error('no position with the bridge in a player’s hands');
  return game;
}

/** Why laying a tile on a hex in a rotation is refused (connectivity and cost aside), or null. */
function refusal(c: Ctx, hex: string, tile: string, rotation: number): string | null {
  try {
    planTileLay(c, operatingCorp(c)!, { hex, tile: freeCopy(c, tile)!, rotation }, { ignoreConnectivity: true, extra: true, free: true });
    return null;
  } catch (e) {
    return (e as Error).message;
  }
}

describe('1870 Mississippi River Bridge Company: no track crosses the river while a player holds it', () => {
  it('a straight track across the river at B17 is refused, one along it is not', () => {
    const c = context(bridgeHeldByPlayer());
    expect(riverBlocked(c)).toBe('water');
    // B17's river runs between its corners 0 and 2: edges 0 and 1 lie on one side, 2 to 5 on the other.
    expect(refusal(c, 'B17', '9', 0)).toMatch(/may not cross the Mississippi/);
    expect(refusal(c, 'B17', '9', 1)).toMatch(/may not cross the Mississippi/);
    expect(refusal(c, 'B17', '9', 2) ?? '').not.toMatch(/Mississippi/);
  });

  it('once a corporation owns the bridge (sold to a public company), the river may be crossed', () => {
    const game = bridgeHeldByPlayer();
    const c = context(game);
    c.s.companies[RIVER_BRIDGE].owner = corpKey('MP');
    expect(riverBlocked(c)).toBeNull();
    expect(refusal(c, 'B17', '9', 0) ?? '').not.toMatch(/Mississippi/);
  });

  it('a closed bridge company blocks nothing', () => {
    const c = context(bridgeHeldByPlayer());
    c.s.companies[RIVER_BRIDGE].closed = true;
    expect(riverCrossing(c, operatingCorp(c)!, { hex: 'B17', tile: c.t.tile.get('9')!, rotation: 0 })).toBeNull();
  });

  it('in Memphis (M14) a city tile’s track must all face away from the river', () => {
    const c = context(bridgeHeldByPlayer());
    const k = operatingCorp(c)!;
    const five = c.t.tile.get('5')!;
    // Memphis lies outside the river line between corners 0 and 2: track on edges 0 or 1 would cross it.
    expect(riverCrossing(c, k, { hex: 'M14', tile: five, rotation: 0 })).toMatch(/Mississippi/);
    expect(riverCrossing(c, k, { hex: 'M14', tile: five, rotation: 2 })).toBeNull();
  });
});
