/**
 * Do our engine and 18xx.games agree on games no one recorded? `npm run agree -- --games N [--title T] [--seed S]
 * [--players P] [--optional a,b] [--out DIR]` plays N seeded random games (shared/play/randomPlay.ts: only our engine's legal actions; titles taken
 * in turn, player counts and optional rules varied), writes each as an 18xx.games game file, replays them in the
 * 18xx.games engine (`../shared/oracle/oracle`, with its live-play checks), compares its state after every action
 * with ours (shared/engine/trace.ts) and prints, per title, how many games agree to the end and the first difference
 * of each that does not: a refusal, a pass 18xx.games waited for (a difference of flow), or a differing state.
 *
 * `--first K` starts at the K-th set-up (player counts, then sets of optional rules: `setupFor`), the n-th game still
 * seeded S + n.
 *
 * 1817 is played steered to the end of its game (`scripts/agreeSteer1817.ts`); `--steer 1` plays the first steering
 * (`scripts/agreeSteer.ts`, the batches of the ninth and tenth sessions), `--plain` every title unsteered, as batches
 * before it were.
 *
 * Games are named as `../shared/cases/` names them (`1830_4p_std_s12`); `--out` keeps the files, the oracle's
 * traces and verdicts (default: a temporary folder). Exit code 0 when every game agrees, 1 otherwise, 2 when the
 * oracle cannot run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { readTitleFolder } from '../main/titles';
import type { Action } from '../shared/engine/actions';
import { replay, setupOf, type RecordedGame } from '../shared/engine/replay';
import { compareWithTrace, type TraceLine } from '../shared/engine/trace';
import { rulesFor } from '../shared/rules/index';
import type { RandomPlayCase } from '../shared/play/randomPlay';
import type { TitleDef } from '../shared/title/types';
import { gameName, randomGame } from './randomGame';
import { steerFor } from './agreeSteer';
import { readTrace } from './trace-diff';
import { BLOCKED, deadEndProbe, isCashCrisisCrash, knownDifference, staleGraphBefore } from './agreeKnown';
import { applyAction, context, createGame, type Game } from '../shared/engine/game';
import { price } from '../shared/engine/market';
import { pendingNycPresident } from '../shared/rules/18NY/nycFirstOwner';

const ROOT = resolve(import.meta.dirname, '..');
export const ORACLE = resolve(ROOT, '..', 'shared', 'oracle', 'oracle');

/** The titles whose rules our engine implements (the others are data only). */
const PLAYABLE = ['1830', '1846', '1870'];

function loadTitle(id: string): TitleDef {
  const r = readTitleFolder(join(ROOT, 'titles', id));
  if (!r.ok || !r.title) throw new Error(`title ${id}: ${r.errors.slice(0, 3).join('; ')}`);
  return r.title;
}

/**
 * The sets of a title's optional rules a game is played with: none, each alone, then all that may go together (each
 * in the title's order unless an earlier one excludes it). 18xx.games offers them as independent switches, so a game
 * may combine them (1830's two), unless one excludes another (1846's editions).
 */
export function optionSets(title: TitleDef): string[][] {
  const rules = title.optionalRules ?? [];
  const clash = (a: string, b: string) => [a, b].some((x, i) => rules.find((o) => o.id === x)?.excludes?.includes([a, b][1 - i]));
  const together = rules.reduce<string[]>((set, o) => (set.some((id) => clash(id, o.id)) ? set : [...set, o.id]), []);
  return [[], ...rules.map((o) => [o.id]), ...(together.length > 1 ? [together] : [])];
}

/**
 * The `i`-th set-up of a title: player counts in turn from the smallest, then each set of optional rules
 * (`optionSets`) in turn; an optional rule not offered at that player count is left out.
 */
export function setupFor(title: TitleDef, i: number, seed: number): RandomPlayCase {
  const counts = title.players.max - title.players.min + 1;
  const players = title.players.min + (i % counts);
  const sets = optionSets(title);
  const optionalRules = sets[Math.floor(i / counts) % sets.length].filter((id) => {
    const allowed = title.optionalRules?.find((o) => o.id === id)?.players;
    return !allowed || allowed.includes(players);
  });
  return { title: title.id, players, optionalRules, seed };
}

export interface Verdict {
  status: 'ok' | 'fail' | 'end-differs';
  failure: { index: number; id: number; type: string; entity: unknown; error: string; raised_at?: string } | null;
  end_diff: string[];
  bridged: { index: number; id: number; before: string; step: string; entity: unknown }[];
  /** The number of actions replayed, and how the game ended in 18xx.games. */
  actions?: number;
  ref?: { finished: boolean; game_end_reason: string | null };
}

/** Runs the oracle on game files, writing traces and verdicts into `dir`; null when it cannot run. */
export function runOracle(files: string[], dir: string, bridgePasses = true): string | null {
  // --check-auto: 18xx.games works out each action's automatic follow-ups (1870's destination checks) and requires them
  // to equal ours, as its server does in live play; otherwise it would apply ours and a missed or extra check go unseen.
  const bridge = bridgePasses ? ['--bridge-passes'] : [];
  const r = spawnSync(ORACLE, ['--trace', join(dir, 'trace'), '--verdict', join(dir, 'verdict'), ...bridge, '--check-auto', ...files], {
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  if (r.error || (r.status !== 0 && r.status !== 1)) return `oracle failed: ${r.error?.message ?? r.stderr}`;
  return null;
}

/** The first place where our engine and 18xx.games part, or null when they agree to the end. */
export function firstDifference(title: TitleDef, game: RecordedGame, verdict: Verdict, trace: TraceLine[]): string | null {
  const found: { index: number; text: string }[] = [];
  const show = (a: Action | Record<string, unknown> | undefined) => (a ? JSON.stringify(a).slice(0, 240) : '');
  if (verdict.failure)
    found.push({ index: verdict.failure.index, text: `refused: ${verdict.failure.error.split('\n')[0]} ${show(game.actions[verdict.failure.index])}` });
  const b = verdict.bridged[0];
  if (b) found.push({ index: b.index, text: `18xx.games waited for a pass by ${b.entity} in ${b.step} before ${show(game.actions[b.index])}` });
  const cmp = compareWithTrace(title, rulesFor(title), setupOf(game), game.actions, trace, 1);
  const d = cmp.differences[0];
  if (d) found.push({ index: d.index, text: `state after ${show(d.action)}: ${d.lines.slice(0, 4).join('; ')}` });
  if (cmp.failure) found.push({ index: cmp.failure.index, text: `our engine refuses its own log: ${cmp.failure.error}` });
  if (!found.length && verdict.end_diff.length) found.push({ index: game.actions.length, text: `end: ${verdict.end_diff.join('; ')}` });
  if (!found.length) return null;
  found.sort((x, y) => x.index - y.index);
  return `#${found[0].index} ${found[0].text}`;
}

/** Our engine's log of the game before its `index`-th action. */
function logBefore(title: TitleDef, game: RecordedGame, index: number): { action: number; text: string }[] {
  const r = replay(title, rulesFor(title), setupOf(game), game.actions.slice(0, index));
  return r.game?.state.log ?? [];
}

/** The corporations our engine closed at the game's `index`-th action (replayed from the start). */
export function closedAt(title: TitleDef, game: RecordedGame, index: number): string[] {
  const created = createGame(title, rulesFor(title), setupOf(game));
  if (!created.ok) return [];
  let g: Game = created.value;
  const open = (x: Game) =>
    new Set(
      Object.values(x.state.corporations)
        .filter((k) => !k.closed)
        .map((k) => k.sym),
    );
  for (let i = 0; i <= index && i < game.actions.length; i++) {
    const before = i === index ? open(g) : null;
    const r = applyAction(g, game.actions[i], { inPlace: true });
    if (!r.ok) return [];
    g = r.value;
    if (before) {
      const after = open(g);
      return [...before].filter((sym) => !after.has(sym));
    }
  }
  return [];
}

/** Our game before its `index`-th action (replayed from the start), or null if our engine refuses its own log. */
function oursBefore(title: TitleDef, game: RecordedGame, index: number): Game | null {
  const created = createGame(title, rulesFor(title), setupOf(game));
  if (!created.ok) return null;
  let g: Game = created.value;
  for (let i = 0; i < index && i < game.actions.length; i++) {
    const r = applyAction(g, game.actions[i], { inPlace: true });
    if (!r.ok) return null;
    g = r.value;
  }
  return g;
}

/**
 * Was 18xx.games waiting, where it refused an action, for 18NY's pending NYC president, short of the share's price,
 * whose turn our engine let go (nothing left to sell: a pass, or no turn at all)?
 */
export function pendingNycPresidentStuck(title: TitleDef, game: RecordedGame, verdict: Verdict, trace: TraceLine[]): boolean {
  const f = verdict.failure;
  const waiting = f ? trace[f.index]?.current_entity : null;
  if (title.id !== '18NY' || !f || !BLOCKED.test(f.error) || typeof waiting !== 'number') return false;
  const g = oursBefore(title, game, f.index);
  if (!g) return false;
  const c = context(g);
  const nyc = c.s.corporations.NYC;
  return pendingNycPresident(c) === waiting && c.s.players.find((p) => p.id === waiting)!.cash < price(c, nyc);
}

function main(argv: string[]): number {
  const opt = (name: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
  const games = Number(opt('--games') ?? 4);
  const seed0 = Number(opt('--seed') ?? 1);
  // --first K: start at the K-th set-up (setupFor), to reach the later sets of optional rules in a short batch.
  const first = Number(opt('--first') ?? 0);
  const titles = (opt('--title') ?? PLAYABLE.join(',')).split(',').filter(Boolean);
  const players = opt('--players') === undefined ? undefined : Number(opt('--players'));
  const optional = opt('--optional');
  // --plain: random play as it was before steering (scripts/agreeSteer.ts), to replay a batch reported then.
  const plain = argv.includes('--plain');
  // --steer 1: 1817's first steering, to replay a batch of the ninth or tenth session.
  const steerVersion = Number(opt('--steer') ?? 2);
  if (
    !(games > 0) ||
    !Number.isInteger(seed0) ||
    !(Number.isInteger(first) && first >= 0) ||
    (players !== undefined && !Number.isInteger(players)) ||
    argv.includes('--help')
  ) {
    process.stderr.write(
      'usage: npm run agree -- --games N [--title T[,T2]] [--seed S] [--first K] [--players P] [--optional a,b|""] [--plain] [--steer 1] [--out DIR]\n',
    );
    return 2;
  }
  if (!existsSync(ORACLE)) {
    process.stderr.write(`no oracle at ${ORACLE}\n`);
    return 2;
  }
  const dir = resolve(opt('--out') ?? mkdtempSync(join(tmpdir(), 'agree-')));
  mkdirSync(join(dir, 'games'), { recursive: true });
  const loaded = new Map(titles.map((t) => [t, loadTitle(t)]));
  const played: { title: string; name: string; file: string; problems: string[] }[] = [];
  for (let i = 0; i < games; i++) {
    const id = titles[i % titles.length];
    const n = Math.floor(i / titles.length);
    const chosen = setupFor(loaded.get(id)!, first + n, seed0 + n);
    // --players and --optional pin the set-up (to replay one game a batch reported: `--players 3 --optional a,b`).
    const pc = {
      ...chosen,
      players: players ?? chosen.players,
      optionalRules: optional === undefined ? chosen.optionalRules : optional.split(',').filter(Boolean),
    };
    const name = gameName(pc);
    const t0 = performance.now();
    const { file, play } = randomGame(loaded.get(id)!, pc, undefined, plain ? undefined : steerFor(id, steerVersion));
    const path = join(dir, 'games', `${name}.json`);
    writeFileSync(path, JSON.stringify(file) + '\n');
    played.push({ title: id, name, file: path, problems: play.problems.map((p) => `#${p.index} ${p.kind}: ${p.message.split('\n')[0].slice(0, 200)}`) });
    process.stderr.write(
      `played ${name}: ${play.actions.length} actions, ${play.finished ? 'finished' : 'unfinished'} (${Math.round(performance.now() - t0)} ms)\n`,
    );
  }
  const oracleError = runOracle(
    played.map((p) => p.file),
    dir,
  );
  if (oracleError) {
    process.stderr.write(oracleError + '\n');
    return 2;
  }
  // The oracle stops at a game it crashes on (bridging a pass after a refusal, it may reach a step that cannot describe
  // itself): each game left without a verdict is replayed alone without bridging, which stops at its first refusal.
  const hasVerdict = (p: { name: string }) => existsSync(join(dir, 'verdict', `${p.name}.json`));
  for (const p of played.filter((x) => !hasVerdict(x))) runOracle([p.file], dir, false);
  const crashed = played.filter((p) => !hasVerdict(p));
  const results = played.filter(hasVerdict).map((p) => {
    const game = JSON.parse(readFileSync(p.file, 'utf8')) as RecordedGame;
    const verdict = JSON.parse(readFileSync(join(dir, 'verdict', `${p.name}.json`), 'utf8')) as Verdict;
    const trace = readTrace(join(dir, 'trace', `${p.name}.trace.jsonl`));
    return { ...p, game, verdict, trace, diff: firstDifference(loaded.get(p.title)!, game, verdict, trace) };
  });
  // Refusals that may be 18xx.games' dead ends: each probed with its current entity's pass (./agreeKnown.ts).
  const probes = new Map<string, string>();
  mkdirSync(join(dir, 'probes'), { recursive: true });
  for (const r of results) {
    const probe = r.diff === null ? null : deadEndProbe(r.game, r.verdict, r.trace);
    if (!probe) continue;
    probes.set(r.name, join(dir, 'probes', `${r.name}.json`));
    writeFileSync(probes.get(r.name)!, JSON.stringify(probe) + '\n');
  }
  if (probes.size) runOracle([...probes.values()], join(dir, 'probes'));
  const probeVerdict = (name: string): Verdict | null =>
    probes.has(name) && existsSync(join(dir, 'probes', 'verdict', `${name}.json`))
      ? (JSON.parse(readFileSync(join(dir, 'probes', 'verdict', `${name}.json`), 'utf8')) as Verdict)
      : null;
  let all = true;
  for (const id of titles) {
    const mine = results.filter((p) => p.title === id);
    const lines = crashed.filter((p) => p.title === id).map((p) => `  ${p.name}: the oracle crashed (no verdict)`);
    const total = mine.length + lines.length;
    let agree = 0;
    let known = 0;
    for (const p of mine) {
      if (p.diff === null && !p.problems.length) {
        agree++;
        continue;
      }
      const closed = p.diff !== null && isCashCrisisCrash(p.verdict) ? closedAt(loaded.get(id)!, p.game, p.verdict.failure!.index) : [];
      const f = p.verdict.failure;
      const stale =
        p.diff !== null &&
        !!f &&
        ['lay_tile', 'place_token'].includes(f.type) &&
        staleGraphBefore(p.game, logBefore(loaded.get(id)!, p.game, f.index), f.index);
      const stuck = p.diff !== null && pendingNycPresidentStuck(loaded.get(id)!, p.game, p.verdict, p.trace);
      const why = p.diff === null ? null : knownDifference(p.verdict, p.trace, Number(/^#(\d+)/.exec(p.diff)![1]), probeVerdict(p.name), closed, stale, stuck);
      if (why) known++;
      lines.push(`  ${p.name}: ${why ? `known: ${why}` : (p.diff ?? `random play: ${p.problems[0]}`)}`);
    }
    if (agree + known < total) all = false;
    process.stdout.write(
      `${id}: ${agree}/${total} agree to the end${known ? `, ${known} more part where 18xx.games cannot be followed (known)` : ''}\n${lines.join('\n')}${lines.length ? '\n' : ''}`,
    );
  }
  process.stdout.write(`(games, traces and verdicts in ${dir})\n`);
  return all ? 0 : 1;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) process.exitCode = main(process.argv.slice(2));
