/**
 * The cold replay's process (`node bench/.cold/start.cjs <root> <title>`): V8 retuned as the CLI's `replay` retunes
 * it, then the engine's bundle loaded with its code cache (main/cachedBundle.ts; trained on other games than these,
 * bench/build.ts) and one replay of every recorded game of the title; prints the figures as JSON. BENCH_V8_FLAGS=0
 * leaves V8's defaults and BENCH_CODE_CACHE=0 compiles without the cache, to compare (a cache made under other flags
 * is refused, so train and measure alike).
 */
import { join } from 'node:path';
import { loadBundle } from '../main/cachedBundle';
import { tuneV8 } from '../main/v8Flags';
import type * as Cold from './cold';

if (process.env.BENCH_V8_FLAGS !== '0') tuneV8('replay-only');
// This file is bundled as CommonJS beside the engine's bundle (bench/.cold/).
const bundle = loadBundle<typeof Cold>(join(__dirname, 'cold.cjs'), process.env.BENCH_CODE_CACHE !== '0');
const u = process.cpuUsage();
const [root, id] = process.argv.slice(2) as [string, string];
// No top-level await: this file is CommonJS.
void bundle.exports.coldReplay(root, id, u.user + u.system).then((figures) => console.log(JSON.stringify({ ...figures, codeCache: bundle.cache })));
