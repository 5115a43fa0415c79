/**
 * Replay speed: every recorded game of the supported titles, several times; µs per action by title and by action type.
 * Not a test: targets (≤ 10 µs per action for 1830 and 1846) are read off this report.
 *
 * Two CPU figures per title, over the timed replays (after `warmup` replays that only let the JIT finish its work):
 *  - main thread: CPU time of the thread that replays (the engine's own work, with the garbage collection done on
 *    that thread). Read from /proc/thread-self/schedstat (Linux); elsewhere this figure is not shown.
 *  - process: `process.cpuUsage()`, which adds V8's background threads (mostly the optimizing compiler and
 *    concurrent GC), so it says more about JIT warm-up than about replay speed.
 * Per-type figures are wall time per action from separate instrumented replays (they include preemption on a busy
 * machine and the timer itself).
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readTitleFolder } from '../main/titles';
import { effectiveActions } from '../shared/engine/actions';
import { applyAction, createGame } from '../shared/engine/game';
import { setupOf, type RecordedGame } from '../shared/engine/replay';
import type { TitleDef } from '../shared/title/types';
import { rulesFor } from '../shared/rules/index';

const ROOT = resolve(import.meta.dirname, '..');
const FIXTURES = resolve(ROOT, 'test', 'fixtures', 'games');

/** CPU time of the calling thread in µs, or null where the platform does not tell. */
function threadCpu(): number | null {
  try {
    return Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1000;
  } catch {
    return null;
  }
}

/** Replays every game once (set-up and reading the log included). */
function replayAll(title: TitleDef, games: RecordedGame[]): { actions: number; failed: number } {
  let actions = 0;
  let failed = 0;
  for (const g of games) {
    const created = createGame(title, rulesFor(title), setupOf(g));
    if (!created.ok) continue;
    let game = created.value;
    for (const a of effectiveActions(g.actions)) {
      const res = applyAction(game, a, { inPlace: true });
      if (!res.ok) {
        failed++;
        break;
      }
      game = res.value;
      actions++;
    }
  }
  return { actions, failed };
}

/**
 * Replays every game once timing each action (wall, ns) into `byType`. Kept apart from `replayAll` so that the
 * timer's code is not compiled into the loop the headline figures time.
 */
function replayTimed(title: TitleDef, games: RecordedGame[], byType: Map<string, { n: number; ns: number }>): void {
  for (const g of games) {
    const created = createGame(title, rulesFor(title), setupOf(g));
    if (!created.ok) continue;
    let game = created.value;
    for (const a of effectiveActions(g.actions)) {
      const t0 = process.hrtime.bigint();
      const res = applyAction(game, a, { inPlace: true });
      const ns = Number(process.hrtime.bigint() - t0);
      if (!res.ok) break;
      game = res.value;
      const e = byType.get(a.type) ?? { n: 0, ns: 0 };
      e.n++;
      e.ns += ns;
      byType.set(a.type, e);
    }
  }
}

/**
 * Per title: `warmup` untimed replays of every game, `rounds - warmup` timed ones (no timer inside them: the figures
 * are the engine's, set-up and log reading included), then a few instrumented replays timing every action for the
 * breakdown by action type (those include the timer's own cost, some 0.1-0.2 µs per action).
 */
export function benchReplay(titles: string[], rounds = 5, warmup = Number(process.env.BENCH_WARMUP ?? 1)): string[] {
  const lines: string[] = [];
  warmup = Math.max(1, Math.min(warmup, rounds - 1));
  const timed = rounds - warmup;
  const instrumented = 3;
  for (const id of titles) {
    const dir = join(FIXTURES, id);
    if (!existsSync(dir)) continue;
    const t = readTitleFolder(join(ROOT, 'titles', id));
    if (!t.ok || !t.title) continue;
    const title = t.title;
    const games = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as RecordedGame);
    // The very first replay, with V8 still interpreting and compiling: what opening a save costs the first time.
    const cold0 = threadCpu();
    const first = replayAll(title, games);
    const cold1 = threadCpu();
    for (let r = 1; r < warmup; r++) replayAll(title, games);

    let count = 0;
    let failed = 0;
    const main0 = threadCpu();
    const cpu0 = process.cpuUsage();
    const wall0 = process.hrtime.bigint();
    for (let r = 0; r < timed; r++) {
      const x = replayAll(title, games);
      count += x.actions;
      failed = x.failed;
    }
    const wall = Number(process.hrtime.bigint() - wall0) / 1000;
    const used = process.cpuUsage(cpu0);
    const main1 = threadCpu();
    const cpu = used.user + used.system;
    const mainCpu = main0 !== null && main1 !== null ? main1 - main0 : null;

    const byType = new Map<string, { n: number; ns: number }>();
    for (let r = 0; r < instrumented; r++) replayTimed(title, games, byType);

    const us = (ns: number, n: number) => (n ? (ns / n / 1000).toFixed(2) : '-');
    const perAction = (v: number) => (count ? (v / count).toFixed(2) : '-');
    const main = mainCpu !== null ? `${perAction(mainCpu)} µs CPU/action (main thread), ` : '';
    lines.push(
      `${id}: ${main}${perAction(cpu)} µs CPU/action (process, with JIT and GC threads), ${perAction(wall)} µs wall/action, over ${count} actions (${games.length} games × ${timed} timed replays after ${warmup} warm-up; set-up and log reading included)${failed ? `, ${failed} games stopped early` : ''}`,
    );
    if (cold0 !== null && cold1 !== null)
      lines.push(
        `  first replay of all ${games.length} games (cold: V8 still compiling): ${(first.actions ? (cold1 - cold0) / first.actions : 0).toFixed(2)} µs CPU/action (main thread)`,
      );
    lines.push(`  by action type (wall, ${instrumented} more replays timing each action):`);
    for (const [type, e] of [...byType].sort((a, b) => b[1].ns - a[1].ns))
      lines.push(`    ${type.padEnd(18)} ${us(e.ns, e.n).padStart(8)} µs × ${e.n / instrumented}`);
  }
  return lines;
}
