import type { Action } from '../../engine/actions';
import type { Ctx } from '../../engine/context';
import { certLimit, holdingOk, numCerts } from '../../engine/certs';
import { corp, log, player, playerIndex } from '../../engine/entities';
import { pay } from '../../engine/transfer/cash';
import { moveDown, price } from '../../engine/market';
import { check } from '../../engine/result';
import { freshTurn } from '../../engine/rounds/stock';
import { bundleOf, transferShares, type Bundle } from '../../engine/shares';
import { playerKey, POOL, type CorporationState, type PlayerId, type StockRound } from '../../engine/state';
import type { OrStep } from '../../engine/rounds/or/steps';
import type { LegalOffer } from '../../engine/legal';
import { pendingOf, pushPending, resolvePending, type PendingStep } from '../../engine/pending';
import { hasOption } from './options';
import { reorderRemaining } from './order';
import { closeCorporationsAtZero } from './close';
import { atLedge } from './market';
import { state1870, type Sale } from './state';

/**
 * Share price protection (1870 pp. 13-14): a sale does not move the price at once. When the seller's stock turn is
 * over, the president of each company sold (as president before the sale) may buy all the shares just sold at market
 * price, in the order sold; the price then stays. Otherwise the price falls a row per share, a single share stopping at
 * the soft ledge.
 */

/**
 * A player over 60% after price protection keeps those shares only as long as all are kept: "if the player subsequently
 * sells any shares in this company, sufficient shares must be sold to bring the player within the 60% share limit"
 * (p. 13), in a stock turn or an emergency sale (`TitleRules.checkSale`).
 */
export function saleWithinHoldingLimit(c: Ctx, id: PlayerId, b: Bundle): void {
  check(holdingOk(c, id, b.corp, -b.percent), () => `a sale of ${b.corp} must bring player ${id} within the ${c.title.holdingLimit}% holding limit`);
}

/** A sale waits for its price protection instead of moving the price. */
export function queueSale(c: Ctx, k: CorporationState, sale: { seller: PlayerId; bundle: Bundle; president: PlayerId | null }): void {
  const { bundle: b } = sale;
  state1870(c).sales.push({ corp: k.sym, certs: b.certs.map((x) => x.id), percent: b.percent, seller: sale.seller, president: sale.president });
}

/** The kind of pending decision a sale raises: its president may protect it (`entity`: the president). */
export const PROTECTION = 'price_protection';

/**
 * Raises the first queued sale's decision on the pending stack, letting fall first the sales nobody can protect; true
 * while a president must decide. Sales are decided in a stock round once the seller's turn is over, in an operating
 * round (sales to pay for a train) at the protection step after the train and private purchases (p. 14).
 */
function raiseProtection(c: Ctx): boolean {
  const sales = state1870(c).sales;
  while (sales.length && !canProtect(c, sales[0])) fall(c, sales.shift()!, true);
  if (!sales.length) return false;
  if (!pendingOf(c, PROTECTION)) pushPending(c, { kind: PROTECTION, entity: sales[0].president!, corporation: sales[0].corp });
  return true;
}

/** The operating round's protection step: holds the turn while sales await their president's decision. */
export const protectionStep: OrStep = {
  name: PROTECTION,
  active: raiseProtection,
  accepts: () => false,
  offers: () => [],
  process: () => undefined,
};

/** After the seller's stock turn: its sales wait for their presidents (p. 14). */
export function afterStockTurn1870(c: Ctx): void {
  raiseProtection(c);
}

/** The decision of the president of a corporation whose shares were just sold: buy them all at market, or pass. */
export const protectionPending: PendingStep = {
  kind: PROTECTION,
  traceName: 'PriceProtection',
  actor: (_c, p) => p.entity as PlayerId,
  asks: (c, p) => `decide on protecting the price of ${p.corporation} (buy the ${state1870(c).sales[0]?.percent}% just sold or pass)`,
  accepts: (_c, p, a) => a.entity === p.entity && (a.type === 'buy_shares' || a.type === 'pass'),
  process(c, p, a) {
    decide(c, a);
    resolvePending(c, p);
    // In a stock round the next sale is decided at once; an operating round's protection step raises it.
    if (c.s.round.kind === 'stock') raiseProtection(c);
  },
  legal(_game, c, p, ok) {
    const sale = state1870(c).sales[0];
    const id = p.entity as PlayerId;
    const out: LegalOffer[] = [];
    const amount = cost(c, corp(c, sale.corp), sale);
    if (ok({ type: 'buy_shares', entity: id, entity_type: 'player', shares: sale.certs, percent: sale.percent }))
      out.push({
        type: 'buy_shares',
        entity: id,
        entityType: 'player',
        options: [{ corporation: sale.corp, shares: sale.certs, percent: sale.percent, price: amount, from: 'pool' }],
      });
    if (ok({ type: 'pass', entity: id, entity_type: 'player' }))
      out.push({ type: 'pass', entity: id, entityType: 'player', label: `Let ${sale.corp}'s price fall` });
    return out;
  },
};

/**
 * May the president protect this sale (cash, certificate room, not a seller of it this round)? "A president who has
 * sold shares in that company this stock round may not price protect" (p. 14) speaks of stock rounds only: a president
 * who sold shares of another company he presides to pay for a train may protect that forced sale himself ("all shares
 * sold may be price protected", p. 24), as 18xx.games lets him. With `can_protect_if_sold` only the seller of the
 * shares may not protect them.
 */
function canProtect(c: Ctx, sale: Sale): boolean {
  const id = sale.president;
  if (id === null) return false;
  const k = corp(c, sale.corp);
  if (player(c, id).cash < cost(c, k, sale)) return false;
  const r = c.s.round;
  if (hasOption(c.s.optionalRules, 'can_protect_if_sold')) {
    if (id === sale.seller) return false;
  } else if (r.kind === 'stock' && r.soldThisRound[String(id)]?.includes(sale.corp)) return false;
  // Shares on the yellow, orange and brown cells may be protected over the limit.
  if (inNoLimitZone(c, k)) return true;
  // The president counts the shares whose sale would take them out of the limit: protecting keeps them in it.
  return numCerts(c, id) + heldAwaitingFall(c, id) + sale.certs.length <= certLimit(c);
}

/** Cells a corporation's certificates do not count on (yellow, orange and brown zones). */
const NO_LIMIT = ['no_cert_limit', 'unlimited', 'multiple_buy'];

/** Would the price, after falling a row per share sold, leave the certificate limit's zones? */
function fallsOutOfLimit(c: Ctx, sale: Sale): boolean {
  const k = corp(c, sale.corp);
  const col = k.market![1];
  let row = k.market![0];
  for (let i = 0; i < sharesSold(sale) && c.t.cell(row + 1, col); i++) row++;
  return !!c.t.cell(row, col)?.zones?.some((z) => NO_LIMIT.includes(z));
}

/**
 * Does a corporation's certificate count toward the limit? Not on the yellow, orange and brown cells, nor while a
 * sale of it waits whose fall would take it there (18xx.games: the seller may buy at once with that room).
 */
const inNoLimitZone = (c: Ctx, k: CorporationState) => !!k.market && !!c.t.cell(k.market[0], k.market[1])?.zones?.some((z) => NO_LIMIT.includes(z));

export function certCountsForLimit1870(c: Ctx, sym: string): boolean {
  if (inNoLimitZone(c, corp(c, sym))) return false;
  // Asked for every certificate on every stock action: most of the time no sale waits.
  const sales = state1870(c).sales;
  return sales.length === 0 || !sales.some((sale) => sale.corp === sym && fallsOutOfLimit(c, sale));
}

/** The president's certificates left out of the count only because their sale waits to fall. */
function heldAwaitingFall(c: Ctx, id: PlayerId): number {
  let n = 0;
  const key = playerKey(id);
  for (const sym of new Set(
    state1870(c)
      .sales.filter((sale) => fallsOutOfLimit(c, sale))
      .map((sale) => sale.corp),
  )) {
    if (inNoLimitZone(c, corp(c, sym))) continue;
    for (const cid of c.s.certOrder[sym]) if (c.s.certificates[cid].owner === key) n++;
  }
  return n;
}

/**
 * Shares sold (1870's shares are 10%): the president's certificate is two. The price falls a row per share (p. 13)
 * and protecting it costs the market price of each.
 */
const sharesSold = (sale: Sale) => Math.round(sale.percent / 10);

const cost = (c: Ctx, k: CorporationState, sale: Sale) => price(c, k) * sharesSold(sale);

/** Lets the price fall for a sale nobody protects: a row per share, a single share held at the soft ledge. */
function fall(c: Ctx, sale: Sale, forced: boolean): void {
  const k = corp(c, sale.corp);
  let held = false;
  for (let i = 0; i < sharesSold(sale); i++) {
    if (held) {
      moveDown(c, k);
      held = false;
    }
    if (atLedge(c, k)) held = true;
    else moveDown(c, k);
  }
  const who = sale.president === null ? 'nobody' : player(c, sale.president).name;
  reorderRemaining(c);
  log(c, `${who} ${forced ? "can't" : "doesn't"} price protect ${sale.percent}% of ${k.sym}; price ${price(c, k)}${held ? ' (at the ledge)' : ''}`);
  closeCorporationsAtZero(c);
}

/** A president's decision: buy all the shares just sold (`buy_shares` of exactly those) or let the price fall. */
function decide(c: Ctx, a: Action): void {
  const sales = state1870(c).sales;
  const sale = sales[0];
  check(a.entity === sale.president, () => `player ${sale.president} must first decide on protecting ${sale.corp}`);
  if (a.type === 'pass') {
    fall(c, sales.shift()!, false);
    return;
  }
  check(a.type === 'buy_shares', () => `only buying the shares sold or passing is possible now`);
  const b = bundleOf(c, a.shares, a.percent);
  check(
    b.certs.length === sale.certs.length && b.certs.every((x) => sale.certs.includes(x.id)),
    () => `protecting ${sale.corp} means buying all ${sale.percent}% just sold`,
  );
  // A sale that handed over the presidency left the president's certificate with the new president and part of the
  // bundle with the seller: those are not the market's to sell back, so only a pass is possible (18xx.games asks the
  // former president, and refuses any purchase of that bundle).
  check(
    b.certs.every((x) => x.owner === POOL),
    () => `the ${sale.corp} shares just sold are no longer all in the market (the presidency changed hands): only a pass is possible`,
  );
  const k = corp(c, sale.corp);
  const id = sale.president!;
  const amount = cost(c, k, sale);
  pay(c, playerKey(id), 'bank', amount);
  transferShares(c, b, playerKey(id));
  sales.shift();
  log(c, `${player(c, id).name} price protects ${sale.percent}% of ${k.sym} for ${amount}`);
  // In a stock round the protection counts as the president's action: play goes on to the president's left (p. 14).
  const r = c.s.round;
  if (r.kind === 'stock') resumeAfter(c, r, id);
}

function resumeAfter(c: Ctx, r: StockRound, id: PlayerId): void {
  r.lastActor = id;
  r.passed = r.passed.filter((p) => p !== id);
  r.current = (playerIndex(c, id) + 1) % c.s.players.length;
  r.turn = freshTurn(c.s.players[r.current].id);
}
