import type { ActionOf, RouteJson } from '../../engine/actions';
import { routeStep } from '../../engine/rounds/or/route';
import { orTurn } from '../../engine/rounds/or/common';
import type { OrStep } from '../../engine/rounds/or/steps';
import { graph } from '../../engine/board';
import type { Ctx } from '../../engine/context';
import { phaseColor, routeTrain } from '../../engine/routes';
import type { CorporationState } from '../../engine/state';
import { validateRoutes } from '../../graph/routes';
import { bonusesServed, bonusHexesLeft, claimBonuses, tokenRevenue } from './bonuses';
import { routeRules18NY } from './routes';

/** The hex of a node named `<hex>-<stop>`. */
function hexOfNode(node: string): string {
  const i = node.indexOf('-');
  return i < 0 ? node : node.slice(0, i);
}

/**
 * The bonus locations a run (already checked) serves first, from its routes' paying stops: the validator chooses
 * them (a DE train's). Most runs late in a game pass no location left: they are not checked again.
 */
function servedByRun(c: Ctx, k: CorporationState, routes: readonly RouteJson[]): string[] {
  const left = bonusHexesLeft(c);
  const passes = (r: RouteJson) => (r.nodes ? r.nodes.some((n) => left.has(hexOfNode(n))) : (r.hexes ?? []).some((h) => left.has(h)));
  if (!left.size || !routes.some(passes)) return [];
  const g = graph(c);
  const v = validateRoutes(
    g,
    k.sym,
    routes.map((r) => ({ train: r.train, connections: r.connections ?? [], hexes: r.hexes, nodes: r.nodes })),
    (id) => routeTrain(c, id),
    phaseColor(c),
    routeRules18NY(c, k),
  );
  return v.ok ? bonusesServed(c, g, v.paying ?? []).flat() : [];
}

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
    claimBonuses(c, k.sym, servedByRun(c, k, (a as ActionOf<'run_routes'>).routes));
    orTurn(c).revenue += tokenRevenue(c, k.sym);
  },
  skip(c, k) {
    orTurn(c).revenue += tokenRevenue(c, k.sym);
  },
};
