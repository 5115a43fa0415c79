import type { Action, ActionOf } from '../../engine/actions';
import type { Ctx } from '../../engine/context';
import { corp, firstCertOf, log, player } from '../../engine/entities';
import { pay } from '../../engine/transfer/cash';
import { takeLoan } from '../../engine/loans';
import { floatIfReady } from '../../engine/floating';
import { moveLeft, price, setPosition } from '../../engine/market';
import { check } from '../../engine/result';
import type { SpecialRoundKind } from '../../engine/rounds/titleRounds';
import { startSpecialRound } from '../../engine/rounds/sequence';
import { transferShares } from '../../engine/shares';
import { queueDiscards } from '../../engine/rounds/or/discard';
import { corpKey, ipoKey, playerKey, POOL, type CorporationState, type SpecialRound } from '../../engine/state';
import { operatingOrder18NY } from './order';
import { state18NY } from './state';
import { trackReach } from './trackWalk';
import { transferAssets } from './acquire';
import { closeCorporation18NY } from './close';
import { addToken, handOverStation } from '../../engine/transfer/tokens';

/**
 * 18NY 4.4 NYC Formation Round, after the set of operating rounds in which the formation was triggered: each minor in
 * operating order may merge into the NYC (minors 1 and 2 must). The NYC's price is the NYC par value nearest twice the
 * average price of the minors connected to Albany. A merging minor's owner receives an NYC share and the difference
 * between twice the minor's price and the NYC's price (or pays it); the NYC takes the minor's cash, privates, trains
 * and coal tokens, and its home station. The minor's loans go back to the bank; the NYC takes loans for any debt at
 * the end of the round. Only minors connected to Albany may merge. In the second round, after the next set of
 * operating rounds, every minor that can merge must.
 */

export const NYC_ROUND = 'nyc_formation';
const NYC = 'NYC';
const ALBANY = 'F20';

interface NycRound extends SpecialRound {
  minors: string[];
  index: number;
  number: number;
}

const mergee = (r: SpecialRound) => (r as NycRound).minors[(r as NycRound).index] ?? null;

/**
 * Minors whose track reaches Albany (minors 1 and 2 always count as connected). Track joins both ways (the walk passes
 * between two sides of a tile exactly when it would the other way), so one walk from Albany answers for every station.
 */
function connectedToAlbany(c: Ctx, k: CorporationState): boolean {
  if (k.sym === '1' || k.sym === '2') return true;
  const reached = trackReach(c, ALBANY);
  return k.tokens.some((t) => t.hex && reached.has(t.hex));
}

const activeMinors = (c: Ctx) => operatingOrder18NY(c).filter((sym) => c.s.corporations[sym].minor);

/** The NYC par value nearest twice the connected minors' average price (the higher of two as near). */
function nycPar(c: Ctx): { price: number; row: number; col: number } | null {
  const minors = activeMinors(c)
    .map((sym) => c.s.corporations[sym])
    .filter((k) => connectedToAlbany(c, k));
  if (!minors.length) return null;
  const value = Math.ceil((minors.reduce((n, k) => n + price(c, k), 0) * 2) / minors.length);
  const cells: { price: number; row: number; col: number }[] = [];
  c.title.market.rows.forEach((row, r) => row.forEach((cell, col) => cell?.zones?.includes('par_2') && cells.push({ price: cell.price, row: r, col })));
  return cells.sort((a, b) => Math.abs(a.price - value) - Math.abs(b.price - value) || b.price - a.price)[0] ?? null;
}

/** Starts the formation round after the operating set in which the NYC formation was triggered. */
export function startNycRound(c: Ctx): void {
  const st = state18NY(c);
  const number = st.nyc === 'round_one' ? 1 : 2;
  if (number === 1) st.nycPar = nycPar(c);
  c.s.roundNum = number;
  log(c, `-- NYC Formation Round ${number}`);
  // After a failed formation the NYC is a share company like the others (4.4): no minor merges into it in the second
  // round, and every minor left is liquidated (18xx.games: the minors of a second round are those of a forming NYC).
  const forming = number === 1 || st.nycFormed;
  startSpecialRound(c, NYC_ROUND, { minors: forming ? activeMinors(c) : [], index: 0, number });
}

function canMerge(c: Ctx, k: CorporationState): boolean {
  const nyc = corp(c, NYC);
  const shareLeft = !!firstCertOf(c, NYC, ipoKey(NYC)) || !!firstCertOf(c, NYC, POOL);
  const cost = mergerCost(c, k);
  return connectedToAlbany(c, k) && k.president !== null && player(c, k.president).cash >= -cost && shareLeft && !nyc.closed;
}

/** What the minor's owner receives for it (negative: pays): twice its price less the NYC's. */
// 4.7: against the NYC's current price once formed (the second round follows a set of operating rounds in which it may
// have moved), its formation price before (4.4; 18xx.games prices the second round's mergers so too).
const mergerCost = (c: Ctx, k: CorporationState) => {
  const nyc = corp(c, NYC);
  return price(c, k) * 2 - (nyc.ipoed ? price(c, nyc) : (state18NY(c).nycPar?.price ?? 0));
};

function merge(c: Ctx, k: CorporationState): void {
  const st = state18NY(c);
  const nyc = corp(c, NYC);
  const owner = k.president!;
  if (!nyc.ipoed) {
    const par = st.nycPar!;
    nyc.parPrice = par.price;
    nyc.ipoed = true;
    st.nycFormed = true;
    st.nycFirstOwner = owner;
    setPosition(c, nyc, par.row, par.col);
    log(c, `-- The NYC forms at ${par.price}`);
  }
  log(c, `${k.sym} merges into the NYC`);
  const cost = mergerCost(c, k);
  // An NYC share from its treasury, the longest held there first (shares handed back in a president's swap go to the
  // end of the line), or from the pool once none is left.
  const treasury = c.s.certOrder[NYC].map((id) => c.s.certificates[id]).filter((x) => x.owner === ipoKey(NYC) && !x.president);
  const cert = treasury.sort((a, b) => a.seq - b.seq)[0] ?? firstCertOf(c, NYC, POOL);
  const fromTreasury = cert!.owner === ipoKey(NYC);
  const payer = fromTreasury ? corpKey(NYC) : 'bank';
  if (cost < 0) pay(c, playerKey(owner), payer, -cost);
  else if (cost > 0) pay(c, payer, playerKey(owner), cost);
  transferShares(c, { corp: NYC, certs: [cert!], percent: cert!.percent }, playerKey(owner));
  if (fromTreasury) {
    transferAssets(c, k, nyc);
    const home = k.tokens.find((t) => t.hex);
    const token = addToken(nyc, 20);
    if (home?.hex && !nyc.tokens.some((t) => t.hex === home.hex)) handOverStation(c, k, home, nyc, token);
  }
  closeCorporation18NY(c, k);
  floatIfReady(c, nyc);
}

export const nycFormationRound: SpecialRoundKind = {
  name: NYC_ROUND,
  traceName: 'Round::NYCFormation',
  traceStep: () => 'MergeWithNYC',
  label: 'NYC formation',
  asks: (_c, r) => `decide whether minor ${mergee(r)} merges into the NYC`,
  actors(c, r) {
    const m = mergee(r);
    const who = m ? c.s.corporations[m].president : null;
    return who !== null ? [who] : [];
  },
  currentEntity: (_c, r) => mergee(r),
  process(c, r, a) {
    const round = r as NycRound;
    const m = mergee(r);
    check(m !== null, 'no minor is left to decide');
    check(a.entity === m && (a.type === 'merge' || a.type === 'pass'), () => `minor ${m} must merge into the NYC or decline`);
    const k = corp(c, m!);
    const mandatory = (m === '1' || m === '2' || round.number === 2) && canMerge(c, k);
    if (a.type === 'merge') {
      check((a as ActionOf<'merge'>).corporation === undefined || (a as ActionOf<'merge'>).corporation === m, 'a minor merges itself');
      check(canMerge(c, k), () => `minor ${m} may not merge into the NYC`);
      merge(c, k);
    } else {
      check(!mandatory, () => `minor ${m} must merge into the NYC`);
      log(c, `minor ${m} does not merge into the NYC`);
    }
    round.index++;
    // 4.4: excess NYC trains go once the minors have decided; its president picks them, each salvaged (18xx.games'
    // DiscardTrain step follows its MergeWithNYC step in the round), before the round ends.
    if (mergee(r) === null) queueDiscards(c);
  },
  finished: (_c, r) => mergee(r) === null,
  legal(_game, c, r) {
    const m = mergee(r);
    if (m === null) return [];
    const k = corp(c, m);
    const mandatory = (m === '1' || m === '2' || (r as NycRound).number === 2) && canMerge(c, k);
    return [
      ...(canMerge(c, k)
        ? [{ type: 'merge' as const, entity: m, options: [{ corporation: m, label: `Merge ${m} into the NYC`, amount: mergerCost(c, k) }] }]
        : []),
      ...(mandatory ? [] : [{ type: 'pass' as const, entity: m, entityType: 'corporation' as const, label: 'Decline' }]),
    ];
  },
};

/**
 * The end of a formation round (4.4). If no minor merged in the first, the formation fails: the NYC becomes a share
 * company like the others, to be started in a stock round, and the minors left are liquidated after the next set.
 * Otherwise the NYC borrows to cover any debt, and after the second round the minors left are liquidated.
 */
export function finishNycRound(c: Ctx): void {
  const st = state18NY(c);
  const nyc = corp(c, NYC);
  if (st.nyc === 'round_one' && !st.nycFormed) {
    log(c, '-- The NYC formation fails: the minors left after the next set of operating rounds will be liquidated');
    st.nyc = 'round_two';
    return;
  }
  while (nyc.cash < 0) takeLoan(c, nyc);
  if (st.nyc === 'round_two') liquidateMinors(c);
  st.nyc = st.nyc === 'round_one' ? 'round_two' : 'complete';
}

/**
 * The minors left after the second formation round are liquidated (4.4): each one's price moves a box left and its
 * owner receives twice that price from the bank (nothing for a minor without an owner).
 */
function liquidateMinors(c: Ctx): void {
  for (const sym of activeMinors(c)) {
    const k = corp(c, sym);
    if (k.president !== null) {
      moveLeft(c, k);
      const value = price(c, k) * 2;
      if (value > 0) pay(c, 'bank', playerKey(k.president), value);
      log(c, `minor ${sym} is liquidated: its owner receives ${value}`);
    } else log(c, `minor ${sym} is liquidated`);
    closeCorporation18NY(c, k);
  }
}

/** The automatic decisions (18xx.games records them so): a minor that must merge merges; one that may not passes. */
export function nycAutoActions(c: Ctx): Action[] {
  const r = c.s.round;
  if (r.kind !== 'special' || r.name !== NYC_ROUND || c.s.pending.length) return [];
  const m = mergee(r);
  if (m === null) return [];
  const k = corp(c, m);
  const entity = { entity: m, entity_type: 'corporation' as const };
  if (!canMerge(c, k)) return [{ type: 'pass', ...entity }];
  if (m === '1' || m === '2' || (r as NycRound).number === 2) return [{ type: 'merge', ...entity, corporation: m }];
  return [];
}
