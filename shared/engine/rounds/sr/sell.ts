import type { Action, ActionOf } from '../../actions';
import type { Ctx } from '../../context';
import { bundlePrice, bundlesFor } from '../../bundles';
import { certLimit, holdingOk, numCerts } from '../../certs';
import { corp, log, player, playerKey, presidentPercent, sharePercent } from '../../entities';
import { pay } from '../../transfer/cash';
import { moveDown, moveLeft, price } from '../../market';
import { check, checkRecorded } from '../../result';
import { bundleOf, playerPercents, poolHasRoom, transferShares, type Bundle } from '../../shares';
import { POOL, type CertificateState, type PlayerId } from '../../state';
import type { ShareOption } from '../../legal';
import type { StockStep } from './step';
import { saleTimingOk } from '../../saleTiming';
import { checkActor, recordAction, sr } from './turn';
import { heldBy } from '../../transfer/certIndex';

/** Selling shares to the pool (1830 §5.3), and the obligation to sell down to the limits (1830 §4.3). */

/** Could another player take over the presidency if `id` sold `percent` of `sym` (1830 §5.3 dumping)? */
function canDump(c: Ctx, id: PlayerId, sym: string, percent: number, includesPresident: boolean): boolean {
  if (!includesPresident) return true;
  const holdings = playerPercents(c, sym);
  const left = (holdings.get(id) ?? 0) - percent;
  let best = 0;
  for (const [p, v] of holdings) if (p !== id && v > best) best = v;
  return best >= presidentPercent(c, sym) && best > left;
}

/** Sell then buy, or buy then sell, but not sell, buy and sell again (`sell_buy_or_buy_sell`). */
function salesClosed(c: Ctx): boolean {
  const t = sr(c).turn;
  const order = c.title.stock.sellBuyOrder;
  if (order === 'sell_buy') return t.bought;
  return order === 'sell_buy_or_buy_sell' && t.bought && t.sold.length > 0 && t.actions[t.actions.length - 1] !== 'sell';
}

/** Validates a sale on a stock turn. */
export function checkSale(c: Ctx, id: PlayerId, b: Bundle): void {
  const t = sr(c).turn;
  check(saleTimingOk(c, id, b.corp), () => `${b.corp} shares may not be sold yet`);
  const order = c.title.stock.sellBuyOrder;
  if (order === 'sell_buy') check(!t.bought, 'shares must be sold before buying');
  if (order === 'sell_buy_or_buy_sell') check(!salesClosed(c), 'no more sales this turn');
  for (const cert of b.certs) check(cert.owner === playerKey(id), `${cert.id} is not held by the seller`);
  // Selling in blocks (1846 §5.3): all shares of a corporation sold in a turn go in one sale.
  check(!(c.t.settings.mustSellInBlocks && t.sold.includes(b.corp)), () => `${b.corp} was already sold this turn`);
  const k = corp(c, b.corp);
  check(k.floated || k.ipoed, () => `${b.corp} shares cannot be sold yet`);
  check(poolHasRoom(c, b.corp, b.percent), () => `the pool may hold at most ${c.title.poolLimit}% of ${b.corp}`);
  const pres = b.certs.some((x) => x.president);
  check(canDump(c, id, b.corp, b.percent, pres), () => `no other player can take over the presidency of ${b.corp}`);
  if (c.rules.checkSale) c.rules.checkSale(c, id, b);
}

export function canSellAny(c: Ctx, id: PlayerId): boolean {
  if (!saleTimingOk(c) || salesClosed(c)) return false;
  return someHeldCorporation(c, id, (sym) => canSellAnyOf(c, id, sym));
}

/**
 * Does `test` hold for some corporation of which the player holds a certificate? Only what the player holds is walked
 * (`heldBy`), each corporation asked once: the checks after every stock action ask this of every corporation.
 */
function someHeldCorporation(c: Ctx, id: PlayerId, test: (sym: string) => boolean): boolean {
  const held = heldBy(c, playerKey(id));
  for (let i = 0; i < held.length; i++) {
    const sym = held[i].corp;
    if (!askedBefore(held, i, sym) && test(sym)) return true;
  }
  return false;
}

/** Is an earlier certificate of the list one of `sym`'s? */
function askedBefore(held: readonly CertificateState[], i: number, sym: string): boolean {
  for (let j = 0; j < i; j++) if (held[j].corp === sym) return true;
  return false;
}

/** May the player sell some of this corporation's shares now (the turn's order of sales and buys allowing)? */
export function canSellAnyOf(c: Ctx, id: PlayerId, sym: string): boolean {
  const t = sr(c).turn;
  const k = c.s.corporations[sym];
  if (!k.ipoed || !saleTimingOk(c, id, sym)) return false;
  if (c.t.settings.mustSellInBlocks && t.sold.includes(sym)) return false;
  const key = playerKey(id);
  let held: CertificateState | null = null;
  let normal = false;
  const ids = c.s.certOrder[sym];
  for (let i = 0; i < ids.length; i++) {
    const cert = c.s.certificates[ids[i]];
    // A short (1817 §5.3) is no share to sell.
    if (cert.owner !== key || cert.percent < 0) continue;
    held ??= cert;
    if (!cert.president) normal = true;
  }
  if (!held) return false;
  const unit = sharePercent(c, sym);
  if (!poolHasRoom(c, sym, unit)) return false;
  // The title's own room in the pool (18NY: no more there than the players hold), for one share.
  if (c.rules.fitsInPool && !c.rules.fitsInPool(c, { corp: sym, certs: [held], percent: unit })) return false;
  return normal || canDump(c, id, sym, unit, true);
}

/**
 * 1830 §4.3 "Conforming to Limits": a player over the certificate limit, or holding more of a corporation than its
 * zone allows, must sell on their turn before anything else, as long as a sale is possible (18xx.games offers such a
 * player only sales: no buying, no passing).
 */
export function mustSell(c: Ctx, id: PlayerId): boolean {
  // The limits first: most players are within them, and whether anything can be sold is the dearer question.
  if (numCerts(c, id) > certLimit(c)) return canSellAny(c, id);
  if (c.rules.mayHoldAboveHoldingLimit) return false;
  // Only a corporation the player holds can be over its holding limit.
  return someHeldCorporation(c, id, (sym) => !holdingOk(c, id, sym) && canSellAnyOf(c, id, sym));
}

/** The acting player's action other than a sale: refused while the player must sell first (1830 §4.3). */
export function checkPlayerAction(c: Ctx, a: Action): PlayerId {
  const id = checkActor(c, a);
  check(!mustSell(c, id), () => `player ${id} is over a certificate or holding limit and must sell first (1830 §4.3)`);
  return id;
}

/**
 * Sells a bundle to the pool: the seller is paid the current price, then the price drops (1830 §5.3).
 * `recordedPrice` is the action's `share_price`, if it has one: it must be that price.
 */
export function sellShares(c: Ctx, id: PlayerId, b: Bundle, recordedPrice?: number): void {
  const k = corp(c, b.corp);
  const presidentBefore = k.president;
  const wasPresident = presidentBefore === id;
  const unit = price(c, k);
  checkRecorded('share_price', recordedPrice, unit);
  const shares = b.percent / sharePercent(c, b.corp);
  pay(c, 'bank', playerKey(id), unit * shares);
  transferShares(c, b, POOL);
  log(c, `${player(c, id).name} sells ${b.percent}% of ${b.corp} for ${unit * shares}`);
  const movement = c.title.stock.sellMovement;
  if (c.rules.sellPriceMovement) c.rules.sellPriceMovement(c, k, { seller: id, bundle: b, president: presidentBefore });
  else if (movement === 'down_share') for (let i = 0; i < shares; i++) moveDown(c, k);
  else if (movement === 'down_block') moveDown(c, k);
  else if (movement === 'left_block' || (movement === 'left_block_pres' && wasPresident)) moveLeft(c, k);
  else if (movement === 'left_share') for (let i = 0; i < shares; i++) moveLeft(c, k);
}

/** Sell shares (1830 §5.3): any number of certificates of any corporations, before or after the turn's purchase. */
export const sellStep: StockStep = {
  name: 'sell',
  accepts: (_c, a) => a.type === 'sell_shares' && a.entity_type === 'player',
  process(c, a) {
    const action = a as ActionOf<'sell_shares'>;
    const id = checkActor(c, action);
    const round = sr(c);
    const b = bundleOf(c, action.shares, action.percent);
    checkSale(c, id, b);
    sellShares(c, id, b, action.share_price);
    round.turn.sold.push(b.corp);
    (round.soldThisRound[String(id)] ??= []).push(b.corp);
    recordAction(c, 'sell');
  },
  canAct: canSellAny,
  legal(_game, c, id, ok) {
    const options: ShareOption[] = [];
    for (const k of Object.values(c.s.corporations)) {
      if (k.closed || !k.ipoed) continue;
      for (const b of bundlesFor(c, id, k.sym)) {
        const a = { type: 'sell_shares', entity: id, entity_type: 'player', shares: b.certs.map((x) => x.id), percent: b.percent };
        if (ok(a)) options.push({ corporation: k.sym, shares: a.shares, percent: b.percent, price: bundlePrice(c, b) });
      }
    }
    return options.length ? [{ type: 'sell_shares', entity: id, options }] : [];
  },
};
