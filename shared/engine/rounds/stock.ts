import type { ActionOf } from '../actions';
import type { Ctx } from '../context';
import { canGain, certLimit, gainCheck, multipleBuy, numCerts, holdingOk } from '../certs';
import { ability, closeCompany } from '../companies';
import { corp, firstCertOf, log, pay, player, playerIndex, playerKey, playerOfKey, presidentPercent, sharePercent } from '../entities';
import { price, moveDown, moveLeft, setPosition, compareOperatingOrder, moveUp } from '../market';
import { check, checkRecorded } from '../result';
import { bundleOf, ipoPercent, playerPercents, poolPercent, transferShares, type Bundle } from '../shares';
import { floatIfReady } from '../floating';
import { phaseDef } from '../trains';
import { corpKey, POOL, ipoKey, type PlayerId, type StockRound, type StockTurn } from '../state';

/**
 * The stock round (1830 §5): in turn each player may sell any shares and buy one certificate (several in the brown
 * zone), or pass. The round ends when all players pass in succession; the priority deal goes to the player after the
 * last one to buy or sell.
 */

export function newStockRound(c: Ctx): StockRound {
  return {
    kind: 'stock',
    current: playerIndex(c, c.s.priority),
    lastActor: null,
    soldThisRound: {},
    turn: freshTurn(c.s.priority),
    passed: [],
    pending: null,
  };
}

export function freshTurn(player: PlayerId): StockTurn {
  return { player, bought: false, boughtFrom: null, sold: [], actions: [], boughtIpo: false };
}

const sr = (c: Ctx) => c.s.round as StockRound;

export function stockActor(c: Ctx): PlayerId {
  return c.s.players[sr(c).current].id;
}

// ---------------------------------------------------------------------------------------------------------------------
// What may be done

/**
 * 1830 §5.3: no shares may be sold in the first stock round. With `operate` a corporation's shares may be sold once it
 * has operated; with `p_any_operate` its president may sell them before that (1846 §5.2).
 */
function saleTimingOk(c: Ctx, id?: PlayerId, sym?: string): boolean {
  const after = c.title.stock.sellAfter ?? 'first';
  if (after === 'first') return c.s.turn > 1;
  if ((after === 'operate' || after === 'p_any_operate') && sym !== undefined) {
    const k = c.s.corporations[sym];
    return k.operated || (after === 'p_any_operate' && k.president === id);
  }
  return true;
}

function presidentCertOf(c: Ctx, sym: string) {
  return c.s.certificates[c.s.certOrder[sym][0]];
}

/** Could another player take over the presidency if `id` sold `percent` of `sym` (1830 §5.3 dumping)? */
function canDump(c: Ctx, id: PlayerId, sym: string, percent: number, includesPresident: boolean): boolean {
  if (!includesPresident) return true;
  const holdings = playerPercents(c, sym);
  const left = (holdings.get(id) ?? 0) - percent;
  let best = 0;
  for (const [p, v] of holdings) if (p !== id && v > best) best = v;
  return best >= presidentPercent(c, sym) && best > left;
}

/** Validates a sale: returns the percent sold. */
export function checkSale(c: Ctx, id: PlayerId, b: Bundle): void {
  const t = sr(c).turn;
  check(saleTimingOk(c, id, b.corp), () => `${b.corp} shares may not be sold yet`);
  const order = c.title.stock.sellBuyOrder;
  if (order === 'sell_buy') check(!t.bought, 'shares must be sold before buying');
  if (order === 'sell_buy_or_buy_sell') check(!(t.bought && t.sold.length > 0 && t.actions[t.actions.length - 1] !== 'sell'), 'no more sales this turn');
  for (const cert of b.certs) check(cert.owner === playerKey(id), `${cert.id} is not held by the seller`);
  // Selling in blocks (1846 §5.3): all shares of a corporation sold in a turn go in one sale.
  check(!(c.title.settings?.mustSellInBlocks && t.sold.includes(b.corp)), () => `${b.corp} was already sold this turn`);
  const k = corp(c, b.corp);
  check(k.floated || k.ipoed, () => `${b.corp} shares cannot be sold yet`);
  check(poolPercent(c, b.corp) + b.percent <= c.title.poolLimit, () => `the pool may hold at most ${c.title.poolLimit}% of ${b.corp}`);
  const pres = b.certs.some((x) => x.president);
  check(canDump(c, id, b.corp, b.percent, pres), () => `no other player can take over the presidency of ${b.corp}`);
  if (c.rules.checkSale) c.rules.checkSale(c, id, b);
}

// ---------------------------------------------------------------------------------------------------------------------
// Processing

export function processStock(c: Ctx, action: ActionOf<'buy_shares'> | ActionOf<'sell_shares'> | ActionOf<'par'> | ActionOf<'pass'>): void {
  const round = sr(c);
  if (action.type === 'buy_shares' && action.entity_type === 'company') return exchangeCompany(c, action);
  const id = stockActor(c);
  check(action.entity === id, () => `it is not player ${action.entity}'s turn (waiting for ${id})`);
  check(action.type === 'sell_shares' || !mustSell(c, id), () => `player ${id} is over a certificate or holding limit and must sell first (1830 §4.3)`);
  const t = round.turn;
  switch (action.type) {
    case 'pass': {
      if (t.actions.length === 0) {
        log(c, `${player(c, id).name} passes`);
        if (!round.passed.includes(id)) round.passed.push(id);
      } else round.passed = round.passed.filter((p) => p !== id);
      endTurn(c);
      return;
    }
    case 'sell_shares': {
      const b = bundleOf(c, action.shares, action.percent);
      checkSale(c, id, b);
      sellShares(c, id, b, action.share_price);
      t.sold.push(b.corp);
      (round.soldThisRound[String(id)] ??= []).push(b.corp);
      act(c, 'sell');
      return;
    }
    case 'par': {
      check(!t.bought, 'only one purchase per turn');
      const sym = action.corporation;
      const k = corp(c, sym);
      check(!k.ipoed, () => `${sym} has already been parred`);
      check(c.t.corporation.get(sym)?.type !== 'minor', () => `${sym} cannot be parred`);
      const [p, row, col] = action.share_price.split(',').map(Number);
      const cell = c.t.cell(row, col);
      check(cell && cell.price === p && cell.zones?.includes('par'), () => `${action.share_price} is not a par price`);
      const pres = c.s.certificates[c.s.certOrder[sym][0]];
      const cost = (p * pres.percent) / sharePercent(c, sym);
      check(player(c, id).cash >= cost, () => `player ${id} cannot afford ${cost}`);
      check(canGain(c, id, sym, pres.percent), 'certificate limit reached');
      k.parPrice = p;
      setPosition(c, k, row, col);
      k.ipoed = true;
      log(c, `${player(c, id).name} pars ${sym} at ${p}`);
      buyBundle(c, id, { corp: sym, certs: [pres], percent: pres.percent }, p);
      c.rules.afterPar?.(c, k);
      t.bought = true;
      t.boughtFrom = sym;
      act(c, 'par');
      return;
    }
    case 'buy_shares': {
      const b = bundleOf(c, action.shares, action.percent);
      check(b.certs.length > 0 && b.certs.every((x) => x), 'unknown share');
      const sym = b.corp;
      const k = corp(c, sym);
      check(k.ipoed, () => `${sym} has not been parred`);
      check(!(round.soldThisRound[String(id)] ?? []).includes(sym), () => `${sym} was sold by this player this round`);
      const from = b.certs[0].owner;
      check(from === ipoKey(sym) || from === POOL, () => `${b.certs[0].id} is not for sale`);
      if (t.bought) {
        check(t.boughtFrom === sym && multipleBuy(c, sym) && !t.actions.includes('par'), 'only one certificate may be bought per turn');
        if (multipleBuyOnlyFromMarket(c)) check(from === POOL && !t.boughtIpo, 'in the brown zone several shares may be bought only from the pool');
      }
      check(canGain(c, id, sym, b.percent), () => `player ${id} may not hold more of ${sym} (certificate or holding limit)`);
      const unit = from === POOL || c.t.corporation.get(sym)?.alwaysMarketPrice ? price(c, k) : k.parPrice!;
      // 18NY exports write `share_price: false`; only a number is a price to check.
      if (typeof action.share_price === 'number') checkRecorded('share_price', action.share_price, unit);
      const cost = (unit * b.percent) / sharePercent(c, sym);
      check(player(c, id).cash >= cost, () => `player ${id} cannot afford ${cost}`);
      buyBundle(c, id, b, unit);
      if (from !== POOL) t.boughtIpo = true;
      t.bought = true;
      t.boughtFrom = sym;
      act(c, 'buy');
      return;
    }
  }
}

/** 1830 §5.2: extra brown-zone shares come from the pool only (unless the title's rules say otherwise). */
function multipleBuyOnlyFromMarket(c: Ctx): boolean {
  return c.rules.multipleBuyOnlyFromMarket?.(c) ?? c.title.settings?.multipleBuyOnlyFromMarket === true;
}

/** Records an action of the turn and ends the turn when nothing more may be done. */
function act(c: Ctx, kind: string): void {
  const round = sr(c);
  round.turn.actions.push(kind);
  round.lastActor = round.turn.player;
  round.passed = round.passed.filter((p) => p !== round.turn.player);
  if (!canStillAct(c)) endTurn(c);
}

/** May the player still do something this turn (18xx.games ends the turn when nothing is left)? */
function canStillAct(c: Ctx): boolean {
  const t = sr(c).turn;
  const id = t.player;
  if (canSellAny(c, id)) return true;
  if (!t.bought) return canBuyOrPar(c, id) || mayBuyPrivateFromPlayer(c, id);
  const sym = t.boughtFrom!;
  if (!multipleBuy(c, sym) || t.actions.includes('par')) return false;
  return canBuyMore(c, id, sym);
}

function canBuyMore(c: Ctx, id: PlayerId, sym: string): boolean {
  const t = sr(c).turn;
  // Shares sold this round may not be bought back in it (1830 §5.2).
  if (sr(c).soldThisRound[String(id)]?.includes(sym)) return false;
  const k = corp(c, sym);
  const onlyPool = multipleBuyOnlyFromMarket(c);
  const sources = onlyPool ? (t.boughtIpo ? [] : [POOL]) : [POOL, ipoKey(sym)];
  for (const src of sources) {
    const cert = firstCertOf(c, sym, src);
    if (!cert) continue;
    const unit = src === POOL ? price(c, k) : k.parPrice!;
    if (player(c, id).cash >= (unit * cert.percent) / sharePercent(c, sym) && canGain(c, id, sym, cert.percent)) return true;
  }
  return false;
}

export function canSellAny(c: Ctx, id: PlayerId): boolean {
  const t = sr(c).turn;
  if (!saleTimingOk(c)) return false;
  const order = c.title.stock.sellBuyOrder;
  if (order === 'sell_buy' && t.bought) return false;
  // Sell then buy, or buy then sell, but not sell, buy and sell again.
  if (order === 'sell_buy_or_buy_sell' && t.bought && t.sold.length > 0 && t.actions[t.actions.length - 1] !== 'sell') return false;
  for (const sym in c.s.corporations) if (canSellAnyOf(c, id, sym)) return true;
  return false;
}

/** May the player sell some of this corporation's shares now (the turn's order of sales and buys allowing)? */
function canSellAnyOf(c: Ctx, id: PlayerId, sym: string): boolean {
  const t = sr(c).turn;
  const k = c.s.corporations[sym];
  if (!k.ipoed || !saleTimingOk(c, id, sym)) return false;
  if (c.title.settings?.mustSellInBlocks && t.sold.includes(sym)) return false;
  const key = playerKey(id);
  let held = false;
  let normal = false;
  for (const certId of c.s.certOrder[sym]) {
    const cert = c.s.certificates[certId];
    if (cert.owner !== key) continue;
    held = true;
    if (!cert.president) normal = true;
  }
  if (!held) return false;
  const unit = sharePercent(c, sym);
  if (poolPercent(c, sym) + unit > c.title.poolLimit) return false;
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
  for (const sym in c.s.corporations) if (!holdingOk(c, id, sym) && canSellAnyOf(c, id, sym)) return true;
  return false;
}

function endTurn(c: Ctx): void {
  const round = sr(c);
  const n = c.s.players.length;
  round.current = (round.current + 1) % n;
  round.turn = freshTurn(c.s.players[round.current].id);
  c.rules.afterStockTurn?.(c);
}

/** Buys a bundle from the IPO or the pool at `unit` per share (1830 §5.2). */
export function buyBundle(c: Ctx, id: PlayerId, b: Bundle, unit: number): void {
  const k = corp(c, b.corp);
  const from = b.certs[0].owner;
  const cost = (unit * b.percent) / sharePercent(c, b.corp);
  const receiver = from === POOL ? 'bank' : from.startsWith('ipo:') ? (capitalization(c, b.corp) === 'incremental' ? corpKey(b.corp) : 'bank') : from;
  pay(c, playerKey(id), receiver, cost);
  transferShares(c, b, playerKey(id));
  log(c, `${player(c, id).name} buys ${b.percent}% of ${b.corp} for ${cost}`);
  floatIfReady(c, k);
}

/** Who is paid for IPO shares: the bank (full capitalisation) or the corporation (incremental, 1870 after a reissue). */
function capitalization(c: Ctx, sym: string): 'full' | 'incremental' {
  return c.rules.capitalization?.(c, sym) ?? c.title.stock.capitalization;
}

/**
 * An action taken on a player's stock turn on behalf of a corporation the player presides (1870 redemption, reissue):
 * it is the player's action for the turn, and the turn ends.
 */
export function corporationActed(c: Ctx, kind: string): void {
  const round = sr(c);
  round.turn.actions.push(kind);
  round.lastActor = round.turn.player;
  round.passed = round.passed.filter((p) => p !== round.turn.player);
  endTurn(c);
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

/** 1830 Mohawk & Hudson: its owner exchanges it for a 10% NYC share from the IPO or the pool; it then closes. */
function exchangeCompany(c: Ctx, action: ActionOf<'buy_shares'>): void {
  const sym = String(action.entity);
  const co = c.s.companies[sym];
  check(co && !co.closed && co.owner?.startsWith('p:'), () => `${sym} cannot be exchanged`);
  const ex = ability(c, sym, 'exchange');
  check(ex, () => `${sym} has no exchange ability`);
  const b = bundleOf(c, action.shares, action.percent);
  check(ex.corporations.includes(b.corp), () => `${sym} exchanges only for ${ex.corporations.join(', ')}`);
  const from = b.certs[0].owner;
  check((from === ipoKey(b.corp) && ex.from.includes('ipo')) || (from === POOL && ex.from.includes('market')), () => `${b.certs[0].id} is not available`);
  const id = playerOfKey(co.owner!);
  check(canGain(c, id, b.corp, b.percent, true), () => `player ${id} may not hold more of ${b.corp}`);
  transferShares(c, b, playerKey(id));
  log(c, `${player(c, id).name} exchanges ${sym} for ${b.percent}% of ${b.corp}`);
  closeCompany(c, sym);
  floatIfReady(c, corp(c, b.corp));
}

export function stockRoundFinished(c: Ctx): boolean {
  const round = sr(c);
  return c.s.players.every((p) => round.passed.includes(p.id) || p.bankrupt);
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
    if (ipoPercent(c, k.sym) === 0 && pool === 0) {
      moveUp(c, k);
      log(c, `${k.sym} is sold out: price rises to ${price(c, k)}`);
    } else if (pool > 0 && drop !== 'none') {
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

/** Whether a player must act now, or has nothing to do and passes without being asked. */
export function stockTurnHasActions(c: Ctx): boolean {
  const id = stockActor(c);
  const p = player(c, id);
  if (p.bankrupt) return false;
  if (canSellAny(c, id)) return true;
  if (mayBuyPrivateFromPlayer(c, id)) return true;
  if (c.rules.hasStockActions?.(c, id)) return true;
  return canBuyOrPar(c, id);
}

/** Can the player buy a share or par a corporation (before buying anything this turn)? */
function canBuyOrPar(c: Ctx, id: PlayerId): boolean {
  const p = player(c, id);
  const sold = sr(c).soldThisRound[String(id)];
  const gain = gainCheck(c, id);
  for (const sym in c.s.corporations) {
    const k = c.s.corporations[sym];
    if (k.closed) continue;
    if (sold?.includes(sym)) continue;
    if (!k.ipoed) {
      if (c.t.corporation.get(sym)?.type === 'minor') continue;
      const pres = presidentCertOf(c, sym);
      if (p.cash >= (c.t.cheapestPar * pres.percent) / sharePercent(c, sym) && gain(sym, pres.percent)) return true;
      continue;
    }
    for (const src of [POOL, ipoKey(sym)]) {
      const cert = firstCertOf(c, sym, src);
      if (!cert) continue;
      const unit = src === POOL || c.t.corporation.get(sym)?.alwaysMarketPrice ? price(c, k) : k.parPrice!;
      if (p.cash >= (unit * cert.percent) / sharePercent(c, sym) && gain(sym, cert.percent)) return true;
    }
  }
  return false;
}

/**
 * Private companies change hands between players during a stock round in the phases whose status says so (1830
 * phases 2-4: "can_buy_companies_from_other_players", from the second stock round on, as 18xx.games plays it): a player
 * who has not bought this turn, has money and sees another player's private may still trade, so the turn waits for
 * that player's pass. (The trade itself is agreed between the players at the table, not offered by the engine.)
 */
function mayBuyPrivateFromPlayer(c: Ctx, id: PlayerId): boolean {
  if (!phaseDef(c).status?.includes('can_buy_companies_from_other_players') || c.s.turn <= 1) return false;
  if (sr(c).turn.bought || player(c, id).cash <= 0) return false;
  return Object.values(c.s.companies).some((co) => !co.closed && co.owner?.startsWith('p:') && co.owner !== playerKey(id));
}

export { numCerts, certLimit, holdingOk };
