/**
 * The built CLI's training run (`node dist/cli/train.cjs <titles folder> <game.json>...`, scripts/build-cli.ts): the
 * commands' bundle compiled afresh under the flags of `replay`, each game (seeded random games,
 * scripts/trainingGames.ts) replayed once as `replay` replays it, then the bytecode of every function compiled written
 * as the bundle's code cache (main/cachedBundle.ts).
 */
import { join } from 'node:path';
import { loadBundle } from '../main/cachedBundle';
import { tuneForCommand } from './cliTuning';
import type * as Commands from './cliCommands';

tuneForCommand('replay');
const bundle = loadBundle<typeof Commands>(join(__dirname, 'commands.cjs'), false);
const [titles, ...games] = process.argv.slice(2) as [string, ...string[]];
// No top-level await: this file is CommonJS.
void (async () => {
  for (const game of games) await bundle.exports.runCli(['replay', game, '--json'], titles);
  bundle.saveCache();
})();
