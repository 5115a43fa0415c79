import { describe, expect, it } from 'vitest';
import { context } from '../../shared/engine/game';
import { replay, setupOf } from '../../shared/engine/replay';
import { diffTrace, traceSnapshot } from '../../shared/engine/trace';
import { results } from '../../shared/engine/value';
import { fixtureFiles, fixtureTitles, loadFixture, loadTitle, loadTrace } from '../support/fixtures';
import { conservationProblems } from '../../shared/engine/conservation';
import { rulesFor } from '../../shared/rules/index';

/**
 * The main proof that the rules are right: every recorded game in ../shared/fixtures replays to exactly its recorded
 * end (finished, reason, every player's value), money and certificates are conserved after every action, and where a
 * reference trace exists the state matches it after every action.
 */

/** Titles whose rules the engine implements; recorded games of other titles are listed as skipped. */
const SUPPORTED = new Set(['1830', '1846', '1870', '18NY', '1817']);

it('the recorded games are in test/fixtures/games', () => expect(fixtureTitles()).toEqual(expect.arrayContaining(['1830', '1846', '1870'])));

for (const title of fixtureTitles()) {
  const supported = SUPPORTED.has(title);
  describe.skipIf(!supported)(`recorded ${title} games`, () => {
    for (const file of fixtureFiles(title)) {
      const name = file.split('/').pop()!;
      it(`${name} replays to its recorded result`, () => {
        const t = loadTitle(title);
        const g = loadFixture(file);
        const trace = loadTrace(title, file);
        const problems: string[] = [];
        const r = replay(t, rulesFor(t), setupOf(g), g.actions, (game, a, i) => {
          if (problems.length >= 5) return;
          for (const p of conservationProblems(game.state)) problems.push(`after action ${a.id}: ${p}`);
          const ref = trace?.[i + 1];
          if (ref) {
            const d = diffTrace(traceSnapshot(context(game)), ref);
            if (d.length) problems.push(`after action ${a.id} (${a.type}): ${d.slice(0, 4).join('; ')}`);
          }
        });
        expect(r.failure, r.failure?.error).toBeNull();
        expect(problems).toEqual([]);
        const s = r.game!.state;
        expect(s.finished).toBe(true);
        expect(s.endReason).toBe(g.game_end_reason);
        expect(results(context({ title: t, rules: rulesFor(t), state: s, cache: r.game!.cache }))).toEqual(
          Object.fromEntries(Object.entries(g.result ?? {}).map(([k, v]) => [k, v])),
        );
      });
    }
  });
}
