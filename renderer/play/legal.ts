/**
 * The actions the panels offer: the engine's `legalActions`, plus what it does not list yet: for 1846 the private
 * draft, the combined track-and-token step (home and reserved stations included), issuing and redeeming shares, the
 * privates' markers, stations and free tile lays; and bankruptcy wherever the engine would accept it. Every extra
 * option is checked by a dry run (`whyIllegal`), so the interface still offers only legal moves. A test replays the
 * recorded 1830 and 1846 games and checks that each recorded action is among these (test/browser/play/coverage).
 */
import type { Action } from '@shared/engine/actions';
import type { Game } from '@shared/engine/game';
import { actingPlayers, applyAction } from '@shared/engine/game';
import { cityRef, legalActions, whyIllegal, type LegalAction } from '@shared/engine/legal';
import { graph } from '@shared/engine/board';
import { operatingCorp, orRound } from '@shared/engine/rounds/operating';
import { STEPS } from '@shared/engine/rounds/or/steps';
import { tileOptions, type LayOptions } from '@shared/engine/rounds/or/track';
import { ability } from '@shared/engine/companies';
import type { Ctx } from '@shared/engine/context';
import { nextToken } from '@shared/engine/rounds/or/token';
import { layableHexes } from '@shared/graph/tileLay';
import { reachableCities } from '@shared/graph/tokens';
import { draftActor, draftOf, hiddenFrom, offered } from '@shared/rules/1846/draft';
import { POOL, ipoKey, playerKey, type PlayerId } from '@shared/engine/state';
import { ctxOf } from './view';

export type PlayAction =
  | LegalAction
  /** 1846 §4: the acting player's cards, secret from the others. */
  | { type: 'draft'; entity: PlayerId; cards: { company: string; price: number }[]; canPass: boolean; hiddenFrom: PlayerId[] }
  /** 1846 §6.3: a corporation issues shares from its treasury to the pool, or redeems shares from the pool. */
  | { type: 'issue' | 'redeem'; entity: string; options: { shares: string[]; count: number; amount: number }[] }
  /** A private's marker (1846 Meat Packing, Boomtown, Steamboat) placed on a hex or assigned to a corporation. */
  | { type: 'assign'; entity: string; targets: { target: string; targetType: 'hex' | 'corporation' }[] }
  /** A private's own station (1846 C&WI in Chicago). */
  | { type: 'company_token'; entity: string; cities: { city: string; hex: string; stop: number }[] }
  /** A private's ability may be declined (1846 Steamboat at the start of the round). */
  | { type: 'company_pass'; entity: string };

const legal = (game: Game, a: Record<string, unknown>) => whyIllegal(game, a as unknown as Action) === null;

/** How a private's tile-laying ability lays (1830 D&H teleport, 1846 MC/O&I free lays): the options for `tileOptions`. */
export function abilityLayOptions(c: Ctx, company: string): LayOptions | null {
  const lay = ability(c, company, 'tile_lay') ?? ability(c, company, 'teleport');
  if (!lay) return null;
  const free = lay.type === 'tile_lay' ? !!lay.free : false;
  const discount = lay.type === 'tile_lay' ? lay.discount : undefined;
  return { ignoreConnectivity: true, tiles: lay.tiles, hexes: lay.hexes, extra: lay.type === 'tile_lay', ...(free ? { free } : {}), ...(discount ? { discount } : {}) };
}

export function playLegalActions(game: Game): PlayAction[] {
  if (game.state.finished) return [];
  const c = ctxOf(game);
  const d = draftOf(game.state);
  if (d && !d.finished) {
    const id = draftActor(c, d);
    const cards = offered(c, d)
      .filter((sym) => legal(game, { type: 'bid', entity: id, entity_type: 'player', company: sym, price: 0 }))
      .map((sym) => ({ company: sym, price: (c.t.company.get(sym)?.value ?? 0) - (d.discount[sym] ?? 0) }));
    const canPass = legal(game, { type: 'pass', entity: id, entity_type: 'player' });
    return [{ type: 'draft', entity: id, cards, canPass, hiddenFrom: hiddenFrom(game.state, id).draftChoicesOf }];
  }
  let out: PlayAction[] = [];
  try {
    out = legalActions(game);
  } catch (e) {
    // An engine fault must not freeze the screen: the title's own extras below may still offer a way on.
    console.error('legalActions failed', e);
    out = [];
  }
  if (game.state.round.kind === 'operating') out = [...out, ...operatingExtras(game, out)];
  return out;
}

/** Options of steps the engine's list does not cover yet (title steps) and of privates' special abilities. */
function operatingExtras(game: Game, base: readonly PlayAction[]): PlayAction[] {
  const c = ctxOf(game);
  const r = orRound(c);
  const out: PlayAction[] = [];
  const k = operatingCorp(c);
  if (!k || r.discards.length) return out;
  const step = r.turn.step;
  const own = c.rules.steps?.[step];
  if (own && !STEPS[step]) {
    const offers = own.offers(c, k);
    const g = graph(c);
    if (offers.includes('lay_tile')) {
      const hexes = layableHexes(g, k.sym).filter((h) => tileOptions(c, k, h).length > 0);
      if (hexes.length) out.push({ type: 'lay_tile', entity: k.sym, entityType: 'corporation', hexes });
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
        .filter((x) => legal(game, { type: 'place_token', entity: k.sym, entity_type: 'corporation', city: x.city }));
      if (cities.length) out.push({ type: 'place_token', entity: k.sym, cities, price: nextToken(k)!.price });
    }
    if (offers.includes('pass') && legal(game, { type: 'pass', entity: k.sym, entity_type: 'corporation' }))
      out.push({ type: 'pass', entity: k.sym, entityType: 'corporation', label: 'Done with track and stations' });
  }
  // Privates' tile lays the engine's list misses (free or discounted lays it prices as ordinary ones).
  for (const co of Object.values(c.s.companies)) {
    if (co.closed || co.owner !== `c:${k.sym}`) continue;
    if (base.some((a) => a.type === 'lay_tile' && a.entity === co.sym)) continue;
    const opts = abilityLayOptions(c, co.sym);
    if (!opts) continue;
    const hexes = (opts.hexes ?? []).filter((h) => tileOptions(c, k, h, opts).some((o) => o.rotations.some((rot) => legal(game, { type: 'lay_tile', entity: co.sym, entity_type: 'company', hex: h, tile: o.copy, rotation: rot }))));
    if (hexes.length) out.push({ type: 'lay_tile', entity: co.sym, entityType: 'company', hexes });
  }
  // Bankruptcy (1830 §7.6): offered whenever the engine would accept it, not only when nothing is left to sell.
  if (!base.some((a) => a.type === 'bankrupt') && (r.turn.emergency || (r.turn.step === 'train' && !base.some((a) => a.type === 'pass')))) {
    if (legal(game, { type: 'bankrupt', entity: k.sym, entity_type: 'corporation' })) out.push({ type: 'bankrupt', entity: k.sym });
  }
  // Issue and redeem (titles with an issue step).
  if (c.rules.steps?.issue && !k.minor && k.market) {
    const ipo = (c.s.certOrder[k.sym] ?? []).map((id) => c.s.certificates[id]).filter((x) => x.owner === ipoKey(k.sym) && !x.president);
    const pool = (c.s.certOrder[k.sym] ?? []).map((id) => c.s.certificates[id]).filter((x) => x.owner === POOL);
    for (const [type, certs, actType] of [['issue', ipo, 'sell_shares'], ['redeem', pool, 'buy_shares']] as const) {
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
  const corps = Object.values(c.s.corporations).filter((x) => x.floated && !x.closed).map((x) => x.sym);
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
      return legal(game, { type: 'assign', entity: co.sym, entity_type: 'company', target: t.target, target_type: t.targetType });
    });
    if (okTargets.length) out.push({ type: 'assign', entity: co.sym, targets: okTargets });
    const okCities = cities.filter((x) => legal(game, { type: 'place_token', entity: co.sym, entity_type: 'company', city: x.city }));
    if (okCities.length) out.push({ type: 'company_token', entity: co.sym, cities: okCities });
    if ((okTargets.length || okCities.length) && legal(game, { type: 'pass', entity: co.sym, entity_type: 'company' }))
      out.push({ type: 'company_pass', entity: co.sym });
  }
  return out;
}

/** The corporation's cash after a dry run: the amount is the engine's, not a second copy of the price rule. */
function cashAfter(game: Game, a: Record<string, unknown>): number {
  const r = applyAction(game, a as unknown as Action);
  return r.ok ? (r.value.state.corporations[a.entity as string]?.cash ?? 0) : 0;
}
