import type { Action, ActionOf } from '../../engine/actions';
import type { Ctx } from '../../engine/context';
import { check, checkRecorded } from '../../engine/result';
import { orTurn } from '../../engine/rounds/or/common';
import { nextToken, placeToken, tokenStep } from '../../engine/rounds/or/token';
import type { OrStep } from '../../engine/rounds/or/steps';
import { resolveCity } from '../../engine/tiles';
import { corpKey, type CorporationState } from '../../engine/state';
import { graph } from '../../engine/board';
import { hasReachableCity } from '../../graph/tokens';
import { trackDistance } from './trackWalk';
import { tokenAbilityUsable } from './tokenAbility';

/**
 * 18NY 7.1.2 Placing stations: a share company may place one station a turn; it costs $20 for each hex along the
 * track from its nearest station (Springfield and Toronto not counted), and $40 more in New York City (second
 * edition). The recorded `cost` is checked against it. Minors place only their home station.
 */

const FREE_HEXES = ['E1', 'E25'];
const NYC_HEX = 'J20';
const NYC_FEE = 40;

export function stationCost(c: Ctx, k: CorporationState, hex: string): number | null {
  const token = nextToken(k);
  if (!token) return null;
  const stations = new Set(k.tokens.filter((t) => t.hex).map((t) => t.hex));
  const d = trackDistance(c, hex, (h) => stations.has(h), FREE_HEXES);
  if (d === null) return null;
  return token.price * d + (hex === NYC_HEX ? NYC_FEE : 0);
}

/**
 * The cheapest a station could cost the company as 18xx.games reckons whether to stop at its token step: its next
 * token's price, or less where a private it owns places a token (the Stagecoach's, free in Albany).
 */
function leastTokenPrice(c: Ctx, k: CorporationState): number | null {
  const token = nextToken(k);
  if (!token) return null;
  let least = token.price;
  for (const def of c.title.companies) {
    const co = c.s.companies[def.sym];
    if (!co || co.closed || co.owner !== corpKey(k.sym)) continue;
    for (const a of def.abilities ?? [])
      if (a.type === 'token' && tokenAbilityUsable(k, a)) least = Math.min(least, Number(a.price ?? 0), Number(a.teleportPrice ?? Infinity));
  }
  return least;
}

export const tokenStep18NY: OrStep = {
  ...tokenStep,
  // A company owning the Stagecoach stops at its token step while it has a token and a city to place it in, whatever
  // its cash (18xx.games counts the private's free token among the prices it could pay).
  active: (c, k) => {
    if (k.minor || orTurn(c).tokenPlaced) return false;
    if (tokenStep.active(c, k)) return true;
    const least = leastTokenPrice(c, k);
    return least !== null && least <= k.cash && hasReachableCity(graph(c), k.sym);
  },
  // The cities the company's track reaches, each at its own cost (with the cost in its action) where it can pay.
  legal(game, c, k, ok) {
    return tokenStep.legal!(game, c, k, ok).map((o) => {
      if (o.type !== 'place_token') return o;
      const cities = o.cities.flatMap((x) => {
        const cost = stationCost(c, k, x.hex);
        if (cost === null || cost > k.cash) return [];
        const action = { type: 'place_token', entity: k.sym, entity_type: 'corporation', city: x.city, cost } as Action;
        return ok(action as unknown as Record<string, unknown>) ? [{ ...x, action }] : [];
      });
      const costs = cities.map((x) => Number((x.action as ActionOf<'place_token'>).cost));
      return { ...o, cities, price: costs.length ? Math.min(...costs) : o.price };
    });
  },
  process(c, a) {
    if (a.type !== 'place_token') return tokenStep.process(c, a);
    const k = c.s.corporations[String(a.entity)];
    const action = a as ActionOf<'place_token'>;
    const { hex } = resolveCity(c, action.city);
    const cost = stationCost(c, k, hex);
    check(cost !== null, () => `${k.sym} has no track to ${hex}`);
    checkRecorded('cost', action.cost, cost);
    placeToken(c, k, action, { price: cost });
    orTurn(c).tokenPlaced = true;
    orTurn(c).done.push('token');
  },
};
