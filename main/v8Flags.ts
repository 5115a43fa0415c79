/**
 * V8 flags the CLI sets for its one-off commands (#18).
 *
 * Opening a game replays its whole log once in a process that has compiled nothing yet. Node 20's V8 sends a function
 * to its optimising compiler (TurboFan) after some 66 KB of bytecode has run in it, which a replay of a few hundred
 * actions reaches for ~140 functions: their optimised code costs more CPU on V8's background thread than the replay
 * saves with it (1830's two recorded games: 215 ms of replay, of which 100 on the main thread; with `--no-opt`, 105).
 * A budget about 15× larger lets a one-off replay run in the interpreter and the baseline compiler: the whole cold
 * replay (Node's start included) 1830 -30%, 1846 -35%, 1870 -40% process CPU; the CLI's `route` on 1830's last
 * position 0.29 → 0.19 s. 2,000,000 gives the same; 500,000 some 5-8% less.
 *
 * The price is paid by code that stays hot for long: optimised later, with less type feedback, it settles slower
 * (1846 replayed 50 times over in one process: 21 µs per action instead of 15). So only the commands that replay a
 * log once set it, not `random-game`, and not the app: Electron's main process and its pages run a V8 with Maglev (a
 * cheap mid tier; V8 12 and later, Node 22), where this was not measured, or measured worse (Chromium 156, the page's
 * cold replay of 1846: 446 → 603 ms with a budget of 500,000).
 *
 * Not a cache: every process still starts with nothing compiled.
 */
import { setFlagsFromString } from 'node:v8';

/** The flags, as V8 takes them on its command line. */
export const V8_FLAGS: readonly string[] = ['--interrupt-budget=1000000'];

/** Does this process's V8 tier up as the flags were measured on (no Maglev: V8 before 12, Node 20)? */
export function tiersAsMeasured(v8Version: string = process.versions.v8): boolean {
  return Number(v8Version.split('.')[0]) < 12;
}

/**
 * Sets the flags in this process where they help. Call it first thing, before the engine runs: V8 gives a function
 * its budget when it first keeps feedback for it. Set at run time rather than on Node's command line, which would
 * also cost Node its own code cache (~10 ms at every start: the cache is keyed by the flags).
 */
export function tuneV8(): void {
  if (!tiersAsMeasured()) return;
  for (const flag of V8_FLAGS) setFlagsFromString(flag);
}
