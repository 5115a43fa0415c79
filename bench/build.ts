/**
 * `npm run bench`'s build: the cold replay's bundle with its code cache as the build makes one (scripts/cachedBundle.ts;
 * trained on seeded random games, one per title with a rules module, scripts/trainingGames.ts: never on the recorded
 * games the cold bench measures), and the bench itself (bench/.run.mjs, not cached). The training games are kept in
 * bench/.cold/training/, which the bench names in its output.
 */
import { build } from 'esbuild';
import { readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildCachedBundle } from '../scripts/cachedBundle';
import { writeTrainingGames } from '../scripts/trainingGames';

const ROOT = resolve(import.meta.dirname, '..');
const outdir = join(ROOT, 'bench', '.cold');
rmSync(outdir, { recursive: true, force: true });
const training = join(outdir, 'training');
await writeTrainingGames(join(ROOT, 'titles'), training);
await buildCachedBundle({
  code: join(ROOT, 'bench', 'cold.ts'),
  name: 'cold',
  entries: { start: join(ROOT, 'bench', 'coldStart.ts'), train: join(ROOT, 'bench', 'coldTrain.ts') },
  outdir,
  train: { entry: 'train', args: [ROOT, training, ...readdirSync(training).sort()] },
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
