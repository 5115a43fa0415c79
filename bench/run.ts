/**
 * `npm run bench`: speed figures of the engine, the route optimiser and the board. It runs the code bundled as the app
 * ships it (esbuild, see package.json), not through tsx.
 * Replay: every recorded game of each title is replayed BENCH_WARMUP times (of BENCH_ROUNDS) to let V8 finish
 * optimising (it keeps optimising this engine for some thirty replays of the corpus, about two seconds; a game being played runs warm), then
 * BENCH_ROUNDS - BENCH_WARMUP timed times. The main-thread figure is the engine's own work; the process figure adds
 * V8's compiler threads.
 */
import { benchReplay } from './replay';

const titles = (process.env.BENCH_TITLES ?? '1830,1846').split(',');
const warmup = Number(process.env.BENCH_WARMUP ?? 30);
const rounds = Number(process.env.BENCH_ROUNDS ?? 42);
console.log(`== Replay (${warmup} warm-up replays of every game, then ${rounds - warmup} timed)`);
for (const line of benchReplay(titles, rounds, warmup)) console.log(line);
await import('./ui').then((ui) => ui.default()).catch((e: Error) => console.log(`== UI\nskipped: ${e.message}`));
const extra = await import('./extra').catch(() => null);
if (extra) await extra.default();
