import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { effectiveActions } from '../../../shared/engine/actions';
import { context } from '../../../shared/engine/game';
import { legalActions } from '../../../shared/engine/legal';
import { replay, setupOf } from '../../../shared/engine/replay';
import type { GameState } from '../../../shared/engine/state';
import { rulesFor } from '../../../shared/rules/index';
import { FIXTURES, loadFixture, loadTitle } from '../../support/fixtures';
import { agreeGame } from '../../support/agree';

/**
 * 1830 §7.0: "If the money runs out during an operating round, the current set of operating rounds is completed and
 * then the game ends" (the example: out of money in the first of three, play that one and the two remaining). Checked
 * against 18xx.games by its recorded game 1830_game_end_bank.json, which ends so.
 */
describe('1830 §7.0 the bank runs out: the current set of operating rounds is completed, then the game ends', () => {
  const t = loadTitle('1830');
  const g = loadFixture(join(FIXTURES, '1830', '1830_game_end_bank.json'));
  type Seen = { round: GameState['round']['kind']; turn: number; roundNum: number; orsInSet: number; finished: boolean; bank: number };
  const seen: Seen[] = [];
  const r = replay(t, rulesFor(t), setupOf(g), effectiveActions(g.actions), (game) => {
    const s = context(game).s;
    seen.push({ round: s.round.kind, turn: s.turn, roundNum: s.roundNum, orsInSet: s.orsInSet, finished: s.finished, bank: s.bank ?? 0 });
  });

  it('the money runs out in an operating round that is not the set’s last, and play goes on', () => {
    const broken = seen.find((x) => x.bank <= 0)!;
    expect(broken).toMatchObject({ round: 'operating', finished: false });
    expect(broken.roundNum).toBeLessThan(broken.orsInSet);
    const later = seen.slice(seen.indexOf(broken));
    // Later operating rounds of the same set are played; no stock round starts.
    expect(later.some((x) => x.roundNum > broken.roundNum)).toBe(true);
    expect(later.every((x) => x.round === 'operating' && x.turn === broken.turn)).toBe(true);
  });

  it('the game ends with the set’s last operating round, by the bank', () => {
    const s = context(r.game!).s;
    expect(s.finished).toBe(true);
    expect(s.endReason).toBe('bank');
    expect(s.round.kind).toBe('operating');
    expect(s.roundNum).toBe(s.orsInSet);
    expect(legalActions(r.game!)).toEqual([]);
  });
});

describe('1830 §7.0: "If the money runs out during a stock round, the stock round is completed normally, a set of operating rounds is completed normally, and then the game ends"', () => {
  // Random 2p seed 7200, steered to sell in turn 19's stock round until the bank is out (action 1136); 18xx.games
  // plays the game alike to its end.
  const g = agreeGame('bank-broken-in-stock-round__1830_2p_std_s7200');
  const t = loadTitle('1830');
  const at = (n: number): GameState => {
    const r = replay(t, rulesFor(t), setupOf(g), g.actions.slice(0, n));
    if (!r.game || r.failure) throw new Error(`does not replay: ${r.failure?.error}`);
    return context(r.game).s;
  };
  const sale = g.actions.findIndex((a) => a.id === 1136);

  it('the sale that empties the bank ends nothing yet: the stock round goes on', () => {
    expect(at(sale).gameEnd).toBeFalsy();
    const after = at(sale + 1);
    expect(after.bank).toBeLessThanOrEqual(0);
    expect(after.gameEnd).toMatchObject({ reason: 'bank', turn: 19 });
    expect(after).toMatchObject({ finished: false, round: { kind: 'stock' } });
  });

  it('the game ends as the last operating round of the set that follows ends, not before', () => {
    expect(at(g.actions.length - 1)).toMatchObject({ finished: false, turn: 19, roundNum: 3 });
    expect(at(g.actions.length)).toMatchObject({ finished: true, endReason: 'bank', turn: 19, roundNum: 3, round: { kind: 'operating' } });
  });
});
