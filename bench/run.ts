/**
 * `npm run bench`: speed figures of the engine, the route optimiser and the board. It runs the code bundled as the app
 * ships it (esbuild, see bench/build.ts), not through tsx. Titles: BENCH_TITLES (default: every title with a registered
 * rules module and recorded games in test/fixtures/games).
 *  - Cold replay (bench/coldReplay.ts): fresh processes, BENCH_COLD_RUNS of them per title (default 5), against the
 *    18xx.games Ruby engine's cold replay where it is installed.
 *  - Warm replay (bench/replay.ts): every recorded game BENCH_WARMUP times (default 100) to let V8 finish optimising
 *    (it goes on compiling this engine for some fifty replays; a game being played runs warm), then BENCH_TIMED
 *    (default 20) timed replays in 5 blocks; the per-action cost by action type and by tenth of the games. Each title
 *    in a process of its own, as the app plays one title (BENCH_WARM_SHARED=1: all in this process, as before).
 *  - Best routes (bench/routes.ts): the 1830 what-if and every recorded run's first and later calls.
 *  - The board and opening a save in Chromium (bench/ui.ts).
 * One table at the end sums up the figures per title, each as the median of its runs with their least and most.
 * BENCH_ONLY=cold runs the cold replays alone, BENCH_ONLY=routes the route optimiser alone.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readTitleFolder } from '../main/titles';
import { isRulesModule } from '../shared/rules/index';
import { coldRuns, type ColdFigures, type ColdRun } from './coldReplay';
import { benchWarm, loadTitle, type WarmResult } from './replay';
import { benchRecordedRoutes, benchWhatIf, type RouteFigures } from './routes';
import { median, percentile, spread } from './stats';

const ROOT = resolve(import.meta.dirname, '..');
const FIXTURES = join(ROOT, 'test', 'fixtures', 'games');
const titles =
  process.env.BENCH_TITLES?.split(',') ??
  readdirSync(FIXTURES)
    .filter((id) => existsSync(join(ROOT, 'titles', id)))
    .filter((id) => {
      const t = readTitleFolder(join(ROOT, 'titles', id));
      // Titles whose rules module is registered (offered for new games or not yet, as 1870).
      return t.ok && t.title !== undefined && isRulesModule(t.title.rules ?? t.title.id);
    })
    .sort();
const warmup = Number(process.env.BENCH_WARMUP ?? 100);
const timed = Number(process.env.BENCH_TIMED ?? 20);
const coldRunCount = Number(process.env.BENCH_COLD_RUNS ?? 5);
const rubyRunCount = Number(process.env.BENCH_RUBY_RUNS ?? 3);
/** BENCH_ONLY=routes: the route optimiser's figures alone (replays and the UI skipped); BENCH_ONLY=cold: the cold
 * replays alone (ours and Ruby's). */
const routesOnly = process.env.BENCH_ONLY === 'routes';
const coldOnly = process.env.BENCH_ONLY === 'cold';

/** A warm result through JSON (its tenths by type are a Map). */
const toJson = (w: unknown) => JSON.stringify(w, (_k, v: unknown) => (v instanceof Map ? { mapEntries: [...v] } : v));
const fromJson = (text: string) =>
  JSON.parse(text, (_k, v: unknown) =>
    v && typeof v === 'object' && 'mapEntries' in v ? new Map((v as { mapEntries: [string, unknown][] }).mapEntries) : v,
  ) as WarmResult | null;

/** A title's warm replay in this process (null: no recorded games). */
async function warmHere(id: string): Promise<WarmResult | null> {
  const loaded = await loadTitle(ROOT, id);
  return loaded ? benchWarm(loaded, id, warmup, timed, 5) : null;
}

// BENCH_WARM_CHILD=<title>: this process measures that title's warm replay alone and prints the result as JSON.
const warmChild = process.env.BENCH_WARM_CHILD;
if (warmChild) {
  process.stdout.write(toJson(await warmHere(warmChild)));
  process.exit(0);
}

/**
 * Each title's warm replay runs in a process of its own, as a game being played runs in an app where that title's
 * code alone has run (one process for all titles, BENCH_WARM_SHARED=1, makes the engine's shared functions see every
 * title's objects and measures each title slower by up to ~20%).
 */
function warmInOwnProcess(id: string): WarmResult | null {
  const r = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
    env: { ...process.env, BENCH_WARM_CHILD: id },
    encoding: 'utf8',
    maxBuffer: 256 << 20,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (r.status !== 0) throw new Error(`the warm replay of ${id} failed (exit ${r.status})`);
  return fromJson(r.stdout);
}

// The figures depend on what else the machine runs: say so with them.
const machine = () =>
  `${cpus().length} CPUs, load average ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`;
console.log(`== Machine: ${machine()}`);
const cold = new Map<string, ColdFigures>();
/** What the cold bundle's code cache was trained on (bench/build.ts): seeded random games, never the games measured. */
function trainedOn(): string {
  const dir = join(ROOT, 'bench', '.cold', 'training');
  const games = existsSync(dir) ? readdirSync(dir).flatMap((id) => readdirSync(join(dir, id)).map((f) => f.replace(/\.json$/, ''))) : [];
  return `code cache trained on ${games.length} seeded random games, none of those measured: ${games.join(', ')}`;
}
/** The replays' main-thread share: the rest is V8's background threads (optimising compiles, concurrent GC). */
const mainPart = (runs: ColdRun[]) => {
  const main = runs.map((r) => r.replayMainMs).filter((m): m is number => m !== null);
  return main.length === runs.length ? ` (of which main thread ${spread(main, 0)})` : '';
};
if (!routesOnly) {
  console.log(`== Cold replay (a fresh process per run: Node's start, the bundle with the code cache its build made, the title, one replay of every game)`);
  console.log(`   (${trainedOn()})`);
  // Every Node process reads NODE_EXTRA_CA_CERTS as it starts (bench/coldReplay.ts): say whether ours do.
  if (process.env.NODE_EXTRA_CA_CERTS)
    console.log(
      process.env.BENCH_NO_EXTRA_CA === '1'
        ? '   (Node processes started without NODE_EXTRA_CA_CERTS)'
        : '   (every Node process reads NODE_EXTRA_CA_CERTS as it starts; BENCH_NO_EXTRA_CA=1 starts them without)',
    );
}
for (const id of routesOnly ? [] : titles) {
  const figures = coldRuns(ROOT, join(ROOT, 'bench', '.cold', 'start.cjs'), id, coldRunCount, rubyRunCount);
  const { ours, ruby, bareNode } = figures;
  cold.set(id, figures);
  const x = ours[0]!;
  console.log(
    `${id}: ${spread(
      ours.map((r) => r.processPerAction),
      0,
    )} µs process CPU/action over ${x.actions} actions (${coldRunCount} runs); parts (ms): start + bundle ${spread(
      ours.map((r) => r.startMs),
      0,
    )} (a bare Node's start ${spread(bareNode, 0)}), title and games ${spread(
      ours.map((r) => r.titleMs),
      0,
    )}, replays ${spread(
      ours.map((r) => r.replayMs),
      0,
    )}${mainPart(ours)}; code cache ${[...new Set(ours.map((r) => r.codeCache))].join('/')}${x.failed ? `; ${x.failed} games stopped early` : ''}`,
  );
  console.log(
    typeof ruby === 'string'
      ? `  18xx.games (Ruby): ${ruby}`
      : `  18xx.games (Ruby) cold: ${spread(
          ruby.map((r) => r.processPerAction),
          0,
        )} µs process CPU/action over ${ruby[0]!.actions} actions (${ruby.length} runs${ruby[0]!.refused ? `; ${ruby[0]!.refused} games refused part-way` : ''})`,
  );
}

const warm = new Map<string, WarmResult>();
if (!routesOnly && !coldOnly) console.log(`== Warm replay (${warmup} warm-up replays of every game, then ${timed} timed)`);
for (const id of routesOnly || coldOnly ? [] : titles) {
  const w = process.env.BENCH_WARM_SHARED === '1' ? await warmHere(id) : warmInOwnProcess(id);
  if (!w) continue;
  warm.set(id, w);
  for (const line of w.lines) console.log(line);
}

const routes = new Map<string, RouteFigures>();
if (!coldOnly) {
  console.log('== Route optimiser');
  for (const line of benchWhatIf(Number(process.env.BENCH_ROUTE_ROUNDS ?? 15))) console.log(line);
  for (const r of benchRecordedRoutes(titles)) {
    routes.set(r.title, r);
    for (const line of r.lines) console.log(line);
  }
}

console.log(`== Summary (median, with the least and most of the runs in brackets; ${machine()})`);
const rows: string[][] = [
  [
    'title',
    'cold µs/action (process)',
    'Ruby cold µs/action',
    'Ruby ÷ ours',
    'warm µs/action (main)',
    'last ÷ first tenth (by type; by type and round)',
    'lay_tile, run_routes',
    'routes first ms (max)',
    'routes later ms (p95)',
    'searched again ms (p95)',
  ],
];
for (const id of titles) {
  const c = cold.get(id);
  const w = warm.get(id);
  const r = routes.get(id);
  const ours = c ? c.ours.map((x) => x.processPerAction) : [];
  const ruby = c && typeof c.ruby !== 'string' ? c.ruby.map((x) => x.processPerAction) : [];
  const growth = (type: string) => {
    const t = w?.tenths.byType.get(type);
    return t ? `${(t.last / t.first).toFixed(2)}×` : '-';
  };
  rows.push([
    id,
    ours.length ? spread(ours, 0) : '-',
    ruby.length ? spread(ruby, 0) : '-',
    ours.length && ruby.length ? `${(median(ruby) / median(ours)).toFixed(1)}×` : '-',
    w && w.main.length ? spread(w.main, 2) : w ? `${spread(w.process, 2)} (process)` : '-',
    w ? `${(w.tenths.last / w.tenths.first).toFixed(2)}× (${w.tenths.sameType.toFixed(2)}×; ${w.tenths.sameRound.toFixed(2)}×)` : '-',
    w ? `${growth('lay_tile')}, ${growth('run_routes')}` : '-',
    r ? `${Math.max(...r.first).toFixed(1)}${r.notOptimal ? ' (NOT all optimal)' : ''}` : '-',
    r ? percentile(r.later, 0.95).toFixed(2) : '-',
    r ? percentile(r.searched, 0.95).toFixed(2) : '-',
  ]);
}
const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join(' | '));
console.log('targets: cold ≥ 10× faster than Ruby; warm ~5 µs (1830) / ~7 µs (1846); last tenth ≤ 1.3× the first; first route call ≤ 5 ms, later ≤ 2 ms p95');

if (process.env.BENCH_UI !== '0' && !routesOnly && !coldOnly)
  await import('./ui').then((ui) => ui.default()).catch((e: Error) => console.log(`== UI\nskipped: ${e.message}`));
