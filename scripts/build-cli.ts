/**
 * Builds the command line as it ships (#18): `dist/cli/cli.cjs` (run with `node dist/cli/cli.cjs <command> ...`, the
 * commands of scripts/cli.ts), which loads the commands' bundle `dist/cli/commands.cjs` with its V8 code cache
 * `commands.cjs.cache` (scripts/cachedBundle.ts). The cache is trained by replaying seeded random games once, one
 * for every title with a rules module (scripts/trainingGames.ts; never the recorded games, which the cold bench
 * measures), under the flags of `replay`; it holds the bytecode of the functions that ran, nothing else, and suits
 * the Node that built it (another V8 refuses it and compiles as usual). The training games are not shipped.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCachedBundle } from './cachedBundle';
import { writeTrainingGames } from './trainingGames';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export async function buildCli(outdir = join(root, 'dist', 'cli')): Promise<void> {
  rmSync(outdir, { recursive: true, force: true });
  const games = mkdtempSync(join(tmpdir(), 'desk-cli-training-'));
  try {
    const titles = join(root, 'titles');
    await buildCachedBundle({
      code: join(root, 'scripts', 'cliCommands.ts'),
      name: 'commands',
      entries: { cli: join(root, 'scripts', 'cliStart.ts'), train: join(root, 'scripts', 'cliTrain.ts') },
      outdir,
      train: { entry: 'train', args: [titles, ...(await writeTrainingGames(titles, games))] },
    });
  } finally {
    rmSync(games, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  buildCli().then(
    () => console.log('built dist/cli'),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
