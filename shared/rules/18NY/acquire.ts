import type { Action, ActionOf } from '../../engine/actions';
import { graph, removeFromMap } from '../../engine/board';
import type { Ctx } from '../../engine/context';
import { corp, log, percentOf, sharePercent } from '../../engine/entities';
import { pay } from '../../engine/transfer/cash';
import { loansOf, takeLoan } from '../../engine/loans';
import { price } from '../../engine/market';
import { pushPending, resolvePending, type PendingStep } from '../../engine/pending';
import { queueDiscards } from '../../engine/rounds/or/discard';
import { check } from '../../engine/result';
import { byCorp, operatingCorp } from '../../engine/rounds/or/common';
import type { OrStep } from '../../engine/rounds/or/steps';
import type { LegalOffer } from '../../engine/offers';
import { playerPercents } from '../../engine/shares';
import { cityRef, resolveCity } from '../../engine/tiles';
import { corpKey, ipoKey, playerKey, POOL, type CorporationState } from '../../engine/state';
import { LOAN_AMOUNT, loans18NY } from './loans';
import { state18NY } from './state';
import { stagecoachFollows } from './stagecoach';
import { boundToBuyTrain, trainReserve } from './privatePrice';
import { moveAllCompanies } from '../../engine/transfer/companies';
import { moveAllCerts } from '../../engine/transfer/certs';
import { returnAllLoans } from '../../engine/transfer/loans';
import { moveAllTrains } from '../../engine/transfer/trains';
import { liftStation, placeStation } from '../../engine/transfer/tokens';

/**
 * 18NY 7.2 Other operating round actions: mergers (7.2.1, a company of the same president) and takeovers (7.2.2,
 * another president's). The acquirer pays the acquired company's holders: a minor at twice its price (five times in a
 * takeover), a share company its price per share held outside the company (three times in a takeover). It takes the
 * acquired company's cash, privates, trains (which may not run again this round) and coal tokens, pays off its loans
 * while it can and takes on the rest, and may replace the acquired company's stations with its own; the acquired
 * company then closes. Connection bonuses are lost. 18xx.games opens the choice with `view_merge_options`.
 */

export const REPLACE_TOKENS = 'replace_tokens';

const multiplier = (k: CorporationState, target: CorporationState) =>
  target.minor ? (k.president === target.president ? 2 : 5) : k.president === target.president ? 1 : 3;

/** What the acquirer pays for the target. */
export function acquisitionCost(c: Ctx, k: CorporationState, target: CorporationState): number {
  const m = multiplier(k, target);
  if (target.minor) return price(c, target) * m;
  let shares = 0;
  for (const p of playerPercents(c, target.sym).values()) shares += p;
  shares += percentOf(c, target.sym, POOL);
  return (price(c, target) * m * shares) / sharePercent(c, target.sym);
}

/** Why the company may not acquire the target, or null: cost (with loans over its limit), and a connection to a station. */
export function whyNoAcquisition(c: Ctx, k: CorporationState, target: CorporationState): string | null {
  if (target === k || target.closed || !target.floated) return `${target.sym} cannot be acquired`;
  const over = loansOf(k).length + loansOf(target).length - loans18NY.limit(c, k);
  const cost = acquisitionCost(c, k, target) + Math.max(0, over) * LOAN_AMOUNT;
  if (cost > k.cash) return `${k.sym} has ${k.cash}, not the ${cost} to acquire ${target.sym}`;
  // 7.1.6: a company that borrowed towards a train (or scrapped its last) keeps what that train costs, unless the
  // target brings a train; 18xx.games takes such an acquisition and then waits for a train that cannot be paid.
  if (boundToBuyTrain(c, k) && !target.trains.length && k.cash - cost + Math.max(0, target.cash) < trainReserve(c, k))
    return `${k.sym} must keep what the train it must buy costs`;
  const g = graph(c);
  const conn = g.connectivity(k.sym);
  const reached = target.tokens.some((t) => t.hex && conn.nodes[g.nodeId(g.hexIndex.get(t.hex)!, t.stop)]);
  return reached ? null : `${k.sym} does not reach a station of ${target.sym}`;
}

function acquire(c: Ctx, k: CorporationState, target: CorporationState): void {
  const verb = k.president === target.president ? 'merges with' : 'takes over';
  log(c, `-- ${k.sym} ${verb} ${target.sym}`);
  const m = multiplier(k, target);
  const unit = price(c, target);
  if (target.minor) pay(c, corpKey(k.sym), target.president !== null ? playerKey(target.president) : 'bank', unit * m);
  else {
    for (const [holder, percent] of playerPercents(c, target.sym))
      pay(c, corpKey(k.sym), playerKey(holder), (unit * m * percent) / sharePercent(c, target.sym));
    // Shares in the pool are paid for too (7.2.1, 7.2.2: "including shares in the pool"), to the bank.
    const pool = percentOf(c, target.sym, POOL);
    if (pool) pay(c, corpKey(k.sym), 'bank', (unit * m * pool) / sharePercent(c, target.sym));
  }
  transferAssets(c, target, k);
  // Loans: paid off while the cash allows, the rest taken on (each moving the price left; 7.2.1, 7.2.2). Loans all
  // paid off stay on the acquired company until it closes, after any station replacements (18xx.games: meanwhile its
  // holders' value still counts them); loans taken on leave it at once.
  const held = loansOf(target).length;
  const payoff = Math.min(Math.floor(k.cash / LOAN_AMOUNT), held);
  if (payoff) pay(c, corpKey(k.sym), 'bank', payoff * LOAN_AMOUNT);
  if (payoff < held) returnAllLoans(c, target);
  for (let i = payoff; i < held; i++) takeOnLoan(c, k);
  // Stations where the acquirer already stands go; the others may be replaced by the acquirer's own.
  const own = new Set(k.tokens.filter((t) => t.hex).map((t) => `${t.hex}:${t.stop}`));
  for (const t of target.tokens) if (t.hex && own.has(`${t.hex}:${t.stop}`)) removeToken(c, target, t.hex, t.stop);
  if (replaceableTokens(k, target)) pushPending(c, { kind: REPLACE_TOKENS, entity: k.sym, target: target.sym });
  else closeAcquired(c, target);
  // Over its train limit with the acquired trains, the acquirer discards (salvages) first (18xx.games: its
  // DiscardTrain step comes before ReplaceTokens).
  queueDiscards(c);
}

/** A loan of the acquired company taken on by the acquirer (not new cash: the bank's ledger moves it across). */
function takeOnLoan(c: Ctx, k: CorporationState): void {
  const before = k.cash;
  takeLoan(c, k);
  pay(c, corpKey(k.sym), 'bank', k.cash - before);
}

/** The acquired company's cash, privates, trains (not to run again this round) and coal tokens go to the acquirer. */
export function transferAssets(c: Ctx, from: CorporationState, to: CorporationState): void {
  if (from.cash) pay(c, corpKey(from.sym), corpKey(to.sym), from.cash);
  stagecoachFollows(c, from, to);
  moveAllCompanies(c, corpKey(from.sym), corpKey(to.sym));
  for (const id of from.trains) c.s.trains[id].operated = true;
  const st = state18NY(c);
  // 7.1.6: a loan taken towards a train binds the company to get one; a train acquired here does (18xx.games: any
  // train the company gains ends that obligation, so it may pass its train step).
  if (from.trains.length && st.trainLoan === to.sym) st.trainLoan = null;
  moveAllTrains(c, from, corpKey(to.sym));
  if (st.coal[from.sym]) st.coal[to.sym] = (st.coal[to.sym] ?? 0) + st.coal[from.sym];
  delete st.coal[from.sym];
  delete st.bonus[from.sym];
}

function removeToken(c: Ctx, k: CorporationState, hex: string, stop: number): void {
  const t = k.tokens.find((x) => x.hex === hex && x.stop === stop);
  if (t) liftStation(c, k, t);
}

const replaceableTokens = (k: CorporationState, target: CorporationState) => k.tokens.some((t) => !t.hex) && target.tokens.some((t) => t.hex);

/** The acquired company closes: its loans (paid off) go back, its certificates are void, its stations leave the map. */
function closeAcquired(c: Ctx, target: CorporationState): void {
  returnAllLoans(c, target);
  removeFromMap(c, target);
  moveAllCerts(c, target.sym, ipoKey(target.sym));
  target.president = null;
  target.closed = true;
  log(c, `${target.sym} closes`);
}

/** `view_merge_options`: the company opens its choice of mergers and takeovers (accepted at any time of its turn). */
export const viewMergeStep: OrStep = {
  name: 'view_merge',
  active: () => false,
  accepts: (c, k, a) => byCorp(k, a) && (a.type === 'view_merge_options' || (state18NY(c).viewingMerges && (a.type === 'merge' || a.type === 'pass'))),
  offers: () => ['view_merge_options'],
  // While the choice is open the company merges or closes it, nothing else (18xx.games' blocking Mergers and Takeovers).
  holds: (c) => state18NY(c).viewingMerges,
  // The companies it may acquire now, each at what it pays their holders; the choice is opened first.
  legal(_game, c, k, ok) {
    const targets = Object.values(c.s.corporations).filter((t) => !whyNoAcquisition(c, k, t));
    const close: LegalOffer = { type: 'pass', entity: k.sym, entityType: 'corporation', label: 'Close the mergers' };
    if (!state18NY(c).viewingMerges) return targets.length ? [{ type: 'view_merge_options', entity: k.sym }] : [];
    if (!targets.length) return [close];
    const verb = (t: CorporationState) => (t.president === k.president ? 'Merge with' : 'Take over');
    const options = targets
      .map((t) => ({ corporation: t.sym, label: `${verb(t)} ${t.sym}`, amount: acquisitionCost(c, k, t) }))
      .filter((o) => ok({ type: 'merge', entity: k.sym, entity_type: 'corporation', corporation: o.corporation }));
    return [{ type: 'merge', entity: k.sym, options }, close];
  },
  process(c, a) {
    const st = state18NY(c);
    if (a.type === 'view_merge_options') {
      st.viewingMerges = true;
      return;
    }
    if (a.type === 'pass') {
      st.viewingMerges = false;
      return;
    }
    const k = operatingCorp(c)!;
    const sym = (a as ActionOf<'merge'>).corporation;
    check(sym, 'name the company to merge with or take over');
    const target = corp(c, sym);
    const why = whyNoAcquisition(c, k, target);
    check(!why, why ?? '');
    acquire(c, k, target);
  },
};

/**
 * An operating round starts with no choice of mergers open. Within the round the choice stays open until its company
 * passes: an acquirer whose price the loans taken on push to a closing space closes with its choice still open, and
 * the next company to operate finds it open, closing it (an automatic pass where it can acquire nothing) before
 * anything else (18xx.games keeps the choice on its round, not its company; 7.2 is silent on an acquirer closing).
 */
export function closeMergeChoice(c: Ctx): void {
  state18NY(c).viewingMerges = false;
}

/** After an acquisition: the acquirer swaps the acquired company's stations for its own (`remove_token`), or passes. */
export const replaceTokensStep: PendingStep = {
  kind: REPLACE_TOKENS,
  traceName: 'ReplaceTokens',
  actor: (c, p) => corp(c, String(p.entity)).president,
  asks: (_c, p) => `replace ${p.target}'s stations with ${p.entity}'s own`,
  accepts: (_c, p, a) => a.entity === p.entity && (a.type === 'remove_token' || a.type === 'pass'),
  process(c, p, a) {
    const k = corp(c, String(p.entity));
    const target = corp(c, String(p.target));
    if (a.type === 'remove_token') {
      const { hex, stop } = resolveCity(c, (a as ActionOf<'remove_token'>).city);
      check(
        target.tokens.some((t) => t.hex === hex && t.stop === stop),
        () => `${target.sym} has no station at ${hex}`,
      );
      const h = c.s.hexes[hex];
      const recorded = (a as ActionOf<'remove_token'>).slot;
      const slot = recorded !== undefined && h.tokens[stop][recorded] === target.sym ? recorded : h.tokens[stop].indexOf(target.sym);
      removeToken(c, target, hex, stop);
      placeStation(
        c,
        k,
        k.tokens.find((t) => !t.hex)!,
        hex,
        stop,
        slot,
      );
      log(c, `${k.sym} replaces ${target.sym}'s station in ${hex}`);
      if (replaceableTokens(k, target)) return;
    }
    resolvePending(c, p);
    closeAcquired(c, target);
  },
  legal(_game, c, p) {
    const k = corp(c, String(p.entity));
    const target = corp(c, String(p.target));
    const cities = target.tokens.flatMap((t) =>
      t.hex ? [{ city: cityRef(c, t.hex, t.stop), hex: t.hex, stop: t.stop, slot: c.s.hexes[t.hex].tokens[t.stop].indexOf(target.sym) }] : [],
    );
    return [
      { type: 'remove_token', entity: k.sym, cities },
      { type: 'pass', entity: k.sym, entityType: 'corporation', label: `Keep ${target.sym}'s stations off the map` },
    ];
  },
};

/**
 * Once the company can acquire no other (7.2: after a merger, the cost of the next out of its reach), its open choice
 * of mergers closes by itself: an automatic `pass`, as 18xx.games records it.
 */
export function mergeAutoActions(c: Ctx): Action[] {
  if (c.s.round.kind !== 'operating' || c.s.pending.length || !state18NY(c).viewingMerges) return [];
  const k = operatingCorp(c);
  if (!k || Object.values(c.s.corporations).some((t) => !whyNoAcquisition(c, k, t))) return [];
  return [{ type: 'pass', entity: k.sym, entity_type: 'corporation' } as Action];
}
