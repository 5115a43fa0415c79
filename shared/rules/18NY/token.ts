import type { Action, ActionOf } from '../../engine/actions';
import type { Ctx } from '../../engine/context';
import { check, checkRecorded } from '../../engine/result';
import { orTurn } from '../../engine/rounds/or/common';
import { nextToken, placeToken, tokenStep } from '../../engine/rounds/or/token';
import type { OrStep } from '../../engine/rounds/or/steps';
import { resolveCity } from '../../engine/tiles';
import type { CorporationState } from '../../engine/state';
import { trackDistance } from './trackWalk';

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

export const tokenStep18NY: OrStep = {
  ...tokenStep,
  active: (c, k) => !k.minor && tokenStep.active(c, k),
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
