/**
 * A Chromium CPU profile of one cold open (#15), for finding what the open spends its time on:
 * `npx tsx bench/openProfile.ts [title]` (default 1870; BENCH_NO_BUILD=1 serves dist/renderer as it is, e.g. a build
 * made with `npx vite build --minify false` for readable names). Opens the longest recorded game of the title as
 * bench/openGame.ts does, with the profiler on from the OK click to the board drawn, writes the profile to
 * /tmp/desk-open.cpuprofile (Chromium's DevTools load it) and prints the functions with the most self time.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM_ARGS } from '../main/web/chromiumPrinter';
import { longest, startApp } from './openGame';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const ROOT = resolve(import.meta.dirname, '..');
const title = process.argv[2] ?? '1870';
const game = longest(ROOT, title);
if (!game) throw new Error(`no recorded game of ${title}`);
if (!process.env.BENCH_NO_BUILD) await build({ configFile: join(ROOT, 'vite.config.ts'), logLevel: 'error' });
const workspace = mkdtempSync(join(tmpdir(), 'desk-bench-open-'));
mkdirSync(join(workspace, 'imports'));
copyFileSync(join(ROOT, 'test', 'fixtures', 'games', title, game.file), join(workspace, 'imports', game.file));
const app = await startApp(ROOT, workspace);
const profileDir = mkdtempSync(join(tmpdir(), 'desk-bench-profile-'));
try {
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    viewport: { width: 1600, height: 1000 },
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${app.url}/`);
  await page.getByTestId('welcome').waitFor();
  await page.waitForTimeout(800);
  await page.getByTestId('cmd-import').first().click();
  await page.getByTestId('file-path').fill(`imports/${game.file}`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  // A busy function at a known page time, found again in the profile: it lines the profile's clock up with the marks.
  // (A string: tsx would wrap a named function given as code.)
  const syncAt = (await page.evaluate(
    '(function deskProfileSync() { const t = performance.now(); while (performance.now() - t < 5); return t; })()',
  )) as number;
  await page.getByTestId('file-ok').first().click();
  await page.waitForFunction(() => performance.getEntriesByName('desk:open:drawn').length > 0, null, { timeout: 120_000 });
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  const marks = await page.evaluate(() => {
    const out: Record<string, number> = {};
    for (const m of performance.getEntriesByType('mark')) if (m.name.startsWith('desk:open:')) out[m.name.slice(10)] = m.startTime;
    return out;
  });
  await context.close();
  writeFileSync('/tmp/desk-open.cpuprofile', JSON.stringify(profile));
  const t0 = marks.start ?? 0;
  console.log(`${title} ${game.file}: marks (ms from the click)`, Object.fromEntries(Object.entries(marks).map(([k, v]) => [k, Math.round(v - t0)])));
  // Samples are timed from the profile's start (the click, within a few ms); only those up to the board drawn count,
  // each phase on its own (a phase is the time since the previous mark).
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const name = (id: number) => {
    const f = byId.get(id)!.callFrame;
    return `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}`;
  };
  const order = ['read', 'title', 'replayed', 'installed', 'drawn'].filter((p) => marks[p] !== undefined);
  const phaseAt = (ms: number) => order.find((p) => ms <= marks[p]!) ?? 'after';
  const self = new Map<string, Map<string, number>>();
  const total = new Map<string, Map<string, number>>();
  const add = (m: Map<string, Map<string, number>>, phase: string, k: string, ms: number) => {
    const inner = m.get(phase) ?? new Map<string, number>();
    inner.set(k, (inner.get(k) ?? 0) + ms);
    m.set(phase, inner);
  };
  const times: number[] = [];
  let clock = 0;
  for (const d of profile.timeDeltas) times.push((clock += d / 1000));
  const syncSample = profile.samples.findIndex((id) => {
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) if (byId.get(at)!.callFrame.functionName === 'deskProfileSync') return true;
    return false;
  });
  const offset = syncAt - (times[syncSample] ?? 0);
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const at = times[i]! + offset;
    const phase = at < t0 ? 'before' : phaseAt(at);
    add(self, phase, name(id), ms);
    // Inclusive: each sample counted once for every function on its stack.
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) seen.add(name(at));
    for (const k of seen) add(total, phase, k, ms);
  });
  // PROFILE_TIMELINE=ms: the open as a sequence of slices of that many ms, each named by the work that took most of it
  // (the innermost frame of a known kind on each sample's stack), to see what runs when (replay slices, map draws).
  const slot = Number(process.env.PROFILE_TIMELINE ?? 0);
  if (slot > 0) {
    const KNOWN = (
      process.env.PROFILE_KNOWN ??
      'load,checkLog,cache,drawScene,buildNode,destroy,mapArt,tileLayerBuilder,syncGameView,boardNames,flushJobs,snapshotKey,importFrom,fetch'
    ).split(',');
    const label = (id: number): string => {
      for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
        const f = byId.get(at)!.callFrame.functionName;
        if (KNOWN.includes(f)) return f;
      }
      const f = byId.get(id)!.callFrame.functionName;
      return f === '(idle)' || f === '(program)' || f === '(garbage collector)' ? f : 'other';
    };
    const slots = new Map<number, Map<string, number>>();
    profile.samples.forEach((id, i) => {
      const at = times[i]! + offset - t0;
      if (at < 0 || at > (marks.drawn ?? Infinity) - t0) return;
      const k = Math.floor(at / slot);
      const inner = slots.get(k) ?? new Map<string, number>();
      inner.set(label(id), (inner.get(label(id)) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
      slots.set(k, inner);
    });
    console.log(`== timeline (${slot} ms slices from the click)`);
    for (const [k, inner] of [...slots].sort((a, b) => a[0] - b[0]))
      console.log(
        `${String(k * slot).padStart(5)}  ${[...inner]
          .sort((a, b) => b[1] - a[1])
          .filter(([, ms]) => ms >= 0.5)
          .map(([f, ms]) => `${f} ${ms.toFixed(0)}`)
          .join(', ')}`,
      );
  }
  const n = Number(process.env.PROFILE_TOP ?? 25);
  for (const phase of [...order, 'after']) {
    console.log(`== ${phase}: inclusive`);
    for (const [k, ms] of [...(total.get(phase) ?? [])].sort((a, b) => b[1] - a[1]).slice(0, n)) console.log(`${ms.toFixed(1).padStart(7)} ms  ${k}`);
    console.log(`== ${phase}: self`);
    for (const [k, ms] of [...(self.get(phase) ?? [])].sort((a, b) => b[1] - a[1]).slice(0, n)) console.log(`${ms.toFixed(1).padStart(7)} ms  ${k}`);
  }
} finally {
  await app.stop();
  rmSync(profileDir, { recursive: true, force: true });
  rmSync(workspace, { recursive: true, force: true });
}
