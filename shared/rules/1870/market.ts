import type { Ctx } from '../../engine/context';
import { moveUp, place } from '../../engine/market';
import type { CorporationState } from '../../engine/state';

/**
 * The 1870 stock market. Its soft ledge (cells of the `ignore_one_sale` zone, the red cells) is entered from above only
 * by a sale of more than one share at once, and never by a move to the right (that goes up instead). On the top row a
 * move up goes to the cell right of it and then down (the top row's cells are a column ahead of the next row's).
 */

export const LEDGE = 'ignore_one_sale';

const onLedge = (c: Ctx, row: number, col: number) => !!c.t.cell(row, col)?.zones?.includes(LEDGE);

export function marketMove1870(c: Ctx, k: CorporationState, dir: 'up' | 'down' | 'left' | 'right'): boolean {
  const [row, col] = k.market!;
  if (dir === 'right') {
    const right = c.t.cell(row, col + 1);
    if (right && !(onLedge(c, row, col + 1) && !onLedge(c, row, col))) return false;
    moveUp(c, k);
    return true;
  }
  if (dir === 'up' && row === 0) {
    if (!c.t.cell(0, col + 1)) return true;
    place(c, k, 0, col + 1);
    if (c.t.cell(1, col + 1)) place(c, k, 1, col + 1);
    return true;
  }
  return false;
}

/** Would a move down from here enter the soft ledge? */
export function atLedge(c: Ctx, k: CorporationState): boolean {
  const [row, col] = k.market!;
  return !onLedge(c, row, col) && onLedge(c, row + 1, col);
}
