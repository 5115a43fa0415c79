import type { Action, EntityType } from './actions';
import { layTileAction, withActions, type LegalAction, type LegalOffer } from './offers';
import type { Ctx } from './context';
import { ability } from './companies';
import { actsAsMinor, certsOf, playerKey } from './entities';
import { actingPlayers, context, dryRun, type Game } from './game';
import { auctionActor, biddingPower, faceValue, minBid } from './rounds/waterfallAuction';
import { holdingStep, operatingCorp, orRound } from './rounds/operating';
import { stockLegal } from './rounds/stock';
import { STEPS } from './rounds/or/steps';
import { tileOptions, type LayOptions } from './rounds/or/track';
import { nextToken } from './rounds/or/token';
import { companyOffers } from './rounds/or/buyCompany';
import { graph } from './board';
import { layableHexes } from '../graph/tileLay';
import { reachableCities } from '../graph/tokens';
import { cityRef } from './tiles';
import { topPending } from './pending';
import { pendingStep } from './pendingSteps';
import { roundKind } from './rounds/titleRounds';
import { loanOffers } from './rounds/or/loan';
import { corpKey, POOL, ipoKey } from './state';

/**
 * The legal actions of whoever must act, with their options and the concrete action of each (`offers.ts`): what the
 * panels offer. Every option listed is checked by applying it to a copy of the state, so the interface can never offer
 * an illegal move.
 */
export type { LegalAction, LegalOffer, ShareOption, TrainOption } from './offers';

/** Would this action be accepted now? Returns null if so, else why not. */
export function whyIllegal(game: Game, action: Action): string | null {
  const r = dryRun(game, action);
  return r.ok ? null : r.error;
}

function ok(game: Game, a: Record<string, unknown>): boolean {
  return whyIllegal(game, a as unknown as Action) === null;
}

export function legalActions(game: Game): LegalAction[] {
  const { trains } = game.state;
  const state = { trainVariant: (id: string) => trains[id]?.variant, isMinor: (sym: string) => actsAsMinor(game.title, sym) };
  return offers(game).map((o) => withActions(o, state));
}

/** The legal actions as the steps list them (some options without their concrete action yet). */
function offers(game: Game): LegalOffer[] {
  const c = context(game);
  const s = c.s;
  if (s.finished) return [];
  const top = topPending(c);
  if (top) {
    const step = pendingStep(c, top.kind);
    const own = step.legal(game, c, top, (a) => ok(game, a));
    // A decision that other actions let lapse but that cannot be answered now (1846: Little Miami's second lay, with
    // no lay possible and the pass refused until the cities connect) leaves the round's actions, which lapse it.
    return own.length || !step.lapse ? own : roundActions(game, c);
  }
  return roundActions(game, c);
}

/** The legal actions of the round itself. */
function roundActions(game: Game, c: Ctx): LegalOffer[] {
  const s = c.s;
  switch (s.round.kind) {
    case 'special':
      return roundKind(c, s.round.name).legal(game, c, s.round, (a) => ok(game, a));
    case 'auction':
      return auctionActions(game, c);
    case 'stock':
      return stockLegal(game, c, (a) => ok(game, a));
    case 'operating': {
      const k = operatingCorp(c);
      const holder = k && holdingStep(c, k);
      if (holder) return holder.legal?.(game, c, k, (a) => ok(game, a)) ?? [];
      const base = operatingActions(game, c);
      return [...base, ...operatingExtras(game, c, base)];
    }
  }
  return [];
}

function auctionActions(game: Game, c: Ctx): LegalOffer[] {
  const id = auctionActor(c);
  const step = (c.s.round as { step: { companies: string[]; auctioning: string | null } }).step;
  const options = (step.auctioning ? [step.auctioning] : step.companies)
    .map((sym) => {
      const buy = !step.auctioning && sym === step.companies[0];
      const min = buy ? faceValue(c, sym) : minBid(c, sym);
      // A bid may go up to the cash not committed to bids on other privates, as the auction checks it.
      return { company: sym, min, max: buy ? min : biddingPower(c, id, sym), buy };
    })
    .filter((o) => ok(game, { type: 'bid', entity: id, entity_type: 'player', company: o.company, price: o.min }));
  const out: LegalOffer[] = [];
  if (options.length) out.push({ type: 'bid', entity: id, options });
  if (ok(game, { type: 'pass', entity: id, entity_type: 'player' })) out.push({ type: 'pass', entity: id, entityType: 'player', label: 'Pass' });
  return out;
}

function operatingActions(game: Game, c: Ctx): LegalOffer[] {
  const r = orRound(c);
  const out: LegalOffer[] = [];
  const k = operatingCorp(c);
  if (!k) return out;
  // The step lists its own legal actions (rounds/or/); a title's step that replaces a standard one by name lists its
  // own where it has them, else the standard step's (the title's own steps are listed in operatingExtras).
  const std = STEPS[r.turn.step];
  const own = c.rules.steps?.[r.turn.step];
  const step = std && own?.legal ? own : std;
  const check = (a: Record<string, unknown>) => ok(game, a);
  if (step?.legal) out.push(...step.legal(game, c, k, check));
  const offers = step ? step.offers(c, k) : [];
  // Buying a private is possible at any point of the turn once the phase allows it.
  if (!offers.includes('buy_company')) out.push(...companyOffers(c, k, check));
  // Special abilities of privates the corporation owns.
  for (const co of Object.values(c.s.companies)) {
    if (co.closed || co.owner !== corpKey(k.sym)) continue;
    const opts = abilityLayOptions(c, co.sym);
    if (!opts) continue;
    const where = opts.hexes ?? layableHexes(graph(c), k.sym);
    const hexes = where.filter((h) => legalTileOptions(game, co.sym, 'company', h).length > 0);
    if (hexes.length) out.push({ type: 'lay_tile', entity: co.sym, entityType: 'company', hexes });
  }
  return out;
}

export { cityRef };

/**
 * The tiles `entity` (a corporation, or a company laying with its ability) may lay on `hex` now, each with the
 * rotations the engine accepts: the tile rules (`tileOptions`), then every rotation checked by a dry run, which
 * adds the step's own rules (a private's lays that must meet, a lay's cost against the treasury).
 */
export function legalTileOptions(
  game: Game,
  entity: string,
  entityType: EntityType,
  hex: string,
): { tile: string; copy: string; rotations: number[]; cost: number }[] {
  const c = context(game);
  let options: ReturnType<typeof tileOptions> = [];
  if (entityType === 'company') {
    const co = c.s.companies[entity];
    const k = co?.owner?.startsWith('c:') ? c.s.corporations[co.owner.slice(2)] : null;
    const opts = abilityLayOptions(c, entity);
    if (k && opts) options = tileOptions(c, k, hex, opts);
  } else {
    const k = c.s.corporations[entity];
    if (k) options = tileOptions(c, k, hex);
  }
  return options
    .map((o) => ({
      ...o,
      rotations: o.rotations.filter((rotation) => ok(game, { type: 'lay_tile', entity, entity_type: entityType, hex, tile: o.copy, rotation })),
    }))
    .filter((o) => o.rotations.length > 0);
}

/** The concrete lays of a `lay_tile` offer on one hex (every tile and rotation the engine accepts there), with their cost. */
export function legalTileLays(
  game: Game,
  offer: Extract<LegalOffer, { type: 'lay_tile' }>,
  hex: string,
): { tile: string; copy: string; rotation: number; cost: number; action: Action }[] {
  return legalTileOptions(game, offer.entity, offer.entityType, hex).flatMap((o) =>
    o.rotations.map((rotation) => ({ tile: o.tile, copy: o.copy, rotation, cost: o.cost, action: layTileAction(offer, hex, o.copy, rotation) })),
  );
}

/** How a private's tile-laying ability lays (1830 D&H teleport, 1846 MC/O&I free lays): the options for `tileOptions`. */
export function abilityLayOptions(c: Ctx, company: string): LayOptions | null {
  const lay = ability(c, company, 'tile_lay') ?? ability(c, company, 'teleport');
  if (!lay) return null;
  const free = lay.type === 'tile_lay' ? !!lay.free : false;
  const discount = lay.type === 'tile_lay' ? lay.discount : undefined;
  // A lay anywhere its corporation reaches (18NY Albany Iron Works) names no hexes and no tiles, and may be the turn's.
  const reachable = lay.type === 'tile_lay' && !!lay.reachable;
  return {
    ignoreConnectivity: !reachable,
    ...(lay.tiles.length || !reachable ? { tiles: lay.tiles } : {}),
    ...(lay.hexes.length || !reachable ? { hexes: lay.hexes } : {}),
    extra: lay.type === 'tile_lay' && !lay.consumesTileLay,
    ...(free ? { free } : {}),
    ...(discount ? { discount } : {}),
    // A special lay goes where the upgrade table would not allow it (1817 Pittsburgh Steel Mill), as the step lays it.
    ...(lay.type === 'tile_lay' && lay.special ? { special: true } : {}),
  };
}

/**
 * Options of a title's own operating steps (1846's combined track-and-token step, with home and reserved stations),
 * bankruptcy wherever it would be accepted, issuing and redeeming shares, and privates' markers and stations.
 */
function operatingExtras(game: Game, c: Ctx, base: readonly LegalOffer[]): LegalOffer[] {
  const r = orRound(c);
  const out: LegalOffer[] = [];
  const k = operatingCorp(c);
  if (!k) return out;
  const step = r.turn.step;
  const own = c.rules.steps?.[step];
  // A title's own step that lists its legal actions (1870 connection runs).
  if (own?.legal && !STEPS[step]) out.push(...own.legal(game, c, k, (a) => ok(game, a)));
  else if (own && !STEPS[step]) {
    const offers = own.offers(c, k);
    const g = graph(c);
    if (offers.includes('lay_tile')) {
      const hexes = layableHexes(g, k.sym).filter((h) => tileOptions(c, k, h).length > 0);
      if (hexes.length) out.push({ type: 'lay_tile', entity: k.sym, entityType: actsAsMinor(c.title, k.sym) ? 'minor' : 'corporation', hexes });
    }
    if (offers.includes('place_token') && nextToken(k)) {
      const candidates = reachableCities(g, k.sym).map((x) => ({ hex: x.hex, stop: x.stop }));
      // A corporation with no station yet places its home station (1846 §5.2: in its home city).
      const home = k.home ?? c.t.corporation.get(k.sym)?.home;
      if (!k.tokens.some((t) => t.hex) && home && c.s.hexes[home]) c.s.hexes[home].tokens.forEach((_, stop) => candidates.push({ hex: home, stop }));
      // Slots reserved for it (1846 B&O in Cincinnati) may be taken without a connection where the engine allows.
      for (const [hex, h] of Object.entries(c.s.hexes))
        h.reserved.forEach((slots, stop) => slots.includes(k.sym) && !(hex === home && !k.tokens.some((t) => t.hex)) && candidates.push({ hex, stop }));
      const cities = candidates
        .map((x) => ({ city: cityRef(c, x.hex, x.stop), hex: x.hex, stop: x.stop }))
        .filter((x, i, all) => all.findIndex((y) => y.city === x.city) === i)
        .filter((x) => ok(game, { type: 'place_token', entity: k.sym, entity_type: 'corporation', city: x.city }));
      if (cities.length) out.push({ type: 'place_token', entity: k.sym, cities, price: nextToken(k)!.price });
    }
    if (offers.includes('pass') && ok(game, { type: 'pass', entity: k.sym, entity_type: 'corporation' }))
      out.push({ type: 'pass', entity: k.sym, entityType: 'corporation', label: 'Done with track and stations' });
  }
  // Loans where the title takes them at any time of the turn.
  if ((c.rules.anytimeSteps ?? []).includes('loan')) out.push(...loanOffers(c, k, (a) => ok(game, a)));
  // A title's own steps accepted at any time of the turn list their actions (18NY: mergers, West Point Foundry).
  for (const name of c.rules.anytimeSteps ?? []) {
    const own = STEPS[name] ? undefined : c.rules.steps?.[name];
    if (own?.legal) out.push(...own.legal(game, c, k, (a) => ok(game, a)));
  }
  // Bankruptcy (1830 §7.6): offered whenever the engine would accept it, not only when nothing is left to sell.
  if (!base.some((a) => a.type === 'bankrupt') && r.turn.step === 'train' && !base.some((a) => a.type === 'pass')) {
    if (ok(game, { type: 'bankrupt', entity: k.sym, entity_type: 'corporation' })) out.push({ type: 'bankrupt', entity: k.sym });
  }
  // Issue and redeem (titles with an issue step). A bundle is the holder's oldest certificates (arrival order), as
  // 18xx.games builds it: it accepts no other.
  if (c.rules.steps?.issue && !k.minor && k.market) {
    const ipo = certsOf(c, k.sym, ipoKey(k.sym)).filter((x) => !x.president);
    const pool = certsOf(c, k.sym, POOL);
    for (const [type, certs, actType] of [
      ['issue', ipo, 'sell_shares'],
      ['redeem', pool, 'buy_shares'],
    ] as const) {
      const options: { shares: string[]; count: number; amount: number }[] = [];
      for (let n = 1; n <= certs.length; n++) {
        const shares = certs.slice(0, n).map((x) => x.id);
        const a = { type: actType, entity: k.sym, entity_type: 'corporation', shares, percent: certs.slice(0, n).reduce((s, x) => s + x.percent, 0) };
        const res = whyIllegal(game, a as unknown as Action);
        if (res !== null) continue;
        options.push({ shares, count: n, amount: Math.abs(cashAfter(game, a) - k.cash) });
      }
      if (options.length) out.push({ type, entity: k.sym, options });
    }
  }
  // Privates' markers and stations, for companies of the operating corporation or the acting players.
  const owners = new Set([`c:${k.sym}`, ...actingPlayers(c).map((p) => playerKey(p))]);
  const corps = Object.values(c.s.corporations)
    .filter((x) => x.floated && !x.closed)
    .map((x) => x.sym);
  for (const co of Object.values(c.s.companies)) {
    if (co.closed || !co.owner || !owners.has(co.owner)) continue;
    const abilities = c.t.company.get(co.sym)?.abilities ?? [];
    const targets: { target: string; targetType: 'hex' | 'corporation' }[] = [];
    const cities: { city: string; hex: string; stop: number }[] = [];
    for (const ab of abilities) {
      if (ab.type === 'assign_hexes') for (const h of (ab as { hexes: string[] }).hexes) targets.push({ target: h, targetType: 'hex' });
      if (ab.type === 'assign_corporation') for (const s of corps) targets.push({ target: s, targetType: 'corporation' });
      if (ab.type === 'token')
        for (const h of (ab as { hexes: string[] }).hexes)
          (c.s.hexes[h]?.tokens ?? []).forEach((_, stop) => cities.push({ city: cityRef(c, h, stop), hex: h, stop }));
    }
    const seen = new Set<string>();
    const okTargets = targets.filter((t) => {
      const key = `${t.targetType}:${t.target}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return ok(game, { type: 'assign', entity: co.sym, entity_type: 'company', target: t.target, target_type: t.targetType });
    });
    if (okTargets.length) out.push({ type: 'assign', entity: co.sym, targets: okTargets });
    const okCities = cities.filter((x) => ok(game, { type: 'place_token', entity: co.sym, entity_type: 'company', city: x.city }));
    if (okCities.length) out.push({ type: 'company_token', entity: co.sym, cities: okCities });
    if ((okTargets.length || okCities.length) && ok(game, { type: 'pass', entity: co.sym, entity_type: 'company' }))
      out.push({ type: 'company_pass', entity: co.sym });
  }
  return out;
}

/** The corporation's cash after a dry run: the amount is the engine's, not a second copy of the price rule. */
function cashAfter(game: Game, a: Record<string, unknown>): number {
  const r = dryRun(game, a as unknown as Action);
  return r.ok ? (r.value.state.corporations[a.entity as string]?.cash ?? 0) : 0;
}
