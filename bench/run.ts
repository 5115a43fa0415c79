/**
 * `npm run bench`: speed figures of the engine, the route optimiser and the board. It runs the code bundled as the app
 * ships it (esbuild, see package.json), not through tsx.
 * Replay: every recorded game of each title is replayed BENCH_WARMUP times (of BENCH_ROUNDS) to let V8 finish
 * optimising, then BENCH_ROUNDS - BENCH_WARMUP timed times. V8 goes on compiling this engine for some fifty replays
 * of the corpus (2-3 seconds; measured: after 30 warm-up replays the background compiler still used more CPU than
 * the engine, after 70 it had settled), and a game being played runs warm. The first, cold replay is reported too.
 * The main-thread figure is the engine's own work; the process figure adds V8's compiler and GC threads.
 */
import { benchReplay } from './replay';

const titles = (process.env.BENCH_TITLES ?? '1830,1846,1870').split(',');
const warmup = Number(process.env.BENCH_WARMUP ?? 100);
const rounds = Number(process.env.BENCH_ROUNDS ?? 120);
console.log(`== Replay (${warmup} warm-up replays of every game, then ${rounds - warmup} timed)`);
for (const line of benchReplay(titles, rounds, warmup)) console.log(line);
await import('./ui').then((ui) => ui.default()).catch((e: Error) => console.log(`== UI\nskipped: ${e.message}`));
const extra = await import('./extra').catch(() => null);
if (extra) await extra.default();
