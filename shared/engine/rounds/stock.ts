import type { Action } from '../actions';
import type { Ctx } from '../context';
import type { Game } from '../game';
import type { LegalOffer } from '../legal';
import { log, player, playerIndex, sharePercent } from '../entities';
import { compareOperatingOrder, moveDown, moveLeft, moveUp, price } from '../market';
import { RuleError } from '../result';
import { ipoPercent, poolPercent } from '../shares';
import type { PlayerId, StockRound } from '../state';
import { holdingStep, stockSteps } from './sr/steps';
import { endStockTurn, freshTurn, sr, stockActor } from './sr/turn';

/**
 * The stock round (1830 §5): in turn each player may sell any shares and buy one certificate (several in the brown
 * zone), or pass. The round ends when all players pass in succession; the priority deal goes to the player after the
 * last one to buy or sell. What a turn may do is a list of steps (`sr/steps.ts`, `TitleRules.stockSteps`).
 */

export function newStockRound(c: Ctx): StockRound {
  return {
    kind: 'stock',
    current: playerIndex(c, c.s.priority),
    lastActor: null,
    soldThisRound: {},
    turn: freshTurn(c.s.priority),
    passed: [],
  };
}

/**
 * Hands the action to the first step that accepts it (only the holding step's, while one holds the round); the
 * turn then ends if the player acted and nothing is left to do in any step.
 */
export function processStock(c: Ctx, action: Action): void {
  const holder = holdingStep(c);
  const step = holder?.accepts(c, action) ? holder : holder ? undefined : stockSteps(c).find((s) => s.accepts(c, action));
  if (!step) throw new RuleError(`${action.type} is not possible ${holder ? `until the ${holder.name} is over` : 'in a stock round'}`);
  const round = sr(c);
  const turn = round.turn;
  const acted = turn.actions.length;
  step.process(c, action);
  if (round.turn === turn && turn.actions.length > acted && !holdingStep(c) && !turnHasActions(c)) endStockTurn(c);
}

/** May the acting player still do something this turn (18xx.games ends a turn with nothing left to do)? */
function turnHasActions(c: Ctx): boolean {
  const id = sr(c).turn.player;
  // Indexed: asked after every stock action, mostly interpreted in a cold replay (`NO_ITERATOR`, entities.ts).
  const steps = stockSteps(c);
  for (let i = 0; i < steps.length; i++) if (steps[i].canAct?.(c, id)) return true;
  return false;
}

/** Who acts: the acting player, or those of a step holding the round. */
export function stockActors(c: Ctx): PlayerId[] {
  const holder = holdingStep(c);
  return holder?.actors ? holder.actors(c) : [stockActor(c)];
}

/** The legal actions of the turn: each step's, in the steps' order (only the holding step's while one holds). */
export function stockLegal(game: Game, c: Ctx, ok: (a: Record<string, unknown>) => boolean): LegalOffer[] {
  const id = stockActors(c)[0];
  const holder = holdingStep(c);
  const out: LegalOffer[] = [];
  for (const s of holder ? [holder] : stockSteps(c)) if (s.legal) out.push(...s.legal(game, c, id, ok));
  return out;
}

/**
 * Moves the round on where nobody need be asked: a player with nothing to do passes without acting (one who already
 * acted this turn just ends it). Returns false when a player must act.
 */
export function skipStockTurn(c: Ctx): boolean {
  if (holdingStep(c)) return false;
  const id = stockActor(c);
  if (!player(c, id).bankrupt && turnHasActions(c)) return false;
  const r = sr(c);
  if (!r.turn.actions.length && !r.passed.includes(id)) r.passed.push(id);
  endStockTurn(c);
  return true;
}

export function stockRoundFinished(c: Ctx): boolean {
  const round = sr(c);
  return c.s.players.every((p) => round.passed.includes(p.id) || p.bankrupt) && !holdingStep(c);
}

/** End of the stock round: sold-out corporations rise (1830 §5.4); priority deal moves on. */
export function finishStockRound(c: Ctx): void {
  const round = sr(c);
  const floated = Object.values(c.s.corporations)
    .filter((k) => k.floated && !k.closed && !k.minor && k.market)
    .sort((a, b) => compareOperatingOrder(c, a, b));
  const drop = c.title.stock.poolShareDrop ?? 'none';
  for (const k of floated) {
    const pool = poolPercent(c, k.sym);
    // Shares a corporation holds of itself (1870 redeemed shares) count as sold.
    if (c.rules.soldOut ? c.rules.soldOut(c, k) : ipoPercent(c, k.sym) === 0 && pool === 0) {
      const rises = c.rules.soldOutRises?.(c, k) ?? 1;
      for (let i = 0; i < rises; i++) moveUp(c, k);
      log(c, `${k.sym} is sold out: price rises to ${price(c, k)}`);
    }
    // A corporation may be sold out with shares in the pool too (1817: players hold all its shares, the pairs of
    // shorts are in the market): it rises, then falls for them, as 18xx.games moves it.
    if (pool > 0 && drop !== 'none') {
      // Shares left in the pool lower the price (1846 §5.4): once, or once per share.
      const times = drop === 'down_share' ? pool / sharePercent(c, k.sym) : 1;
      for (let i = 0; i < times; i++) (drop === 'left_block' ? moveLeft : moveDown)(c, k);
      log(c, `${k.sym} has shares in the pool: price falls to ${price(c, k)}`);
    }
  }
  if (round.lastActor !== null) {
    const i = (playerIndex(c, round.lastActor) + 1) % c.s.players.length;
    c.s.priority = c.s.players[i].id;
  }
  c.rules.onStockRoundEnd?.(c);
}

// The turn's bookkeeping and the standard steps' rules, for titles and the operating round (emergency sales).
export { freshTurn, stockActor, corporationActed, recordAction, endStockTurn, checkActor } from './sr/turn';
export { sellShares, checkSale, mustSell, canSellAny, canSellAnyOf } from './sr/sell';
export { buyBundle } from './sr/buy';
export { exchangeCompany } from './sr/exchange';
export { STANDARD_STOCK_STEPS, replaceStockStep, insertStockStep, stockSteps } from './sr/steps';
export type { StockStep } from './sr/step';
