import type { ActionOf } from '../../actions';
import { log, player } from '../../entities';
import { checkPlayerAction } from './sell';
import type { StockStep } from './step';
import { endStockTurn, sr } from './turn';

/**
 * Pass, or end the turn after acting ("Done"). The round ends when every player has passed in succession (1830 §5),
 * so only a turn with no action counts as a pass; one who acted is no longer among those who passed.
 */
export const passStep: StockStep = {
  name: 'pass',
  accepts: (_c, a) => a.type === 'pass' && a.entity_type === 'player',
  process(c, a) {
    const id = checkPlayerAction(c, a as ActionOf<'pass'>);
    const round = sr(c);
    if (round.turn.actions.length === 0) {
      log(c, `${player(c, id).name} passes`);
      if (!round.passed.includes(id)) round.passed.push(id);
    } else round.passed = round.passed.filter((p) => p !== id);
    endStockTurn(c);
  },
  legal(_game, c, id, ok) {
    // A player who must sell first (over a limit, 1830 §4.3) may not pass.
    if (!ok({ type: 'pass', entity: id, entity_type: 'player' })) return [];
    return [{ type: 'pass', entity: id, entityType: 'player', label: sr(c).turn.actions.length ? 'Done' : 'Pass' }];
  },
};
