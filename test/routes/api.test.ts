import { execFileSync, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { replay, setupOf } from '../../shared/engine/replay';
import { bestRoutes, toRunRoutes } from '../../shared/routes/game';
import { bestRoutesCommand } from '../../scripts/routeCommand';
import { FIXTURES, loadFixture, loadTitle } from '../support/fixtures';
import { rulesFor } from '../../shared/rules/index';

const END = resolve(FIXTURES, '1830', '1830_game_end_bank.json');
const ROOT = resolve(import.meta.dirname, '..', '..');

function finalGame() {
  const g = loadFixture(END);
  const r = replay(loadTitle('1830'), rulesFor(loadTitle('1830')), setupOf(g), g.actions);
  if (!r.game) throw new Error(r.failure?.error);
  return r.game;
}

describe('bestRoutes on an engine game', () => {
  const game = finalGame();

  it.each([
    ['B&O', 840],
    ['NYC', 630],
    ['PRR', 530],
  ])('what-if 5, 6 and D at the end of 1830_game_end_bank: %s earns %i, proved optimal', (corp, revenue) => {
    const r = bestRoutes(game, corp, { trains: ['5', '6', 'D'] });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toMatchObject({ revenue, optimal: true });
    expect(r.value.routes.map((x) => x.revenue).reduce((a, b) => a + b, 0)).toBe(revenue);
    for (const route of r.value.routes) {
      expect(route.connections.length).toBe(route.nodes.length - 1);
      expect(route.hexes).toEqual(route.nodes.map((n) => n.replace(/-\d+$/, '')));
    }
  });

  it('a time limit returns the best run found so far, not proved optimal', () => {
    const r = bestRoutes(game, 'B&O', { trains: ['5', '6', 'D'], timeLimitMs: 0.01 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.optimal).toBe(false);
    expect(r.value.revenue).toBeGreaterThan(700); // at least the greedy run
    expect(r.value.revenue).toBeLessThanOrEqual(840);
  });

  it('errors are values: unknown corporation, unknown train type', () => {
    expect(bestRoutes(game, 'XYZ')).toEqual({ ok: false, error: '1830 has no corporation XYZ' });
    expect(bestRoutes(game, 'B&O', { trains: ['9'] })).toEqual({ ok: false, error: '1830 has no train type 9' });
  });

  it('the result as a run_routes action', () => {
    const r = bestRoutes(game, 'PRR', { trains: ['6'] });
    if (!r.ok) throw new Error(r.error);
    const a = toRunRoutes(r.value, 'PRR');
    expect(a).toMatchObject({ type: 'run_routes', entity: 'PRR', entity_type: 'corporation' });
    expect(a.routes[0]).toEqual({
      train: r.value.routes[0]!.train,
      connections: r.value.routes[0]!.connections,
      hexes: r.value.routes[0]!.hexes,
      nodes: r.value.routes[0]!.nodes,
      revenue: r.value.routes[0]!.revenue,
    });
  });
});

describe('cli route', () => {
  const read = (p: string) => loadFixture(p);
  const cmd = (...args: string[]) => bestRoutesCommand([END, ...args], read, loadTitle);

  it('--before an action: the position just before it (NYC before its last run earns what it ran, 280)', () => {
    expect(cmd('--corporation', 'NYC', '--before', '652')).toMatchObject({ revenue: 280, optimal: true });
  });

  it('--trains replaces the trains (what-if)', () => {
    const out = cmd('--corporation', 'B&O', '--trains', '5,6,D');
    expect(out).toMatchObject({ revenue: 840, optimal: true });
    if ('routes' in out) expect(Object.keys(out.routes[0]!).sort()).toEqual(['hexes', 'revenue', 'stops', 'train']);
  });

  it.each([
    [['--corporation', 'XYZ'], /unknown corporation XYZ/],
    [['--corporation', 'NYC', '--before', '99999'], /no action with id 99999/],
    [['--corporation', 'NYC', '--before', 'x'], /"x" is not an action id/],
    [[], /--corporation: missing/],
    [['--corporation', 'NYC', '--trains'], /--trains: missing/],
  ])('bad input %j is an error message', (args, message) => {
    const out = cmd(...args);
    expect(out).toHaveProperty('error');
    if ('error' in out) expect(out.error).toMatch(message);
  });

  it('the command prints JSON and exits 0; bad input exits 1 with the message on stderr', () => {
    const tsx = resolve(ROOT, 'node_modules', '.bin', 'tsx');
    const json = execFileSync(tsx, ['scripts/cli.ts', 'route', END, '--corporation', 'PRR', '--trains', '5,6,D', '--json'], { cwd: ROOT, encoding: 'utf8' });
    const out = JSON.parse(json);
    expect(out).toMatchObject({ revenue: 530, optimal: true });
    expect(Object.keys(out).sort()).toEqual(['ms', 'optimal', 'revenue', 'routes']);
    const bad = spawnSync(tsx, ['scripts/cli.ts', 'route', END, '--corporation', 'XYZ', '--json'], { cwd: ROOT, encoding: 'utf8' });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/unknown corporation XYZ/);
  });
});
