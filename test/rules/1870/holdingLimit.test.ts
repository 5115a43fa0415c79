import { describe, expect, it } from 'vitest';
import { actingPlayers, applyAction, context } from '../../../shared/engine/game';
import { percentOf } from '../../../shared/engine/entities';
import { mustSell } from '../../../shared/engine/rounds/stock';
import { playerKey } from '../../../shared/engine/state';
import { firstPosition } from './helpers';

/**
 * 1870 pp. 13-14: price protection may take a president over 60% of the corporation, and the shares are kept: unlike
 * 1830 §4.3, holding above the limit forces no sale (18xx.games: `can_hold_above_corp_limit?`). The certificate limit
 * still applies. The recorded game 40469 has MP's president at 70% passing in the next stock turn.
 */
describe('1870 holding above 60% after price protection (pp. 13-14)', () => {
  const P = 5607;
  const position = () => {
    const g = firstPosition(
      '40469_white-to-yellow_price_protect_allowed',
      (c) => c.s.round.kind === 'stock' && actingPlayers(c)[0] === P && percentOf(c, 'MP', playerKey(P)) > 60,
    );
    if (!g) throw new Error('no position with MP held above 60%');
    return g;
  };

  it('the president over 60% is not made to sell, and may pass', () => {
    const g = position();
    const c = context(g);
    expect(percentOf(c, 'MP', playerKey(P))).toBeGreaterThan(60);
    expect(mustSell(c, P)).toBe(false);
    const pass = applyAction(g, { type: 'pass', entity: P, entity_type: 'player' });
    expect(pass.ok ? null : pass.error).toBeNull();
  });

  it('under the 1830 rule (§4.3) the same holding would force a sale first', () => {
    const g = position();
    const c = context({ ...g, rules: { ...g.rules, mayHoldAboveHoldingLimit: false } });
    expect(mustSell(c, P)).toBe(true);
  });
});
