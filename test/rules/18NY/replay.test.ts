import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { setupOf } from '../../../shared/engine/replay';
import { compareWithTrace } from '../../../shared/engine/trace';
import { rulesFor } from '../../../shared/rules/index';
import { FIXTURES, loadFixture, loadTitle, loadTrace } from '../../support/fixtures';

/**
 * How far the recorded 18NY game 108746 (694 actions) replays with the state equal to 18xx.games' trace after every
 * action. `REPLAYS_TO` rises as the rules module grows; `npx tsx scripts/trace-diff.ts test/fixtures/games/18NY/108746.json`
 * shows the first difference beyond it.
 */
const REPLAYS_TO = 890;

describe('recorded 18NY game 108746', () => {
  it(`replays to action ${REPLAYS_TO} with no difference from 18xx.games' trace`, () => {
    const file = join(FIXTURES, '18NY', '108746.json');
    const g = loadFixture(file);
    const t = loadTitle('18NY');
    const trace = loadTrace('18NY', file)!;
    const log = g.actions.filter((a) => (a.id ?? 0) <= REPLAYS_TO);
    const r = compareWithTrace(t, rulesFor(t), setupOf(g), log, trace, 3);
    expect(r.failure?.error ?? null).toBeNull();
    expect(r.differences.map((d) => `after ${d.action.id} ${d.action.type}: ${d.lines.join('; ')}`)).toEqual([]);
    expect(r.compared).toBeGreaterThan(70);
  });
});
