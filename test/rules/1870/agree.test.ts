import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Action } from '../../../shared/engine/actions';
import { actingPlayers, applyAction, applyLive, context, createGame, type Game } from '../../../shared/engine/game';
import { legalActions } from '../../../shared/engine/legal';
import { setupOf, type RecordedGame } from '../../../shared/engine/replay';
import { rulesFor } from '../../../shared/rules/index';
import { loadTitle } from '../../support/fixtures';

/**
 * 1870 rules found by `npm run agree`: random games of ours that 18xx.games played otherwise, kept in
 * test/fixtures/agree (each file's `description` says where it is cut and why).
 */

const t = loadTitle('1870');

function agreeGame(name: string): RecordedGame {
  return JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'fixtures', 'agree', `${name}.json`), 'utf8')) as RecordedGame;
}

/** The game after its first `n` actions, played as live play (every check made). */
function liveAt(g: RecordedGame, n = g.actions.length): Game {
  const created = createGame(t, rulesFor(t), setupOf(g));
  if (!created.ok) throw new Error(created.error);
  let game = created.value;
  for (const a of g.actions.slice(0, n)) {
    const r = applyAction(game, a, { inPlace: true });
    if (!r.ok) throw new Error(r.error);
    game = r.value;
  }
  return { ...game, cache: {} };
}

/** The action as live play records it (its automatic actions worked out by the engine, not the file's). */
function live(game: Game, a: Action): { game: Game; action: Action } {
  const { auto_actions: _recorded, ...bare } = a;
  const r = applyLive(game, bare as Action);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

describe('1870 privates: no trade of privates between players in phase 1', () => {
  it('P2, holding privates with no share to buy or sell, is skipped in the second stock round: P3 acts next', () => {
    const c = context(liveAt(agreeGame('no-private-trade-in-phase-1__1870_7p_std_s6')));
    expect(c.s.phase).toBe(0);
    expect(Object.values(c.s.companies).some((co) => co.owner === 'p:2')).toBe(true);
    expect([...actingPlayers(c)]).toEqual([3]);
  });
});

describe('1870 destinations: a corporation that closes in its turn gets no destination check after it', () => {
  it('MKT passes its track lay at $10 with no route, falls to $0 and closes: its pass records no check', () => {
    const g = agreeGame('closed-in-turn-no-check__1870_6p_std_s5');
    const pass: Action = { type: 'pass', entity: 'MKT', entity_type: 'corporation', id: g.actions.length + 1 };
    const after = live(liveAt(g), pass);
    expect(context(after.game).s.corporations.MKT.closed).toBe(true);
    expect(after.action.auto_actions ?? []).toEqual([]);
  });
});

describe('1870 pp. 14, 24 price protection of a forced sale', () => {
  const g = agreeGame('protect-own-forced-sale__1870_5p_std_s4');

  it('P3 sold a share of SLSF, which P3 presides, to pay for MKT’s train: P3 is asked to protect it after the purchase', () => {
    const pass: Action = { type: 'pass', entity: 'MKT', entity_type: 'corporation', id: g.actions.length + 1 };
    const after = live(liveAt(g), pass);
    const c = context(after.game);
    expect(c.s.pending).toMatchObject([{ kind: 'price_protection', entity: 3, corporation: 'SLSF' }]);
    expect(legalActions(after.game).map((a) => `${a.type}:${a.entity}`)).toEqual(['buy_shares:3', 'pass:3']);
    // The destination check after MKT's turn waits for the decision.
    expect(after.action.auto_actions ?? []).toEqual([]);
  });
});
