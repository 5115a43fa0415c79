/**
 * Cold replay: what opening recorded games costs a fresh process (the CLI's `replay`, the main process's first open).
 * Each run is a new Node process running bench/.cold/start.cjs (bench/coldStart.ts), which loads the engine's bundle
 * (bench/cold.ts, one minified CommonJS file) with the V8 code cache the build trained for it, as the CLI's build
 * makes and ships one (scripts/cachedBundle.ts, main/cachedBundle.ts): Node's start, loading the bundle, reading the
 * title, replaying every recorded game of the title once. Measured as the whole process's CPU (all its threads: V8
 * compiles on background threads), per action replayed, over several runs (median and spread). BENCH_CODE_CACHE=0
 * compiles without the cache, to compare.
 *
 * Against it, where Ruby and the 18xx.games engine (`../shared/oracle`) are installed, the same games replayed by
 * that engine in a fresh Ruby process (its start and engine load included, every action processed with its live-play
 * checks), timed the same way (user + system CPU of the process). BENCH_RUBY=0 skips it (some 3-5 s per title and
 * run); BENCH_RUBY_RUNS sets its runs (default 3).
 *
 * The runs of both alternate (ours, Ruby's, ours, ...), so that the machine's load, which changes while they run on a
 * shared machine, weighs on both alike. Beside them, a bare Node process (`node -e ''`, timed the same way) gives the
 * floor no engine can go under: Node's own start.
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
  /** Whether the bundle's code came from its code cache (main/cachedBundle.ts). */
  codeCache: string;
}

/**
 * The environment of our runs and the bare Node beside them. BENCH_NO_EXTRA_CA=1 leaves out NODE_EXTRA_CA_CERTS,
 * which makes every Node process read and parse those certificates as it starts, before any of its code runs (on
 * this project's shared machine, whose environment sets it for a proxy: Node's bare start 58 → 21 ms); neither a
 * replay nor Ruby reads any.
 */
function nodeEnv(): NodeJS.ProcessEnv {
  if (process.env.BENCH_NO_EXTRA_CA !== '1') return process.env;
  const { NODE_EXTRA_CA_CERTS: _, ...env } = process.env;
  return env;
}

/** One cold run of our engine: a fresh Node process on the bundle's entry. */
function coldRun(root: string, bundle: string, id: string): ColdRun {
  const r = spawnSync(process.execPath, [bundle, root, id], { encoding: 'utf8', env: nodeEnv() });
  if (r.status !== 0) throw new Error(`cold replay of ${id} failed: ${r.stderr.trim().split('\n').slice(-3).join(' ')}`);
  const j = JSON.parse(r.stdout.trim().split('\n').pop()!) as {
    actions: number;
    failed: number;
    startUs: number;
    titleUs: number;
    replayUs: number;
    replayMainUs: number | null;
    totalUs: number;
    codeCache: string;
  };
  return {
    actions: j.actions,
    failed: j.failed,
    processPerAction: j.totalUs / Math.max(1, j.actions),
    startMs: j.startUs / 1000,
    titleMs: j.titleUs / 1000,
    replayMs: j.replayUs / 1000,
    replayMainMs: j.replayMainUs === null ? null : j.replayMainUs / 1000,
    codeCache: j.codeCache,
  };
}

/** A bare Node process's CPU (ms) by the time it runs its first line: Node's own start, the floor of any cold run. */
function bareNodeMs(): number {
  const r = spawnSync(process.execPath, ['-e', 'const u = process.cpuUsage(); console.log(u.user + u.system)'], { encoding: 'utf8', env: nodeEnv() });
  return Number(r.stdout.trim()) / 1000;
}

export interface ColdFigures {
  ours: ColdRun[];
  ruby: RubyRun[] | string;
  /** A bare Node process's start (ms of CPU), once per run of ours. */
  bareNode: number[];
}

/** `runs` cold runs of ours and `rubyRuns` of Ruby's on a title, alternating, with a bare Node start beside each of ours. */
export function coldRuns(root: string, bundle: string, id: string, runs: number, rubyRuns: number): ColdFigures {
  const ours: ColdRun[] = [];
  const bareNode: number[] = [];
  const oracle = rubyOracle(root);
  const ruby: RubyRun[] = [];
  let rubyWhyNot = typeof oracle === 'string' ? oracle : null;
  for (let i = 0; i < Math.max(runs, rubyRuns); i++) {
    if (i < runs) {
      ours.push(coldRun(root, bundle, id));
      bareNode.push(bareNodeMs());
    }
    if (i < rubyRuns && rubyWhyNot === null && typeof oracle !== 'string') {
      const r = rubyRun(root, oracle, id);
      if (typeof r === 'string') rubyWhyNot = r;
      else ruby.push(r);
    }
  }
  return { ours, ruby: rubyWhyNot ?? ruby, bareNode };
}

export interface RubyRun {
  actions: number;
  /** Games it refused part-way (their actions up to the refusal are counted). */
  refused: number;
  /** CPU of the Ruby process per action (µs): its start, loading the engine and the replays. */
  processPerAction: number;
}

/** The 18xx.games engine's oracle script, or why it cannot run here. */
function rubyOracle(root: string): string | { path: string } {
  if (process.env.BENCH_RUBY === '0') return 'skipped (BENCH_RUBY=0)';
  const oracle = join(root, '..', 'shared', 'oracle', 'oracle');
  if (!existsSync(oracle)) return `no oracle at ${oracle}`;
  if (spawnSync('ruby', ['--version']).status !== 0) return 'ruby not installed';
  return { path: oracle };
}

/** One cold replay of the title's games by the 18xx.games engine, or a reason why it did not run. */
function rubyRun(root: string, oracle: { path: string }, id: string): RubyRun | string {
  const dir = join(root, 'test', 'fixtures', 'games', id);
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => join(dir, f));
  // bash's `time` gives the child's user and system CPU; the oracle's own lines give the actions it replayed.
  const r = spawnSync('bash', ['-c', `TIMEFORMAT='%3U %3S'; time "${oracle.path}" "$@"`, 'bash', ...files], { encoding: 'utf8' });
  const [user, sys] = r.stderr.trim().split('\n').pop()!.split(' ').map(Number) as [number, number];
  // A game it refuses (some were played under older rules) counts the actions it took before refusing.
  const ok = [...r.stdout.matchAll(/^OK +\S+ (\d+) actions/gm)].reduce((n, m) => n + Number(m[1]), 0);
  const refused = [...r.stdout.matchAll(/^FAIL +\S+ #(\d+)/gm)];
  const actions = ok + refused.reduce((n, m) => n + Number(m[1]), 0);
  if (!actions || Number.isNaN(user)) return `the oracle did not run: ${r.stderr.trim().split('\n')[0] ?? ''}`;
  return { actions, refused: refused.length, processPerAction: ((user + sys) * 1e6) / actions };
}
