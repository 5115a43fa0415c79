/**
 * Where the late actions' time goes: `npx esbuild bench/lateProfile.ts --bundle --platform=node --format=esm
 * --outfile=bench/.lateProfile.mjs && node bench/.lateProfile.mjs`. Replays every recorded game of BENCH_TITLES warm
 * (BENCH_WARMUP times), then BENCH_TIMED more under V8's sampling profiler, each action applied through one of three
 * wrappers by where it falls in its game (first tenth, middle, last tenth), so the profile tells the tenths apart.
 * Prints, per function, the time per action it took in the first and in the last tenth (self and inclusive), the
 * functions whose cost grew the most first. PROFILE_TYPES=lay_tile,pass keeps only those action types.
 */
import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { applyAction, createGame, type Game } from '../shared/engine/game';
import type { Action } from '../shared/engine/actions';
import { setupOf } from '../shared/engine/replay';
import { rulesFor } from '../shared/rules/index';
import { loadTitle, type Loaded } from './replay';

const ROOT = resolve(import.meta.dirname, '..');
const titles = (process.env.BENCH_TITLES ?? '1846').split(',');
const warmup = Number(process.env.BENCH_WARMUP ?? 60);
const timed = Number(process.env.BENCH_TIMED ?? 40);
const types = process.env.PROFILE_TYPES?.split(',');
const top = Number(process.env.PROFILE_TOP ?? 40);
const interval = 50;

function applyFirstTenth(g: Game, a: Action) {
  return applyAction(g, a, { inPlace: true, loading: true });
}
function applyMiddle(g: Game, a: Action) {
  return applyAction(g, a, { inPlace: true, loading: true });
}
function applyLastTenth(g: Game, a: Action) {
  return applyAction(g, a, { inPlace: true, loading: true });
}

const count = { first: 0, last: 0 };
function replay({ title, games }: Loaded, counting: boolean): void {
  for (const g of games) {
    const created = createGame(title, rulesFor(title), setupOf(g.game));
    if (!created.ok) continue;
    let game = created.value;
    const n = g.actions.length;
    for (let i = 0; i < n; i++) {
      const a = g.actions[i]!;
      const tenth = Math.floor((i * 10) / n);
      const kept = !types || types.includes(a.type);
      const res = !kept || (tenth > 0 && tenth < 9) ? applyMiddle(game, a) : tenth === 0 ? applyFirstTenth(game, a) : applyLastTenth(game, a);
      if (!res.ok) break;
      game = res.value;
      if (counting && kept && tenth === 0) count.first++;
      if (counting && kept && tenth === 9) count.last++;
    }
  }
}

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

const session = new Session();
session.connect();
for (const id of titles) {
  const loaded = await loadTitle(ROOT, id);
  if (!loaded) continue;
  for (let r = 0; r < warmup; r++) replay(loaded, false);
  count.first = count.last = 0;
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval });
  await session.post('Profiler.start');
  for (let r = 0; r < timed; r++) replay(loaded, true);
  const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: Profile };
  writeFileSync(resolve(ROOT, '.tmp', `late-${id}.cpuprofile`), JSON.stringify(profile));
  report(id, profile);
}

function report(id: string, p: Profile): void {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const name = (n: Node) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').slice(-2).join('/')}:${n.callFrame.lineNumber + 1}`;
  // For each sampled leaf: which wrapper it is under, and the functions on its stack.
  const self = { first: new Map<string, number>(), last: new Map<string, number>() };
  const incl = { first: new Map<string, number>(), last: new Map<string, number>() };
  const total = { first: 0, last: 0 };
  const memo = new Map<number, { tenth: 'first' | 'last' | null; names: string[] }>();
  const stackOf = (leaf: number) => {
    const m = memo.get(leaf);
    if (m) return m;
    const names: string[] = [];
    let tenth: 'first' | 'last' | null = null;
    for (let n: number | undefined = leaf; n !== undefined; n = parent.get(n)) {
      const node = byId.get(n)!;
      const fn = node.callFrame.functionName;
      if (fn === 'applyFirstTenth') tenth = 'first';
      else if (fn === 'applyLastTenth') tenth = 'last';
      else if (fn === 'applyMiddle') break;
      if (tenth === null) names.push(name(node));
    }
    const r = { tenth, names };
    memo.set(leaf, r);
    return r;
  };
  // A sample's time is capped at twice the interval: on a loaded machine the thread is preempted now and then, and the
  // whole pause would land on whatever function the sample after it finds.
  p.samples.forEach((leaf, i) => {
    const dt = Math.min(p.timeDeltas[i] ?? 0, 2 * interval);
    const { tenth, names } = stackOf(leaf);
    if (!tenth) return;
    total[tenth] += dt;
    self[tenth].set(names[0]!, (self[tenth].get(names[0]!) ?? 0) + dt);
    for (const nm of new Set(names)) incl[tenth].set(nm, (incl[tenth].get(nm) ?? 0) + dt);
  });
  const per = (x: number | undefined, n: number) => (x ?? 0) / n;
  console.log(
    `${id}: first tenth ${per(total.first, count.first).toFixed(1)} µs/action (${count.first} actions), last ${per(total.last, count.last).toFixed(1)} (${count.last})`,
  );
  for (const [label, m] of [
    ['self', self],
    ['inclusive', incl],
  ] as const) {
    const keys = new Set([...m.first.keys(), ...m.last.keys()]);
    const rows = [...keys].map((k) => ({ k, f: per(m.first.get(k), count.first), l: per(m.last.get(k), count.last) }));
    rows.sort((a, b) => b.l - b.f - (a.l - a.f));
    console.log(`  ${label}, µs per action, first → last tenth (largest growth first):`);
    for (const r of rows.slice(0, top)) console.log(`    ${r.f.toFixed(2).padStart(7)} → ${r.l.toFixed(2).padStart(7)}  ${r.k}`);
  }
}
