import type { Action, ActionOf } from '../../engine/actions';
import type { Ctx } from '../../engine/context';
import { log, player } from '../../engine/entities';
import { check } from '../../engine/result';
import { checkPlayerAction } from '../../engine/rounds/sr/sell';
import type { StockStep } from '../../engine/rounds/sr/step';
import { recordAction, sr } from '../../engine/rounds/sr/turn';
import { playerKey, type PlayerId } from '../../engine/state';
import { pay } from '../../engine/transfer/cash';
import { moveCompany } from '../../engine/transfer/companies';

/**
 * The privates of a bankrupt player go back to the bank (`bankruptcy.ts`), and any player may buy one there at its
 * face value on a stock turn, as the turn's purchase (no share bought, nothing started, no minor proposed). The
 * rulebook is silent on a bankrupt's privates; this is 18xx.games' second edition, whose stock round sells the bank's
 * privates so. Every private is sold in the opening auction, so an open one without an owner is one given back.
 */

/** The bank's privates the player could pay for now. */
function forSale(c: Ctx, id: PlayerId): string[] {
  if (sr(c).turn.bought) return [];
  const cash = player(c, id).cash;
  return Object.values(c.s.companies)
    .filter((co) => !co.closed && co.owner === null && cash >= c.t.company.get(co.sym)!.value)
    .map((co) => co.sym);
}

export const bankPrivateStep: StockStep = {
  name: 'bank_private',
  accepts: (_c, a) => a.type === 'buy_company' && a.entity_type === 'player',
  process(c, a) {
    const action = a as ActionOf<'buy_company'>;
    const id = checkPlayerAction(c, action);
    check(!sr(c).turn.bought, 'only one purchase per turn');
    const co = c.s.companies[action.company];
    check(co && !co.closed && co.owner === null, () => `${action.company} is not for sale by the bank`);
    const value = c.t.company.get(co.sym)!.value;
    check(action.price === value, () => `${co.sym} is sold at its face value, ${value}`);
    check(player(c, id).cash >= value, () => `player ${id} cannot afford ${value}`);
    pay(c, playerKey(id), 'bank', value);
    moveCompany(c, co.sym, playerKey(id));
    log(c, `${player(c, id).name} buys ${co.sym} from the bank for ${value}`);
    const t = sr(c).turn;
    t.bought = true;
    recordAction(c, 'buy_company');
  },
  canAct: (c, id) => forSale(c, id).length > 0,
  legal(_game, c, id, ok) {
    const options = forSale(c, id).map((sym) => {
      const value = c.t.company.get(sym)!.value;
      return { company: sym, min: value, max: value, action: { type: 'buy_company', entity: id, entity_type: 'player', company: sym, price: value } as Action };
    });
    const allowed = options.filter((o) => ok(o.action as unknown as Record<string, unknown>));
    return allowed.length ? [{ type: 'buy_company', entity: id, options: allowed }] : [];
  },
};
