import { describe, expect, it } from 'vitest';
import { fixtureFiles } from '../support/fixtures';
import { formatFigures, fuzz, FUZZ_TITLES } from './fuzz';

/**
 * Mutated recorded actions, applied to the positions they came from (a seeded subset: `npm run fuzz` runs every
 * position). Every mutant is certainly illegal, so each must be refused, with a clean message and the given state
 * untouched (it is frozen), or have exactly the recorded action's effect.
 */
describe.skipIf(!FUZZ_TITLES.every((t) => fixtureFiles(t).length))('fuzzing recorded actions', () => {
  it('every mutant is refused cleanly or has the recorded effect, and legalActions leaves the state alone', () => {
    const f = fuzz({ rate: 0.03, seed: 20261125 });
    expect(f.tried).toBeGreaterThan(1000);
    expect(f.problems, formatFigures(f)).toEqual([]);
    expect(f.refused + f.acceptedAsRecorded).toBe(f.tried);
  }, 120_000);
});
