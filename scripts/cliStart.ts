/**
 * The built CLI's entry (`node dist/cli/cli.cjs <command> ...`, built by scripts/build-cli.ts): V8 retuned for the
 * command, then the commands' bundle loaded with the code cache the build trained for it (main/cachedBundle.ts), so a
 * fresh process replays a game without first compiling the engine. The title folders are the source tree's (or
 * `$DESK_TITLES_DIR`). DESK_CODE_CACHE=report says on stderr whether V8 took the cache.
 */
import { join, resolve } from 'node:path';
import { loadBundle } from '../main/cachedBundle';
import { tuneForCommand } from './cliTuning';
import type * as Commands from './cliCommands';

const argv = process.argv.slice(2);
tuneForCommand(argv[0]);
// This file is bundled as CommonJS beside the commands' bundle (dist/cli/).
const { exports, cache } = loadBundle<typeof Commands>(join(__dirname, 'commands.cjs'));
if (process.env.DESK_CODE_CACHE === 'report') process.stderr.write(`code cache: ${cache}\n`);
void exports.runCli(argv, resolve(process.env.DESK_TITLES_DIR ?? join(__dirname, '..', '..', 'titles')));
