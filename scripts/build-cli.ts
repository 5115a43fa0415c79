/**
 * Builds the command line as it ships (#18): `dist/cli/cli.cjs` (run with `node dist/cli/cli.cjs <command> ...`, the
 * commands of scripts/cli.ts), which loads the commands' bundle `dist/cli/commands.cjs` with its V8 code cache
 * `commands.cjs.cache` (scripts/cachedBundle.ts). The cache is trained by replaying every recorded game in
 * test/fixtures/games once, under the flags of `replay`; it holds the bytecode of the functions that ran, nothing
 * else, and suits the Node that built it (another V8 refuses it and compiles as usual).
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCachedBundle } from './cachedBundle';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The recorded games the cache is trained on: every title's in test/fixtures/games. */
function trainingGames(): string[] {
  const dir = join(root, 'test', 'fixtures', 'games');
  return readdirSync(dir)
    .filter((id) => existsSync(join(root, 'titles', id)))
    .sort()
    .flatMap((id) =>
      readdirSync(join(dir, id))
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((f) => join(dir, id, f)),
    );
}

export async function buildCli(outdir = join(root, 'dist', 'cli')): Promise<void> {
  rmSync(outdir, { recursive: true, force: true });
  await buildCachedBundle({
    code: join(root, 'scripts', 'cliCommands.ts'),
    name: 'commands',
    entries: { cli: join(root, 'scripts', 'cliStart.ts'), train: join(root, 'scripts', 'cliTrain.ts') },
    outdir,
    train: { entry: 'train', args: [join(root, 'titles'), ...trainingGames()] },
  });
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
