/**
 * Command line: `npm run -s cli -- <command> ...`
 *   replay <game.json> [--json]          replay an 18xx.games export or a save; print the outcome
 *   validate <title folder>              validate a title definition; print each error with file and JSON pointer
 *   route <game.json> --corporation SYM [--before ID] [--trains 5,6,D] [--json]   best routes (exact)
 *   import-title <18xx-maker game.json> --out <title folder>   an 18xx-maker game as a title folder, then validated
 *   random-game --title T --players N [--optional a,b] --seed S --out F [--max-actions N]
 *                                        play a seeded random game with our engine's legal actions; write it as an
 *                                        18xx.games game file
 * Exit code 0 on success; 1 on an illegal action, invalid title or bad input, with the reason on stderr.
 */
import { resolve } from 'node:path';
import { runCli } from './cliCommands';
import { tuneForCommand } from './cliTuning';

const TITLES = resolve(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..', 'titles');

const argv = process.argv.slice(2);
// Before any engine code runs (scripts/cliTuning.ts).
tuneForCommand(argv[0]);
await runCli(argv, TITLES);
