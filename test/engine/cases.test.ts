import { describe, expect, it } from 'vitest';
import { applyAction, context } from '../../shared/engine/game';
import { asWritten } from '../../shared/engine/export';
import { diffTrace, traceSnapshot } from '../../shared/engine/trace';
import { caseFiles, caseTrace, loadCase, passBy, playCase } from '../support/cases';

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

/**
 * The 1846 cases are checked against 18xx.games' traces, action by action, with the rule each stands for, in
 * test/rules/1846/cases.test.ts; this file checks the others.
 */
const ELSEWHERE = new Set(['F2', 'F3', 'F3b', 'R5', 'R6', 'R7', 'R13']);

/** 1830 cases not fixed yet: expected to fail. */
const OPEN = new Set<string>([]);

/** What 18xx.games writes for the last action of each export case. */
const WRITTEN: Record<string, Record<string, unknown>> = {
  X1: { entity: 'MS', entity_type: 'minor' },
  X2: { entity: 'GT', entity_type: 'corporation', shares: ['GT_1'], percent: 10, share_price: 10 },
  X3: { city: 'C15-0-0' },
};

describe('cases where 18xx.games disagreed (../shared/cases)', () => {
  for (const { key, file } of caseFiles()) {
    if (ELSEWHERE.has(key)) continue;
    const c = loadCase(file);
    const last = c.actions.length - 1;
    const d = c.divergence;
    (OPEN.has(key) ? it.fails : it)(`${key}: ${c.description}`, () => {
      const written = WRITTEN[key];
      if (written) {
        const game = playCase(c, last);
        expect(asWritten(game, c.actions[last])).toMatchObject(written);
        return;
      }
      const waits = d.reference_waited_for_pass ?? [];
      const final = waits.find((w) => w.index === last);
      if (final) {
        // 18xx.games waits for this entity's pass before the last action: so must we.
        const game = playCase(
          c,
          last,
          waits.filter((w) => w !== final),
        );
        expect(applyAction(game, c.actions[last]).ok, 'the action before the pass').toBe(false);
        const passed = applyAction(game, passBy(final.entity));
        expect(passed.ok, 'the pass').toBe(true);
        expect(passed.ok && applyAction(passed.value, c.actions[last]).ok, 'the action after the pass').toBe(true);
        return;
      }
      const game = playCase(c, last);
      if (d.kind === 'refused') {
        const r = applyAction(game, c.actions[last]);
        expect(r.ok, `18xx.games: ${String(d.reference)}`).toBe(false);
        return;
      }
      if (d.kind === 'state') {
        const after = applyAction(game, c.actions[last]);
        if (!after.ok) throw new Error(after.error);
        expect(diffTrace(traceSnapshot(context(after.value)), caseTrace(file).at(-1)!)).toEqual([]);
        return;
      }
      throw new Error(`case ${key}: divergence ${d.kind} not understood`);
    });
  }
});
