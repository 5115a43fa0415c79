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
 * A command that does nothing but replay (`replay`, and the cold replay `npm run bench` times) also turns the optimising
 * compiler off (`--no-opt`): the budget still lets a replay of thousands of actions send some functions to TurboFan,
 * whose background compiles cost more than they save before the process ends (7 interleaved runs at load 13-15,
 * process CPU per action: 1870 132 → 116 µs, 1830 171 → 161, 18NY 286 → 273, 1846 134 → 131, 1817 77 → 74). Not
 * for `route`, whose search after the replay runs long enough to want optimised code.
 *
 * The flags are not a cache: they change only when V8 compiles what. The built CLI and the cold bench load the engine
 * with a code cache their build trains under these same flags (main/cachedBundle.ts): V8 refuses a cache made under
 * other flags, so a change here is a change of the training run too (scripts/cachedBundle.ts).
 */
import { setFlagsFromString } from 'node:v8';

/** The flags, as V8 takes them on its command line. */
export const V8_FLAGS: readonly string[] = ['--interrupt-budget=1000000'];

/** Added for a process that only replays: no optimised code at all. */
export const REPLAY_ONLY_FLAGS: readonly string[] = ['--no-opt'];

/** What the process does after it starts: only replay a log, or replay one and then run on (a route search). */
export type ProcessUse = 'replay-only' | 'replay-then-run';

/** Does this process's V8 tier up as the flags were measured on (no Maglev: V8 before 12, Node 20)? */
export function tiersAsMeasured(v8Version: string = process.versions.v8): boolean {
  return Number(v8Version.split('.')[0]) < 12;
}

/**
 * Sets the flags in this process where they help. Call it first thing, before the engine runs: V8 gives a function
 * its budget when it first keeps feedback for it. Set at run time rather than on Node's command line, which would
 * also cost Node its own code cache (~10 ms at every start: the cache is keyed by the flags).
 */
export function tuneV8(use: ProcessUse = 'replay-then-run'): void {
  if (!tiersAsMeasured()) return;
  for (const flag of V8_FLAGS) setFlagsFromString(flag);
  if (use === 'replay-only') for (const flag of REPLAY_ONLY_FLAGS) setFlagsFromString(flag);
}
