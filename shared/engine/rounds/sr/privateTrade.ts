import { ability } from '../../companies';
import { player, playerKey } from '../../entities';
import { phaseDef } from '../../trains';
import type { StockStep } from './step';
import { sr } from './turn';

/**
 * Private companies change hands between players during a stock round in the phases whose status says so (1830
 * phases 2-4: "can_buy_companies_from_other_players", from the second stock round on, as 18xx.games plays it): a player
 * who has not bought this turn, has money and sees another player's private may still trade, so the turn waits for
 * that player's pass. A private that may not be bought (1830 B&O: `no_buy`) is no reason to wait. (The trade itself is
 * agreed between the players at the table, not offered by the engine.)
 */
export const privateTradeStep: StockStep = {
  name: 'private_trade',
  accepts: () => false,
  process: () => undefined,
  canAct(c, id) {
    if (!phaseDef(c).status?.includes('can_buy_companies_from_other_players') || c.s.turn <= 1) return false;
    if (sr(c).turn.bought || player(c, id).cash <= 0) return false;
    return Object.values(c.s.companies).some((co) => !co.closed && co.owner?.startsWith('p:') && co.owner !== playerKey(id) && !ability(c, co.sym, 'no_buy'));
  },
};
