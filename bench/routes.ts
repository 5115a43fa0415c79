/**
 * Route optimiser speed. Not a test: the figures are read off this report.
 *  - The final position of 1830_game_end_bank with trains 5, 6 and D for B&O, NYC and PRR (must earn 840, 630, 530;
 *    target: B&O ≤ 10 ms; for scale, 18xx.games' auto-router needs ~800 ms there).
 *  - Every recorded 1830, 1846 and 1870 `run_routes` position with the corporation's own trains (target: each ≤ 5 ms):
 *    max and mean.
 * Times are the optimiser's own (network, bounds, search, validation), after one warm-up call per position; for the
 * end position also the process CPU time per call, which other work on a busy machine disturbs less than wall time.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readTitleFolder } from '../main/titles';
import { effectiveActions } from '../shared/engine/actions';
import { applyAction, createGame, type Game } from '../shared/engine/game';
import { setupOf, type RecordedGame } from '../shared/engine/replay';
import { bestRoutes } from '../shared/routes/game';
import type { TitleDef } from '../shared/title/types';
import { rulesFor } from '../shared/rules/index';

const ROOT = resolve(import.meta.dirname, '..');
const FIXTURES = resolve(ROOT, 'test', 'fixtures', 'games');

interface Position {
  game: Game;
  corp: string;
  label: string;
}

/** A copy of the game (the replay goes on changing the original in place). */
const snapshot = (g: Game): Game => ({ title: g.title, rules: g.rules, state: structuredClone(g.state), cache: {} });

function positions(title: TitleDef, g: RecordedGame, name: string): { runs: Position[]; final: Game | null } {
  const created = createGame(title, rulesFor(title), setupOf(g));
  if (!created.ok) return { runs: [], final: null };
  let game = created.value;
  const runs: Position[] = [];
  for (const a of effectiveActions(g.actions)) {
    if (a.type === 'run_routes' && a.routes.length > 0) runs.push({ game: snapshot(game), corp: String(a.entity), label: `${name} #${a.id} ${a.entity}` });
    const r = applyAction(game, a, { inPlace: true });
    if (!r.ok) return { runs, final: null };
    game = r.value;
  }
  return { runs, final: game };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const f = (ms: number) => ms.toFixed(2);

export function benchRoutes(rounds = 15): string[] {
  const lines: string[] = [];
  const t = readTitleFolder(join(ROOT, 'titles', '1830'));
  const dir = join(FIXTURES, '1830');
  if (!t.ok || !t.title || !existsSync(dir)) return ['1830 title or fixtures missing'];
  const title = t.title;
  const all: Position[] = [];
  let final: Game | null = null;
  for (const file of readdirSync(dir)
    .filter((x) => x.endsWith('.json'))
    .sort()) {
    const g = JSON.parse(readFileSync(join(dir, file), 'utf8')) as RecordedGame;
    const p = positions(title, g, file);
    all.push(...p.runs);
    if (file === '1830_game_end_bank.json') final = p.final;
  }

  if (final) {
    const want: Record<string, number> = { 'B&O': 840, NYC: 630, PRR: 530 };
    lines.push('1830_game_end_bank final position, trains 5, 6, D (what-if):');
    for (const [corp, expected] of Object.entries(want)) {
      const game = snapshot(final);
      const times: number[] = [];
      let revenue = -1;
      let optimal = false;
      let nodes = 0;
      let cold = 0;
      const cpu: number[] = [];
      for (let i = 0; i <= rounds; i++) {
        const c0 = process.cpuUsage();
        const r = bestRoutes(game, corp, { trains: ['5', '6', 'D'] });
        if (i > 0) cpu.push(process.cpuUsage(c0).user / 1000);
        if (!r.ok) {
          lines.push(`  ${corp}: ${r.error}`);
          break;
        }
        if (i === 0) cold = r.value.ms;
        else times.push(r.value.ms);
        revenue = r.value.revenue;
        optimal = r.value.optimal;
        nodes = r.value.stats.nodes;
      }
      const mark = revenue === expected ? 'ok' : `WRONG (want ${expected})`;
      lines.push(
        `  ${corp.padEnd(4)} ${revenue} ${mark}${optimal ? ', proved optimal' : ', NOT proved'}: median ${f(median(times))} ms, min ${f(Math.min(...times))} ms, CPU median ${f(median(cpu))} ms, first call ${f(cold)} ms, ${nodes} search nodes`,
      );
    }
  }

  lines.push(...recordedRuns('1830', all));
  // 1870: destinations doubled at a route's end, markers, connection runs (one train home to destination), 12-trains.
  for (const id of ['1846', '1870']) {
    const td = readTitleFolder(join(ROOT, 'titles', id));
    const dirT = join(FIXTURES, id);
    if (!td.ok || !td.title || !existsSync(dirT)) continue;
    const runs: Position[] = [];
    for (const file of readdirSync(dirT)
      .filter((x) => x.endsWith('.json'))
      .sort()) {
      const g = JSON.parse(readFileSync(join(dirT, file), 'utf8')) as RecordedGame;
      runs.push(...positions(td.title, g, file).runs);
    }
    lines.push(...recordedRuns(id, runs));
  }
  return lines;
}

/** Every recorded run of a title: warm each position once, then time it a few times and keep its median (wall, CPU). */
function recordedRuns(titleId: string, all: Position[]): string[] {
  const lines: string[] = [];
  // The search is deterministic, so the least of several timings is its own cost with the machine's noise
  // (other processes, GC, background compiling) filtered out; the median is printed too.
  const reps = 5;
  const per: { ms: number; cpu: number; least: number; label: string; nodes: number }[] = [];
  let notOptimal = 0;
  for (const p of all) {
    bestRoutes(p.game, p.corp);
    const times: number[] = [];
    const cpu: number[] = [];
    let nodes = 0;
    for (let i = 0; i < reps; i++) {
      const c0 = process.cpuUsage();
      const r = bestRoutes(p.game, p.corp);
      cpu.push(process.cpuUsage(c0).user / 1000);
      if (!r.ok) continue;
      times.push(r.value.ms);
      nodes = r.value.stats.nodes;
      if (!r.value.optimal) notOptimal++;
    }
    if (times.length) per.push({ ms: median(times), cpu: median(cpu), least: Math.min(...times), label: p.label, nodes });
  }
  const stats = (key: 'ms' | 'cpu' | 'least') => {
    const mean = per.reduce((n, x) => n + x[key], 0) / Math.max(1, per.length);
    const worst = per.reduce((a, b) => (b[key] > a[key] ? b : a), per[0] ?? { ms: 0, cpu: 0, least: 0, label: '-', nodes: 0 });
    return `mean ${f(mean)} ms, max ${f(worst[key])} ms (${worst.label}, ${worst.nodes} nodes), ${per.filter((x) => x[key] > 5).length} over 5 ms`;
  };
  const mostNodes = per.reduce((a, b) => (b.nodes > a.nodes ? b : a), per[0] ?? { ms: 0, cpu: 0, least: 0, label: '-', nodes: 0 });
  lines.push(
    `every recorded ${titleId} run (${per.length} positions, own trains)${notOptimal ? `, ${notOptimal} not proved optimal` : ', all proved optimal'}:`,
  );
  lines.push(`  wall (least of ${reps}): ${stats('least')}`);
  lines.push(`  wall (median): ${stats('ms')}`);
  lines.push(`  CPU:  ${stats('cpu')}`);
  lines.push(`  largest search: ${mostNodes.nodes} nodes (${mostNodes.label})`);
  return lines;
}
