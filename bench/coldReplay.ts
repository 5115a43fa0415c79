/**
 * Cold replay: what opening recorded games costs a fresh process (the CLI's `replay`, the main process's first open).
 * Each run is a new Node process running bench/.cold.mjs (bench/cold.ts, bundled): Node's start, loading the bundle,
 * reading the title, replaying every recorded game of the title once. Measured as the whole process's CPU (all its
 * threads: V8 compiles on background threads), per action replayed, over several runs (median and spread).
 *
 * Against it, where Ruby and the 18xx.games engine (`../shared/oracle`) are installed, the same games replayed by
 * that engine in a fresh Ruby process (its start and engine load included, every action processed with its live-play
 * checks), timed the same way (user + system CPU of the process). BENCH_RUBY=0 skips it (some 3-5 s per title and
 * run); BENCH_RUBY_RUNS sets its runs (default 3).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export interface ColdRun {
  actions: number;
  failed: number;
  /** CPU of the whole process per action replayed (µs), start to end. */
  processPerAction: number;
  /** Parts of it, in ms: Node's start with loading the bundle, reading the title and the games, the replays. */
  startMs: number;
  titleMs: number;
  replayMs: number;
  /** The replays' main-thread CPU (ms; null where the platform does not tell): the rest of `replayMs` is V8's
   * background threads (optimising compiles of the code the replays made hot, concurrent GC). */
  replayMainMs: number | null;
}

export function coldRuns(root: string, bundle: string, id: string, runs: number): ColdRun[] {
  const out: ColdRun[] = [];
  for (let i = 0; i < runs; i++) {
    const r = spawnSync(process.execPath, [bundle, root, id], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`cold replay of ${id} failed: ${r.stderr.trim().split('\n').slice(-3).join(' ')}`);
    const j = JSON.parse(r.stdout.trim().split('\n').pop()!) as {
      actions: number;
      failed: number;
      startUs: number;
      titleUs: number;
      replayUs: number;
      replayMainUs: number | null;
      totalUs: number;
    };
    out.push({
      actions: j.actions,
      failed: j.failed,
      processPerAction: j.totalUs / Math.max(1, j.actions),
      startMs: j.startUs / 1000,
      titleMs: j.titleUs / 1000,
      replayMs: j.replayUs / 1000,
      replayMainMs: j.replayMainUs === null ? null : j.replayMainUs / 1000,
    });
  }
  return out;
}

export interface RubyRun {
  actions: number;
  /** Games it refused part-way (their actions up to the refusal are counted). */
  refused: number;
  /** CPU of the Ruby process per action (µs): its start, loading the engine and the replays. */
  processPerAction: number;
}

/** The 18xx.games engine's cold replay of the same games, or a reason why it was not run. */
export function rubyRuns(root: string, id: string, runs: number): RubyRun[] | string {
  if (process.env.BENCH_RUBY === '0') return 'skipped (BENCH_RUBY=0)';
  const oracle = join(root, '..', 'shared', 'oracle', 'oracle');
  if (!existsSync(oracle)) return `no oracle at ${oracle}`;
  if (spawnSync('ruby', ['--version']).status !== 0) return 'ruby not installed';
  const dir = join(root, 'test', 'fixtures', 'games', id);
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => join(dir, f));
  const out: RubyRun[] = [];
  for (let i = 0; i < runs; i++) {
    // bash's `time` gives the child's user and system CPU; the oracle's own lines give the actions it replayed.
    const r = spawnSync('bash', ['-c', `TIMEFORMAT='%3U %3S'; time "${oracle}" "$@"`, 'bash', ...files], { encoding: 'utf8' });
    const [user, sys] = r.stderr.trim().split('\n').pop()!.split(' ').map(Number) as [number, number];
    // A game it refuses (some were played under older rules) counts the actions it took before refusing.
    const ok = [...r.stdout.matchAll(/^OK +\S+ (\d+) actions/gm)].reduce((n, m) => n + Number(m[1]), 0);
    const refused = [...r.stdout.matchAll(/^FAIL +\S+ #(\d+)/gm)];
    const actions = ok + refused.reduce((n, m) => n + Number(m[1]), 0);
    if (!actions || Number.isNaN(user)) return `the oracle did not run: ${r.stderr.trim().split('\n')[0] ?? ''}`;
    out.push({ actions, refused: refused.length, processPerAction: ((user + sys) * 1e6) / actions });
  }
  return out;
}
