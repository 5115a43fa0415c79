import { describe, expect, it } from 'vitest';
import { effectiveActions } from '../../../shared/engine/actions';
import { applyAction, context, createGame, type Game } from '../../../shared/engine/game';
import { setupOf } from '../../../shared/engine/replay';
import { rulesFor } from '../../../shared/rules/index';
import { trackReach } from '../../../shared/rules/18NY/trackWalk';
import { loadTitle } from '../../support/fixtures';
import { after, ctx, recorded } from './helpers';

/**
 * 18NY 4.4: a minor takes part in the NYC formation when its track reaches Albany (F20). The formation round answers
 * that for every station with one walk from Albany, kept until the board changes.
 */

const ALBANY = 'F20';

describe('4.4 connection to Albany', () => {
  it('track joins both ways: a hex reaches Albany exactly when Albany reaches it', () => {
    for (const id of [250, 400, 467, 600]) {
      const c = ctx(after(id));
      const fromAlbany = trackReach(c, ALBANY);
      for (const hex of Object.keys(c.s.hexes)) expect([id, hex, trackReach(c, hex).has(ALBANY)]).toEqual([id, hex, fromAlbany.has(hex)]);
    }
  });

  it('the reach kept between actions follows every change of the board', () => {
    const rec = recorded();
    const t = loadTitle('18NY');
    const created = createGame(t, rulesFor(t), setupOf(rec));
    if (!created.ok) throw new Error(created.error);
    let g: Game = created.value;
    for (const a of effectiveActions(rec.actions)) {
      const res = applyAction(g, a, { inPlace: true, loading: true });
      if (!res.ok) throw new Error(res.error);
      g = res.value;
      const kept = [...trackReach(context(g), ALBANY)].sort();
      const fresh = [...trackReach(context({ ...g, cache: {} }), ALBANY)].sort();
      expect([a.id, kept]).toEqual([a.id, fresh]);
    }
  });
});
