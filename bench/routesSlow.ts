/**
 * The slowest first route calls of one title, alone (for profiling: `node --cpu-prof`). Replays the title's recorded
 * games, warms the optimiser on every position once, then times the first call on fresh copies of the positions
 * whose first call is slowest (least of ROUNDS per position, process CPU) and prints them with their search nodes.
 * ROUTES_TITLE (default 1817), ROUTES_TOP (12), ROUTES_ROUNDS (3), ROUTES_LOOP (0: repeat the slow positions this many
 * more times, for a profile of them alone).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readTitleFolder } from '../main/titles';
import { effectiveActions } from '../shared/engine/actions';
import { applyAction, createGame, context, type Game } from '../shared/engine/game';
import { graph } from '../shared/engine/board';
import { setupOf, type RecordedGame } from '../shared/engine/replay';
import { rulesFor } from '../shared/rules/index';
import { bestRoutes } from '../shared/routes/game';
import { median } from './stats';

const ROOT = resolve(import.meta.dirname, '..');
const id = process.env.ROUTES_TITLE ?? '1817';
const top = Number(process.env.ROUTES_TOP ?? 12);

const rounds = Number(process.env.ROUTES_ROUNDS ?? 3);
const loop = Number(process.env.ROUTES_LOOP ?? 0);
const t = readTitleFolder(join(ROOT, 'titles', id));
if (!t.ok || !t.title) throw new Error(`no title ${id}`);
const title = t.title;
const dir = join(ROOT, 'test', 'fixtures', 'games', id);
const snapshot = (g: Game): Game => ({ title: g.title, rules: g.rules, state: structuredClone(g.state), cache: {} });
const positions: { game: Game; corp: string; label: string }[] = [];
for (const file of readdirSync(dir)
  .filter((x) => x.endsWith('.json'))
  .sort()) {
  const rec = JSON.parse(readFileSync(join(dir, file), 'utf8')) as RecordedGame;
  const created = createGame(title, rulesFor(title), setupOf(rec));
  if (!created.ok) continue;
  let game = created.value;
  for (const a of effectiveActions(rec.actions)) {
    if (a.type === 'run_routes' && a.routes.length > 0) positions.push({ game: snapshot(game), corp: String(a.entity), label: `${file} #${a.id} ${a.entity}` });
    const r = applyAction(game, a, { inPlace: true });
    if (!r.ok) break;
    game = r.value;
  }
}
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const first = (p: (typeof positions)[number]) => {
  const game = snapshot(p.game);
  graph(context(game));
  const t0 = cpu();
  const r = bestRoutes(game, p.corp);
  const ms = cpu() - t0;
  if (!r.ok) throw new Error(r.error);
  return { ms, nodes: r.value.stats.nodes, revenue: r.value.revenue, optimal: r.value.optimal };
};
for (const p of positions) first(p);
const per = positions.map((p) => {
  let best = Infinity;
  let last = first(p);
  for (let i = 0; i < rounds; i++) {
    last = first(p);
    best = Math.min(best, last.ms);
  }
  return { p, ms: best, nodes: last.nodes, revenue: last.revenue, optimal: last.optimal };
});
const all = per.map((x) => x.ms);
console.log(
  `${id}: ${per.length} positions, first call median ${median(all).toFixed(2)} ms, max ${Math.max(...all).toFixed(2)}, sum ${all.reduce((a, b) => a + b, 0).toFixed(1)} ms, ${all.filter((x) => x > 5).length} over 5 ms, nodes ${per.reduce((n, x) => n + x.nodes, 0)}${per.every((x) => x.optimal) ? '' : ', NOT all optimal'}`,
);
// ROUTES_ONLY="#1620 WT,#1546 WT": these positions (label endings) instead of the slowest ones.
const only = process.env.ROUTES_ONLY?.split(',');
const slow = only ? per.filter((x) => only.some((o) => x.p.label.endsWith(o))) : [...per].sort((a, b) => b.ms - a.ms).slice(0, top);
for (const x of slow) console.log(`  ${x.p.label}: ${x.ms.toFixed(2)} ms, ${x.nodes} nodes, revenue ${x.revenue}`);
if (loop > 0) {
  // ROUTES_PROF=file: a CPU profile of the repeated calls alone.
  const { Session } = await import('node:inspector/promises');
  const prof = process.env.ROUTES_PROF;
  const session = new Session();
  if (prof) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 100 });
    await session.post('Profiler.start');
  }
  // Only the calls are timed (copying the position is not): the least and the median pass.
  const passes: number[] = [];
  for (let i = 0; i < loop; i++) passes.push(slow.reduce((n, x) => n + first(x.p).ms, 0));
  console.log(`repeated: least ${Math.min(...passes).toFixed(2)} ms, median ${median(passes).toFixed(2)} ms per pass over the ${slow.length} slowest`);
  if (prof) {
    const { profile } = await session.post('Profiler.stop');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(prof, JSON.stringify(profile));
  }
}
