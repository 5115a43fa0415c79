import type { ActionOf } from '../../engine/actions';
import type { Ctx } from '../../engine/context';
import { corp, log } from '../../engine/entities';
import type { LegalOffer } from '../../engine/legal';
import { pushPending, resolvePending, type PendingStep } from '../../engine/pending';
import { check } from '../../engine/result';
import type { CorporationState, PendingDecision, PlayerId } from '../../engine/state';
import { cityRef, resolveCity } from '../../engine/tiles';
import { addToken, handOverStation, keepTokens, liftStation } from '../../engine/transfer/tokens';
import { forgetStationReach } from './stationCache';

/**
 * 1817 §7.3, acquired station markers: when a company takes over another's stations (an acquisition, a friendly sale,
 * a merger), the other's markers on the map become the survivor's, and where both stood in the same city the
 * survivor's own marker goes back to its charter. The survivor keeps at most eight: with more than eight on the map,
 * or two in one hex (two cities of a tile), its president first removes markers one at a time (`reduce_tokens`);
 * markers on the charter beyond eight are then dropped.
 */
export const MAX_STATIONS = 8;
export const REDUCE_TOKENS = 'reduce_tokens';

const placed = (k: CorporationState) => k.tokens.filter((t) => t.hex);

/** Where the other company's stations stand while the survivor's president reduces them (§7.3). */
type Spot = { hex: string; stop: number };
const spots = (k: CorporationState): Spot[] => placed(k).map((t) => ({ hex: t.hex!, stop: t.stop }));

/**
 * Above the limits once `other`'s stations are counted: the survivor with two in one hex, both in one hex, or more than
 * eight on the map in all.
 */
function tooMany(survivor: CorporationState, others: Spot[]): boolean {
  const mine = placed(survivor).map((t) => t.hex!);
  const shared = others.some((o) => mine.includes(o.hex));
  return new Set(mine).size !== mine.length || shared || mine.length + others.length > MAX_STATIONS;
}

/** Markers on the map first, then the charter's cheapest, eight at most. */
function keepEight(k: CorporationState): void {
  const spare = k.tokens.filter((t) => !t.hex).sort((a, b) => a.price - b.price);
  keepTokens(k, [...placed(k), ...spare].slice(0, MAX_STATIONS));
}

/**
 * `other`'s markers become the survivor's (§7.3): the survivor's own in a city where `other` has one goes back to its
 * charter; `other`'s on the map stay where they are in the survivor's colour, those on its charter join the survivor's
 * (at no cost). Above the limits the survivor's president first chooses which to remove (a pending decision), `other`'s
 * still standing as its own until then (as 18xx.games shows them).
 */
export function takeOverStations(c: Ctx, survivor: CorporationState, other: CorporationState): void {
  forgetStationReach(c);
  const theirs = new Set(placed(other).map((t) => `${t.hex}/${t.stop}`));
  for (const t of survivor.tokens) if (t.hex && theirs.has(`${t.hex}/${t.stop}`)) liftStation(c, survivor, t);
  if (!tooMany(survivor, spots(other))) return handOver(c, survivor, other, spots(other), other.tokens.length);
  log(c, `${survivor.sym} has more than ${MAX_STATIONS} stations or two in one hex, and must remove some`);
  pushPending(c, { kind: REDUCE_TOKENS, entity: survivor.sym, other: other.sym, count: other.tokens.length });
}

/** Each of `other`'s `count` markers becomes a new one of the survivor's, in the same city for those on the map. */
function handOver(c: Ctx, survivor: CorporationState, other: CorporationState, at: Spot[], count: number): void {
  for (let i = 0; i < count; i++) {
    const into = addToken(survivor, 0);
    if (i >= at.length) continue;
    const own = other.tokens.find((t) => t.hex === at[i].hex && t.stop === at[i].stop);
    handOverStation(c, other, own ?? { price: 0, ...at[i] }, survivor, into);
  }
  keepEight(survivor);
}

const reductionFor = (c: Ctx, sym: string) => c.s.pending.find((p) => p.kind === REDUCE_TOKENS && p.other === sym);

/**
 * A company reset while its stations are being reduced (18xx.games resets the sold company before that decision
 * where nothing else waits): its markers on the map stay there under its name, held by the decision, until removed
 * or handed over.
 */
export function holdStationsOfReset(c: Ctx, k: CorporationState): void {
  const p = reductionFor(c, k.sym);
  if (p && !p.held) p.held = spots(k);
}

const otherSpots = (c: Ctx, p: PendingDecision): Spot[] => (p.held as Spot[] | undefined) ?? spots(corp(c, String(p.other)));

/** The markers the president may remove now: in a hex where both companies stand first, else any on the map. */
function removable(c: Ctx, p: PendingDecision): { sym: string; spot: Spot }[] {
  const k = corp(c, String(p.entity));
  const others = otherSpots(c, p);
  const all = [...spots(k).map((spot) => ({ sym: k.sym, spot })), ...others.map((spot) => ({ sym: String(p.other), spot }))];
  const shared = new Set(
    spots(k)
      .filter((t) => others.some((o) => o.hex === t.hex))
      .map((t) => t.hex),
  );
  return all.filter((x) => !shared.size || shared.has(x.spot.hex));
}

export const reduceTokensStep: PendingStep = {
  kind: REDUCE_TOKENS,
  traceName: 'ReduceTokens',
  actor: (c, p) => corp(c, String(p.entity)).president as PlayerId,
  asks: (_c, p) => `remove stations of ${String(p.entity)} and ${String(p.other)} down to ${MAX_STATIONS}, one a hex`,
  accepts: (_c, p, a) => a.type === 'remove_token' && a.entity === p.entity,
  process(c, p, a) {
    const k = corp(c, String(p.entity));
    const other = corp(c, String(p.other));
    const action = a as ActionOf<'remove_token'>;
    const { hex, stop } = resolveCity(c, action.city);
    const sym = c.s.hexes[hex]?.tokens[stop]?.[action.slot ?? 0];
    const x = removable(c, p).find((r) => r.sym === sym && r.spot.hex === hex && r.spot.stop === stop);
    check(x, () => `${k.sym} may not remove that station in ${hex} now`);
    if (x.sym === k.sym)
      liftStation(
        c,
        k,
        k.tokens.find((t) => t.hex === hex && t.stop === stop)!,
      );
    else {
      const own = other.tokens.find((t) => t.hex === hex && t.stop === stop);
      liftStation(c, other, own ?? { price: 0, hex, stop });
      if (p.held) p.held = (p.held as Spot[]).filter((h) => h.hex !== hex || h.stop !== stop);
    }
    log(c, `${k.sym} removes the station in ${hex}`);
    const left = otherSpots(c, p);
    if (tooMany(k, left)) return;
    handOver(c, k, other, left, p.count as number);
    resolvePending(c, p);
  },
  legal(_game, c, p): LegalOffer[] {
    const options = removable(c, p).map(({ sym, spot }) => {
      const city = cityRef(c, spot.hex, spot.stop);
      const slot = c.s.hexes[spot.hex].tokens[spot.stop].indexOf(sym);
      return { choice: city, action: { type: 'remove_token', entity: String(p.entity), entity_type: 'corporation', city, slot } as never };
    });
    return [{ type: 'choose', entity: String(p.entity), entityType: 'corporation', choices: options.map((o) => o.choice), options }];
  },
};
