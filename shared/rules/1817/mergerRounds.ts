import type { Ctx } from '../../engine/context';
import { corp, log } from '../../engine/entities';
import { finishGame } from '../../engine/gameEnd';
import type { LegalOffer } from '../../engine/legal';
import { compareOperatingOrder } from '../../engine/market';
import { check } from '../../engine/result';
import { startNextOperatingRound, startSpecialRound, startStockRound } from '../../engine/rounds/sequence';
import type { SpecialRoundKind } from '../../engine/rounds/titleRounds';
import type { CorporationState, RoundState } from '../../engine/state';
import { shareCount } from '../../engine/certSize';
import { inLowZones } from './stockTurn';
import { closeBankShorts } from './shorts';
import { conversionActor, convert, processConversion, type WithConversion } from './conversion';
import { merge } from './merger';
import { mergerRoundOffers } from './mergerOffers';
import { newAcquisitionRound, noteZonesAtMergerStart } from './acquisition';
import { startOperatingSet1817 } from './gameEnd';

/**
 * 1817 §7, the merger and acquisition rounds after each operating round. In the merger round each company outside
 * the gray and red zones, in market order, may convert (2→5→10 shares) or merge; in the acquisition round the
 * companies are offered one by one from the lowest price: those in the gray zone are auctioned, those in the red
 * liquidated, and their owners may offer the others for sale (`acquisition.ts`).
 */

interface MergerRound extends WithConversion {
  name: 'merger';
  order: string[];
  index: number;
  /** Companies that converted or merged this round (none may then merge into another). */
  converted?: string[];
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
    return mergerRoundOffers(c, m.conversion ? null : mergerCorp(c, m), m.conversion, m.converted ?? [], ok);
  },
};

function next(c: Ctx, m: MergerRound): void {
  m.index++;
  skipIdle(c, m);
}

/**
 * §3 round order: each operating round is followed by a merger round and an acquisition round; after the last of the
 * set a stock round follows.
 */
export function nextRound1817(c: Ctx, ended: RoundState): boolean {
  if (ended.kind === 'operating') {
    noteZonesAtMergerStart(c);
    newMergerRound(c);
    return true;
  }
  if (ended.kind === 'stock') {
    startOperatingSet1817(c);
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
    else {
      closeBankShorts(c);
      startStockRound(c, true);
    }
  }
  return true;
}
