import type { Ctx } from '../../engine/context';
import type { CorporationState, GameState } from '../../engine/state';

const lists = new WeakMap<GameState['corporations'], readonly CorporationState[]>();

/**
 * The game's companies, majors and minors, in the order of `c.s.corporations`, as a list kept per state: none is
 * added or replaced after the set-up, and the checks after every action (closing spaces, the game end) walk them
 * all. The minors are keyed by their numbers ('1', '2', ...), which V8 lists anew on every `for ... in`.
 */
export function corporationList(c: Ctx): readonly CorporationState[] {
  let list = lists.get(c.s.corporations);
  if (!list) lists.set(c.s.corporations, (list = Object.values(c.s.corporations)));
  return list;
}
