/**
 * The build's training run of the cold replay's bundle (`node bench/.cold/train.cjs <root> <games folder> <title>...`):
 * the bundle compiled afresh under the flags the measured runs set, one replay of each title's games in
 * `<games folder>/<title>/` (seeded random games, scripts/trainingGames.ts: never the recorded games the bench
 * measures), then the bytecode of every function compiled written as the bundle's code cache (main/cachedBundle.ts).
 */
import { join } from 'node:path';
import { loadBundle } from '../main/cachedBundle';
import { tuneV8 } from '../main/v8Flags';
import type * as Cold from './cold';

if (process.env.BENCH_V8_FLAGS !== '0') tuneV8('replay-only');
const bundle = loadBundle<typeof Cold>(join(__dirname, 'cold.cjs'), false);
const [root, games, ...ids] = process.argv.slice(2) as [string, string, ...string[]];
// No top-level await: this file is CommonJS.
void (async () => {
  for (const id of ids) {
    const { failed } = await bundle.exports.coldReplay(root, id, 0, join(games, id));
    if (failed) throw new Error(`a training game of ${id} does not replay`);
  }
  bundle.saveCache();
})();
