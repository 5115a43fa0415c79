import type { Ctx } from '../../engine/context';
import { corp, log, player } from '../../engine/entities';
import { finishGame } from '../../engine/gameEnd';
import type { LegalOffer } from '../../engine/legal';
import { loansOf } from '../../engine/loans';
import { compareOperatingOrder, price } from '../../engine/market';
import { check } from '../../engine/result';
import { startNextOperatingRound, startSpecialRound, startStockRound } from '../../engine/rounds/sequence';
import type { SpecialRoundKind } from '../../engine/rounds/titleRounds';
import { ipoKey, type CorporationState, type PlayerId, type RoundState, type SpecialRound } from '../../engine/state';
import { shareCount } from '../../engine/certSize';
import { buyingPower } from './loans';
import { inLowZones } from './stockTurn';
import { LOAN_AMOUNT } from './loans';
import { conversionActor, convert, processConversion, type WithConversion } from './conversion';
import { merge } from './merger';

/**
 * 1817 §7, the merger and acquisition rounds after each operating round. In the merger round each company outside
 * the gray and red zones, in market order, may convert (2→5→10 shares) or merge; in the acquisition round the
 * companies are offered one by one from the lowest price: those in the gray zone are auctioned, those in the red
 * liquidated, and their owners may offer the others for sale. Built so far: the rounds' order and every company's
 * turn to pass; conversions, mergers, sales and auctions are not yet.
 */

interface MergerRound extends WithConversion {
  name: 'merger';
  order: string[];
  index: number;
  /** Companies that converted or merged this round (none may then merge into another). */
  converted?: string[];
}

interface AcquisitionRound extends SpecialRound {
  name: 'acquisition';
  /** Companies still to be offered, lowest price first. */
  offering: string[];
}

const byMarket = (c: Ctx) =>
  Object.values(c.s.corporations)
    .filter((k) => k.floated && !k.closed)
    .sort((a, b) => compareOperatingOrder(c, a, b));

/** §7.1: the companies that may convert or merge: floated, outside the gray and red zones, in market order. */
function newMergerRound(c: Ctx): void {
  const order = byMarket(c)
    .filter((k) => !inLowZones(c, k))
    .map((k) => k.sym);
  const r = startSpecialRound(c, 'merger', { order, index: 0, conversion: null }) as MergerRound;
  log(c, `-- Merger and conversion round ${c.s.turn}.${c.s.roundNum}`);
  skipIdle(c, r);
}

/** A 10-share company cannot convert; with no merger possible either (not built yet) it has nothing to do. */
function skipIdle(c: Ctx, r: MergerRound): void {
  while (r.index < r.order.length && shareCount(c, r.order[r.index]) >= 10) r.index++;
}

const mergerCorp = (c: Ctx, r: MergerRound): CorporationState | null => (r.index < r.order.length ? corp(c, r.order[r.index]) : null);

export const mergerRound: SpecialRoundKind = {
  name: 'merger',
  traceName: 'Round::Merger',
  traceStep: (_c, r) => {
    const conv = (r as MergerRound).conversion;
    return conv ? (conv.stage === 'shares' ? 'PostConversion' : 'PostConversionLoans') : 'Conversion';
  },
  label: 'Merger and conversion round',
  asks: (c, r) => {
    const m = r as MergerRound;
    if (m.conversion)
      return m.conversion.stage === 'shares' ? `buy ${m.conversion.corporation} shares or pass` : `take loans for ${m.conversion.corporation} or pass`;
    return `convert or merge ${mergerCorp(c, m)?.sym}, or pass`;
  },
  actors: (c, r) => {
    const m = r as MergerRound;
    if (m.conversion) {
      const who = conversionActor(c, m.conversion).player;
      return who === null ? [] : [who];
    }
    const k = mergerCorp(c, m);
    return k?.president != null ? [k.president] : [];
  },
  currentEntity: (c, r) => {
    const m = r as MergerRound;
    return m.conversion ? conversionActor(c, m.conversion).entity : (mergerCorp(c, m)?.sym ?? null);
  },
  process(c, r, action) {
    const m = r as MergerRound;
    if (m.conversion) {
      processConversion(c, m, action);
      if (!m.conversion) next(c, m);
      return;
    }
    const k = mergerCorp(c, m);
    check(k && action.entity === k.sym, () => `it is ${k?.sym}'s turn to convert or merge`);
    if (action.type === 'merge') {
      merge(c, m, k, action);
      if (!m.conversion) next(c, m);
      return;
    }
    if (action.type === 'convert') {
      (m.converted ??= []).push(k.sym);
      convert(c, m, k);
      if (!m.conversion) next(c, m);
      return;
    }
    check(action.type === 'pass', () => `${action.type} in the merger round is not implemented yet`);
    log(c, `${k.sym} passes`);
    next(c, m);
  },
  finished: (_c, r) => (r as MergerRound).index >= (r as MergerRound).order.length,
  legal(_game, c, r, ok): LegalOffer[] {
    const m = r as MergerRound;
    if (m.conversion) {
      const { player: who, entity } = conversionActor(c, m.conversion);
      if (who === null) return [];
      const pass = { type: 'pass', entity, entity_type: typeof entity === 'string' ? 'corporation' : 'player' };
      return ok(pass) ? [{ type: 'pass', entity, entityType: pass.entity_type as 'player' | 'corporation', label: 'Pass' }] : [];
    }
    const k = mergerCorp(c, m);
    return k ? [{ type: 'pass', entity: k.sym, entityType: 'corporation', label: `${k.sym} passes` }] : [];
  },
};

function next(c: Ctx, m: MergerRound): void {
  m.index++;
  skipIdle(c, m);
}

/** §7.2: the opening price of a company offered for sale: its shares at market price, rounded up to $10. */
function startingBid(c: Ctx, k: CorporationState): number {
  return Math.ceil((shareCount(c, k.sym) * price(c, k)) / 10) * 10;
}

/**
 * The most `buyer` could bid for `target`: its cash and the loans it could take (the target's loans, repaid, would be
 * the bank's again), with the target's cash and treasury shares, less what repaying the target's loans costs.
 */
function maxBidFor(c: Ctx, buyer: CorporationState, target: CorporationState): number {
  const loans = loansOf(target).length;
  let treasury = 0;
  for (const id of c.s.certOrder[target.sym]) {
    const cert = c.s.certificates[id];
    if (cert.owner === ipoKey(target.sym) && cert.percent > 0) treasury += 1;
  }
  return buyingPower(c, buyer, loans) + target.cash + treasury * price(c, target) - loans * LOAN_AMOUNT;
}

/** Could any president buy `target` at its opening price with a company of theirs? */
function anyBuyer(c: Ctx, target: CorporationState): boolean {
  const min = startingBid(c, target);
  return Object.values(c.s.corporations).some(
    (b) => b.floated && !b.closed && b !== target && b.president !== null && !inLowZones(c, b) && maxBidFor(c, b, target) >= min,
  );
}

function newAcquisitionRound(c: Ctx): void {
  const offering = byMarket(c)
    .reverse()
    .map((k) => k.sym);
  const r = startSpecialRound(c, 'acquisition', { offering }) as AcquisitionRound;
  log(c, `-- Acquisition round ${c.s.turn}.${c.s.roundNum}`);
  nextOffer(c, r);
}

/** Drops companies nobody could buy; the first left is offered (its owner decides). */
function nextOffer(c: Ctx, r: AcquisitionRound): void {
  while (r.offering.length) {
    const k = corp(c, r.offering[0]);
    check(!inLowZones(c, k), () => `the acquisition or liquidation of ${k.sym} is not implemented yet`);
    if (anyBuyer(c, k)) return;
    r.offering.shift();
  }
}

const offered = (c: Ctx, r: AcquisitionRound): CorporationState | null => (r.offering.length ? corp(c, r.offering[0]) : null);

export const acquisitionRound: SpecialRoundKind = {
  name: 'acquisition',
  traceName: 'Round::Acquisition',
  traceStep: () => 'Acquire',
  label: 'Acquisition round',
  asks: (c, r) => `offer ${offered(c, r as AcquisitionRound)?.sym} for sale, or pass`,
  actors: (c, r) => {
    const k = offered(c, r as AcquisitionRound);
    return k?.president != null ? [k.president] : [];
  },
  process(c, r, action) {
    const a = r as AcquisitionRound;
    const k = offered(c, a);
    check(k && action.entity === k.president, () => `it is ${k?.president}'s turn to offer ${k?.sym}`);
    check(action.type === 'pass', () => `${action.type} in the acquisition round is not implemented yet`);
    log(c, `${player(c, action.entity as PlayerId).name} declines to offer ${k.sym} for sale`);
    a.offering.shift();
    nextOffer(c, a);
  },
  finished: (_c, r) => !(r as AcquisitionRound).offering.length,
  legal(_game, c, r): LegalOffer[] {
    const k = offered(c, r as AcquisitionRound);
    return k?.president != null ? [{ type: 'pass', entity: k.president, entityType: 'player', label: `Do not offer ${k.sym}` }] : [];
  },
};

/**
 * §3 round order: each operating round is followed by a merger round and an acquisition round; after the last of the
 * set a stock round follows.
 */
export function nextRound1817(c: Ctx, ended: RoundState): boolean {
  if (ended.kind === 'operating') {
    newMergerRound(c);
    return true;
  }
  if (ended.kind !== 'special') return false;
  if (ended.name === 'merger') {
    newAcquisitionRound(c);
    return true;
  }
  if (ended.name !== 'acquisition') return false;
  if (c.s.roundNum < c.s.orsInSet) startNextOperatingRound(c);
  else {
    const end = c.s.gameEnd;
    if (end && end.timing === 'one_more_full_or_set' && c.s.turn > end.turn) finishGame(c);
    else startStockRound(c, true);
  }
  return true;
}
