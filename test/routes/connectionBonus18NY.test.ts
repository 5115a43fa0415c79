import { describe, expect, it } from 'vitest';
import { graph } from '../../shared/engine/board';
import { applyAction, context } from '../../shared/engine/game';
import { phaseColor, routeTrain } from '../../shared/engine/routes';
import { validateRoutes } from '../../shared/graph/routes';
import type { RouteTrain } from '../../shared/graph/types';
import { bestRoutes, toRunRoutes } from '../../shared/routes/game';
import { routeRules18NY } from '../../shared/rules/18NY/routes';
import { state18NY } from '../../shared/rules/18NY/state';
import { fixtureFiles, loadFixture, loadTitle } from '../support/fixtures';
import { walkRoutePositions, type RoutePosition } from './positions';

/**
 * 18NY 7.1.3.2 connection bonuses in the route optimiser: $10 for each bonus location a run serves first, paid with
 * the run but outside the routes' revenues; and 18xx.games' second edition: a 4DE or 5DE serves only the stops it pays
 * (its company's stations and off-boards, 5.3).
 */

const positions: { label: string; p: RoutePosition }[] = [];
for (const file of fixtureFiles('18NY')) {
  walkRoutePositions(loadTitle('18NY'), loadFixture(file), (p) => {
    // The replay goes on changing the game: keep a copy of this position.
    const game = { ...p.game, state: structuredClone(p.game.state), cache: {} };
    positions.push({ label: `${file.split('/').pop()} #${p.action.id} ${p.action.entity}`, p: { ...p, game } });
  });
}

describe('18NY 7.1.3.2 connection bonuses in best routes', () => {
  it('walks enough recorded 18NY runs', () => {
    expect(positions.length).toBeGreaterThan(50);
  });

  it('the best run earns what the engine pays for it, bonuses included, and never less than the players’ run', () => {
    const problems: string[] = [];
    let withBonus = 0;
    for (const { label, p } of positions) {
      const corp = String(p.action.entity);
      const c = context(p.game);
      const k = c.s.corporations[corp]!;
      const best = bestRoutes(p.game, corp);
      if (!best.ok) {
        problems.push(`${label}: ${best.error}`);
        continue;
      }
      if (!best.value.optimal) problems.push(`${label}: not proved optimal`);
      if (best.value.extra > 0) withBonus++;
      // The players' run, its bonuses counted as the optimiser counts them.
      const players = validateRoutes(
        graph(c),
        corp,
        p.action.routes.map((r) => ({ train: r.train, connections: r.connections ?? [], nodes: r.nodes })),
        (id) => routeTrain(c, id),
        phaseColor(c),
        routeRules18NY(c, k),
      );
      if (players.ok && best.value.revenue < players.total + (players.extra ?? 0))
        problems.push(`${label}: best ${best.value.revenue} < players ${players.total} + ${players.extra}`);
      // The engine pays the routes and the bonus tokens the run takes, with those the company held before.
      const before = state18NY(c).bonus[corp] ?? 0;
      const run = applyAction(p.game, toRunRoutes(best.value, corp));
      if (!run.ok) {
        problems.push(`${label}: the engine refuses the best run: ${run.error}`);
        continue;
      }
      const after = state18NY(context(run.value)).bonus[corp] ?? 0;
      const routes = best.value.revenue - best.value.extra;
      if (after - before !== best.value.extra)
        problems.push(`${label}: the engine's bonus tokens grew by ${after - before}, the optimiser counted ${best.value.extra}`);
      if (routes !== best.value.routes.reduce((n, r) => n + r.revenue, 0)) problems.push(`${label}: routes ${routes} do not add up`);
    }
    expect(problems).toEqual([]);
    // Early runs take bonuses: the optimiser must have valued some.
    expect(withBonus).toBeGreaterThan(5);
  });

  it('5.3 (second edition): a DE train takes the bonuses of the stops it pays, not of the stops it runs through', () => {
    // A D route that serves a bonus location other than a station of the company, run again as a 5DE.
    const de: RouteTrain = { name: '5DE', distance: [{ nodes: ['city', 'offboard', 'town'], pay: 5, visit: 99, multiplier: 2 }] };
    let checked = 0;
    for (const { p } of positions) {
      const corp = String(p.action.entity);
      const c = context(p.game);
      const k = c.s.corporations[corp]!;
      const best = bestRoutes(p.game, corp, { trains: ['D'] });
      if (!best.ok || best.value.extra === 0) continue;
      const g = graph(c);
      const rules = routeRules18NY(c, k);
      const route = best.value.routes[0]!;
      const asD = validateRoutes(g, corp, [route], () => ({ name: 'D', distance: 99 }), phaseColor(c), rules);
      const asDE = validateRoutes(g, corp, [route], () => de, phaseColor(c), rules);
      if (!asD.ok || !asDE.ok) continue;
      // The DE's paying stops are its stations and off-boards: it serves exactly their bonus locations.
      const paid = new Set(asDE.paying![0]!);
      const runThrough = asD.paying![0]!.filter((n) => !paid.has(n));
      if (runThrough.length === 0) continue;
      const onlyPaid = rules.runExtra!(g, asDE.routes, [asDE.paying![0]!], corp)[0]!;
      expect(asDE.extra).toBe(onlyPaid);
      if (asDE.extra! < asD.extra!) checked++;
    }
    // Positions where running through a bonus location would have taken it, had the DE paid it.
    expect(checked).toBeGreaterThan(0);
  });
});
