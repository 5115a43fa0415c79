import { nextLoanId } from '../../engine/transfer/loans';
import type { ActionOf } from '../../engine/actions';
import type { Ctx } from '../../engine/context';
import { certsOf, corp, log, player, sharePercent } from '../../engine/entities';
import { canGain } from '../../engine/certs';
import { moveCert } from '../../engine/transfer/certs';
import { pay } from '../../engine/transfer/cash';
import { bundleOf, playerPercents } from '../../engine/shares';
import { canSellAnyOf, corporationActed } from '../../engine/rounds/stock';
import { recordAction, soldThisRound } from '../../engine/rounds/sr/turn';
import { place, price } from '../../engine/market';
import { takeLoan, whyNoLoan } from '../../engine/loans';
import { zonesAt } from '../../engine/market';
import { check } from '../../engine/result';
import { corpKey, ipoKey, POOL, type CertificateState, type CorporationState, type PlayerId, type StockRound } from '../../engine/state';
import { buyStations, ipoBid, ipoBidNote, mayStartCompany, MIN_IPO_BID, payableBids, startIpo, stationsNeeded, TRAIN_STATION } from './ipo';
import type { StockStep } from '../../engine/rounds/sr/step';
import type { LegalOffer } from '../../engine/legal';
import { LOAN_AMOUNT } from './loans';
import { recordLiquidation } from './standing';
import { shareCount } from '../../engine/certSize';
import { closeCompany } from '../../engine/companies';

/**
 * 1817 §5.6, acting on a company's behalf: on their stock turn a player may instead have one company they preside
 * (not in the red liquidation or gray acquisition zones) take loans and buy its own shares; a company still short of
 * its stations buys them as soon as its loans pay for them.
 */

/**
 * The companies a player may act for now: at the start of the turn, those outside the low zones; once acting for
 * one, that one. The zone is that of the company chosen: "one or more loans up to the maximum allowed" go on when the
 * loans already taken move its price into the gray zone (as in 18xx.games), but it buys no shares there.
 */
export function companiesActedFor(c: Ctx, id: PlayerId): CorporationState[] {
  const r = c.s.round as StockRound;
  const acting = r.turn.actions.find((x) => x.startsWith('for:'))?.slice(4);
  return Object.values(c.s.corporations).filter(
    (k) => k.ipoed && !k.closed && k.president === id && (acting ? acting === k.sym : r.turn.actions.length === 0 && !inLowZones(c, k)),
  );
}

/** Has the player acted for a company this turn (§5.6)? */
const actedForCompany = (c: Ctx): boolean => (c.s.round as StockRound).turn.actions.some((x) => x.startsWith('for:'));

/**
 * §5.6: a player acts for a company "instead" of their own turn: once a company they preside has taken a loan or
 * bought its shares, they may not buy, sell, short or start a company themselves (18xx.games then offers only the
 * company's actions and pass). Wraps a standard or 1817 step of the player's own turn.
 */
export function notAfterActingForCompany(step: StockStep): StockStep {
  return {
    ...step,
    process(c, a) {
      check(!actedForCompany(c), () => `${a.type.replace(/_/g, ' ')}: a player who acted for a company this turn may only pass`);
      step.process(c, a);
    },
    ...(step.canAct ? { canAct: (c: Ctx, id: PlayerId) => !actedForCompany(c) && step.canAct!(c, id) } : {}),
    ...(step.legal ? { legal: (game, c, id, ok) => (actedForCompany(c) ? [] : step.legal!(game, c, id, ok)) } : {}),
  } as StockStep;
}

/**
 * 18xx.games' 1817: players neither buy nor sell shares of a company in the gray acquisition or red liquidation zone
 * (as in a cash crisis, §7.4). Wraps the player's buy and sell steps: refused, not offered, and no reason to keep a
 * turn open.
 */
export function outsideLowZones(step: StockStep): StockStep {
  const sellStep = step.name === 'sell';
  // A company whose shares the player could sell now (the standard rule for that company: a president's certificate
  // alone may not be), or buy (one on offer, not sold this round, affordable): one company must allow both.
  const tradable = (c: Ctx, id: PlayerId, k: CorporationState) =>
    k.ipoed &&
    !k.closed &&
    !inLowZones(c, k) &&
    (sellStep
      ? canSellAnyOf(c, id, k.sym)
      : !soldThisRound(c, id, k.sym) &&
        c.s.certOrder[k.sym].some((cid) => {
          const x = c.s.certificates[cid];
          if (x.percent <= 0) return false;
          const cost = (price(c, k) * x.percent) / sharePercent(c, k.sym);
          return (x.owner === POOL || x.owner === ipoKey(k.sym)) && player(c, id).cash >= cost && canGain(c, id, k.sym, x.percent);
        }));
  return {
    ...step,
    process(c, a) {
      const sym = c.s.certificates[(a as ActionOf<'buy_shares'>).shares?.[0]]?.corp;
      const k = sym ? c.s.corporations[sym] : undefined;
      check(!k || !inLowZones(c, k), () => `${sym} shares are not traded in the acquisition or liquidation zone`);
      step.process(c, a);
    },
    ...(step.canAct ? { canAct: (c: Ctx, id: PlayerId) => step.canAct!(c, id) && Object.values(c.s.corporations).some((k) => tradable(c, id, k)) } : {}),
    ...(step.legal
      ? {
          legal: (game, c, id, ok) =>
            step.legal!(game, c, id, ok).flatMap((o) => {
              if ((o.type !== 'buy_shares' && o.type !== 'sell_shares') || o.entity !== id) return [o];
              const options = (o.options as { corporation: string }[]).filter((x) => !inLowZones(c, c.s.corporations[x.corporation]));
              return options.length ? [{ ...o, options } as typeof o] : [];
            }),
        }
      : {}),
  } as StockStep;
}

/**
 * §5.5: a company still short of its stations buys them as soon as it can pay: also when a player's purchase of a
 * share from its treasury brings the cash (buying them is no action). Wraps the player's buy step.
 */
export function buyingStations(step: StockStep): StockStep {
  return {
    ...step,
    process(c, a) {
      step.process(c, a);
      const sym = c.s.certificates[(a as ActionOf<'buy_shares'>).shares?.[0]]?.corp;
      if (sym && c.s.corporations[sym]?.floated) buyStations(c, sym);
    },
  };
}

export function inLowZones(c: Ctx, k: CorporationState): boolean {
  const zones = zonesAt(c, k);
  return zones.includes('liquidation') || zones.includes('acquisition');
}

/** §5.6: a company the player presides takes a loan. */
export function stockTakeLoan(c: Ctx, a: ActionOf<'take_loan'>): void {
  const r = c.s.round as StockRound;
  const k = corp(c, String(a.entity));
  const id = r.turn.player;
  check(k.president === id, () => `${k.sym} is not presided by ${player(c, id).name}, whose turn it is`);
  check(
    companiesActedFor(c, id).some((x) => x.sym === k.sym),
    () => `${player(c, id).name} may act for only one company, and not after buying or selling`,
  );
  takeLoan(c, k);
  // An action of the player's: they have not passed (the round goes on around the table, §5.1).
  recordAction(c, `for:${k.sym}`);
  buyStations(c, k.sym);
}

/** §5.5: a stock-turn step: the player starts a company by bidding for it (the auction then holds the round). */
export const startCompanyStep: StockStep = {
  name: 'ipo',
  accepts: (c, a) => a.type === 'bid' && !!a.corporation && !c.s.pending.length,
  process: (c, a) => startIpo(c, a as ActionOf<'bid'>),
  canAct: mayStartCompany,
  legal(_game, c, id, ok): LegalOffer[] {
    if (!mayStartCompany(c, id)) return [];
    // One dry run per company (the ranges are what `checkBid` accepts), then each payable range of bids.
    const ranges = payableBids(c, id, MIN_IPO_BID);
    const options = Object.values(c.s.corporations)
      .filter((k) => !k.ipoed && !k.closed && ranges.length && ok(ipoBid(id, k.sym, ranges[0].min) as unknown as Record<string, unknown>))
      .flatMap((k) => ranges.map((r) => ({ company: k.sym, ...r, buy: false, note: ipoBidNote('the company'), action: ipoBid(id, k.sym, r.min) })));
    return options.length ? [{ type: 'bid', entity: id, options }] : [];
  },
};

/**
 * The company's shares in the market it could buy back now, as many as its treasury pays for, in the order they
 * reached the market (18xx.games offers the first n of them).
 */
function poolSharesFor(c: Ctx, k: CorporationState): CertificateState[] {
  // 18xx.games offers no shares to a company in the low zones, also once its loans moved it there.
  if (inLowZones(c, k)) return [];
  const affordable = Math.floor(k.cash / price(c, k));
  return certsOf(c, k.sym, POOL)
    .filter((x) => x.percent > 0)
    .slice(0, affordable);
}

const boughtOwn = (c: Ctx) => (c.s.round as StockRound).turn.actions.includes('company_buy');

/** §5.6: a company buys one or more of its shares from the market into its treasury, at the market price. */
function companyBuys(c: Ctx, a: ActionOf<'buy_shares'>): void {
  const r = c.s.round as StockRound;
  const k = corp(c, String(a.entity));
  const id = r.turn.player;
  check(k.president === id && companiesActedFor(c, id).some((x) => x.sym === k.sym), () => `${player(c, id).name} may not act for ${k.sym} now`);
  const b = bundleOf(c, a.shares, a.percent);
  check(b.corp === k.sym && b.certs.every((x) => x.owner === POOL && x.percent > 0), () => `${k.sym} may buy only its own shares from the market`);
  check(!inLowZones(c, k), () => `${k.sym} buys no shares in the acquisition or liquidation zone`);
  // "one or more shares" in one purchase.
  const cost = price(c, k) * b.certs.length;
  check(k.cash >= cost, () => `${k.sym} cannot pay ${cost}`);
  pay(c, corpKey(k.sym), 'bank', cost);
  for (const cert of b.certs) moveCert(c, cert, ipoKey(k.sym));
  log(c, `${k.sym} buys ${b.percent}% of itself for ${cost}`);
  recordAction(c, `for:${k.sym}`);
  recordAction(c, 'company_buy');
  // Nothing more the company can do: the turn is over.
  if (!poolSharesFor(c, k).length) corporationActed(c, 'company_buy');
}

/**
 * What 18xx.games writes as `share_price` on a company's purchase of its own shares (`TitleRules.ownSharePriceWritten`):
 * nothing; it finds the bundle among those it offers, which carry no price, and refuses one that names a price.
 */
export const ownSharePriceWritten1817 = (): null => null;

/**
 * 18xx.games lists a stock-round loan for every company the player presides that has room for one, those in the low
 * zones too, which §5.6 forbids (we refuse it: a known difference, `scripts/agreeKnown.ts`). So a player with nothing
 * else to do is asked there to pass at the start of their turn instead of being passed over; we ask them too, as a
 * game recorded there has that pass.
 */
function askedForLowZoneLoan(c: Ctx, id: PlayerId): boolean {
  if ((c.s.round as StockRound).turn.actions.length) return false;
  return Object.values(c.s.corporations).some((k) => k.ipoed && !k.closed && k.president === id && inLowZones(c, k) && !whyNoLoan(c, k));
}

/** §5.6: a stock-turn step: a company the player presides takes loans, then may buy its own shares. */
export const companyStep: StockStep = {
  name: 'company',
  accepts: (_c, a) => (a.type === 'take_loan' || a.type === 'buy_shares') && a.entity_type === 'corporation',
  process(c, a) {
    if (a.type === 'buy_shares') return companyBuys(c, a);
    check(!boughtOwn(c), 'a company takes its loans before buying shares');
    stockTakeLoan(c, a as ActionOf<'take_loan'>);
  },
  canAct: (c, id) => companiesActedFor(c, id).some((k) => (!boughtOwn(c) && !whyNoLoan(c, k)) || poolSharesFor(c, k).length > 0) || askedForLowZoneLoan(c, id),
  legal(_game, c, id, ok): LegalOffer[] {
    const out: LegalOffer[] = [];
    for (const k of companiesActedFor(c, id)) {
      if (!boughtOwn(c) && ok({ type: 'take_loan', entity: k.sym, entity_type: 'corporation', loan: nextLoanId(c) }))
        out.push({ type: 'take_loan', entity: k.sym, loan: nextLoanId(c), amount: LOAN_AMOUNT });
      // "One or more shares" in one purchase: the first n in the market, as many as the treasury pays for.
      const pool = poolSharesFor(c, k);
      const options = pool
        .map((_, i) => pool.slice(0, i + 1))
        .map((certs) => ({ shares: certs.map((x) => x.id), percent: certs.reduce((n, x) => n + x.percent, 0) }))
        .filter((o) => ok({ type: 'buy_shares', entity: k.sym, entity_type: 'corporation', ...o }))
        .map((o) => ({ corporation: k.sym, ...o, price: price(c, k) * o.shares.length, from: 'pool' as const }));
      if (options.length) out.push({ type: 'buy_shares', entity: k.sym, entityType: 'corporation', options });
    }
    return out;
  },
};

/** §5.7: a company is sold out when players hold all its shares (shorts count against them); a 2-share never is. */
export function soldOut1817(c: Ctx, k: CorporationState): boolean {
  if (shareCount(c, k.sym) <= 2) return false;
  let held = 0;
  for (const id of c.s.certOrder[k.sym]) {
    const cert = c.s.certificates[id];
    if (cert.owner.startsWith('p:') && cert.percent > 0) held += cert.percent;
  }
  return held >= 100;
}

/**
 * §9.3, short squeeze (optional): a sold-out company of which players hold more than 100% (the shares paired with
 * shorts among them) moves up a second time at the end of the stock round.
 */
export function soldOutRises1817(c: Ctx, k: CorporationState): number {
  if (!c.s.optionalRules.includes('short_squeeze')) return 1;
  const held = [...playerPercents(c, k.sym).values()].filter((p) => p > 0).reduce((n, p) => n + p, 0);
  return held > 100 ? 2 : 1;
}

/**
 * §5.5: "If the stock round ends without the company purchasing the required station markers, the company is placed
 * in liquidation." §5.7: the Train Station private, once in a company, has given its station and closes as the stock
 * round ends (after the check: its station is still owed until then).
 */
export function onStockRoundEnd1817(c: Ctx): void {
  for (const k of Object.values(c.s.corporations)) {
    if (!k.floated || k.closed || k.operated || stationsNeeded(c, k.sym) <= 0) continue;
    recordLiquidation(c, k.sym, 'ipoStations');
    place(c, k, 0, 0);
    log(c, `${k.sym} did not buy its stations and goes into liquidation`);
  }
  const ts = c.s.companies[TRAIN_STATION];
  if (ts && !ts.closed && ts.owner?.startsWith('c:')) closeCompany(c, TRAIN_STATION);
}
