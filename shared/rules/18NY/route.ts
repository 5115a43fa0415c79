import type { ActionOf } from '../../engine/actions';
import { routeStep } from '../../engine/rounds/or/route';
import { orTurn } from '../../engine/rounds/or/common';
import type { OrStep } from '../../engine/rounds/or/steps';
import { bonusLocationsOf, claimBonuses, tokenRevenue } from './bonuses';

/**
 * The route step (7.1.3): after the run, the company takes the connection bonuses its routes served, and its bonus
 * and coal tokens add their $10 each to the revenue. A company without a train still earns its coal tokens' $10
 * (its bonus tokens were lost with its last train), and then chooses its dividend (18xx.games).
 */
export const routeStep18NY: OrStep = {
  ...routeStep,
  process(c, a) {
    routeStep.process(c, a);
    const k = c.s.corporations[String(a.entity)];
    const action = a as ActionOf<'run_routes'>;
    const stops = action.routes.flatMap((r) => (r.nodes ?? []).map((n) => n.split('-')[0]));
    claimBonuses(c, k.sym, bonusLocationsOf(c, stops));
    orTurn(c).revenue += tokenRevenue(c, k.sym);
  },
  skip(c, k) {
    orTurn(c).revenue += tokenRevenue(c, k.sym);
  },
};
