import { describe, expect, it } from 'vitest';
import { actingPlayers, applyAction, applyLive, context, createGame, type Game } from '../../../shared/engine/game';
import { replay } from '../../../shared/engine/replay';
import { legalActions } from '../../../shared/engine/legal';
import { traceSnapshot } from '../../../shared/engine/trace';
import { percentOf } from '../../../shared/engine/entities';
import { shareCount } from '../../../shared/engine/certSize';
import { conservationProblems } from '../../../shared/engine/conservation';
import { tileLaySlots } from '../../../shared/engine/rounds/or/track';
import { playerKey } from '../../../shared/engine/state';
import { playRandom } from '../../../shared/play/randomPlay';
import { tinyRules } from './tinyTitle';
import { tollPending } from './tinyTitle/charterRound';
import { MINOR, tinyTitle } from './tinyTitle/data';
import { stateOf } from './tinyTitle/stipend';

/**
 * The tiny test title (./tinyTitle/, shared/engine/README.md "Adding a title"): every piece of the engine core used at
 * once through the hook interface only, played through createGame, applyAction and legalActions.
 */
const PLAYERS = [1, 2, 3].map((id) => ({ id, name: `P${id}` }));
const TITLE = tinyTitle();

function start(): Game {
  const r = createGame(TITLE, tinyRules, { players: PLAYERS, seed: 1 });
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

function act(g: Game, a: Record<string, unknown>): Game {
  const r = applyAction(g, { entity_type: 'player', ...a } as never);
  if (!r.ok) throw new Error(r.error);
  expect(conservationProblems(r.value.state)).toEqual([]);
  return r.value;
}

const err = (g: Game, a: Record<string, unknown>) => {
  const r = applyAction(g, { entity_type: 'player', ...a } as never);
  return r.ok ? null : r.error;
};

/** The action legalActions carries for an offer of this type (the first option's, where it has options). */
function offered(g: Game, type: string, pick: (o: Record<string, unknown>) => boolean = () => true): Record<string, unknown> {
  const offer = legalActions(g).find((o) => o.type === type) as unknown as Record<string, unknown> | undefined;
  if (!offer) throw new Error(`no ${type} offered: ${legalActions(g).map((o) => o.type)}`);
  if (offer.action) return offer.action as Record<string, unknown>;
  const options = (offer.options ?? offer.cities ?? []) as Record<string, unknown>[];
  const option = options.find(pick);
  if (!option) throw new Error(`no such ${type} option`);
  return option.action as Record<string, unknown>;
}
const play = (g: Game, type: string, pick?: (o: Record<string, unknown>) => boolean) => act(g, offered(g, type, pick));

const PAR_67 = () => parAt(start(), 67);

/** The charter call: P1 starts the minor, P2 and P3 pass; the toll is refused. */
function afterCharter(): Game {
  let g = start();
  g = play(g, 'par');
  g = play(g, 'pass');
  g = play(g, 'pass');
  return play(g, 'pass');
}

describe('a round of its own (TitleRules.rounds, firstRound): the charter call', () => {
  it('opens the game, names who acts, offers its legal actions with their concrete actions and refuses others', () => {
    const g = start();
    expect(g.state.round).toMatchObject({ kind: 'special', name: 'charter_call' });
    expect(actingPlayers(context(g))).toEqual([1]);
    expect(legalActions(g).map((o) => ('action' in o ? o.action : (o as { options: { action: unknown }[] }).options[0].action))).toEqual([
      { type: 'par', entity: 1, entity_type: 'player', corporation: MINOR, share_price: PAR_67() },
      { type: 'pass', entity: 1, entity_type: 'player' },
    ]);
    expect(err(g, { type: 'pass', entity: 2 })).toMatch(/P1's turn to answer/);
    expect(err(g, { type: 'bid', entity: 1, company: 'SV', price: 20 })).toMatch(/bid is not possible in the charter call/);
    expect(err(g, { type: 'par', entity: 1, corporation: 'PRR', share_price: PAR_67() })).toMatch(/only M1 is started/);
    const trace = traceSnapshot(context(g));
    expect([trace.round, trace.step]).toEqual(['Round::CharterCall', 'Answer']);
  });
});

describe('a minor (its own tile lays and train rule) with a resizable certificate', () => {
  it('is started in the charter call: its one certificate is two shares, its price goes to its treasury', () => {
    const g = play(start(), 'par');
    const c = context(g);
    expect(c.s.corporations[MINOR]).toMatchObject({ floated: true, president: 1, cash: 134, parPrice: 67 });
    expect(g.state.players[0].cash).toBe(800 - 134);
    expect(shareCount(c, MINOR)).toBe(2);
    expect(legalActions(g).map((o) => o.type)).toEqual(['pass']);
  });

  it('operates first with one tile lay, may convert into five shares at any time of its turn, and need not buy a train', () => {
    let g = afterCharter();
    for (const id of [1, 2, 3]) g = act(g, { type: 'pass', entity: id });
    expect(g.state.round.kind).toBe('operating');
    const c = context(g);
    expect(c.s.round).toMatchObject({ order: [MINOR] });
    expect(tileLaySlots(c)).toHaveLength(1);
    expect(legalActions(g).map((o) => o.type)).toContain('convert');
    g = play(g, 'convert');
    const k = context(g);
    expect(shareCount(k, MINOR)).toBe(5);
    expect(percentOf(k, MINOR, playerKey(1))).toBe(40);
    expect(percentOf(k, MINOR, `ipo:${MINOR}`)).toBe(60);
    expect(legalActions(g).map((o) => o.type)).not.toContain('convert');
    // Trainless, it may end its turn without a train (TitleRules.mustBuyTrain).
    while (g.state.round.kind === 'operating' && legalActions(g).some((o) => o.type === 'pass')) g = play(g, 'pass');
    expect(g.state.round.kind).toBe('stock');
    // Its three new shares are for sale at par.
    g = play(g, 'buy_shares', (o) => (o.shares as string[])[0].startsWith(`${MINOR}_`));
    expect(percentOf(context(g), MINOR, playerKey(1))).toBe(60);
  });
});

describe('an out-of-turn decision on the pending stack (TitleRules.pendingSteps): the toll', () => {
  it('comes before the next round, is offered to the one who decides, and once settled the standard order goes on', () => {
    let g = start();
    for (const id of [1, 2, 3]) g = act(g, { type: 'pass', entity: id });
    // The charter call is over, but the toll holds the game: no stock round yet.
    expect(g.state.round.kind).toBe('special');
    expect(tollPending(context(g))).toMatchObject({ kind: 'toll', entity: 1 });
    expect(actingPlayers(context(g))).toEqual([1]);
    expect(legalActions(g).map((a) => a.type)).toEqual(['choose', 'pass']);
    expect(traceSnapshot(context(g)).step).toBe('Toll');
    expect(err(g, { type: 'pass', entity: 2 })).toMatch(/P1 must pay the \$10 toll or refuse it first/);
    const cash = g.state.players[0].cash;
    g = play(g, 'choose');
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
    const again = replay(g.title, tinyRules, { players: PLAYERS, seed: 1 }, log);
    expect(again.failure).toBeNull();
    expect(stateOf(context(again.game!)).stipend).toBe(3);
    // The same automatic action twice is refused by its handler.
    const twice = { ...live.value.action, auto_actions: [...live.value.action.auto_actions!, ...live.value.action.auto_actions!] };
    expect(replay(g.title, tinyRules, { players: PLAYERS, seed: 1 }, [...answers, twice]).failure?.error).toMatch(/already claimed/);
  });
});

/** After the charter call: P1 floats PRR at $100 alone (P2 and P3 pass). */
function prrFloated(): Game {
  let g = afterCharter();
  g = act(g, { type: 'par', entity: 1, corporation: 'PRR', share_price: parAt(g, 100) });
  for (let share = 1; share <= 4; share++) {
    for (const id of [2, 3]) g = act(g, { type: 'pass', entity: id });
    g = act(g, { type: 'buy_shares', entity: 1, shares: [`PRR_${share}`], percent: 10 });
  }
  return g;
}
const parAt = (g: Game, price: number) => {
  const cell = context(g).t.parCells.find((x) => x.price === price)!;
  return `${price},${cell.row},${cell.col}`;
};

describe('short shares (TitleRules.stockSteps: a step of its own, the purchase replaced)', () => {
  it('selling short puts a share in the market and a short with the seller; buying a share closes it', () => {
    let g = prrFloated();
    expect(g.state.corporations.PRR.floated).toBe(true);
    const cash = g.state.players[1].cash;
    expect(legalActions(g).find((o) => o.type === 'short')).toMatchObject({ entity: 2, options: [{ corporation: 'PRR', price: 100 }] });
    g = play(g, 'short');
    expect(g.state.players[1].cash).toBe(cash + 100);
    expect(percentOf(context(g), 'PRR', playerKey(2))).toBe(-10);
    expect(err(g, { type: 'short', entity: 2, corporation: 'PRR' })).toMatch(/P2 holds PRR shares or a short/);
    g = act(g, { type: 'pass', entity: 2 });
    while (actingPlayers(context(g))[0] !== 2) g = play(g, 'pass');
    // P2 buys a share of PRR: the short and the share leave the game.
    g = play(g, 'buy_shares', (o) => (o.shares as string[])[0].startsWith('PRR_'));
    expect(percentOf(context(g), 'PRR', playerKey(2))).toBe(0);
    expect(g.state.certOrder.PRR).toHaveLength(9);
  });
});

/** The corporation operating now, if any. */
const operating = (g: Game) => (g.state.round.kind === 'operating' ? g.state.round.order[g.state.round.index] : null);

describe('loans (TitleRules.loans, the loan step at any time of the turn; interest as the turn ends)', () => {
  /** Plays to PRR's first operating turn (after the minor's). */
  function prrOperating(): Game {
    let g = prrFloated();
    while (g.state.round.kind === 'stock') g = play(g, 'pass');
    while (operating(g) !== 'PRR') g = play(g, 'pass');
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

  it('the interest on the loans held is paid as the turn ends', () => {
    let g = prrOperating();
    g = act(g, corp({ type: 'take_loan', loan: 0 }));
    const cash = g.state.corporations.PRR.cash;
    while (operating(g) === 'PRR') g = play(g, 'pass');
    expect(g.state.corporations.PRR.cash).toBe(cash - 5);
  });
});

describe('random play of the tiny title through the concrete actions legalActions carries', () => {
  it('seeds 1 and 2, 500 actions each: no refused offer, money and certificates conserved, no negative cash; every piece used', () => {
    const used = new Set<string>();
    for (const seed of [1, 2]) {
      const r = playRandom(TITLE, tinyRules, { title: 'tiny', players: 3, optionalRules: [], seed }, { maxActions: 500, stallLimit: 300, routeMs: 500 });
      expect(r.problems.map((p) => `seed ${seed} #${p.index} ${p.kind}: ${p.message.split('\n')[0]}`)).toEqual([]);
      for (const a of r.actions) for (const x of [a, ...(a.auto_actions ?? [])]) used.add(x.type);
    }
    for (const type of ['par', 'choose', 'short', 'convert', 'take_loan', 'payoff_loan', 'claim_hex_token']) expect(used).toContain(type);
  }, 300_000);
});
