/**
 * Route optimiser speed. Not a test: the figures are read off this report.
 *  - The final position of 1830_game_end_bank with trains 5, 6 and D for B&O, NYC and PRR (must earn 840, 630, 530;
 *    target: B&O ≤ 10 ms; for scale, 18xx.games' auto-router needs ~800 ms there).
 *    Times are the optimiser's own (network, bounds, search, validation); also the process CPU time per call, which
 *    other work on a busy machine disturbs less than wall time.
 *  - Every recorded `run_routes` position of each title with the corporation's own trains (targets: the first call on
 *    a position ≤ 5 ms, later calls ≤ 2 ms at p95, every result proved optimal). Later calls get the result kept for
 *    the position (shared/routes/memo.ts); "searched again" forgets it before each call, for the search's own time.
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
import { graph } from '../shared/engine/board';
import { context } from '../shared/engine/game';
import { median, percentile } from './stats';

const ROOT = resolve(import.meta.dirname, '..');
const FIXTURES = resolve(ROOT, 'test', 'fixtures', 'games');

interface Position {
  game: Game;
  corp: string;
  label: string;
}

/** A copy of the game (the replay goes on changing the original in place). */
const snapshot = (g: Game): Game => ({ title: g.title, rules: g.rules, state: structuredClone(g.state), cache: {} });

/**
 * The game's positions, one at a time: each `run_routes` position is handed to `visit` before the run is applied (the
 * replay goes on changing the game in place, so `visit` copies it if it keeps it); the final position is returned.
 */
function replayPositions(title: TitleDef, g: RecordedGame, name: string, visit: (p: Position) => void): Game | null {
  const created = createGame(title, rulesFor(title), setupOf(g));
  if (!created.ok) return null;
  let game = created.value;
  for (const a of effectiveActions(g.actions)) {
    if (a.type === 'run_routes' && a.routes.length > 0) visit({ game, corp: String(a.entity), label: `${name} #${a.id} ${a.entity}` });
    const r = applyAction(game, a, { inPlace: true });
    if (!r.ok) return null;
    game = r.value;
  }
  return game;
}

const f = (ms: number) => ms.toFixed(2);

/**
 * CPU time of this process in ms (getrusage: exact, where the per-thread figure of /proc moves only at scheduler
 * ticks): on a shared, loaded machine wall time mostly measures the other processes. Once V8 has compiled the
 * optimiser, the process's other threads add little.
 */
function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** The 1830 what-if: the final position of 1830_game_end_bank with trains 5, 6 and D. */
export function benchWhatIf(rounds = 15): string[] {
  const lines: string[] = [];
  const t = readTitleFolder(join(ROOT, 'titles', '1830'));
  const file = join(FIXTURES, '1830', '1830_game_end_bank.json');
  if (!t.ok || !t.title || !existsSync(file)) return ['1830 title or 1830_game_end_bank missing'];
  const final = replayPositions(t.title, JSON.parse(readFileSync(file, 'utf8')) as RecordedGame, '1830_game_end_bank', () => {});

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
        // Searched each time: the result kept for the position would answer at once (./shared/routes/memo.ts).
        delete game.cache.bestRoutes;
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

  return lines;
}

/** The recorded runs of each title (its fixtures' `run_routes` positions). */
export function benchRecordedRoutes(ids: readonly string[]): RouteFigures[] {
  const out: RouteFigures[] = [];
  for (const id of ids) {
    const t = readTitleFolder(join(ROOT, 'titles', id));
    const dir = join(FIXTURES, id);
    if (!t.ok || !t.title || !existsSync(dir)) continue;
    const title = t.title;
    const games = readdirSync(dir)
      .filter((x) => x.endsWith('.json'))
      .sort()
      .map((file) => ({ file, g: JSON.parse(readFileSync(join(dir, file), 'utf8')) as RecordedGame }));
    const eachPosition = (visit: (p: Position) => void) => {
      for (const { file, g } of games) replayPositions(title, g, file, visit);
    };
    const figures = recordedRuns(id, eachPosition);
    if (figures.positions) out.push(figures);
  }
  return out;
}

export interface RouteFigures {
  title: string;
  positions: number;
  notOptimal: number;
  /** Wall ms of the first call on each position, and of every later call. */
  first: number[];
  later: number[];
  /** Later calls with the kept result forgotten before each (./shared/routes/memo.ts): the search itself again. */
  searched: number[];
  lines: string[];
}

/**
 * Every recorded run of a title, each position's own trains. The games are replayed for each pass and no position
 * is kept (as the app holds one game, not a heap of copies whose collection would fall into the timed calls). One
 * untimed pass over copies of all positions lets V8 compile the optimiser; then each position's first call is timed on `firsts` fresh copies (their track graph built,
 * as the app's open game has it; the optimiser builds its network and bounds) and the least kept: the call's own cost,
 * without the garbage collections of earlier work that happen to fall into it on a busy machine. Then `reps` later
 * calls, each counted (the p95 shows the pauses). Times are the whole `bestRoutes` call, in process CPU.
 */
function recordedRuns(titleId: string, eachPosition: (visit: (p: Position) => void) => void): RouteFigures {
  const lines: string[] = [];
  const reps = 5;
  const firsts = 3;
  eachPosition((p) => bestRoutes(snapshot(p.game), p.corp));
  const per: { first: number; later: number[]; searched: number[]; label: string; nodes: number }[] = [];
  let notOptimal = 0;
  eachPosition((p) => {
    let first = Infinity;
    let game = p.game;
    let r0: ReturnType<typeof bestRoutes> | null = null;
    for (let i = 0; i < firsts; i++) {
      game = snapshot(p.game);
      graph(context(game));
      const t0 = cpuMs();
      r0 = bestRoutes(game, p.corp);
      first = Math.min(first, cpuMs() - t0);
    }
    if (!r0?.ok) return;
    if (!r0.value.optimal) notOptimal++;
    const later: number[] = [];
    const searched: number[] = [];
    for (let i = 0; i < reps; i++) {
      const t0 = cpuMs();
      bestRoutes(game, p.corp);
      later.push(cpuMs() - t0);
    }
    for (let i = 0; i < reps; i++) {
      delete game.cache.bestRoutes;
      const t0 = cpuMs();
      bestRoutes(game, p.corp);
      searched.push(cpuMs() - t0);
    }
    per.push({ first, later, searched, label: p.label, nodes: r0.value.stats.nodes });
  });
  const first = per.map((x) => x.first);
  const later = per.flatMap((x) => x.later);
  const searched = per.flatMap((x) => x.searched);
  const none = { first: 0, later: [], searched: [], label: '-', nodes: 0 };
  const worst = per.reduce((a, b) => (b.first > a.first ? b : a), per[0] ?? none);
  const mostNodes = per.reduce((a, b) => (b.nodes > a.nodes ? b : a), per[0] ?? none);
  lines.push(
    `every recorded ${titleId} run (${per.length} positions, own trains)${notOptimal ? `, ${notOptimal} NOT proved optimal` : ', all proved optimal'}:`,
  );
  lines.push(
    `  first call (least of ${firsts} on fresh copies): median ${f(median(first))} ms, p95 ${f(percentile(first, 0.95))} ms, max ${f(Math.max(...first))} ms (${worst.label}); ${first.filter((x) => x > 5).length} over 5 ms`,
  );
  lines.push(
    `  later calls (${reps} per position): median ${f(median(later))} ms, p95 ${f(percentile(later, 0.95))} ms, max ${f(Math.max(...later))} ms; ${later.filter((x) => x > 2).length} over 2 ms`,
  );
  lines.push(
    `  searched again (the kept result forgotten, ${reps} per position): median ${f(median(searched))} ms, p95 ${f(percentile(searched, 0.95))} ms, max ${f(Math.max(...searched))} ms; ${searched.filter((x) => x > 2).length} over 2 ms`,
  );
  lines.push(`  largest search: ${mostNodes.nodes} nodes (${mostNodes.label}); ${per.reduce((n, x) => n + x.nodes, 0)} nodes in all`);
  // BENCH_ROUTES_SLOWEST=n: the n slowest first calls, with their search nodes (which the load does not change).
  const slowest = Number(process.env.BENCH_ROUTES_SLOWEST ?? 0);
  for (const x of [...per].sort((a, b) => b.first - a.first).slice(0, slowest))
    lines.push(
      `    ${x.label}: first ${f(x.first)} ms, later median ${f(median(x.later))} ms, searched again median ${f(median(x.searched))} ms, ${x.nodes} nodes`,
    );
  return { title: titleId, positions: per.length, notOptimal, first, later, searched, lines };
}
