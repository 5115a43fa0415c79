/**
 * Warm replay speed: every recorded game of a title, many times in one process; µs per action, by action type and
 * by tenth of the game. Not a test: the targets are read off the report.
 *
 * After `warmup` replays that only let the JIT finish its work, the timed replays run in `blocks` blocks, each
 * measured on its own, so that the figures come with their spread (median, least and most of the blocks):
 *  - main thread: CPU time of the thread that replays (the engine's own work, with the garbage collection done on
 *    that thread), read from /proc/thread-self/schedstat (Linux; elsewhere not shown);
 *  - process: `process.cpuUsage()`, adding V8's background threads (the optimizing compiler, concurrent GC).
 * No timer runs inside the timed loop. Then a few instrumented replays time every action (wall, ns); each action's
 * least time over those replays (preemption and GC pauses filtered out) gives the breakdown by action type and the
 * cost per action in each tenth of the games (does the cost grow as the map fills?).
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { openTitleFolder } from '../main/titles/openTitleFolder';
import { effectiveActions, type Action } from '../shared/engine/actions';
import { applyAction, createGame } from '../shared/engine/game';
import { setupOf, type RecordedGame } from '../shared/engine/replay';
import type { TitleDef } from '../shared/title/types';
import { loadRulesFor } from '../shared/rules/load';
import type { TitleRules } from '../shared/rules/types';
import { spread } from './stats';

/** CPU time of the calling thread in µs, or null where the platform does not tell. */
export function threadCpu(): number | null {
  try {
    return Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1000;
  } catch {
    return null;
  }
}

export interface Loaded {
  title: TitleDef;
  rules: TitleRules;
  games: { game: RecordedGame; actions: Action[] }[];
}

/** The title, its rules (only its own module loaded, as the CLI's `replay` does) and its games: the recorded ones, or
 * those in `dir`. */
export async function loadTitle(root: string, id: string, dir = join(root, 'test', 'fixtures', 'games', id)): Promise<Loaded | null> {
  if (!existsSync(dir)) return null;
  const t = await openTitleFolder(join(root, 'titles', id));
  if (!t.ok || !t.title) return null;
  const games = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as RecordedGame)
    .map((game) => ({ game, actions: effectiveActions(game.actions) }));
  return { title: t.title, rules: await loadRulesFor(t.title), games };
}

/**
 * Replays every game once (set-up included), as the app and the CLI open a game (`loading`, as `replay` and the
 * session do: the live-play-only checks, such as 1846 Little Miami's look-ahead, are left out).
 */
export function replayAll({ title, rules, games }: Loaded): { actions: number; failed: number } {
  let actions = 0;
  let failed = 0;
  for (const g of games) {
    const created = createGame(title, rules, setupOf(g.game));
    if (!created.ok) continue;
    let game = created.value;
    for (const a of g.actions) {
      const res = applyAction(game, a, { inPlace: true, loading: true });
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
 * Replays every game once timing each action (wall, ns), keeping each action's least time in `least` and the round it
 * was taken in in `rounds`. Kept apart from `replayAll` so that the timer's code is not compiled into the loop the
 * headline figures time.
 */
function replayTimed({ title, rules, games }: Loaded, least: number[][], rounds: string[][]): void {
  games.forEach((g, gi) => {
    const created = createGame(title, rules, setupOf(g.game));
    if (!created.ok) return;
    let game = created.value;
    const mine = (least[gi] ??= new Array<number>(g.actions.length).fill(Infinity));
    const roundOf = (rounds[gi] ??= new Array<string>(g.actions.length).fill(''));
    for (let i = 0; i < g.actions.length; i++) {
      const round = game.state.round;
      roundOf[i] = round.kind === 'special' ? round.name : round.kind;
      const t0 = process.hrtime.bigint();
      const res = applyAction(game, g.actions[i]!, { inPlace: true, loading: true });
      const ns = Number(process.hrtime.bigint() - t0);
      if (!res.ok) return;
      game = res.value;
      if (ns < mine[i]!) mine[i] = ns;
    }
  });
}

export interface WarmResult {
  id: string;
  lines: string[];
  /** µs per action of each timed block: main thread (empty where not measurable) and process. */
  main: number[];
  process: number[];
  /**
   * Mean of the per-action least times in the first and the last tenth of the games (µs), all actions and by type;
   * `sameType`: the last tenth's cost over the first's for the action types found in both, each type weighted by the
   * smaller of its counts in the two tenths (so that a different mix of actions, 1817's opening auction or 1846's
   * draft, does not count as growth, nor a type found only a few times in one of them weigh much). `sameRound`: the
   * same by action type and the round it is taken in (a pass in 1817's opening auction is not a pass that ends an
   * operating turn).
   */
  tenths: { first: number; last: number; byType: Map<string, { first: number; last: number }>; sameType: number; sameRound: number };
  failed: number;
}

/** Per-tenth means of the least times: [tenth][type (in its round, given `rounds`) or '*'] -> { n, ns }. */
function byTenth(games: Loaded['games'], least: number[][], rounds?: string[][]): Map<string, { n: number; ns: number }>[] {
  const tenths = Array.from({ length: 10 }, () => new Map<string, { n: number; ns: number }>());
  games.forEach((g, gi) => {
    g.actions.forEach((a, i) => {
      const ns = least[gi]?.[i];
      if (ns === undefined || ns === Infinity) return;
      const m = tenths[Math.floor((i * 10) / g.actions.length)]!;
      for (const k of [rounds ? `${a.type} in ${rounds[gi]![i]!}` : a.type, '*']) {
        const e = m.get(k) ?? { n: 0, ns: 0 };
        e.n++;
        e.ns += ns;
        m.set(k, e);
      }
    });
  });
  return tenths;
}

export function benchWarm(loaded: Loaded, id: string, warmup: number, timed: number, blocks: number): WarmResult {
  const lines: string[] = [];
  for (let r = 0; r < warmup; r++) replayAll(loaded);
  const main: number[] = [];
  const proc: number[] = [];
  let failed = 0;
  let count = 0;
  const perBlock = Math.max(1, Math.round(timed / blocks));
  for (let b = 0; b < blocks; b++) {
    let n = 0;
    const main0 = threadCpu();
    const cpu0 = process.cpuUsage();
    for (let r = 0; r < perBlock; r++) {
      const x = replayAll(loaded);
      n += x.actions;
      failed = x.failed;
    }
    const used = process.cpuUsage(cpu0);
    const main1 = threadCpu();
    if (main0 !== null && main1 !== null) main.push((main1 - main0) / n);
    proc.push((used.user + used.system) / n);
    count += n;
  }

  // More on a loaded machine (BENCH_INSTRUMENTED): an action of a millisecond (1846's dnf game's last pass, some 100
  // empty rounds) is preempted in most replays there.
  const instrumented = Number(process.env.BENCH_INSTRUMENTED ?? 5);
  const least: number[][] = [];
  const rounds: string[][] = [];
  for (let r = 0; r < instrumented; r++) replayTimed(loaded, least, rounds);
  const tenths = byTenth(loaded.games, least);
  const inRounds = byTenth(loaded.games, least, rounds);
  const sameRound = sameTypeRatio(inRounds[0]!, inRounds[9]!);
  const mean = (t: number, k: string) => {
    const e = tenths[t]!.get(k);
    return e ? e.ns / e.n / 1000 : NaN;
  };
  const byType = new Map<string, { first: number; last: number }>();
  for (const k of tenths[0]!.keys()) if (k !== '*' && tenths[9]!.has(k)) byType.set(k, { first: mean(0, k), last: mean(9, k) });
  const sameType = sameTypeRatio(tenths[0]!, tenths[9]!);

  lines.push(
    `${id}: ${main.length ? `${spread(main, 2)} µs CPU/action main thread, ` : ''}${spread(proc, 2)} µs process (median (least-most) of ${blocks} blocks of ${perBlock} replays after ${warmup} warm-up; ${count} actions of ${loaded.games.length} games; set-up included)${failed ? `, ${failed} games stopped early` : ''}`,
  );
  const all = new Map<string, { n: number; ns: number }>();
  for (const m of tenths)
    for (const [k, e] of m) {
      const a = all.get(k) ?? { n: 0, ns: 0 };
      a.n += e.n;
      a.ns += e.ns;
      all.set(k, a);
    }
  lines.push(`  by action type (each action's least wall time over ${instrumented} instrumented replays; first → last tenth of the games):`);
  for (const [type, e] of [...all].filter(([k]) => k !== '*').sort((a, b) => b[1].ns - a[1].ns)) {
    const t = byType.get(type);
    const counts = t ? ` [${tenths[0]!.get(type)!.n}/${tenths[9]!.get(type)!.n}]` : '';
    const growth = t ? `   ${t.first.toFixed(1).padStart(6)} → ${t.last.toFixed(1).padStart(6)} (${(t.last / t.first).toFixed(2)}×)${counts}` : '';
    lines.push(`    ${type.padEnd(18)} ${(e.ns / e.n / 1000).toFixed(2).padStart(8)} µs × ${String(e.n).padStart(5)}${growth}`);
  }
  lines.push(`  per tenth of the games, all actions (µs): ${tenths.map((m) => ((m.get('*')?.ns ?? 0) / (m.get('*')?.n ?? 1) / 1000).toFixed(1)).join(' ')}`);
  lines.push(
    `  last ÷ first tenth: ${(mean(9, '*') / mean(0, '*')).toFixed(2)}× all actions, ${sameType.toFixed(2)}× by action type (the types in both tenths, each weighted by its smaller count), ${sameRound.toFixed(2)}× by action type and round`,
  );
  return { id, lines, main, process: proc, tenths: { first: mean(0, '*'), last: mean(9, '*'), byType, sameType, sameRound }, failed };
}

/**
 * The last tenth's cost over the first's, type by type: Σ n·last / Σ n·first over the action types found in both
 * tenths, n the smaller of the type's counts in the two (1817's four IPO bids late in its games weigh four, not as
 * much as the opening auction's bids). Equal costs per type give 1 whatever the mix of types.
 */
function sameTypeRatio(first: Map<string, { n: number; ns: number }>, last: Map<string, { n: number; ns: number }>): number {
  let num = 0;
  let den = 0;
  for (const [k, f] of first) {
    const l = last.get(k);
    if (k === '*' || !l) continue;
    const n = Math.min(f.n, l.n);
    num += (n * l.ns) / l.n;
    den += (n * f.ns) / f.n;
  }
  return num / den;
}
