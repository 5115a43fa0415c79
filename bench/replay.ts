/**
 * Replay speed: every recorded game of the supported titles, several times; µs per action by title and by action type.
 * Not a test: targets (≤ 10 µs per action for 1830 and 1846) are read off this report.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readTitleFolder } from '../main/titles';
import { effectiveActions } from '../shared/engine/actions';
import { applyAction, createGame } from '../shared/engine/game';
import { setupOf, type RecordedGame } from '../shared/engine/replay';

const ROOT = resolve(import.meta.dirname, '..');
const FIXTURES = resolve(ROOT, '..', 'shared', 'fixtures');

export function benchReplay(titles: string[], rounds = 5): string[] {
  const lines: string[] = [];
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
    for (let r = 0; r < rounds; r++) {
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
          if (r === 0) continue; // the first round warms the JIT up
          total += ns;
          count++;
          const e = byType.get(a.type) ?? { n: 0, ns: 0 };
          e.n++;
          e.ns += ns;
          byType.set(a.type, e);
        }
      }
      const used = process.cpuUsage(cpu0);
      if (r > 0) cpu += used.user + used.system;
    }
    const us = (ns: number, n: number) => (n ? (ns / n / 1000).toFixed(2) : '-');
    // CPU time (incl. set-up and the timer calls) is steadier than wall time on a shared machine; per-type
    // figures are wall time.
    lines.push(
      `${id}: ${count ? (cpu / count).toFixed(2) : '-'} µs CPU/action, ${us(total, count)} µs wall/action, over ${count} actions (${games.length} games × ${rounds - 1} timed rounds)${failed ? `, ${failed} games stopped early` : ''}`,
    );
    for (const [type, e] of [...byType].sort((a, b) => b[1].ns - a[1].ns)) lines.push(`    ${type.padEnd(18)} ${us(e.ns, e.n).padStart(8)} µs × ${e.n / (rounds - 1)}`);
  }
  return lines;
}
