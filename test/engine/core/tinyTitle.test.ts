import { describe, expect, it } from 'vitest';
import { actingPlayers, applyAction, applyLive, context, createGame, type Game } from '../../../shared/engine/game';
import { replay } from '../../../shared/engine/replay';
import { legalActions } from '../../../shared/engine/legal';
import { traceSnapshot } from '../../../shared/engine/trace';
import { loadTitle } from '../../support/fixtures';
import { hookTitleRules, stateOf, tollPending } from './hookTitle';

/** The engine core's extension points, used by a test title through the hook interface only (hookTitle.ts). */
const PLAYERS = [1, 2, 3].map((id) => ({ id, name: `P${id}` }));

function start(): Game {
  const r = createGame(loadTitle('1830'), hookTitleRules, { players: PLAYERS, seed: 1 });
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

function act(g: Game, a: Record<string, unknown>): Game {
  const r = applyAction(g, { entity_type: 'player', ...a } as never);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

const err = (g: Game, a: Record<string, unknown>) => {
  const r = applyAction(g, { entity_type: 'player', ...a } as never);
  return r.ok ? null : r.error;
};

describe('a title round of its own (TitleRules.rounds, firstRound)', () => {
  it('opens the game, names who acts, offers its legal actions and refuses others', () => {
    const g = start();
    expect(g.state.round).toMatchObject({ kind: 'special', name: 'roll_call' });
    expect(actingPlayers(context(g))).toEqual([1]);
    expect(legalActions(g)).toEqual([
      { type: 'pass', entity: 1, entityType: 'player', label: 'Answer', action: { type: 'pass', entity: 1, entity_type: 'player' } },
    ]);
    expect(err(g, { type: 'pass', entity: 2 })).toMatch(/P1's turn to answer/);
    expect(err(g, { type: 'bid', entity: 1, company: 'SV', price: 20 })).toMatch(/bid is not possible in the roll call/);
    const trace = traceSnapshot(context(g));
    expect([trace.round, trace.step]).toEqual(['Round::RollCall', 'Answer']);
  });
});

describe('a pending decision (TitleRules.pendingSteps)', () => {
  it('comes before the next round, is offered to the one who decides, and once settled the standard order goes on', () => {
    let g = start();
    for (const id of [1, 2]) g = act(g, { type: 'pass', entity: id });
    g = act(g, { type: 'pass', entity: 3 });
    // The roll call is over, but the toll holds the game: no stock round yet.
    expect(g.state.round.kind).toBe('special');
    expect(tollPending(context(g))).toMatchObject({ kind: 'toll', entity: 1 });
    expect(actingPlayers(context(g))).toEqual([1]);
    expect(legalActions(g).map((a) => a.type)).toEqual(['pass']);
    expect(traceSnapshot(context(g)).step).toBe('Toll');
    expect(err(g, { type: 'pass', entity: 2 })).toMatch(/P1 must pay the \$10 toll or refuse it first/);
    const cash = g.state.players[0].cash;
    g = act(g, { type: 'choose', entity: 1, choice: 'pay' });
    expect(g.state.players[0].cash).toBe(cash - 10);
    expect(g.state.pending).toEqual([]);
    expect(g.state.round.kind).toBe('stock');
  });
});

describe('automatic actions (TitleRules.autoActions)', () => {
  const answers = [1, 2, 3].map((id) => ({ type: 'pass', entity: id, entity_type: 'player' }) as never);

  it('live play takes them after the action that calls for them and records them in its auto_actions', () => {
    let g = start();
    for (const a of answers) g = act(g, a);
    const r = applyLive(g, { type: 'pass', entity: 1, entity_type: 'player', id: 4 } as never);
    if (!r.ok) throw new Error(r.error);
    expect(r.value.action.auto_actions).toEqual([{ type: 'claim_hex_token', entity: 3, entity_type: 'player', hex: 'A1' }]);
    expect(stateOf(context(r.value.game)).stipend).toBe(3);
    expect(r.value.game.state.players[2].cash).toBe(g.state.players[2].cash + 5);
  });

  it('a replayed log applies the automatic actions it recorded, each checked by its handler', () => {
    let g = start();
    for (const a of answers) g = act(g, a);
    const live = applyLive(g, { type: 'pass', entity: 1, entity_type: 'player', id: 4 } as never);
    if (!live.ok) throw new Error(live.error);
    const log = [...answers, live.value.action];
    const again = replay(g.title, hookTitleRules, { players: PLAYERS, seed: 1 }, log);
    expect(again.failure).toBeNull();
    expect(stateOf(context(again.game!)).stipend).toBe(3);
    // The same automatic action twice is refused by its handler.
    const twice = { ...live.value.action, auto_actions: [...live.value.action.auto_actions!, ...live.value.action.auto_actions!] };
    expect(replay(g.title, hookTitleRules, { players: PLAYERS, seed: 1 }, [...answers, twice]).failure?.error).toMatch(/already claimed/);
  });
});

describe('loans (TitleRules.loans, the loan step)', () => {
  /** Plays to PRR's first operating turn: the roll call, the toll refused, P1 floats PRR at $100 alone. */
  function prrOperating(): Game {
    let g = start();
    for (const id of [1, 2, 3]) g = act(g, { type: 'pass', entity: id });
    g = act(g, { type: 'pass', entity: 1 });
    const cell = context(g).t.parCells.find((x) => x.price === 100)!;
    g = act(g, { type: 'par', entity: 1, corporation: 'PRR', share_price: `100,${cell.row},${cell.col}` });
    for (let share = 1; share <= 4; share++) {
      for (const id of [2, 3]) g = act(g, { type: 'pass', entity: id });
      g = act(g, { type: 'buy_shares', entity: 1, shares: [`PRR_${share}`], percent: 10 });
    }
    for (const id of [2, 3, 1]) g = act(g, { type: 'pass', entity: id });
    expect(g.state.round.kind).toBe('operating');
    return g;
  }
  const corp = (a: Record<string, unknown>) => ({ entity: 'PRR', entity_type: 'corporation', ...a });

  it('a corporation takes loans up to its limit, numbered by the bank, and repays them; money stays conserved', () => {
    let g = prrOperating();
    const cash = g.state.corporations.PRR.cash;
    const bank = g.state.bank!;
    expect(legalActions(g)).toContainEqual({
      type: 'take_loan',
      entity: 'PRR',
      loan: 0,
      amount: 50,
      action: { type: 'take_loan', entity: 'PRR', entity_type: 'corporation', loan: 0 },
    });
    g = act(g, corp({ type: 'take_loan', loan: 0 }));
    g = act(g, corp({ type: 'take_loan', loan: 1 }));
    expect(g.state.corporations.PRR.loans).toEqual([0, 1]);
    expect(g.state.corporations.PRR.cash).toBe(cash + 100);
    expect(g.state.bank).toBe(bank - 100);
    expect(err(g, corp({ type: 'take_loan', loan: 2 }))).toMatch(/holds its 2 loans already/);
    expect(legalActions(g).map((a) => a.type)).not.toContain('take_loan');
    expect(err(g, corp({ type: 'payoff_loan', loan: 7 }))).toMatch(/does not hold loan #7/);
    g = act(g, corp({ type: 'payoff_loan', loan: 1 }));
    expect(g.state.corporations.PRR.loans).toEqual([0]);
    expect(g.state.corporations.PRR.cash + g.state.bank!).toBe(cash + bank);
  });

  it('a recorded loan number must be the next one the bank gives', () => {
    const g = prrOperating();
    expect(err(g, corp({ type: 'take_loan', loan: 3 }))).toMatch(/the next loan is #0, not #3/);
  });
});
