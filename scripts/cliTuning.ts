import { tuneV8 } from '../main/v8Flags';

/**
 * V8 retuned for a CLI command, before any engine code runs (main/v8Flags.ts): the commands that replay a log once run
 * cheaper so; a random game plays on for thousands of actions, where V8's defaults serve better. The built CLI's code
 * cache is made under the flags of `replay` (scripts/build-cli.ts), so `replay` and `validate` start from it.
 */
export function tuneForCommand(cmd: string | undefined): void {
  if (cmd !== 'random-game') tuneV8(cmd === 'replay' || cmd === 'validate' ? 'replay-only' : 'replay-then-run');
}
