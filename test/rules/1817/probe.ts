import { existsSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';
import { applyAction, context, type Game } from '../../../shared/engine/game';
import type { Action } from '../../../shared/engine/actions';
import { replay, setupOf } from '../../../shared/engine/replay';
import { diffTrace, traceSnapshot, type TraceLine } from '../../../shared/engine/trace';
import { rulesFor } from '../../../shared/rules/index';
import { loadFixture, loadTitle } from '../../support/fixtures';

/**
 * A position no recorded game reaches, built on one that does and played in 18xx.games (`../shared/oracle/oracle
 * --trace`): a game file (`base`, from the repository's root) replayed through action `cut`, then `actions` played as
 * in live play. `trace` holds 18xx.games' state after each of them, so a probe proves how 18xx.games settled a rule
 * the rulebook leaves open, as the recorded games do for what they reach (`test/rules/1817/probes/<name>.json`).
 */
export interface Probe {
  description: string;
  base: string;
  cut: number;
  actions: Action[];
  trace: TraceLine[];
}

const ROOT = resolve(import.meta.dirname, '..', '..', '..');

/** A probe's file: `probes/<name>.json`, or gzipped where its trace is long (`<name>.json.gz`). */
export function loadProbe(name: string): Probe {
  const file = join(import.meta.dirname, 'probes', `${name}.json`);
  const text = existsSync(file) ? readFileSync(file, 'utf8') : gunzipSync(readFileSync(`${file}.gz`)).toString('utf8');
  return JSON.parse(text) as Probe;
}

/** The probe's position after its first `n` actions (all of them by default). */
export function playProbe(p: Probe, n = p.actions.length): Game {
  const t = loadTitle('1817');
  const g = loadFixture(join(ROOT, p.base));
  const r = replay(
    t,
    rulesFor(t),
    setupOf(g),
    g.actions.filter((a) => (a.id ?? 0) <= p.cut),
  );
  if (r.failure) throw new Error(r.failure.error);
  let game = { ...r.game!, cache: {} };
  for (const a of p.actions.slice(0, n)) {
    const next = applyAction(game, a);
    if (!next.ok) throw new Error(`action ${a.id}: ${next.error}`);
    game = next.value;
  }
  return game;
}

/** Where our state after each of the probe's actions differs from 18xx.games' (none when the engines agree). */
export function probeDifferences(p: Probe): string[] {
  const out: string[] = [];
  let game = playProbe(p, 0);
  p.actions.forEach((a, i) => {
    const next = applyAction(game, a);
    if (!next.ok) {
      out.push(`action ${a.id}: ${next.error}`);
      return;
    }
    game = next.value;
    out.push(...diffTrace(traceSnapshot(context(game)), p.trace[i]).map((d) => `after action ${a.id}: ${d}`));
  });
  return out;
}
