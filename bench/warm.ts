/**
 * `npx esbuild bench/warm.ts --bundle --platform=node --format=esm --outfile=bench/.warm.mjs && node bench/.warm.mjs`:
 * the warm replay figures alone (bench/replay.ts), for BENCH_TITLES, with BENCH_WARMUP and BENCH_TIMED as in
 * `npm run bench`. For comparing a change quickly, interleaved with the code before it.
 */
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { benchWarm, loadTitle } from './replay';

const ROOT = resolve(import.meta.dirname, '..');
const titles = (process.env.BENCH_TITLES ?? '1830,1846,1870,18NY,1817').split(',');
const warmup = Number(process.env.BENCH_WARMUP ?? 100);
const timed = Number(process.env.BENCH_TIMED ?? 20);
for (const id of titles) {
  const loaded = await loadTitle(ROOT, id);
  if (!loaded) continue;
  const w = benchWarm(loaded, id, warmup, timed, 5);
  for (const line of w.lines) console.log(line);
  console.log(`  (load ${loadavg()[0]!.toFixed(1)})`);
}
