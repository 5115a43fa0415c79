import type { ActionOf } from '../../engine/actions';
import type { Ctx } from '../../engine/context';
import { log } from '../../engine/entities';
import { pay } from '../../engine/transfer/cash';
import { check } from '../../engine/result';
import type { SpecialRoundKind } from '../../engine/rounds/titleRounds';
import { startNextOperatingRound, startSpecialRound, startStockRound } from '../../engine/rounds/sequence';
import { bundleOf, transferShares, type Bundle } from '../../engine/shares';
import { corpKey, POOL, type CorporationState, type SpecialRound } from '../../engine/state';
import { issuableShares, issueOffer, issueShares, treasuryCerts } from './issue';
import { operatingOrder18NY } from './order';
import { state18NY } from './state';

/**
 * 18NY (second edition, as 18xx.games plays it) the capitalization round: the third 12H triggers it. After the set of
 * operating rounds (and the NYC formation round, if one is due), each share company in operating order may issue
 * treasury shares at the current price, the price not moving, up to as many as leave no more in the pool than the
 * players hold. With the option `immediate_capitalization_round` it comes after the current operating round instead,
 * and companies floated but not yet operated issue all they can at once. From then on a company that floats with 60%
 * sold is fully capitalized: its treasury is replaced by ten times its par price, its remaining shares go to the pool.
 */

export const CAP_ROUND = 'capitalization';
const IMMEDIATE = 'immediate_capitalization_round';

interface CapRound extends SpecialRound {
  order: string[];
  index: number;
  /** The operating round of the set still to come after this round (the immediate option), or null. */
  resume: number | null;
}

const immediate = (c: Ctx) => c.s.optionalRules.includes(IMMEDIATE);

/** The company to decide now: the next in order that may issue shares. */
function current(c: Ctx, r: CapRound): CorporationState | null {
  while (r.index < r.order.length) {
    const k = c.s.corporations[r.order[r.index]];
    if (!k.closed && issuableShares(c, k) > 0 && k.president !== null) return k;
    r.index++;
  }
  return null;
}

/** The train event: a capitalization round is due; with the immediate option, unoperated companies issue at once. */
export function capitalizationEvent(c: Ctx): void {
  const st = state18NY(c);
  st.capitalizationRound = true;
  st.fullCapitalization = true;
  log(c, '-- Event: a capitalization round is due');
  if (!immediate(c)) return;
  for (const sym of operatingOrder18NY(c)) {
    const k = c.s.corporations[sym];
    const n = k.operated ? 0 : issuableShares(c, k);
    if (!n) continue;
    log(c, `${sym} fully capitalizes`);
    capitalize(c, k, treasuryBundle(c, k, n));
  }
}

function treasuryBundle(c: Ctx, k: CorporationState, n: number): Bundle {
  const certs = treasuryCerts(c, k).slice(0, n);
  return { corp: k.sym, certs, percent: certs.reduce((p, x) => p + x.percent, 0) };
}

/** Shares issued in the capitalization round: the current price for each, the price unchanged. */
function capitalize(c: Ctx, k: CorporationState, b: Bundle): void {
  issueShares(c, k, b, false);
}

/**
 * Where the round goes after an operating round: a capitalization round now (the immediate option, or at the end of
 * the set); returns true when it started one.
 */
export function startCapitalizationIfDue(c: Ctx, endOfSet: boolean): boolean {
  const st = state18NY(c);
  if (!st.capitalizationRound || (!endOfSet && !immediate(c))) return false;
  log(c, '-- Capitalization Round');
  const resume = endOfSet ? null : c.s.roundNum;
  c.s.roundNum = 1;
  const r = startSpecialRound(c, CAP_ROUND, { order: operatingOrder18NY(c), index: 0, resume }) as CapRound;
  current(c, r);
  return true;
}

/** The end of the capitalization round: the operating round that was next, or the next stock round. */
export function finishCapitalizationRound(c: Ctx, r: SpecialRound): void {
  state18NY(c).capitalizationRound = false;
  const cap = r as CapRound;
  if (cap.resume !== null) {
    c.s.roundNum = cap.resume;
    startNextOperatingRound(c);
  } else startStockRound(c, true);
}

export const capitalizationRound: SpecialRoundKind = {
  name: CAP_ROUND,
  traceName: 'Round::Capitalization',
  traceStep: () => 'IssueShares',
  label: 'Capitalization round',
  asks: (c, r) => `decide whether ${current(c, r as CapRound)?.sym} issues shares`,
  actors(c, r) {
    const k = current(c, r as CapRound);
    return k ? [k.president!] : [];
  },
  currentEntity: (c, r) => current(c, r as CapRound)?.sym ?? null,
  process(c, r, a) {
    const cap = r as CapRound;
    const k = current(c, cap);
    check(k !== null, 'no company is left to decide');
    check(a.entity === k!.sym && (a.type === 'sell_shares' || a.type === 'pass'), () => `${k!.sym} must issue shares or pass`);
    if (a.type === 'sell_shares') {
      const b = bundleOf(c, (a as ActionOf<'sell_shares'>).shares, (a as ActionOf<'sell_shares'>).percent);
      const most = issuableShares(c, k!);
      check(b.percent / 10 <= most, () => `${k!.sym} may issue at most ${most} shares`);
      capitalize(c, k!, b);
    } else log(c, `${k!.sym} does not issue shares`);
    cap.index++;
    current(c, cap);
  },
  finished: (c, r) => current(c, r as CapRound) === null,
  legal(_game, c, r) {
    const k = current(c, r as CapRound);
    if (!k) return [];
    return [issueOffer(c, k, issuableShares(c, k)), { type: 'pass', entity: k.sym, entityType: 'corporation', label: 'Issue no shares' }];
  },
};

/**
 * Full capitalization (after the capitalization event): a share company that has not operated and holds 40% in its
 * treasury when it floats (60% sold) discards its treasury for ten times its par price; its remaining shares go to
 * the pool. Not the NYC once formed.
 */
export function fullyCapitalizeIfDue(c: Ctx, k: CorporationState): void {
  const st = state18NY(c);
  if (!st.fullCapitalization || k.minor || k.operated || st.fullyCapitalized.includes(k.sym)) return;
  if (k.sym === 'NYC' && st.nycFormed) return;
  const treasury = treasuryCerts(c, k);
  if (treasury.reduce((p, x) => p + x.percent, 0) !== 40) return;
  pay(c, corpKey(k.sym), 'bank', k.cash);
  pay(c, 'bank', corpKey(k.sym), k.parPrice! * 10);
  transferShares(c, { corp: k.sym, certs: treasury, percent: 40 }, POOL, { presidentChange: false });
  st.fullyCapitalized.push(k.sym);
  log(c, `${k.sym}'s treasury is discarded and instead receives full capitalization of ${k.cash}; its remaining shares go to the market`);
}
