import { describe, expect, it } from 'vitest';
import { applyAction, createGame } from '../../shared/engine/game';
import { effectiveActions, type Action } from '../../shared/engine/actions';
import { legalActions } from '../../shared/engine/legal';
import { replay, seedOf } from '../../shared/engine/replay';
import { act, newGame, PLAYERS, play } from '../support/play';
import { loadTitle } from '../support/fixtures';
import { rulesFor } from '../../shared/rules/index';

describe('engine API: bad input gets a clear error, never a crash or a half-applied action', () => {
  it('refuses a wrong player count', () => {
    const r = createGame(loadTitle('1830'), rulesFor(loadTitle('1830')), { players: PLAYERS.slice(0, 1), seed: 1 });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toMatch(/2 to 6 players, not 1/);
  });

  it('refuses an unknown optional rule', () => {
    const r = createGame(loadTitle('1830'), rulesFor(loadTitle('1830')), { players: PLAYERS, seed: 1, optionalRules: ['flying_trains'] });
    expect(!r.ok && r.error).toMatch(/no optional rule "flying_trains"/);
  });

  it('refuses duplicate player ids', () => {
    const r = createGame(loadTitle('1830'), rulesFor(loadTitle('1830')), { players: [PLAYERS[0], PLAYERS[0]], seed: 1 });
    expect(!r.ok && r.error).toMatch(/distinct/);
  });

  const cases: [string, Action, RegExp][] = [
    ['an action by the wrong player', act(2, 'bid', { company: 'SV', price: 20 }), /not player 2's turn/],
    ['an unknown company', act(1, 'bid', { company: 'XX', price: 20 }), /XX is not for sale/],
    ['an action of the wrong round', act(1, 'buy_train', { train: '2-0', price: 80 }), /not possible in the auction/],
    ['a non-numeric price', act(1, 'bid', { company: 'SV', price: 'lots' }), /price: must be an integer, not "lots"/],
    ['an unknown action type', act(1, 'fly'), /type: unknown action type "fly"/],
    ['an undo reaching the engine unresolved', act(1, 'undo'), /resolved before/],
  ];
  for (const [what, action, message] of cases) {
    it(`refuses ${what} and leaves the game untouched`, () => {
      const g = newGame('1830');
      const before = JSON.stringify(g.state);
      const r = applyAction(g, action);
      expect(r.ok).toBe(false);
      expect(!r.ok && r.error).toMatch(message);
      expect(JSON.stringify(g.state)).toBe(before);
    });
  }

  it('refuses any action once the game is over', () => {
    const g = play(newGame('1830'), [act(1, 'end_game')]);
    expect(g.state.finished).toBe(true);
    const r = applyAction(g, act(1, 'bid', { company: 'SV', price: 20 }));
    expect(!r.ok && r.error).toMatch(/game is over/);
  });

  it('messages and programmed settings change nothing', () => {
    const g = newGame('1830');
    const r = applyAction(g, act(1, 'message', { message: 'hi' }));
    expect(r.ok && JSON.stringify(r.value.state.players)).toBe(JSON.stringify(g.state.players));
  });

  it('replay names the first illegal action by index, id and type', () => {
    const actions = [act(1, 'bid', { company: 'SV', price: 20 }), { ...act(1, 'bid', { company: 'CS', price: 40 }), id: 7 }];
    const r = replay(loadTitle('1830'), rulesFor(loadTitle('1830')), { players: PLAYERS, seed: 1 }, actions);
    expect(r.failure).toMatchObject({ index: 1, id: 7, type: 'bid' });
  });
});

describe('action log', () => {
  it('undo takes back the last action; redo restores it; undo to an id takes back everything after it', () => {
    const log = [
      { ...act(1, 'bid', { company: 'SV', price: 20 }), id: 1 },
      { ...act(2, 'bid', { company: 'CS', price: 40 }), id: 2 },
      { ...act(2, 'undo'), id: 3 },
      { ...act(2, 'redo'), id: 4 },
      { ...act(3, 'bid', { company: 'DH', price: 70 }), id: 5 },
      { ...act(3, 'undo', { action_id: 1 }), id: 6 },
    ] as Action[];
    expect(effectiveActions(log).map((a) => a.id)).toEqual([1]);
    expect(effectiveActions(log.slice(0, 4)).map((a) => a.id)).toEqual([1, 2]);
    expect(effectiveActions(log.slice(0, 3)).map((a) => a.id)).toEqual([1]);
  });

  it('the seed of an exported game is its settings seed, else the first digits of its id', () => {
    expect(seedOf({ settings: { seed: 42 } })).toBe(42);
    expect(seedOf({ settings: { seed: '' }, id: 'hs_abc_1599504419' })).toBe(1599504419);
    expect(seedOf({ id: 'abc' })).toBe(0);
  });
});

describe('legal actions', () => {
  it('offer exactly what the engine accepts at the start of 1830: buy the SV, bid on the others, or pass', () => {
    const legal = legalActions(newGame('1830'));
    const bid = legal.find((l) => l.type === 'bid');
    expect(bid && bid.type === 'bid' && bid.options.map((o) => [o.company, o.min, o.buy])).toEqual([
      ['SV', 20, true],
      ['CS', 45, false],
      ['DH', 75, false],
      ['MH', 115, false],
      ['CA', 165, false],
      ['BO', 225, false],
    ]);
    expect(legal.some((l) => l.type === 'pass')).toBe(true);
  });
});
