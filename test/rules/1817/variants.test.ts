import { describe, expect, it } from 'vitest';
import { context, dryRun, type Game } from '../../../shared/engine/game';
import { certsOf } from '../../../shared/engine/entities';
import { legalActions } from '../../../shared/engine/legal';
import { openShort, openShorts } from '../../../shared/engine/shorts';
import { moveCert } from '../../../shared/engine/transfer/certs';
import { playerKey, POOL } from '../../../shared/engine/state';
import { soldOut1817, soldOutRises1817 } from '../../../shared/rules/1817/stockTurn';
import { recordedAt } from './recorded';

/** Scenario tests of 1817's optional rules (../shared/rules/1817.txt §9), on recorded games loaded at the action named. */

/** 15528 before action 517: 3370's stock turn; H (10 shares, operated, green zone) may be sold short. */
function beforeHShort(optionalRules: string[]): Game {
  const g = recordedAt('15528', 516);
  g.state.optionalRules = optionalRules;
  // Five shorts of H already open (other players', as if sold in earlier rounds).
  const c = context(g);
  for (const id of [5159, 655, 1594, 5159, 655]) openShort(c, id, 'H');
  expect(openShorts(c, 'H')).toHaveLength(5);
  return g;
}

const shortH = { type: 'short', entity: 3370, entity_type: 'player', corporation: 'H' } as never;
const offersShortOfH = (g: Game) => legalActions(g).some((o) => o.type === 'short' && o.options.some((x) => x.corporation === 'H'));

describe('1817 §5.3 and §9.1 how many shares of a 10-share company may be sold short', () => {
  it('with the option "five shorts", none while five are open', () => {
    const g = beforeHShort(['five_shorts']);
    const r = dryRun(g, shortH);
    expect(r.ok ? null : r.error).toMatch(/five shorts/);
    expect(offersShortOfH(g)).toBe(false);
  });

  it('without it (18xx.games plays §9.1, increased short sales), a sixth and up to ten', () => {
    const g = beforeHShort([]);
    expect(offersShortOfH(g)).toBe(true);
    const r = dryRun(g, shortH);
    if (!r.ok) throw new Error(r.error);
    expect(openShorts(context(r.value), 'H')).toHaveLength(6);
  });
});

describe('1817 §9.3 short squeeze: players holding more than 100% of a company at the end of a stock round', () => {
  /** 15528 after action 524 (1594 has sold NYSW, 5 shares, short): every NYSW share in the players' hands. */
  function squeezed(optionalRules: string[]) {
    const g = recordedAt('15528', 524);
    g.state.optionalRules = optionalRules;
    const c = context(g);
    // The treasury's and the market's shares (the short's pair among them) go to 3370: players hold 120%.
    for (const owner of ['ipo:NYSW', POOL] as const) for (const cert of certsOf(c, 'NYSW', owner)) moveCert(c, cert, playerKey(3370));
    return { c, NYSW: g.state.corporations.NYSW };
  }

  it('move it up a second time with the option', () => {
    const { c, NYSW } = squeezed(['short_squeeze']);
    expect(soldOut1817(c, NYSW)).toBe(true);
    expect(soldOutRises1817(c, NYSW)).toBe(2);
  });

  it('once without it (§5.7: 100% or more held, one space right)', () => {
    const { c, NYSW } = squeezed([]);
    expect(soldOut1817(c, NYSW)).toBe(true);
    expect(soldOutRises1817(c, NYSW)).toBe(1);
  });

  it('exactly 100% held is sold out (§5.7), but no squeeze', () => {
    const { c, NYSW } = squeezed(['short_squeeze']);
    // One of 3370's shares back in the market: 100% with players (1594's short counts against 1594 alone).
    const one = certsOf(c, 'NYSW', playerKey(3370)).find((x) => x.percent === 20)!;
    moveCert(c, one, POOL);
    expect(soldOut1817(c, NYSW)).toBe(true);
    expect(soldOutRises1817(c, NYSW)).toBe(1);
  });
});
