/** `npm run bench`: speed and memory figures of the engine (and, as they land, the router and the board). */
import { benchReplay } from './replay';

const titles = (process.env.BENCH_TITLES ?? '1830,1846').split(',');
console.log('== Replay');
for (const line of benchReplay(titles, Number(process.env.BENCH_ROUNDS ?? 6))) console.log(line);
await import('./ui').then((ui) => ui.default()).catch((e: Error) => console.log(`== UI\nskipped: ${e.message}`));
const extra = await import('./extra').catch(() => null);
if (extra) await extra.default();
