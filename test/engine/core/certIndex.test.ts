import { describe, expect, it } from 'vitest';
import { effectiveActions } from '../../../shared/engine/actions';
import { applyAction, context, createGame, type Game } from '../../../shared/engine/game';
import { replay, setupOf } from '../../../shared/engine/replay';
import { heldBy } from '../../../shared/engine/transfer/certIndex';
import { rulesFor } from '../../../shared/rules/index';
import { fixtureFiles, loadFixture, loadTitle } from '../../support/fixtures';

/**
 * The certificates-by-holder index (`transfer/certIndex.ts`) is a cache of the state: kept in step by the transfers
 * through a whole replay in place (moves, and 1817's issued and retired certificates), it always lists what an index
 * built afresh from a copy of the state lists; and a game played live (each action on a copy, the index built anew)
 * sees the same holdings as the same game replayed in place.
 */

/** Every holder's certificate ids, oldest first, as the index of `game` lists them. */
function holdings(game: Game): Record<string, string[]> {
  const c = context(game);
  const owners = new Set(Object.values(game.state.certificates).map((x) => x.owner));
  const out: Record<string, string[]> = {};
  for (const owner of [...owners].sort()) out[owner] = heldBy(c, owner).map((x) => x.id);
  return out;
}

/** The same, from an index built afresh on a copy of the state. */
const rebuilt = (game: Game): Record<string, string[]> => holdings({ ...game, state: structuredClone(game.state), cache: {} });

describe('certificates indexed by holder', () => {
  for (const title of ['18NY', '1817', '1846']) {
    it(`${title}: kept in step through a recorded game replayed in place`, () => {
      const t = loadTitle(title);
      const g = loadFixture(fixtureFiles(title)[0]);
      const wrong: string[] = [];
      const r = replay(t, rulesFor(t), setupOf(g), g.actions, (game, a, i) => {
        // Every tenth action, and every stock action (where certificates move), against a fresh index.
        if (wrong.length || (i % 10 && !/share|par|short|sell|buy_/.test(a.type))) return;
        if (JSON.stringify(holdings(game)) !== JSON.stringify(rebuilt(game))) wrong.push(`after action ${a.id} (${a.type})`);
      });
      expect(r.failure).toBeNull();
      expect(wrong).toEqual([]);
      expect(holdings(r.game!)).toEqual(rebuilt(r.game!));
    });
  }

  it('18NY: a game played live and the same game replayed in place hold the same', () => {
    const t = loadTitle('18NY');
    const g = loadFixture(fixtureFiles('18NY')[0]);
    const actions = effectiveActions(g.actions).slice(0, 400);
    const created = createGame(t, rulesFor(t), setupOf(g));
    if (!created.ok) throw new Error(created.error);
    let live = created.value;
    for (const a of actions) {
      const next = applyAction(live, a);
      if (!next.ok) throw new Error(next.error);
      live = next.value;
    }
    const replayed = replay(t, rulesFor(t), setupOf(g), actions);
    expect(replayed.failure).toBeNull();
    expect(holdings(live)).toEqual(holdings(replayed.game!));
  });
});
