import type { Ctx } from '../../engine/context';
import { certsOf, corp, log, player, sharePercent } from '../../engine/entities';
import { shortStockStep } from '../../engine/rounds/sr/short';
import { sr } from '../../engine/rounds/sr/turn';
import { openShorts } from '../../engine/shorts';
import { phaseDef } from '../../engine/trains';
import { percentOf } from '../../engine/entities';
import { shareCount } from '../../engine/certSize';
import { corpKey, ipoKey, playerKey, POOL, type CorporationState, type PlayerId } from '../../engine/state';
import { price } from '../../engine/market';
import { pay } from '../../engine/transfer/cash';
import { retireCert } from '../../engine/transfer/certs';
import { inLowZones } from './stockTurn';

/**
 * 1817 §5.3, selling short on a stock turn (after selling, before buying): one share of a 5 or 10-share company that
 * has operated, outside the gray and red zones, of which the player holds no share, while fewer shorts than its
 * shares are open (at most five with the option "five shorts"); once per round; none in phase 8. Buying a share of a company one is short of closes the short.
 */

function whyNoShort(c: Ctx, id: PlayerId, sym: string): string | null {
  const k = corp(c, sym);
  const r = sr(c);
  if (phaseDef(c).status?.includes('no_new_shorts')) return 'no new shorts in this phase';
  if (!k.floated || k.closed || !k.operated || inLowZones(c, k)) return `${sym} cannot be sold short now`;
  if (shareCount(c, sym) <= 2) return 'a 2-share company cannot be sold short';
  if (openShorts(c, sym).length >= shareCount(c, sym)) return `${sym} has as many shorts as shares`;
  // §5.3: "No share may be sold short if there are already 5 or more short shares in play"; 18xx.games plays the
  // variant §9.1 (up to ten in a 10-share company) unless its option "five shorts" is chosen.
  if (c.s.optionalRules.includes('five_shorts') && openShorts(c, sym).length >= 5) return `${sym} has five shorts already`;
  if (percentOf(c, sym, playerKey(id)) > 0) return `${player(c, id).name} holds ${sym} shares`;
  if (r.turn.bought) return 'shorts come before buying';
  // One short a turn: 18xx.games forgets a turn's short at the next turn (its `players_sold` turns `:short` into `:prev`).
  if (r.turn.actions.includes('short')) return `${player(c, id).name} has sold short this turn`;
  return null;
}

export const shortStep = shortStockStep(whyNoShort, (c, id, sym) => (sr(c).soldThisRound[String(id)] ??= []).push(sym));

/**
 * Before each stock round, shorts left in the market are closed against the company's treasury: the market buys a
 * treasury share at the current price (the company is paid) and the pair leaves the game, while both last (18xx.games
 * `close_bank_shorts`, for companies outside the gray and red zones; the rulebook does not say how shorts in the market end).
 */
export function closeBankShorts(c: Ctx): void {
  for (const def of c.title.corporations) {
    const k = c.s.corporations[def.sym];
    if (!k?.ipoed || k.closed || !k.market || inLowZones(c, k)) continue;
    let n = 0;
    for (;;) {
      const short = certsOf(c, k.sym, POOL).find((x) => x.percent < 0);
      const share = certsOf(c, k.sym, ipoKey(k.sym)).find((x) => x.percent > 0 && !x.president);
      if (!short || !share) break;
      const cost = (price(c, k) * share.percent) / sharePercent(c, k.sym);
      pay(c, 'bank', corpKey(k.sym), cost);
      log(c, `The market buys ${share.percent}% of ${k.sym} from its treasury for ${cost}`);
      retireCert(c, share);
      retireCert(c, short);
      n++;
    }
    if (n) log(c, `The market closes ${n} short${n > 1 ? 's' : ''} of ${k.sym}`);
  }
}

/**
 * §7.4: "At any time, if there is a share and a matching short share in the open market, they are removed": while the
 * market holds a short, its first share (not the president's) and that short leave the game.
 */
export function closeMarketShorts(c: Ctx, sym: string): void {
  for (;;) {
    const pool = certsOf(c, sym, POOL);
    const share = pool.find((x) => x.percent > 0 && !x.president);
    const short = share && pool.find((x) => x.percent === -share.percent);
    if (!short || !share) return;
    retireCert(c, share);
    retireCert(c, short);
  }
}

/** §5.2: a sale moves no price; a share sold into a market holding a short of the company cancels it (§7.4). */
export function afterSale1817(c: Ctx, k: CorporationState): void {
  closeMarketShorts(c, k.sym);
}
