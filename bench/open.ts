/**
 * The open-time part of `npm run bench` alone (bench/openGame.ts), for working on #15 without the engine and route
 * figures: `npx tsx bench/open.ts` (BENCH_TITLES=1846,1870 to pick titles, BENCH_OPEN_RUNS=5 for more runs). The
 * machine's load is printed before and after: on a busy machine compare medians of runs made alike, e.g. a change
 * against its base checkout run by run (BENCH_OPEN_BASE=<dir>), by the page's main-thread CPU (BENCH_OPEN_CPU=1).
 */
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import benchOpen from './openGame';

const ROOT = resolve(import.meta.dirname, '..');
const load = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');
console.log(`load average before: ${load()}`);
await benchOpen(ROOT, process.env.CHROMIUM ?? '/usr/bin/chromium', (process.env.BENCH_TITLES ?? '1830,1846,1870').split(','));
console.log(`load average after: ${load()}`);
