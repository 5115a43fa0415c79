import { describe, expect, it } from 'vitest';
import type { Action } from '../../shared/engine/actions';
import { corp } from '../../shared/engine/entities';
import { applyAction, type Game } from '../../shared/engine/game';
import { legalActions } from '../../shared/engine/legal';
import { attempt, ctxOf, recordedAt } from '../support/play';
import { deepFreeze } from './mutants';

/** The engine trusts nothing an action says that the rules decide (issue #17), on recorded 1830 and 1846 positions. */

/** The recorded game just before action `id`, and that action. */
function before(title: string, file: string, id: number): { game: Game; action: Action } {
  const { game, next } = recordedAt(title, file, id);
  return { game, action: next[0] };
}

const with_ = (a: Action, fields: Record<string, unknown>) => ({ ...a, ...fields }) as Action;

describe('amounts the rules determine are computed, never taken from the action', () => {
  it("extra revenue where the title has none is refused (1830 §6.4: revenue is the routes')", () => {
    const { game, action } = before('1830', '26855.json', 92);
    expect(attempt(game, with_(action, { extra_revenue: 1000 })).error).toBe(
      'action 92 (run_routes by NYNH): extra_revenue: recorded 1000 but the rules give 0',
    );
    expect(attempt(game, with_(action, { extra_revenue: 0 })).error).toBeNull();
  });

  it('a route revenue other than the route earns is refused', () => {
    const { game, action } = before('1830', '26855.json', 92);
    const routes = (action as { routes: object[] }).routes.map((r, i) => (i ? r : { ...r, revenue: 60 }));
    expect(attempt(game, with_(action, { routes })).error).toMatch(/route of train 2-2: recorded revenue 60 but the route earns 50/);
  });

  it("a percent that is not the shares' own is refused when buying", () => {
    const { game, action } = before('1830', '26855.json', 31);
    expect(attempt(game, with_(action, { percent: 20 })).error).toBe('action 31 (buy_shares by 82): percent 20 does not match the shares given (10%)');
    expect(attempt(game, action).error).toBeNull();
  });

  it("a percent above the shares sold is refused (1830 §5.3: only part of a president's certificate may go)", () => {
    const { game, action } = before('1830', '26855.json', 113);
    // NYC_0 is the 20% president's certificate: 50% is its part-sale, 60% all of it, 70% more than the shares hold.
    expect(attempt(game, with_(action, { percent: 70 })).error).toBe('action 113 (sell_shares by 117): percent 70 does not match the shares given (60%)');
    expect(attempt(game, with_(action, { percent: 45 })).error).toBe('action 113 (sell_shares by 117): percent 45 does not match the shares given (60%)');
  });

  it("a share price other than the market's is refused when selling", () => {
    const { game, action } = before('1830', '26855.json', 113);
    const r = applyAction(game, action);
    expect(r.ok).toBe(true);
    expect(attempt(game, with_(action, { share_price: 1000 })).error).toMatch(/share_price: recorded 1000 but the rules give \d+/);
  });
});

describe('only actions the current step accepts are processed', () => {
  it('bankruptcy is refused at the token step (1830 §7.6: only where a train must be bought)', () => {
    const { game } = before('1830', '26855.json', 91);
    const r = attempt(game, { type: 'bankrupt', entity: 'NYNH', entity_type: 'corporation' } as Action);
    expect(r.error).toBe('bankrupt by NYNH: bankrupt is not possible now (NYNH is at its token step)');
    expect(applyAction(game, { type: 'bankrupt', entity: 'NYNH', entity_type: 'corporation' } as Action, { loading: true }).ok).toBe(false);
  });
});

describe('lookups by id never reach inherited properties', () => {
  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty'])('a corporation named %s is unknown', (sym) => {
    const { game } = before('1830', '26855.json', 92);
    expect(() => corp(ctxOf(game), sym)).toThrow(`unknown corporation ${sym}`);
  });

  it('an action naming an inherited property is refused with the field named', () => {
    const { game, action } = before('1830', '26855.json', 31);
    expect(attempt(game, with_(action, { shares: ['constructor'] })).error).toBe('action 31 (buy_shares by 82): shares/0: "constructor" is not an id');
  });
});

describe('messages never show raw internals', () => {
  it('a city reference without its index says so', () => {
    const { game, action } = before('1830', '26855.json', 91);
    expect(attempt(game, with_(action, { city: '57-1-x' })).error).toBe(
      'action 91 (place_token by NYNH): bad city 57-1-x: it ends in "-" and the city\'s index',
    );
    expect(attempt(game, with_(action, { city: 'nowhere-0' })).error).toBe('action 91 (place_token by NYNH): unknown city nowhere-0');
  });
});

describe('legalActions never modifies the state it is given', () => {
  it('not at any 1846 operating position with track to lay (it once added extra.paidBorders)', () => {
    let checked = 0;
    for (const id of [60, 120, 200, 300]) {
      const { game } = before('1846', '3099.json', id);
      const frozen = { ...game, state: deepFreeze(structuredClone(game.state)), cache: {} };
      const json = JSON.stringify(frozen.state);
      expect(() => legalActions(frozen)).not.toThrow();
      expect(JSON.stringify(frozen.state)).toBe(json);
      checked++;
    }
    expect(checked).toBe(4);
  });
});
