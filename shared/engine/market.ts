import type { Ctx } from './context';
import type { CorporationState } from './state';

/** Stock market movement on the printed grid (1830 §5.4, §6.9). A corporation that moves goes to the back of its cell. */

export function price(c: Ctx, k: CorporationState): number {
  if (!k.market) return k.parPrice ?? 0;
  return c.t.cell(k.market[0], k.market[1])?.price ?? 0;
}

/** The zones of no cell: one list for every corporation off the market or on a plain cell (the game-end and closing
 * checks ask after every action for every corporation: a new empty list each time was 3% of what a cold 1870 replay
 * allocates, #18). */
const NO_ZONES: readonly string[] = Object.freeze([]);

export function zonesAt(c: Ctx, k: CorporationState): readonly string[] {
  if (!k.market) return NO_ZONES;
  return c.t.cell(k.market[0], k.market[1])?.zones ?? NO_ZONES;
}

/** Moves the marker to a cell (to the back of it, unless it is already there). */
export function place(c: Ctx, k: CorporationState, row: number, col: number): void {
  if (k.market && k.market[0] === row && k.market[1] === col) return;
  k.market = [row, col];
  k.marketSeq = ++c.s.seq;
}

export function setPosition(c: Ctx, k: CorporationState, row: number, col: number): void {
  k.market = null;
  place(c, k, row, col);
}

const exists = (c: Ctx, row: number, col: number) => !!c.t.cell(row, col);

/** On a one-row market (1846) up means right and down means left. */
const oneRow = (c: Ctx) => c.title.market.rows.length === 1;

export function moveUp(c: Ctx, k: CorporationState): void {
  if (c.rules.marketMove?.(c, k, 'up')) return;
  if (oneRow(c)) return moveRight(c, k);
  const [r, col] = k.market!;
  if (r === 0 && c.t.settings.soldOutTopRowMovement === 'down_right') return downRight(c, k, col);
  if (r > 0 && exists(c, r - 1, col)) place(c, k, r - 1, col);
}

/**
 * A rise on the top row (18NY 1e: a company sold out "moves up 1 box in the stock market (or down and right if already
 * on the top row)"; 18xx.games moves every rise there so): one down, then one right, in a single move; the top price,
 * or a row below too short to step right in, leaves it where it is.
 */
function downRight(c: Ctx, k: CorporationState, col: number): void {
  if (!exists(c, 0, col + 1)) return;
  const row = exists(c, 1, col) ? 1 : 0;
  if (exists(c, row, col + 1)) place(c, k, row, col + 1);
}

export function moveDown(c: Ctx, k: CorporationState): void {
  if (c.rules.marketMove?.(c, k, 'down')) return;
  if (oneRow(c)) return moveLeft(c, k);
  const [r, col] = k.market!;
  if (exists(c, r + 1, col)) place(c, k, r + 1, col);
}

/** Right one cell; at the right edge of a 2D market the price moves up instead (1830 §6.9). */
export function moveRight(c: Ctx, k: CorporationState): void {
  if (c.rules.marketMove?.(c, k, 'right')) return;
  const [r, col] = k.market!;
  if (exists(c, r, col + 1)) place(c, k, r, col + 1);
  else if (c.title.market.rows.length > 1) moveUp(c, k);
}

/** Left one cell; at the left edge of a 2D market the price moves down instead. */
export function moveLeft(c: Ctx, k: CorporationState): void {
  if (c.rules.marketMove?.(c, k, 'left')) return;
  const [r, col] = k.market!;
  if (col > 0 && exists(c, r, col - 1)) place(c, k, r, col - 1);
  else if (c.title.market.rows.length > 1) moveDown(c, k);
}

/**
 * Operating order (1830 §6.1): highest share price first; on equal prices the one further right, then higher up,
 * then the one that reached the cell first.
 */
export function compareOperatingOrder(c: Ctx, a: CorporationState, b: CorporationState): number {
  const pa = price(c, a);
  const pb = price(c, b);
  if (pa !== pb) return pb - pa;
  const [ra, ca] = a.market ?? [0, 0];
  const [rb, cb] = b.market ?? [0, 0];
  if (ca !== cb) return cb - ca;
  if (ra !== rb) return ra - rb;
  return a.marketSeq - b.marketSeq;
}
