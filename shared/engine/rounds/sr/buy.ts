import type { ActionOf } from '../../actions';
import type { Ctx } from '../../context';
import { canGain, gainCheck, multipleBuy } from '../../certs';
import { certsOf, corp, corporationList, firstCertOf, log, player, playerKey, sharePercent } from '../../entities';
import { pay } from '../../transfer/cash';
import { floatIfReady } from '../../floating';
import type { ShareOption } from '../../legal';
import { price } from '../../market';
import { check, checkRecorded } from '../../result';
import { bundleOf, transferShares, type Bundle } from '../../shares';
import { corpKey, ipoKey, POOL, type CorporationState, type PlayerId } from '../../state';
import { checkPlayerAction } from './sell';
import type { StockStep } from './step';
import { recordAction, soldThisRound, sr } from './turn';

/** Buying a share from the IPO or the pool (1830 §5.2): one certificate a turn, several in the brown zone. */

/** What one share of the corporation costs from `from`: the pool (and some corporations' IPO) at market, else at par. */
function unitPrice(c: Ctx, k: CorporationState, from: string): number {
  return from === POOL || c.t.corporation.get(k.sym)?.alwaysMarketPrice ? price(c, k) : k.parPrice!;
}

/** 1830 §5.2: extra brown-zone shares come from the pool only (unless the title's rules say otherwise). */
function multipleBuyOnlyFromMarket(c: Ctx): boolean {
  return c.rules.multipleBuyOnlyFromMarket?.(c) ?? c.t.settings.multipleBuyOnlyFromMarket;
}

/** Who is paid for IPO shares: the bank (full capitalisation) or the corporation (incremental, 1870 after a reissue). */
function capitalization(c: Ctx, sym: string): 'full' | 'incremental' {
  return c.rules.capitalization?.(c, sym) ?? c.title.stock.capitalization;
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

/**
 * A minor of one certificate is started by its own rules (a bid, a draft), never bought from its IPO. Lying in the pool
 * (18NY: abandoned by a bankrupt president), it is bought there whole at its market value, and its buyer takes it over
 * (18NY 1e §9 "by buying the president's share from the pool"; the second edition keeps it, as 18xx.games plays it).
 * A minor converted into shares (the tiny test title's) sells them as any company.
 */
const soleCertMinor = (c: Ctx, k: CorporationState) => k.minor && c.s.certOrder[k.sym].length === 1;
const buyableFrom = (c: Ctx, k: CorporationState, src: string) => src === POOL || !soleCertMinor(c, k);

/** Can the player buy a first certificate this turn from any IPO or the pool? */
function canBuyAny(c: Ctx, id: PlayerId): boolean {
  const cash = player(c, id).cash;
  const gain = gainCheck(c, id);
  for (const k of corporationList(c)) {
    const sym = k.sym;
    if (k.closed || !k.ipoed || soldThisRound(c, id, sym)) continue;
    for (const src of [POOL, ipoKey(sym)]) {
      if (!buyableFrom(c, k, src)) continue;
      const cert = firstCertOf(c, sym, src);
      if (cert && cash >= (unitPrice(c, k, src) * cert.percent) / sharePercent(c, sym) && gain(sym, cert.percent)) return true;
    }
  }
  return false;
}

/** After a brown-zone purchase (1830 §5.2): may the player buy another certificate of the same corporation? */
function canBuyMore(c: Ctx, id: PlayerId, sym: string): boolean {
  const t = sr(c).turn;
  if (!multipleBuy(c, sym) || t.actions.includes('par') || soldThisRound(c, id, sym)) return false;
  const k = corp(c, sym);
  const sources = multipleBuyOnlyFromMarket(c) ? (t.boughtIpo ? [] : [POOL]) : [POOL, ipoKey(sym)];
  for (const src of sources) {
    const cert = firstCertOf(c, sym, src);
    if (!cert) continue;
    if (player(c, id).cash >= (unitPrice(c, k, src) * cert.percent) / sharePercent(c, sym) && canGain(c, id, sym, cert.percent)) return true;
  }
  return false;
}

export const buyStep: StockStep = {
  name: 'buy',
  accepts: (_c, a) => a.type === 'buy_shares' && a.entity_type === 'player',
  process(c, a) {
    const action = a as ActionOf<'buy_shares'>;
    const id = checkPlayerAction(c, action);
    const t = sr(c).turn;
    const b = bundleOf(c, action.shares, action.percent);
    check(b.certs.length > 0 && b.certs.every((x) => x), 'unknown share');
    const sym = b.corp;
    const k = corp(c, sym);
    check(k.ipoed, () => `${sym} has not been parred`);
    check(!soldThisRound(c, id, sym), () => `${sym} was sold by this player this round`);
    const from = b.certs[0].owner;
    check(from === ipoKey(sym) || from === POOL, () => `${b.certs[0].id} is not for sale`);
    check(buyableFrom(c, k, from), () => `minor ${sym} is not bought from its IPO`);
    if (t.bought) {
      check(t.boughtFrom === sym && multipleBuy(c, sym) && !t.actions.includes('par'), 'only one certificate may be bought per turn');
      if (multipleBuyOnlyFromMarket(c)) check(from === POOL && !t.boughtIpo, 'in the brown zone several shares may be bought only from the pool');
    }
    check(canGain(c, id, sym, b.percent), () => `player ${id} may not hold more of ${sym} (certificate or holding limit)`);
    const unit = unitPrice(c, k, from);
    // 18NY exports write `share_price: false`; only a number is a price to check.
    if (typeof action.share_price === 'number') checkRecorded('share_price', action.share_price, unit);
    const cost = (unit * b.percent) / sharePercent(c, sym);
    check(player(c, id).cash >= cost, () => `player ${id} cannot afford ${cost}`);
    buyBundle(c, id, b, unit);
    if (from !== POOL) t.boughtIpo = true;
    t.bought = true;
    t.boughtFrom = sym;
    recordAction(c, 'buy');
  },
  canAct(c, id) {
    const t = sr(c).turn;
    // A purchase that was no share (18NY: a private from the bank) leaves nothing more to buy.
    return t.bought ? t.boughtFrom !== null && canBuyMore(c, id, t.boughtFrom) : canBuyAny(c, id);
  },
  legal(_game, c, id, ok) {
    const options: ShareOption[] = [];
    for (const k of Object.values(c.s.corporations)) {
      if (k.closed || !k.ipoed) continue;
      for (const src of [ipoKey(k.sym), POOL]) {
        if (!buyableFrom(c, k, src)) continue;
        const cert = certsOf(c, k.sym, src).find((x) => !x.president) ?? certsOf(c, k.sym, src)[0];
        if (!cert || !ok({ type: 'buy_shares', entity: id, entity_type: 'player', shares: [cert.id], percent: cert.percent })) continue;
        options.push({
          corporation: k.sym,
          shares: [cert.id],
          percent: cert.percent,
          price: (unitPrice(c, k, src) * cert.percent) / sharePercent(c, k.sym),
          from: src === POOL ? 'pool' : 'ipo',
        });
      }
    }
    return options.length ? [{ type: 'buy_shares', entity: id, entityType: 'player', options }] : [];
  },
};
