import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyAction, context, createGame, type Game } from '../../../shared/engine/game';
import { depotTrains } from '../../../shared/engine/trains';
import { effectiveActions, type Action } from '../../../shared/engine/actions';
import { setupOf, type RecordedGame } from '../../../shared/engine/replay';
import { diffTrace, traceSnapshot } from '../../../shared/engine/trace';
import { loadTitle } from '../../support/fixtures';
import { rulesFor } from '../../../shared/rules/index';

/**
 * The 1846 cases of ../shared/cases, copied in test/fixtures/cases (games our random player played, cut where 18xx.games first disagreed): played
 * as live play, each now behaves as 18xx.games does. Where 18xx.games refused the last action, ours refuses it too,
 * for the rule named; the state after every action before it matches 18xx.games' trace (its step included, so the
 * steps wait for the same passes).
 */

/** Copies of ../shared/cases (test/fixtures/README.md). */
const CASES = resolve(import.meta.dirname, '..', '..', 'fixtures', 'cases');

interface Case extends RecordedGame {
  divergence: { kind: string; index?: number };
}

function playCase(prefix: string): { game: Game; states: string[][]; refusal: string | null; refusedIndex: number } {
  const file = join(CASES, `${prefix}.json`);
  const g = JSON.parse(readFileSync(file, 'utf8')) as Case;
  const trace = gunzipSync(readFileSync(file.replace(/\.json$/, '.trace.jsonl.gz')))
    .toString('utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  const created = createGame(loadTitle('1846'), rulesFor(loadTitle('1846')), setupOf(g));
  if (!created.ok) throw new Error(created.error);
  let game = created.value;
  const states: string[][] = [];
  const actions = effectiveActions(g.actions);
  for (let i = 0; i < actions.length; i++) {
    const r = applyAction(game, actions[i]);
    if (!r.ok) return { game, states, refusal: r.error, refusedIndex: i };
    game = r.value;
    const ref = trace[i + 1];
    if (ref) states.push(diffTrace(traceSnapshot(context(game)), ref).map((d) => `after action ${actions[i].id}: ${d}`));
  }
  return { game, states, refusal: null, refusedIndex: -1 };
}

describe('1846 cases where 18xx.games disagreed with our random player', () => {
  it('F2 §6.91-6.92: Buy Trains waits while the corporation could buy an independent for $1 and so afford a train', () => {
    // B&O (2-train from BIG4, $40) could buy MS ($50 treasury) for $1: $89 reaches a 2-train ($80).
    const r = playCase('F2-buy-train-open__1846_3p_first_ed_s1025');
    expect(r.refusal).toBeNull();
    expect(r.states.flat()).toEqual([]);
  });

  it('§6.91-6.92 in live play: B&O, short of a 2-train, buys MS for $1 and with its treasury the train', () => {
    const { game } = playCase('F2-buy-train-open__1846_3p_first_ed_s1025');
    expect(context(game).s.corporations['B&O'].cash).toBe(40);
    const train = depotTrains(context(game))[0];
    expect(train.name).toBe('2');
    const buy = { type: 'buy_train', entity: 'B&O', entity_type: 'corporation', train: train.id, price: 80, variant: '2' } as unknown as Action;
    expect(applyAction(game, buy).ok).toBe(false);
    const ms = applyAction(game, { type: 'buy_company', entity: 'B&O', entity_type: 'corporation', company: 'MS', price: 1 } as unknown as Action);
    if (!ms.ok) throw new Error(ms.error);
    expect(context(ms.value).s.corporations['B&O'].cash).toBe(89);
    const bought = applyAction(ms.value, buy);
    expect(bought.ok && context(bought.value).s.corporations['B&O'].trains.length).toBe(3);
  });

  it('F3: Track and Token waits while the C&WI station (free) could still be placed', () => {
    const r = playCase('F3-track-and-token-open__1846_3p_std_s1001');
    expect(r.states.flat()).toEqual([]);
    expect(r.refusedIndex).toBe(58);
    expect(r.refusal).toMatch(/run_routes is not possible now \(NYC is at its track_and_token step\)/);
  });

  it('F3b: Track and Token closes when no station may be placed, though the C&WI station is still unused', () => {
    const r = playCase('F3b-track-and-token-open-project__1846_3p_first_ed_s1061');
    expect(r.states.flat()).toEqual([]);
    expect(r.refusedIndex).toBe(37);
    expect(r.refusal).toMatch(/pass is not possible now \(GT is at its route step\)/);
  });

  it('R5 §6.86: after an emergency issue no private may be bought before the train', () => {
    const r = playCase('R5-buy-company-after-emergency-issue__1846_4p_std_s1075');
    expect(r.states.flat()).toEqual([]);
    expect(r.refusedIndex).toBe(23);
    expect(r.refusal).toMatch(/ERIE issued shares to buy a train: it may buy a private only once it owns one/);
  });

  it('R6: a company bought by a corporation was assigned to it at the sale and is never assigned to another', () => {
    const r = playCase('R6-reassign-sold-company__1846_3p_second_ed_co_s1013');
    expect(r.states.flat()).toEqual([]);
    expect(r.refusedIndex).toBe(48);
    expect(r.refusal).toMatch(/BT was assigned to its owner when it was bought/);
  });

  it('R7: a player-owned Steamboat goes to one port per operating round', () => {
    const r = playCase('R7-steamboat-twice-per-or__1846_4p_first_ed_s1063');
    expect(r.states.flat()).toEqual([]);
    expect(r.refusedIndex).toBe(18);
    expect(r.refusal).toMatch(/the Steamboat was already assigned to a port this round/);
  });

  it('R13 §5.23: no emergency sale of a corporation that has not operated, by a player who is not its president', () => {
    const r = playCase('R13-sale-before-operating__1846_3p_second_ed_co_s1031');
    expect(r.states.flat()).toEqual([]);
    expect(r.refusedIndex).toBe(38);
    expect(r.refusal).toMatch(/NYC has not operated: only its president may sell its shares/);
  });
});
