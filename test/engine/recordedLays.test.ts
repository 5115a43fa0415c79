import { describe, expect, it } from 'vitest';
import { effectiveActions } from '../../shared/engine/actions';
import { applyAction, context, createGame } from '../../shared/engine/game';
import { graph } from '../../shared/engine/graphCache';
import { setupOf } from '../../shared/engine/replay';
import { parseCopy } from '../../shared/engine/tiles';
import { checkTileLay } from '../../shared/graph/tileLay';
import { rulesFor } from '../../shared/rules/index';
import { fixtureFiles, loadFixture, loadTitle } from '../support/fixtures';

/**
 * A log being loaded skips the checks 18xx.games makes in live play only: for a tile lay, that the new track joins
 * the corporation's network and meets the track restriction (shared/engine/rounds/or/track.ts). Those checks must
 * still accept every lay the recorded games made: each corporation's lay is checked here, before it is applied, as
 * live play checks it.
 */
/** Lays checked over all the games (a short game may have none). */
let checked = 0;

describe('every recorded tile lay of a corporation passes the live-play connection and track restriction checks', () => {
  for (const title of ['1830', '1846', '1870', '18NY', '1817']) {
    for (const file of fixtureFiles(title)) {
      it(`${title} ${file.split('/').pop()}`, () => {
        const t = loadTitle(title);
        const g = loadFixture(file);
        const created = createGame(t, rulesFor(t), setupOf(g));
        if (!created.ok) throw new Error(created.error);
        let game = created.value;
        const refused: string[] = [];
        for (const a of effectiveActions(g.actions)) {
          if (a.type === 'lay_tile' && game.state.corporations[String(a.entity)]) {
            const why = checkTileLay(graph(context(game)), String(a.entity), a.hex, parseCopy(a.tile).tile, a.rotation);
            if (why) refused.push(`#${a.id}: ${why}`);
            checked++;
          }
          const r = applyAction(game, a, { inPlace: true, loading: true });
          if (!r.ok) throw new Error(r.error);
          game = r.value;
        }
        expect(refused).toEqual([]);
      });
    }
  }
  it('(the lays checked are the recorded games’ thousands)', () => expect(checked).toBeGreaterThan(1000));
});
