import { join } from 'node:path';
import { effectiveActions, type Action } from '../../../shared/engine/actions';
import { context, type Game } from '../../../shared/engine/game';
import { replay, setupOf } from '../../../shared/engine/replay';
import type { Ctx } from '../../../shared/engine/context';
import { rulesFor } from '../../../shared/rules/index';
import { FIXTURES, loadFixture, loadTitle } from '../../support/fixtures';

export const GAMES = ['1870_game_end_bank', '1870_game_end_bankrupt', '40469_white-to-yellow_price_protect_allowed', 'game-end-market-400'];

export const recorded = (name: string) => loadFixture(join(FIXTURES, '1870', `${name}.json`));

/** The first position of a recorded 1870 game where `when` holds (a copy to play on), or null. */
export function firstPosition(name: string, when: (c: Ctx) => boolean): Game | null {
  const g = recorded(name);
  const t = loadTitle('1870');
  let found: Game | null = null;
  replay(t, rulesFor(t), setupOf(g), g.actions, (game) => {
    if (!found && when(context(game))) found = { ...game, state: structuredClone(game.state), cache: {} };
  });
  return found;
}

/** The effective actions of a recorded game, each without its recorded destination checks. */
export function withoutDestinationChecks(name: string): Action[] {
  return effectiveActions(recorded(name).actions).map((a) => {
    const autos = (a.auto_actions ?? []).filter((x) => x.type !== 'destination_connection');
    const { auto_actions: _recorded, ...rest } = a;
    return (autos.length ? { ...rest, auto_actions: autos } : rest) as Action;
  });
}
