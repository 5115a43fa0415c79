import type { Action } from '../../actions';
import type { Ctx } from '../../context';
import type { Game } from '../../game';
import type { LegalOffer } from '../../legal';
import type { PlayerId } from '../../state';

/**
 * One step of a player's stock turn (1830 §5: sell, buy, par, pass; a title's own such as 1870's redemption). The
 * round hands each action to the first step that `accepts` it; a step's `process` checks everything and applies it,
 * recording the player's action for the turn (`recordAction`) or ending the turn itself. After an action the turn
 * goes on while any step `canAct`, else it ends (as 18xx.games ends a turn with nothing left to do).
 *
 * The standard steps are in `steps.ts`; a title changes the list with `TitleRules.stockSteps`, replacing or adding a
 * step by name (`replaceStockStep`, `insertStockStep`).
 */
export interface StockStep {
  name: string;
  /** Does the action belong to this step? (No side effects: the round asks each step in turn.) */
  accepts(c: Ctx, a: Action): boolean;
  process(c: Ctx, a: Action): void;
  /**
   * Could the acting player still do something in this step this turn? Keeps the turn open (a player with nothing to
   * do in any step passes without being asked). Absent: the step never keeps a turn open.
   */
  canAct?(c: Ctx, player: PlayerId): boolean;
  /** The step's legal actions for the acting player; `ok` checks an action by a dry run. */
  legal?(game: Game, c: Ctx, player: PlayerId, ok: (a: Record<string, unknown>) => boolean): LegalOffer[];
  /**
   * A step that takes the round over for a while (an auction under way among all players): while it holds, it alone
   * accepts actions and lists legal ones, its `actors` act, and neither the turn nor the round ends.
   */
  holds?(c: Ctx): boolean;
  /** Who acts while the step holds the round. */
  actors?(c: Ctx): PlayerId[];
}
