/**
 * A CommonJS bundle run with the V8 code cache its build made (#18).
 *
 * A fresh process that opens one game spends a fifth to a quarter of its replay compiling: V8 parses each function
 * and writes its bytecode the first time it runs, for the few hundred functions a replay calls. The build runs the
 * bundle once on seeded random games (`scripts/cachedBundle.ts`, `scripts/trainingGames.ts`: never the recorded games
 * the cold bench measures), asks V8 for the bytecode of every function compiled by then
 * (`Script.createCachedData`), and writes it beside the bundle as `<bundle>.cache`; a process that loads the
 * bundle with it starts with that bytecode. The cache holds compiled code only, no state and no result: the engine
 * still replays every action. It is shipped with the bundle, so every fresh process has it.
 *
 * V8 takes a cache only from its own version and with the same flags (`main/v8Flags.ts` sets them before the bundle
 * is loaded, the build trains under the same); otherwise it says the cache was rejected and compiles as usual. V8 knows
 * a cache's script only by its length, so the cache starts with the bundle's first line, which the build makes unique
 * (a build id): a cache from another build of the bundle is not used.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { Script } from 'node:vm';

/** How the bundle's code was compiled: from its cache, or as usual (no cache, one from another build, one V8 refused). */
export type CodeCacheUse = 'used' | 'rejected' | 'stale' | 'none';

export interface LoadedBundle<T> {
  exports: T;
  cache: CodeCacheUse;
  /** Writes the bytecode of every function compiled so far as the bundle's cache (the build's training run). */
  saveCache(): void;
}

/** The cache file of a bundle. */
export const cacheFileOf = (bundle: string): string => `${bundle}.cache`;

/** Node's own CommonJS wrapper: the bundle runs as `require` would run it. */
const wrap = (source: string) => `(function (exports, require, module, __filename, __dirname) {${source}\n})`;

type ModuleFunction = (exports: unknown, require: NodeRequire, module: { exports: unknown }, filename: string, dirname: string) => void;

/** The line a bundle's cache starts with: the bundle's first line (its build id), then a newline. */
const headerOf = (source: string) => Buffer.from(`${source.slice(0, Math.max(0, source.indexOf('\n')))}\n`);

/** The cache's V8 data, or null when the cache was made for another build of the bundle. */
function cacheFor(cache: Buffer, header: Buffer): Buffer | null {
  return cache.length > header.length && cache.subarray(0, header.length).equals(header) ? cache.subarray(header.length) : null;
}

/** Runs a CommonJS bundle, with its code cache unless `useCache` is false (the training run compiles afresh). */
export function loadBundle<T>(file: string, useCache = true): LoadedBundle<T> {
  const source = readFileSync(file, 'utf8');
  const header = headerOf(source);
  const cacheFile = cacheFileOf(file);
  const cache = useCache && existsSync(cacheFile) ? readFileSync(cacheFile) : undefined;
  const cachedData = cache && cacheFor(cache, header);
  const script = new Script(wrap(source), { filename: file, cachedData: cachedData ?? undefined });
  const module = { exports: {} as unknown };
  (script.runInThisContext() as ModuleFunction)(module.exports, createRequire(file), module, file, dirname(file));
  return {
    exports: module.exports as T,
    cache: !cache ? 'none' : !cachedData ? 'stale' : script.cachedDataRejected ? 'rejected' : 'used',
    saveCache: () => writeFileSync(cacheFile, Buffer.concat([header, script.createCachedData()])),
  };
}
