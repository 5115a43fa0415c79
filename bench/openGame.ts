/**
 * `npm run bench`, UI part: opening the longest recorded game of each playable title in the app, cold, end to end
 * (#15: ≤ 300 ms from the click to the board drawn; progress shown for anything longer). The app runs as
 * `npm run web -- --prod` does (the renderer built into dist/renderer) with a fresh workspace holding the game; each
 * run is a fresh Chromium (a new profile: nothing cached, nothing compiled) that imports the game through the file
 * dialog, timed by the app's own marks (renderer/play/openTiming.ts) from the OK click to the board layer drawn:
 *  - first open: the game never seen, so its whole log is replayed;
 *  - reopen: Chromium restarted on the same profile (as the app is restarted), where the state cached at the first
 *    open (renderer/stores/snapshotCache.ts) shows the game before its log is replayed in the background.
 * BENCH_OPEN_RUNS sets the runs per title (default 3); BENCH_UI=0 skips the UI part with this; `npx tsx bench/open.ts`
 * runs this part alone. BENCH_JS_FLAGS gives the page V8 flags (a diagnosis: browser mode runs in the user's browser).
 * BENCH_OPEN_CPU=1 adds the page's main-thread CPU of each open, from a trace (bench/openCpu.ts): on a busy machine it
 * compares runs better than their wall time.
 * BENCH_OPEN_BASE=<dir>: another checkout of the app (e.g. `git archive <commit> | tar -x -C <dir>` with node_modules
 * linked), built and run beside this one, run by run, so that a change is measured against its base on a busy machine.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM_ARGS } from '../main/web/chromiumPrinter';
import { traceCpu } from './openCpu';
import { median } from './stats';

const TARGET_MS = 300;
const VIEWPORT = { width: 1600, height: 1000 };
const PHASES = ['read', 'title', 'replayed', 'installed', 'drawn'] as const;

interface OpenRun {
  /** Phase → ms since the click (the app's `desk:open:*` marks). */
  marks: Record<string, number>;
  total: number;
  /** When the progress line was put up (it shows from 150 ms on), or null if it never was. */
  progressAt: number | null;
  /** The page's main-thread CPU (ms) from the click to the board drawn, where measured (BENCH_OPEN_CPU=1). */
  cpu?: number | null;
}

/** The app in browser mode on a free port, with its workspace; stopped by its process group id. */
export async function startApp(root: string, workspace: string): Promise<{ url: string; stop(): Promise<void> }> {
  const child = spawn(join(root, 'node_modules/.bin/tsx'), ['main/web/serve.ts', '--prod', '--port', '0'], {
    cwd: root,
    env: { ...process.env, DESK_HOME: workspace, PORT: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  // A clean exit (it clears its autosave in the workspace): wait for it before the workspace is removed.
  const stop = async () => {
    if (child.exitCode !== null || !child.pid) return;
    const exited = new Promise((r) => child.once('exit', r));
    process.kill(-child.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
  };
  const url = await new Promise<string>((ok, fail) => {
    let out = '';
    const timer = setTimeout(() => fail(new Error(`browser mode did not start:\n${out}`)), 60_000);
    const onData = (b: Buffer) => {
      out += b.toString();
      const m = /(http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        ok(m[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => fail(new Error(`browser mode exited (${code}):\n${out}`)));
  });
  return { url, stop };
}

/** One cold open: a Chromium on `profile`, the welcome screen settled, then Import → file → OK, until the board drew. */
async function openOnce(chromiumPath: string, url: string, profile: string, file: string): Promise<OpenRun> {
  // BENCH_JS_FLAGS: V8 flags for the page (`--js-flags`), to measure what one would do for the page's cold replay.
  const jsFlags = process.env.BENCH_JS_FLAGS ? [`--js-flags=${process.env.BENCH_JS_FLAGS}`] : [];
  const context = await chromium.launchPersistentContext(profile, { executablePath: chromiumPath, args: [...CHROMIUM_ARGS, ...jsFlags], viewport: VIEWPORT });
  try {
    const page: Page = context.pages()[0] ?? (await context.newPage());
    await page.goto(url.includes('?') ? url : `${url}/`);
    await page.getByTestId('welcome').waitFor();
    await page.waitForTimeout(800);
    // A reopen after an unsaved import is offered the autosave: decline it, the file is opened as before (waited for:
    // on a busy machine the offer can come after the pause).
    await page
      .getByTestId('recover-no')
      .click({ timeout: 1500 })
      .catch(() => undefined);
    await page.getByTestId('cmd-import').first().click();
    await page.getByTestId('file-path').fill(file);
    await page.evaluate(() => {
      const w = window as unknown as { benchProgressAt?: number };
      new MutationObserver(() => {
        if (w.benchProgressAt === undefined && document.querySelector('[data-testid="progress"]')) w.benchProgressAt = performance.now();
      }).observe(document.body, { subtree: true, childList: true });
    });
    const cpu = process.env.BENCH_OPEN_CPU ? await traceCpu(await context.newCDPSession(page)) : null;
    await page.getByTestId('file-ok').first().click();
    await page.waitForFunction(() => performance.getEntriesByName('desk:open:drawn').length > 0, null, { timeout: 120_000 });
    const cpuMs = cpu ? await cpu() : undefined;
    // The first open caches the state after its first paint: let it finish, as it would before anyone quits.
    await page.waitForFunction(() => performance.getEntriesByName('desk:snapshot:written').length > 0, null, { timeout: 20_000 }).catch(() => undefined);
    const run = await page.evaluate(() => {
      const marks: Record<string, number> = {};
      for (const m of performance.getEntriesByType('mark')) if (m.name.startsWith('desk:open:')) marks[m.name.slice('desk:open:'.length)] = m.startTime;
      const t0 = marks.start ?? 0;
      for (const k of Object.keys(marks)) marks[k] -= t0;
      const at = (window as unknown as { benchProgressAt?: number }).benchProgressAt;
      return { marks, total: marks.drawn ?? NaN, progressAt: at === undefined ? null : at - t0 };
    });
    return cpuMs === undefined ? run : { ...run, cpu: cpuMs };
  } finally {
    await context.close();
  }
}

/** The longest recorded game of a title in test/fixtures/games. */
export function longest(root: string, title: string): { file: string; actions: number } | null {
  const dir = join(root, 'test', 'fixtures', 'games', title);
  if (!existsSync(dir)) return null;
  const games = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((file) => ({ file, actions: (JSON.parse(readFileSync(join(dir, file), 'utf8')) as { actions: unknown[] }).actions.length }));
  return games.sort((a, b) => b.actions - a.actions)[0] ?? null;
}

/** Each phase's share of a run, in ms. */
function phases(r: OpenRun): string {
  let prev = 0;
  return PHASES.map((p) => {
    const t = r.marks[p];
    if (t === undefined) return `${p} -`;
    const d = t - prev;
    prev = t;
    return `${p} ${d.toFixed(0)}`;
  }).join(', ');
}

function line(label: string, runs: OpenRun[]): string {
  const totals = runs.map((r) => r.total);
  const m = median(totals);
  const mid = runs[totals.indexOf([...totals].sort((a, b) => a - b)[Math.floor(totals.length / 2)]!)]!;
  const slow = runs.filter((r) => r.total > TARGET_MS);
  const progress = slow.length ? `; progress shown in ${slow.filter((r) => r.progressAt !== null).length} of the ${slow.length} runs over ${TARGET_MS} ms` : '';
  const cpus = runs.flatMap((r) => (typeof r.cpu === 'number' ? [r.cpu] : []));
  const cpu = cpus.length ? `; main-thread CPU ${median(cpus).toFixed(0)} ms median (${cpus.map((x) => x.toFixed(0)).join('/')})` : '';
  return `  ${label}: ${m.toFixed(0)} ms median of ${runs.length} (${totals.map((x) => x.toFixed(0)).join('/')}; ms per phase of the median run: ${phases(mid)})${progress}${cpu} — target ≤ ${TARGET_MS} ms: ${m <= TARGET_MS ? 'met' : 'NOT met'}`;
}

/** Prints one line per title and returns the medians (ms) for the summary: title → [first open, reopen]. */
export default async function benchOpen(root: string, chromiumPath: string, titles: string[]): Promise<Map<string, [number, number]>> {
  const out = new Map<string, [number, number]>();
  const runsPerTitle = Number(process.env.BENCH_OPEN_RUNS ?? 3);
  console.log(`opening the longest recorded game, cold, in the app (browser mode, ${VIEWPORT.width}×${VIEWPORT.height}; click → board drawn):`);
  await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'error' });
  if (process.env.BENCH_OPEN_BASE) await build({ configFile: join(process.env.BENCH_OPEN_BASE, 'vite.config.ts'), logLevel: 'error' });
  for (const title of titles) {
    const game = longest(root, title);
    if (!game) continue;
    const workspace = mkdtempSync(join(tmpdir(), 'desk-bench-open-'));
    mkdirSync(join(workspace, 'imports'));
    copyFileSync(join(root, 'test', 'fixtures', 'games', title, game.file), join(workspace, 'imports', game.file));
    const app = await startApp(root, workspace);
    const baseWorkspace = mkdtempSync(join(tmpdir(), 'desk-bench-open-'));
    mkdirSync(join(baseWorkspace, 'imports'));
    copyFileSync(join(root, 'test', 'fixtures', 'games', title, game.file), join(baseWorkspace, 'imports', game.file));
    const base = process.env.BENCH_OPEN_BASE ? await startApp(process.env.BENCH_OPEN_BASE, baseWorkspace) : null;
    // BENCH_OPEN_VARIANTS: page queries compared run by run, interleaved (on a busy machine only runs made alike
    // compare), e.g. `replay=page,` for the log replayed in the page against in the worker (renderer/stores/game.ts);
    // `base` names the app of BENCH_OPEN_BASE.
    const variants = [...(process.env.BENCH_OPEN_VARIANTS ?? '').split(','), ...(base ? ['base'] : [])];
    const first = variants.map((): OpenRun[] => []);
    const again = variants.map((): OpenRun[] => []);
    try {
      for (let i = 0; i < runsPerTitle; i++) {
        for (const [v, query] of variants.entries()) {
          const profile = mkdtempSync(join(tmpdir(), 'desk-bench-profile-'));
          const url = query === 'base' ? base!.url : query ? `${app.url}/?${query}` : app.url;
          try {
            first[v]!.push(await openOnce(chromiumPath, url, profile, `imports/${game.file}`));
            again[v]!.push(await openOnce(chromiumPath, url, profile, `imports/${game.file}`));
          } finally {
            rmSync(profile, { recursive: true, force: true });
          }
        }
      }
    } finally {
      await app.stop();
      await base?.stop();
      rmSync(workspace, { recursive: true, force: true });
      rmSync(baseWorkspace, { recursive: true, force: true });
    }
    console.log(`${title} ${game.file} (${game.actions} actions):`);
    for (const [v, query] of variants.entries()) {
      const tag = variants.length > 1 ? ` [${query || 'default'}]` : '';
      console.log(line(`first open (whole log replayed)${tag}`, first[v]!));
      console.log(line(`reopen (cached state, log replayed after the first paint)${tag}`, again[v]!));
    }
    out.set(title, [median(first[0]!.map((r) => r.total)), median(again[0]!.map((r) => r.total))]);
  }
  const rows = [['title', 'first open ms (median)', 'reopen ms (median)'], ...[...out].map(([t, [a, b]]) => [t, a.toFixed(0), b.toFixed(0)])];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join(' | '));
  console.log(`target: ≤ ${TARGET_MS} ms from the click to the board drawn, cold; progress shown for anything longer`);
  return out;
}
