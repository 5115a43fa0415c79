import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Action } from '../../shared/engine/actions';
import { applyAction, context, createGame, type Game } from '../../shared/engine/game';
import { asWritten } from '../../shared/engine/export';
import { setupOf, type RecordedGame } from '../../shared/engine/replay';
import { diffTrace, traceSnapshot } from '../../shared/engine/trace';
import { loadTitle } from '../support/fixtures';
import { rulesFor } from '../../shared/rules/index';

/**
 * Every case of `test/fixtures/cases/` (copied from `../shared/cases/`): a random game cut just after the first action
 * where 18xx.games disagreed with our engine. Our engine must now behave as 18xx.games did there:
 * - `refused`: the last action is refused;
 * - `state`: after the last action our state is 18xx.games' (its trace's last line);
 * - `reference_waited_for_pass`: before that action our engine waits for the same entity's pass (the action is
 *   refused, the pass accepted). Where 18xx.games waited earlier in the game, that pass is given there first, as
 *   `oracle --bridge-passes` gives it;
 * - X cases (export): the last action, as we write it (`asWritten`), is what 18xx.games writes.
 * Actions are applied as in live play (not as a log being loaded).
 */

const DIR = join(import.meta.dirname, '..', 'fixtures', 'cases');

interface Wait {
  index: number;
  entity: number | string;
  step: string;
}
interface Case extends RecordedGame {
  description: string;
  divergence: { kind: string; index?: number; reference?: unknown; reference_waited_for_pass?: Wait[] };
}

/** The 1846 cases, fixed by the 1846 rules work (issue #19): switched on when it lands. */
const LATER = new Map<string, string>([
  ['F2', '1846 Buy Trains stays open while another train is buyable'],
  ['F3', "1846 Track and Token stays open while C&WI's token can be placed"],
  ['F3b', "1846 Track and Token closes when C&WI's token cannot be placed"],
  ['R5', '1846 no private purchase between an emergency issue and the forced train'],
  ['R6', '1846 Boomtown assigned once, at the sale'],
  ['R7', '1846 Steamboat assigned once per operating round'],
  ['R13', '1846 §5.23 emergency sales'],
]);

/** 1830 cases not fixed yet: expected to fail. */
const OPEN = new Set<string>(['F1', 'R2', 'R3', 'R4', 'R10', 'R11']);

/** What 18xx.games writes for the last action of each export case. */
const WRITTEN: Record<string, Record<string, unknown>> = {
  X1: { entity: 'MS', entity_type: 'minor' },
  X2: { entity: 'GT', entity_type: 'corporation', shares: ['GT_1'], percent: 10, share_price: 10 },
  X3: { city: 'C15-0-0' },
};

function cases(): { key: string; file: string }[] {
  return readdirSync(DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => ({ key: file.split('-')[0], file }));
}

const load = (file: string) => JSON.parse(readFileSync(join(DIR, file), 'utf8')) as Case;
const trace = (file: string) =>
  gunzipSync(readFileSync(join(DIR, file.replace(/\.json$/, '.trace.jsonl.gz'))))
    .toString('utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);

function entityType(entity: number | string): string {
  return typeof entity === 'number' ? 'player' : 'corporation';
}

/**
 * Plays the case's actions before `upTo` (live play), with the passes 18xx.games waited for given where it waited
 * before each action; returns the game ready for action `upTo`.
 */
function playTo(c: Case, upTo: number): Game {
  const created = createGame(loadTitle(c.title), rulesFor(loadTitle(c.title)), setupOf(c));
  if (!created.ok) throw new Error(created.error);
  let game = created.value;
  const waits = c.divergence.reference_waited_for_pass ?? [];
  for (let i = 0; i < upTo; i++) {
    for (const w of waits.filter((x) => x.index === i))
      game = apply(game, { type: 'pass', entity: w.entity, entity_type: entityType(w.entity) } as Action, `the pass before #${i}`);
    game = apply(game, c.actions[i], `#${i}`);
  }
  return game;
}

function apply(game: Game, a: Action, where: string): Game {
  const r = applyAction(game, a);
  if (!r.ok) throw new Error(`${where}: ${r.error}`);
  return r.value;
}

describe('cases where 18xx.games disagreed (../shared/cases)', () => {
  for (const { key, file } of cases()) {
    const later = LATER.get(key);
    if (later) {
      it.todo(`${key}: ${later} (1846 rules work)`);
      continue;
    }
    const c = load(file);
    const last = c.actions.length - 1;
    const d = c.divergence;
    (OPEN.has(key) ? it.fails : it)(`${key}: ${c.description}`, () => {
      const written = WRITTEN[key];
      if (written) {
        const game = playTo(c, last);
        expect(asWritten(game, c.actions[last])).toMatchObject(written);
        return;
      }
      const waits = d.reference_waited_for_pass ?? [];
      const final = waits.find((w) => w.index === last);
      if (final) {
        // 18xx.games waits for this entity's pass before the last action: so must we.
        const game = playTo({ ...c, divergence: { ...d, reference_waited_for_pass: waits.filter((w) => w !== final) } }, last);
        expect(applyAction(game, c.actions[last]).ok, 'the action before the pass').toBe(false);
        const passed = apply(game, { type: 'pass', entity: final.entity, entity_type: entityType(final.entity) } as Action, 'the pass');
        expect(applyAction(passed, c.actions[last]).ok, 'the action after the pass').toBe(true);
        return;
      }
      const game = playTo(c, last);
      if (d.kind === 'refused') {
        const r = applyAction(game, c.actions[last]);
        expect(r.ok, `18xx.games: ${String(d.reference)}`).toBe(false);
        return;
      }
      if (d.kind === 'state') {
        const after = apply(game, c.actions[last], `#${last}`);
        const ref = trace(file).at(-1)!;
        expect(diffTrace(traceSnapshot(context(after)), ref)).toEqual([]);
        return;
      }
      throw new Error(`case ${key}: divergence ${d.kind} not understood`);
    });
  }
});
