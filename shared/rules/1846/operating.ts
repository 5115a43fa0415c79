import type { ActionOf } from '../../engine/actions';
import type { Ctx } from '../../engine/context';
import { graph } from '../../engine/board';
import { corp } from '../../engine/entities';
import { check } from '../../engine/result';
import { byCorp, orTurn } from '../../engine/rounds/or/common';
import { layTile, laysLeft } from '../../engine/rounds/or/track';
import { nextToken, placeToken } from '../../engine/rounds/or/token';
import type { OrStep } from '../../engine/rounds/or/steps';
import { routeStep } from '../../engine/rounds/or/route';
import { freeSlot, hasReachableCity, reachableCities } from '../../graph/tokens';
import { resolveCity } from '../../engine/tiles';
import { corpKey, type CorporationState } from '../../engine/state';
import { cellPrice, issuableShares, issueStep } from './issue';
import { trainStep1846 } from './train';
import { companyTokenStep, specialTrackStep1846, steamboatStep, assignStep, usesLeft } from './abilities';
import { buyCompanyAnyStep1846, buyCompanyStep1846 } from './buyCompany';
import { bankruptStep1846 } from './bankrupt';
import { dividendStep1846, inReceivership } from './dividend';

/**
 * An 1846 operating turn (§6): issue or redeem shares; lay track (two yellow tiles, or one yellow and one upgrade) and
 * place a station, in either order; run trains; pay full, half or nothing; buy trains; buy privates at any time.
 */
export const OPERATING_STEPS_1846 = ['steamboat', 'bankrupt', 'track_and_token', 'route', 'dividend', 'discard_train', 'train', 'company'];

export const ANYTIME_1846 = ['assign', 'company_token', 'special_track', 'buy_company_any', 'issue', 'bankrupt'];

/** A corporation's own token ability for a hex (PRR E11, B&O H12, ERIE D20, IC I5): its price, or teleport price. */
function tokenAbility(c: Ctx, k: CorporationState, hex: string): { price?: number; teleportPrice?: number } | null {
  const def = c.t.corporation.get(k.sym);
  const used = (k.extra?.tokenAbilityUsed as boolean) ?? false;
  if (used) return null;
  for (const a of def?.abilities ?? []) if (a.type === 'token' && (a.hexes as string[]).includes(hex)) return a as { price?: number; teleportPrice?: number };
  return null;
}

function canToken(c: Ctx, k: CorporationState): boolean {
  if (k.minor || orTurn(c).tokenPlaced) return false;
  const t = nextToken(k);
  if (!t) return false;
  const g = graph(c);
  // Cash usually decides; the buying power (independents' cash, shares to issue) is worked out only if not.
  let power = -1;
  const affords = (price: number) => k.cash >= price || (power < 0 ? (power = buyingPower(c, k)) : power) >= price;
  if (hasReachableCity(g, k.sym, (hex) => affords(tokenAbility(c, k, hex)?.price ?? t.price))) return true;
  // A station on its ability hex may be placed without a connection at the teleport price (B&O H12, PRR E11).
  const def = c.t.corporation.get(k.sym);
  for (const a of def?.abilities ?? []) {
    if (a.type !== 'token' || k.extra?.tokenAbilityUsed) continue;
    const ab = a as { hexes: string[]; teleportPrice?: number };
    if (ab.teleportPrice === undefined || k.cash < ab.teleportPrice) continue;
    for (const hex of ab.hexes) {
      const h = g.hex(hex);
      if (g.hasTokenInHex(h, k.sym)) continue;
      const stops = c.s.hexes[hex]?.tokens.length ?? 0;
      for (let stop = 0; stop < stops; stop++) if (freeSlot(g, h, stop, k.sym) >= 0) return true;
    }
  }
  return false;
}

/** Every lay costs at least $20 (§6.48): the step stays open while the corporation could pay for one. */
function canLay(c: Ctx, k: CorporationState): boolean {
  if (ownsTileLayer(c, k)) return true;
  if (!laysLeft(c)) return false;
  return k.cash >= 20 || buyingPower(c, k) >= 20;
}

/** The corporation owns a private whose extra tile lays it may still use (the track step waits for them). */
function ownsTileLayer(c: Ctx, k: CorporationState): boolean {
  return c.title.companies.some((d) => {
    const co = c.s.companies[d.sym];
    return !co.closed && co.owner === corpKey(k.sym) && usesLeft(c, d.sym, 'tile_lay') > 0;
  });
}

/** What the corporation could spend on track and stations: cash, independents' cash, and shares it may still issue. */
function buyingPower(c: Ctx, k: CorporationState): number {
  const issuable = k.minor || orTurn(c).abilitiesUsed.includes('issue') || orTurn(c).done.includes('dividend') ? 0 : issuableShares(c, k) * cellPrice(c, k, -1);
  return k.cash + potentialMinorCash(c, k) + issuable;
}

/** Cash a corporation could get by buying an independent railroad from a player for $1 (18xx.games counts it). */
export function potentialMinorCash(c: Ctx, k: CorporationState, allowedTrains = [0, 1, 2, 3]): number {
  if (k.minor || k.cash <= 0 || !allowedTrains.includes(k.trains.length)) return 0;
  let n = 0;
  for (const def of c.title.minors ?? []) {
    const m = c.s.corporations[def.sym];
    if (!m.closed && m.floated && m.president !== null && m.cash > 0) n += m.cash - 1;
  }
  return n;
}

export const trackAndTokenStep: OrStep = {
  name: 'track_and_token',
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
        (k.extra ??= {}).tokenAbilityUsed = true;
      } else placeToken(c, k, action, {});
      turn.tokenPlaced = true;
    }
    // The step ends by itself once both lays and the station are used, or nothing more is possible.
    if ((!laysLeft(c) && turn.tokenPlaced) || (!canLay(c, k) && !canToken(c, k))) turn.done.push('track_and_token');
  },
};

/**
 * Running routes: the step is open whenever the corporation has a train and somewhere to run, even if its trains
 * may not run this round (an independent's, or one that already ran for its seller): it then runs nothing.
 */
export const routeStep1846: OrStep = {
  ...routeStep,
  active(c, k) {
    if (!k.trains.some((id) => !c.s.trains[id].rusted)) return false;
    const conn = graph(c).connectivity(k.sym);
    let n = 0;
    for (let i = 0; i < conn.nodes.length; i++) if (conn.nodes[i] && ++n >= 2) return true;
    return false;
  },
};

export const STEPS_1846: Record<string, OrStep> = {
  track_and_token: trackAndTokenStep,
  issue: issueStep,
  train: trainStep1846,
  company_token: companyTokenStep,
  special_track: specialTrackStep1846,
  steamboat: steamboatStep,
  assign: assignStep,
  buy_company_any: buyCompanyAnyStep1846,
  company: buyCompanyStep1846,
  bankrupt: bankruptStep1846,
  dividend: dividendStep1846,
};

