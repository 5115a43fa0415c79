import type { ActionOf } from '../../engine/actions';
import type { Ctx } from '../../engine/context';
import { graph } from '../../engine/board';
import { corp, log } from '../../engine/entities';
import { pay } from '../../engine/transfer/cash';
import { check } from '../../engine/result';
import { buyCompany, buyCompanyAnyStep, buyCompanyStep, canBuyAnyCompany } from '../../engine/rounds/or/buyCompany';
import { assignmentsOf } from './routes';
import { usesLeft } from './abilities';
import type { OrStep } from '../../engine/rounds/or/steps';
import { inReceivership } from './dividend';
import { countedTrainCount, gainTrain, trainLimit } from '../../engine/trains';
import { corpKey, type CorporationState } from '../../engine/state';
import { dropReservation } from './abilities';
import { corp1846 } from './state';
import { addToken, handOverStation, liftStation } from '../../engine/transfer/tokens';

/**
 * Buying privates (§6.9): from any player for $1 up to face value, in phases I and II. Buying an independent
 * railroad brings its cash, its 2-train and its station (which becomes the buyer's, unless the buyer already has one
 * there); the independent then leaves the game.
 */
function buy(c: Ctx, k: CorporationState, a: ActionOf<'buy_company'>): void {
  check(!k.minor, 'independent railroads buy no privates');
  check(a.price >= 1, 'a private costs at least $1');
  // §6.86: money raised by an emergency issue is for the train: no private until it owns a train not phased out.
  check(
    !corp1846(k).emergencyIssued || k.trains.some((id) => !c.s.trains[id].obsolete),
    () => `${k.sym} issued shares to buy a train: it may buy a private only once it owns one`,
  );
  const def = c.t.company.get(a.company);
  if (def?.minor) {
    check(countedTrainCount(c, k) < trainLimit(c, k), () => `${k.sym} has no room for another train`);
  }
  buyCompany(c, k, a);
  // Abilities that end when sold (the C&WI's reservation); markers follow the buyer (§ Steamboat, Meat Packing).
  for (const ab of def?.abilities ?? []) {
    if (ab.type === 'reservation' && (ab as { remove?: string }).remove === 'sold') dropReservation(c, a.company);
    if (ab.type === 'assign_corporation' && (ab as { when?: string[] }).when?.includes('sold')) (assignmentsOf(c)[a.company] ??= {}).corporation = k.sym;
  }
  if (!def?.minor) return;
  const m = corp(c, def.minor);
  if (m.cash) pay(c, corpKey(m.sym), corpKey(k.sym), m.cash);
  // §6.93: an independent's train may not run for its buyer in the round it was bought.
  for (const id of [...m.trains]) {
    gainTrain(c, k, c.s.trains[id], false);
    c.s.trains[id].operated = true;
  }
  const tok = m.tokens[0];
  if (tok?.hex) {
    // Its station becomes the buyer's, unless the buyer has one in that city already (§6.93).
    const g = graph(c);
    if (g.hasTokenInHex(g.hex(tok.hex), k.sym)) liftStation(c, m, tok);
    else handOverStation(c, m, tok, k, addToken(k, 0));
  }
  m.closed = true;
  m.president = null;
  log(c, `${k.sym} takes over ${m.sym}`);
}

/** Privates the corporation owns whose abilities may be used during its turn (18xx.games: owning_corp_or_turn). */
export function hasUsableAbilities(c: Ctx, k: CorporationState): boolean {
  return c.title.companies.some((def) => {
    const co = c.s.companies[def.sym];
    if (co.closed || co.owner !== corpKey(k.sym)) return false;
    return (def.abilities ?? []).some((ab) => {
      if (!(ab as { when?: string[] }).when?.includes('owning_corp_or_turn') || usesLeft(c, def.sym, ab.type) <= 0) return false;
      // A station ability is of no use where the corporation already has a station.
      if (ab.type === 'token') return !(ab as { hexes: string[] }).hexes.every((h) => k.tokens.some((t) => t.hex === h));
      return true;
    });
  });
}

export const buyCompanyAnyStep1846: OrStep = {
  ...buyCompanyAnyStep,
  // A corporation in receivership has no president to agree a price with a private's owner: it buys none (§7.13;
  // 18xx.games offers it no purchase).
  accepts: (c, k, a) => !k.minor && !inReceivership(k) && buyCompanyAnyStep.accepts(c, k, a),
  process(c, a) {
    buy(c, corp(c, String(a.entity)), a as ActionOf<'buy_company'>);
  },
};

export const buyCompanyStep1846: OrStep = {
  ...buyCompanyStep,
  // Privates cost at least $1 (§6.9).
  // It also waits while the corporation owns privates whose abilities it may still use this turn.
  active: (c, k) => !k.minor && !k.closed && k.president !== null && ((k.cash >= 1 && canBuyAnyCompany(c, k)) || hasUsableAbilities(c, k)),
  process(c, a) {
    if (a.type === 'buy_company') return buy(c, corp(c, String(a.entity)), a as ActionOf<'buy_company'>);
    buyCompanyStep.process(c, a);
  },
};
