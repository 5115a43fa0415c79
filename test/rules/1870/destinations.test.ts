import { describe, expect, it } from 'vitest';
import { effectiveActions } from '../../../shared/engine/actions';
import { applyLive, context, createGame } from '../../../shared/engine/game';
import { setupOf } from '../../../shared/engine/replay';
import { results } from '../../../shared/engine/value';
import { rulesFor } from '../../../shared/rules/index';
import { loadTitle } from '../../support/fixtures';
import { GAMES, recorded, withoutDestinationChecks } from './helpers';

/**
 * 1870 destinations: the engine itself finds when a corporation can run home to destination and holds its connection
 * run at once; in live play it records each check as 18xx.games does (an automatic `destination_connection`).
 */
describe('connection runs are found by the engine in live play as the recorded games have them', () => {
  for (const name of GAMES) {
    it(name, () => {
      const t = loadTitle('1870');
      const g = recorded(name);
      const created = createGame(t, rulesFor(t), setupOf(g));
      if (!created.ok) throw new Error(created.error);
      let game = created.value;
      const found: string[] = [];
      for (const a of withoutDestinationChecks(name)) {
        const r = applyLive(game, a);
        if (!r.ok) throw new Error(r.error);
        game = r.value.game;
        for (const auto of r.value.action.auto_actions ?? [])
          if (auto.type === 'destination_connection') found.push(`${a.id}: ${auto.entity} [${auto.corporations.join()}]`);
      }
      // Every check as 18xx.games records it: after which action, by whom (the turn ending or starting), what it found.
      const inLog = effectiveActions(g.actions).flatMap((a) =>
        (a.auto_actions ?? []).flatMap((x) => (x.type === 'destination_connection' ? [`${a.id}: ${x.entity} [${x.corporations.join()}]`] : [])),
      );
      expect(found).toEqual(inLog);
      expect(game.state.finished).toBe(true);
      expect(results(context(game))).toEqual(g.result);
    });
  }
});
