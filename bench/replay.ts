/**
 * Replay speed: every recorded game of the supported titles, several times; µs per action by title and by action type.
 * Not a test: targets (≤ 10 µs per action for 1830 and 1846) are read off this report.
 *
 * Two CPU figures per title, both over the timed rounds (the first `BENCH_WARMUP` rounds, default 1, only warm the JIT
 * up; V8 keeps optimizing this engine for some ten rounds, so `BENCH_WARMUP=10 BENCH_ROUNDS=15` shows steady state):
 *  - main thread: CPU time of the thread that replays (the engine's own work, with the garbage collection done on
 *    that thread). Read from /proc/thread-self/schedstat (Linux); elsewhere this figure is not shown.
 *  - process: `process.cpuUsage()`, which adds V8's background threads. In a run this short they are mostly the
 *    optimizing compiler still compiling the engine (measured with `perf`: about half the process CPU even after ten
 *    rounds), so this figure says more about JIT warm-up than about replay speed.
 * Per-type figures are wall time per action (they include preemption on a busy machine).
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readTitleFolder } from '../main/titles';
import { effectiveActions } from '../shared/engine/actions';
import { applyAction, createGame } from '../shared/engine/game';
import { setupOf, type RecordedGame } from '../shared/engine/replay';

const ROOT = resolve(import.meta.dirname, '..');
const FIXTURES = resolve(ROOT, '..', 'shared', 'fixtures');

/** CPU time of the calling thread in µs, or null where the platform does not tell. */
function threadCpu(): number | null {
  try {
    return Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1000;
  } catch {
    return null;
  }
}

export function benchReplay(titles: string[], rounds = 5, warmup = Number(process.env.BENCH_WARMUP ?? 1)): string[] {
  const lines: string[] = [];
  warmup = Math.max(1, Math.min(warmup, rounds - 1));
  const timed = rounds - warmup;
  for (const id of titles) {
    const dir = join(FIXTURES, id);
    if (!existsSync(dir)) continue;
    const t = readTitleFolder(join(ROOT, 'titles', id));
    if (!t.ok || !t.title) continue;
    const games = readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as RecordedGame);
    const byType = new Map<string, { n: number; ns: number }>();
    let total = 0;
    let count = 0;
    let failed = 0;
    let cpu = 0;
    let mainCpu: number | null = 0;
    for (let r = 0; r < rounds; r++) {
      const main0 = threadCpu();
      const cpu0 = process.cpuUsage();
      for (const g of games) {
        const created = createGame(t.title, setupOf(g));
        if (!created.ok) continue;
        let game = created.value;
        for (const a of effectiveActions(g.actions)) {
          const t0 = process.hrtime.bigint();
          const res = applyAction(game, a, { inPlace: true });
          const ns = Number(process.hrtime.bigint() - t0);
          if (!res.ok) {
            failed++;
            break;
          }
          game = res.value;
          if (r < warmup) continue;
          total += ns;
          count++;
          const e = byType.get(a.type) ?? { n: 0, ns: 0 };
          e.n++;
          e.ns += ns;
          byType.set(a.type, e);
        }
      }
      const used = process.cpuUsage(cpu0);
      const main1 = threadCpu();
      if (r >= warmup) {
        cpu += used.user + used.system;
        mainCpu = mainCpu !== null && main0 !== null && main1 !== null ? mainCpu + main1 - main0 : null;
      }
    }
    const us = (ns: number, n: number) => (n ? (ns / n / 1000).toFixed(2) : '-');
    const perAction = (v: number) => (count ? (v / count).toFixed(2) : '-');
    const main = mainCpu !== null ? `${perAction(mainCpu)} µs CPU/action (main thread), ` : '';
    lines.push(
      `${id}: ${main}${perAction(cpu)} µs CPU/action (process, with JIT and GC threads), ${us(total, count)} µs wall/action, over ${count} actions (${games.length} games × ${timed} timed rounds after ${warmup} warm-up)${failed ? `, ${failed} games stopped early` : ''}`,
    );
    for (const [type, e] of [...byType].sort((a, b) => b[1].ns - a[1].ns)) lines.push(`    ${type.padEnd(18)} ${us(e.ns, e.n).padStart(8)} µs × ${e.n / timed}`);
  }
  return lines;
}
