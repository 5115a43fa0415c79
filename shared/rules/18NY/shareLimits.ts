import type { ActionOf } from '../../engine/actions';
import type { Ctx } from '../../engine/context';
import { firstCertOf, percentOf, player, sharePercent } from '../../engine/entities';
import { canGain } from '../../engine/certs';
import { price } from '../../engine/market';
import { soldThisRound, sr } from '../../engine/rounds/sr/turn';
import { check } from '../../engine/result';
import { buyStep } from '../../engine/rounds/sr/buy';
import type { StockStep } from '../../engine/rounds/sr/step';
import { bundleOf, playerPercents, type Bundle } from '../../engine/shares';
import { ipoKey, playerKey, POOL, type CorporationState, type PlayerId } from '../../engine/state';

/**
 * The bank pool may not hold more of a company than its players do (6.2 says it of a company's issues; 18xx.games
 * holds every sale to it, a player's included): after the sale, the pool's percent is at most the players'.
 */
export function fitsInPool18NY(c: Ctx, b: Bundle): boolean {
  let players = 0;
  for (const pct of playerPercents(c, b.corp).values()) players += pct;
  if (b.certs[0]?.owner.startsWith('p:')) players -= b.percent;
  return percentOf(c, b.corp, POOL) + b.percent <= players;
}

export function checkSale18NY(c: Ctx, _player: PlayerId, b: Bundle): void {
  check(fitsInPool18NY(c, b), () => `the pool may not hold more of ${b.corp} than the players`);
}

/**
 * Buying from a company's treasury (18xx.games): a player may hold at most 60% of a company through such buys; from
 * the pool there is no limit (the rulebook sets none, 6.1).
 */
const TREASURY_HOLDING_LIMIT = 60;

export const buyStep18NY: StockStep = {
  ...buyStep,
  process(c, a) {
    const action = a as ActionOf<'buy_shares'>;
    const b = bundleOf(c, action.shares, action.percent);
    if (b.certs[0].owner === ipoKey(b.corp)) {
      const held = percentOf(c, b.corp, playerKey(action.entity as PlayerId));
      check(held + b.percent <= TREASURY_HOLDING_LIMIT, () => `no more than ${TREASURY_HOLDING_LIMIT}% of ${b.corp} may be bought from its treasury`);
    }
    buyStep.process(c, a);
  },
  // A turn whose only purchases left are treasury shares over that limit has nothing left to buy: it ends (18xx.games).
  canAct(c, id) {
    if (!buyStep.canAct!(c, id)) return false;
    if (sr(c).turn.bought) return true;
    return Object.values(c.s.corporations).some((k) => !k.closed && k.ipoed && !soldThisRound(c, id, k.sym) && mayBuyOne(c, id, k));
  },
};

/**
 * Could the player buy a share of the company, from the pool or, within the 60%, from its treasury? A minor only from
 * the pool, where one abandoned by a bankrupt lies (1e §9).
 */
function mayBuyOne(c: Ctx, id: PlayerId, k: CorporationState): boolean {
  const cash = player(c, id).cash;
  const pool = firstCertOf(c, k.sym, POOL);
  if (pool && cash >= (price(c, k) * pool.percent) / sharePercent(c, k.sym) && canGain(c, id, k.sym, pool.percent)) return true;
  if (k.minor) return false;
  const ipo = firstCertOf(c, k.sym, ipoKey(k.sym));
  if (!ipo) return false;
  const unit = c.t.corporation.get(k.sym)?.alwaysMarketPrice ? price(c, k) : (k.parPrice ?? price(c, k));
  const held = percentOf(c, k.sym, playerKey(id));
  return cash >= (unit * ipo.percent) / sharePercent(c, k.sym) && held + ipo.percent <= TREASURY_HOLDING_LIMIT && canGain(c, id, k.sym, ipo.percent);
}
