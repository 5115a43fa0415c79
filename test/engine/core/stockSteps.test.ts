import { describe, expect, it } from 'vitest';
import { actingPlayers, applyAction, context, createGame, type Game } from '../../../shared/engine/game';
import { legalActions } from '../../../shared/engine/legal';
import type { ActionOf } from '../../../shared/engine/actions';
import type { Ctx } from '../../../shared/engine/context';
import { log, playerKey } from '../../../shared/engine/entities';
import { pay } from '../../../shared/engine/transfer/cash';
import { check } from '../../../shared/engine/result';
import { checkActor, corporationActed, insertStockStep, replaceStockStep, STANDARD_STOCK_STEPS, type StockStep } from '../../../shared/engine/rounds/stock';
import { parStep } from '../../../shared/engine/rounds/sr/par';
import type { PlayerId } from '../../../shared/engine/state';
import type { TitleRules } from '../../../shared/rules/types';
import { standardRules } from '../../../shared/rules/standard';
import { loadTitle } from '../../support/fixtures';

/**
 * The stock round's steps through the hook interface only (`TitleRules.stockSteps`): a title adds a step of its own,
 * replaces a standard one by name, and a step may hold the round while all players act in it (an auction).
 */
const PLAYERS = [1, 2, 3].map((id) => ({ id, name: `P${id}` }));

/** A step of the title's own: `choose` "donate" gives $10 to the bank as the player's whole turn. */
const donateStep: StockStep = {
  name: 'donate',
  accepts: (_c, a) => a.type === 'choose' && a.choice === 'donate',
  process(c, a) {
    const id = checkActor(c, a);
    pay(c, playerKey(id), 'bank', 10);
    log(c, `P${id} donates`);
    corporationActed(c, 'donate');
  },
  legal: (_game, _c, id, ok) =>
    ok({ type: 'choose', entity: id, entity_type: 'player', choice: 'donate' })
      ? [{ type: 'choose', entity: String(id), entityType: 'player', choices: ['donate'] }]
      : [],
};

/** The standard par, but only at $100. */
const parAt100: StockStep = {
  ...parStep,
  process(c, a) {
    check((a as ActionOf<'par'>).share_price.startsWith('100,'), 'this title pars only at $100');
    parStep.process(c, a);
  },
};

/** A roll call that holds the round once a player calls it (`choose` "call"): every player then answers with `pass`. */
interface Call {
  answered: PlayerId[];
}
const callOf = (c: Ctx) => (c.s.titleState as { call: Call | null }).call;
const rollCallStep: StockStep = {
  name: 'roll_call',
  accepts: (c, a) => (callOf(c) ? a.type === 'pass' : a.type === 'choose' && a.choice === 'call'),
  holds: (c) => !!callOf(c),
  actors: (c) => c.s.players.filter((p) => !callOf(c)!.answered.includes(p.id)).map((p) => p.id),
  process(c, a) {
    const call = callOf(c);
    if (!call) {
      checkActor(c, a);
      (c.s.titleState as { call: Call | null }).call = { answered: [] };
      return;
    }
    const next = c.s.players.find((p) => !call.answered.includes(p.id))!.id;
    check(a.entity === next, () => `P${next} answers first`);
    call.answered.push(next);
    if (call.answered.length === c.s.players.length) (c.s.titleState as { call: Call | null }).call = null;
  },
  legal: (_game, c, id) => (callOf(c) ? [{ type: 'pass', entity: id, entityType: 'player', label: 'Answer' }] : []),
};

const rules: TitleRules = {
  ...standardRules,
  id: 'stock-steps-test',
  titleState: () => ({ call: null }),
  stockSteps: (standard) => insertStockStep(replaceStockStep(standard, parAt100), 'pass', donateStep, rollCallStep),
};

function start(): Game {
  // Without privates the game opens with a stock round.
  const r = createGame({ ...loadTitle('1830'), companies: [] }, rules, { players: PLAYERS, seed: 1 });
  if (!r.ok) throw new Error(r.error);
  return r.value;
}
const attempt = (g: Game, a: Record<string, unknown>) => {
  const r = applyAction(g, { entity_type: 'player', ...a } as never);
  return { error: r.ok ? null : r.error, game: r.ok ? r.value : null };
};
function act(g: Game, a: Record<string, unknown>): Game {
  const r = attempt(g, a);
  if (!r.game) throw new Error(r.error!);
  return r.game;
}

describe('the stock round as steps (TitleRules.stockSteps)', () => {
  it('the standard steps are named and listed in order', () => {
    expect(STANDARD_STOCK_STEPS.map((s) => s.name)).toEqual(['exchange', 'sell', 'private_trade', 'buy', 'par', 'pass']);
  });

  it("a title's own step is offered before pass, and its action is the player's turn", () => {
    let g = start();
    expect(g.state.round.kind).toBe('stock');
    // (No par is listed: the standard par offers a corporation at the cheapest price, which this title refuses.)
    expect(legalActions(g).map((a) => a.type)).toEqual(['choose', 'pass']);
    const cash = g.state.players[0].cash;
    g = act(g, { type: 'choose', entity: 1, choice: 'donate' });
    expect(g.state.players[0].cash).toBe(cash - 10);
    expect(actingPlayers(context(g))).toEqual([2]);
  });

  it('a standard step replaced by name keeps its place and adds its rule', () => {
    const g = start();
    const cell = (price: number) => context(g).t.parCells.find((x) => x.price === price)!;
    const at = (price: number) => `${price},${cell(price).row},${cell(price).col}`;
    expect(attempt(g, { type: 'par', entity: 1, corporation: 'PRR', share_price: at(90) }).error).toMatch(/pars only at \$100/);
    expect(act(g, { type: 'par', entity: 1, corporation: 'PRR', share_price: at(100) }).state.corporations.PRR.parPrice).toBe(100);
  });

  it('a step that holds the round takes every action and names who acts until it is over', () => {
    let g = act(start(), { type: 'choose', entity: 1, choice: 'call' });
    expect(actingPlayers(context(g))).toEqual([1, 2, 3]);
    expect(legalActions(g)).toEqual([
      { type: 'pass', entity: 1, entityType: 'player', label: 'Answer', action: { type: 'pass', entity: 1, entity_type: 'player' } },
    ]);
    expect(attempt(g, { type: 'choose', entity: 1, choice: 'donate' }).error).toMatch(/not possible until the roll_call is over/);
    expect(attempt(g, { type: 'pass', entity: 2 }).error).toMatch(/P1 answers first/);
    for (const id of [1, 2, 3]) g = act(g, { type: 'pass', entity: id });
    // The call is over: the caller's turn goes on (nobody has passed the round).
    expect(g.state.round.kind).toBe('stock');
    expect(actingPlayers(context(g))).toEqual([1]);
  });
});
