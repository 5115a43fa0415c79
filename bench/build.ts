/**
 * `npm run bench`'s build: the cold replay's bundle with its code cache as the build makes one (scripts/cachedBundle.ts;
 * trained on one replay of every title's recorded games), and the bench itself (bench/.run.mjs, not cached).
 */
import { build } from 'esbuild';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildCachedBundle } from '../scripts/cachedBundle';

const ROOT = resolve(import.meta.dirname, '..');
const FIXTURES = join(ROOT, 'test', 'fixtures', 'games');
const titles = readdirSync(FIXTURES)
  .filter((id) => existsSync(join(ROOT, 'titles', id)))
  .sort();

const outdir = join(ROOT, 'bench', '.cold');
rmSync(outdir, { recursive: true, force: true });
await buildCachedBundle({
  code: join(ROOT, 'bench', 'cold.ts'),
  name: 'cold',
  entries: { start: join(ROOT, 'bench', 'coldStart.ts'), train: join(ROOT, 'bench', 'coldTrain.ts') },
  outdir,
  train: { entry: 'train', args: [ROOT, ...titles] },
});
await build({
  entryPoints: [join(ROOT, 'bench', 'run.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  external: ['vite', '@vitejs/plugin-vue', 'playwright-core'],
  outfile: join(ROOT, 'bench', '.run.mjs'),
  logLevel: 'warning',
});
