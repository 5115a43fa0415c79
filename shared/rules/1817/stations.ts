import type { ActionOf } from '../../engine/actions';
import type { Ctx } from '../../engine/context';
import { corp, log } from '../../engine/entities';
import type { LegalOffer } from '../../engine/legal';
import { pushPending, resolvePending, type PendingStep } from '../../engine/pending';
import { check } from '../../engine/result';
import type { CorporationState, PlayerId, TokenState } from '../../engine/state';
import { cityRef, resolveCity } from '../../engine/tiles';
import { addToken, handOverStation, keepTokens, liftStation } from '../../engine/transfer/tokens';

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

/** Hexes where the company has two markers or more. */
function crowdedHexes(k: CorporationState): Set<string> {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const t of placed(k)) (seen.has(t.hex!) ? twice : seen).add(t.hex!);
  return twice;
}

const tooMany = (k: CorporationState) => placed(k).length > MAX_STATIONS || crowdedHexes(k).size > 0;

/** Markers on the map first, then the charter's cheapest, eight at most. */
function keepEight(k: CorporationState): void {
  const spare = k.tokens.filter((t) => !t.hex).sort((a, b) => a.price - b.price);
  keepTokens(k, [...placed(k), ...spare].slice(0, MAX_STATIONS));
}

/**
 * `other`'s markers become the survivor's (§7.3): the survivor's own in a city where `other` has one goes back to its
 * charter; `other`'s on the map stay where they are in the survivor's colour, those on its charter join the survivor's
 * (at no cost). Above the limits the survivor's president chooses which to remove (a pending decision).
 */
export function takeOverStations(c: Ctx, survivor: CorporationState, other: CorporationState): void {
  const theirs = new Set(placed(other).map((t) => `${t.hex}/${t.stop}`));
  for (const t of survivor.tokens) if (t.hex && theirs.has(`${t.hex}/${t.stop}`)) liftStation(c, survivor, t);
  for (const t of other.tokens) {
    const into = addToken(survivor, 0);
    if (t.hex) handOverStation(c, other, t, survivor, into);
  }
  if (!tooMany(survivor)) return keepEight(survivor);
  log(c, `${survivor.sym} has more than ${MAX_STATIONS} stations or two in one hex, and must remove some`);
  pushPending(c, { kind: REDUCE_TOKENS, entity: survivor.sym });
}

/** The markers the president may remove now: in a hex holding two of them first, else any on the map. */
function removable(k: CorporationState): TokenState[] {
  const crowded = crowdedHexes(k);
  return placed(k).filter((t) => !crowded.size || crowded.has(t.hex!));
}

export const reduceTokensStep: PendingStep = {
  kind: REDUCE_TOKENS,
  traceName: 'ReduceTokens',
  actor: (c, p) => corp(c, String(p.entity)).president as PlayerId,
  asks: (_c, p) => `remove stations of ${String(p.entity)} down to ${MAX_STATIONS}, one a hex`,
  accepts: (_c, p, a) => a.type === 'remove_token' && a.entity === p.entity,
  process(c, p, a) {
    const k = corp(c, String(p.entity));
    const { hex, stop } = resolveCity(c, (a as ActionOf<'remove_token'>).city);
    const t = removable(k).find((x) => x.hex === hex && x.stop === stop);
    check(t, () => `${k.sym} may not remove a station in ${hex} now`);
    liftStation(c, k, t);
    log(c, `${k.sym} removes its station in ${hex}`);
    if (tooMany(k)) return;
    keepEight(k);
    resolvePending(c, p);
  },
  legal(_game, c, p): LegalOffer[] {
    const k = corp(c, String(p.entity));
    const options = removable(k).map((t) => {
      const city = cityRef(c, t.hex!, t.stop);
      const slot = c.s.hexes[t.hex!].tokens[t.stop].indexOf(k.sym);
      return { choice: city, action: { type: 'remove_token', entity: k.sym, entity_type: 'corporation', city, slot } as never };
    });
    return [{ type: 'choose', entity: k.sym, entityType: 'corporation', choices: options.map((o) => o.choice), options }];
  },
};
