import type { ActionOf } from '../../engine/actions';
import type { Ctx } from '../../engine/context';
import { graph } from '../../engine/board';
import { corp } from '../../engine/entities';
import { check } from '../../engine/result';
import { byCorp, orTurn } from '../../engine/rounds/or/common';
import { layTile, laysLeft } from '../../engine/rounds/or/track';
import { nextToken, placeToken } from '../../engine/rounds/or/token';
import type { OrStep } from '../../engine/rounds/or/steps';
import { freeSlot, hasReachableCity, reachableCities } from '../../graph/tokens';
import { resolveCity } from '../../engine/tiles';
import { corpKey, type CorporationState } from '../../engine/state';
import { issueStep } from './issue';
import { trackBuyingPower } from './buyingPower';
import { trainStep1846 } from './train';
import { companyTokenStep, specialTrackStep1846, assignStep, usesLeft } from './abilities';
import { buyCompanyAnyStep1846, buyCompanyStep1846 } from './buyCompany';
import { bankruptStep1846 } from './bankrupt';
import { dividendStep1846, inReceivership } from './dividend';
import { corp1846, corp1846Mut } from './state';

/**
 * An 1846 operating turn (§6): issue or redeem shares; lay track (two yellow tiles, or one yellow and one upgrade) and
 * place a station, in either order; run trains; pay full, half or nothing; buy trains; buy privates at any time.
 */
export const OPERATING_STEPS_1846 = ['bankrupt', 'track_and_token', 'route', 'dividend', 'train', 'company'];

export const ANYTIME_1846 = ['assign', 'company_token', 'special_track', 'buy_company_any', 'issue', 'bankrupt'];

/** A corporation's own token ability for a hex (PRR E11, B&O H12, ERIE D20, IC I5): its price, or teleport price. */
function tokenAbility(c: Ctx, k: CorporationState, hex: string): { price?: number; teleportPrice?: number } | null {
  const def = c.t.corporation.get(k.sym);
  const used = corp1846(k).tokenAbilityUsed ?? false;
  if (used) return null;
  for (const a of def?.abilities ?? []) if (a.type === 'token' && (a.hexes as string[]).includes(hex)) return a as { price?: number; teleportPrice?: number };
  return null;
}

/**
 * The cheapest station the corporation could place: its next charter token, or a station ability of its own (PRR E11,
 * B&O H12, ERIE D20, IC I5, at the connected or the teleport price) or of a private it owns (C&WI, free).
 */
function cheapestStation(c: Ctx, k: CorporationState): number {
  let lo = nextToken(k)?.price ?? Infinity;
  // An ability for hexes where the corporation already has stations all is of no use (18xx.games).
  const consider = (a: { price?: number; teleportPrice?: number; hexes?: string[] }) => {
    if ((a.hexes ?? []).every((h) => k.tokens.some((t) => t.hex === h))) return;
    for (const p of [a.price, a.teleportPrice]) if (p !== undefined) lo = Math.min(lo, p);
  };
  const def = c.t.corporation.get(k.sym);
  if (!corp1846(k).tokenAbilityUsed) for (const a of def?.abilities ?? []) if (a.type === 'token') consider(a as { price?: number });
  for (const d of c.title.companies) {
    const co = c.s.companies[d.sym];
    if (co.closed || co.owner !== corpKey(k.sym) || usesLeft(c, d.sym, 'token') <= 0) continue;
    for (const a of d.abilities ?? []) if (a.type === 'token') consider(a as { price?: number });
  }
  return lo;
}

/**
 * May the corporation still place a station this turn (so the step waits for it)? As 18xx.games decides it: a
 * station is left on its charter, the cheapest station it could place is within its buying power, and there is a
 * city with a slot open to it (whatever that city's own price) that its network reaches or that its own station
 * ability reaches without a connection (PRR E11, B&O H12 at the teleport price).
 */
function canToken(c: Ctx, k: CorporationState): boolean {
  if (k.minor || orTurn(c).tokenPlaced || !nextToken(k)) return false;
  const lo = cheapestStation(c, k);
  if (k.cash < lo && trackBuyingPower(c, k) < lo) return false;
  const g = graph(c);
  if (hasReachableCity(g, k.sym)) return true;
  if (corp1846(k).tokenAbilityUsed) return false;
  for (const a of c.t.corporation.get(k.sym)?.abilities ?? []) {
    if (a.type !== 'token' || (a as { teleportPrice?: number }).teleportPrice === undefined) continue;
    for (const hex of (a as { hexes: string[] }).hexes) {
      const h = g.hex(hex);
      if (g.hasTokenInHex(h, k.sym)) continue;
      for (let stop = 0; stop < (c.s.hexes[hex]?.tokens.length ?? 0); stop++) if (freeSlot(g, h, stop, k.sym) >= 0) return true;
    }
  }
  return false;
}

/**
 * May the corporation still lay a tile (so the step waits for it)? A lay is left this turn and it could pay the $20
 * every lay costs at least (§6.48), or it may lay for free: a private's free lays or the IC's land grant on a hex
 * still without a tile (as 18xx.games decides it).
 */
function canLay(c: Ctx, k: CorporationState): boolean {
  if (!laysLeft(c)) return false;
  return k.cash >= 20 || freeLay(c, k) || trackBuyingPower(c, k) >= 20;
}

/** A free (or $20-off) tile lay on a hex that still shows its printed map: an owned private's or the IC's own. */
function freeLay(c: Ctx, k: CorporationState): boolean {
  const free = (a: { type: string; free?: boolean; discount?: number; hexes?: string[] }) =>
    a.type === 'tile_lay' && (a.free === true || (a.discount ?? 0) >= 20) && (a.hexes ?? []).some((h) => c.s.hexes[h]?.tile === null);
  if ((c.t.corporation.get(k.sym)?.abilities ?? []).some((a) => free(a as { type: string }))) return true;
  return c.title.companies.some((d) => {
    const co = c.s.companies[d.sym];
    return !co.closed && co.owner === corpKey(k.sym) && usesLeft(c, d.sym, 'tile_lay') > 0 && (d.abilities ?? []).some((a) => free(a as { type: string }));
  });
}

export const trackAndTokenStep: OrStep = {
  name: 'track_and_token',
  skipped: 'lay track and place a station',
  active: (c, k) => !k.closed && !inReceivership(k) && (canLay(c, k) || canToken(c, k)),
  accepts: (c, k, a) => byCorp(k, a) && (a.type === 'lay_tile' || a.type === 'place_token' || a.type === 'pass'),
  offers: () => ['lay_tile', 'place_token', 'pass'],
  process(c, a) {
    const k = corp(c, String(a.entity));
    const turn = orTurn(c);
    if (a.type === 'pass') {
      turn.done.push('track_and_token');
      return;
    }
    if (a.type === 'lay_tile') {
      check(laysLeft(c), () => `${k.sym} has no tile lay left`);
      layTile(c, k, a as ActionOf<'lay_tile'>, {});
    } else {
      check(!k.minor, 'independent railroads place no stations');
      check(!turn.tokenPlaced, () => `${k.sym} has already placed a station this turn`);
      const action = a as ActionOf<'place_token'>;
      const { hex } = resolveCity(c, action.city);
      const ab = tokenAbility(c, k, hex);
      if (ab) {
        const connected = reachableCities(graph(c), k.sym).some((x) => x.hex === hex);
        const price = connected ? ab.price : ab.teleportPrice;
        check(price !== undefined, () => `${k.sym} is not connected to ${hex}`);
        placeToken(c, k, action, { price, ignoreConnectivity: !connected });
        corp1846Mut(k).tokenAbilityUsed = true;
      } else placeToken(c, k, action, {});
      turn.tokenPlaced = true;
    }
    // The step ends by itself once both lays and the station are used, or nothing more is possible.
    if ((!laysLeft(c) && turn.tokenPlaced) || (!canLay(c, k) && !canToken(c, k))) turn.done.push('track_and_token');
  },
};

export const STEPS_1846: Record<string, OrStep> = {
  track_and_token: trackAndTokenStep,
  issue: issueStep,
  train: trainStep1846,
  company_token: companyTokenStep,
  special_track: specialTrackStep1846,
  assign: assignStep,
  buy_company_any: buyCompanyAnyStep1846,
  company: buyCompanyStep1846,
  bankrupt: bankruptStep1846,
  dividend: dividendStep1846,
};
