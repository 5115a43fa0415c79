/**
 * Builds code to run from a V8 code cache (#18; main/cachedBundle.ts loads it): the code bundled and minified as one
 * CommonJS file, the small process entries that load it bundled beside it, then a training run (one of those
 * entries, in a fresh Node process) that compiles the bundle afresh, runs it on seeded random games (never on the
 * recorded games the cold bench measures: scripts/trainingGames.ts) and writes the bytecode of every function it
 * compiled as `<bundle>.cache`. The cache is part of the build's output: whatever ships the bundle ships it, so
 * every fresh process has it.
 *
 * The training run must set the V8 flags the processes that use the cache set (main/v8Flags.ts): V8 refuses a cache
 * made under other flags, or by another V8.
 */
import { build, type BuildOptions } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { cacheFileOf } from '../main/cachedBundle';

export interface CachedBundleBuild {
  /** The code to cache, bundled as `<outdir>/<name>.cjs`. */
  code: string;
  name: string;
  /** The process entries that load it, each bundled as `<outdir>/<key>.cjs` (compiled as usual: they are small). */
  entries: Record<string, string>;
  outdir: string;
  /** The training run: one of the entries, with its arguments. */
  train: { entry: string; args: string[] };
}

const COMMON: BuildOptions = {
  bundle: true,
  // BUNDLE_NAMES=1 keeps the code's own names (a CPU profile of a cold run then names its functions).
  minifyWhitespace: true,
  minifySyntax: true,
  minifyIdentifiers: process.env.BUNDLE_NAMES !== '1',
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  logLevel: 'warning',
};

/** CommonJS has no import.meta: in the code's bundle the module's URL and folder are the bundle's (main/titles finds
 * the titles by it). The URL is worked out when first read, not at every start (the cold bench's bundle never reads
 * it). */
const IMPORT_META = { 'import.meta.url': '__importMeta.url', 'import.meta.dirname': '__dirname' };

/** The bundle's first lines: its build id (a cache names the build it was made for), then what import.meta needs. */
const banner = () => `// build ${randomUUID()}\nvar __importMeta = { get url() { return require("node:url").pathToFileURL(__filename).href; } };`;

/** Builds the bundle and its entries, and trains the bundle's code cache. */
export async function buildCachedBundle(b: CachedBundleBuild): Promise<void> {
  const bundle = join(b.outdir, `${b.name}.cjs`);
  rmSync(cacheFileOf(bundle), { force: true });
  await build({ ...COMMON, banner: { js: banner() }, define: IMPORT_META, entryPoints: [b.code], outfile: bundle });
  for (const [name, entry] of Object.entries(b.entries)) await build({ ...COMMON, entryPoints: [entry], outfile: join(b.outdir, `${name}.cjs`) });
  // What the training run prints (the commands' output) is not the build's.
  const r = spawnSync(process.execPath, [join(b.outdir, `${b.train.entry}.cjs`), ...b.train.args], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (r.status !== 0 || !existsSync(cacheFileOf(bundle))) throw new Error(`training ${bundle}'s code cache failed (exit ${r.status})`);
}
