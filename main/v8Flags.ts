/**
 * V8 flags the CLI sets for itself (#18).
 *
 * Opening a game replays its whole log once in a process that has compiled nothing yet. Node 20's V8 sends a function
 * to its optimising compiler (TurboFan) after some 66 KB of bytecode has run in it, which a replay of a few hundred
 * actions reaches for ~140 functions: their optimised code costs more CPU on V8's background thread than the replay
 * saves with it (1830's two recorded games: 215 ms of replay, of which 100 on the main thread; with `--no-opt`, 105).
 * A budget about 7.5× larger lets a one-off replay run in the interpreter and the baseline compiler (1830 ~25%, 1870
 * ~30% less process CPU), while code that stays hot (a long replay, the route search) is optimised a little later.
 *
 * Only where that was measured: V8 before 12 (Node 20), which has no Maglev tier. Node 22 and later, Electron's main
 * process and its pages run a V8 with Maglev, a cheap mid tier; in Chromium 156 the same flag made the page's cold
 * replay slower (1846: 446 → 603 ms), so it is not set there, nor passed to Electron's renderer (`js-flags`).
 *
 * Not a cache: every process still starts with nothing compiled.
 */
import { setFlagsFromString } from 'node:v8';

/** The flags, as V8 takes them on its command line. */
export const V8_FLAGS: readonly string[] = ['--interrupt-budget=500000'];

/** Does this process's V8 tier up as the flags were measured on (no Maglev: V8 before 12, Node 20)? */
export function tiersAsMeasured(v8Version: string = process.versions.v8): boolean {
  return Number(v8Version.split('.')[0]) < 12;
}

/**
 * Sets the flags in this process where they help. Call it first thing, before the engine runs: V8 gives a function
 * its budget when it first keeps feedback for it (`v8.setFlagsFromString` is safe here: it only retunes tiering).
 */
export function tuneV8(): void {
  if (!tiersAsMeasured()) return;
  for (const flag of V8_FLAGS) setFlagsFromString(flag);
}
