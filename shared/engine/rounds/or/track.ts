import type { ActionOf } from '../../actions';
import type { Ctx } from '../../context';
import { graph, hexChanged } from '../../board';
import { ability, isBlockedHex } from '../../companies';
import { companiesPhaseOpen, minCompanyPrice, purchasableCompanies } from './buyCompany';
import { actsAsMinor, log } from '../../entities';
import { pay } from '../../transfer/cash';
import { followRelaidStations, liftStation } from '../../transfer/tokens';
import { check } from '../../result';
import { allowedUpgrades, colorAt, contentAt, copyIndexes, parseCopy, slotsOf } from '../../tiles';
import { phaseDef } from '../../trains';
import { checkTileLay, layableHexes } from '../../../graph/tileLay';
import { corpKey, type CorporationState } from '../../state';
import type { TileContent, TileDef, TitleDef } from '../../../title/types';
import { byCorp, operatingCorp, orTurn } from './common';
import type { OrStep } from './steps';
import type { LegalOffer } from '../../offers';
import { chooseHomeCity } from './homeToken';

/**
 * Laying track (1830 §6.2): one yellow tile or one upgrade per turn, connected to the corporation's network,
 * keeping all existing track, of a colour the phase allows, paying terrain costs on first lay.
 */

/**
 * The operating corporation's tile lays in a turn: the title's, or its rules' for that kind of corporation (18NY: a
 * minor lays one tile, a share company two).
 */
export function tileLaySlots(c: Ctx): TitleDef['tileLays'] {
  const k = operatingCorp(c);
  return (k && c.rules.tileLays?.(c, k)) ?? c.title.tileLays;
}

/** May the corporation lay (or upgrade) another tile this turn, by the title's lay slots (1846: two lays, one upgrade)? */
export function laysLeft(c: Ctx): boolean {
  const lays = orTurn(c).tileLays;
  const slots = tileLaySlots(c);
  if (lays.length >= slots.length) return false;
  const next = slots[lays.length];
  const upgraded = lays.some((l) => l.upgrade);
  const canLay = next.lay === true || (next.lay === 'not_if_upgraded' && !upgraded);
  const canUpgrade = next.upgrade === true || (next.upgrade === 'not_if_upgraded' && !upgraded);
  return canLay || canUpgrade;
}

/**
 * Can the corporation pay what its next lay costs in itself (1817: $20 for the second), as 18xx.games asks first? Its
 * track buying power where the title has one (18NY: the loans it may take for track), else its buying power.
 */
function canPayNextLay(c: Ctx, k: CorporationState): boolean {
  // The corporation's own lay slots (1817 volatility: the Express Track private makes its first lay cost $10).
  const cost = tileLaySlots(c)[orTurn(c).tileLays.length]?.cost ?? 0;
  const power = c.rules.trackBuyingPower ?? c.rules.buyingPower;
  return !cost || (power ? power(c, k) : k.cash) >= cost;
}

/**
 * Could the corporation buy a private whose tile lay is used in the track step (1870 river bridge)? The track step then
 * waits for it even with no lay left, as 18xx.games does.
 */
export function canBuyTileLayingCompany(c: Ctx, k: CorporationState): boolean {
  if (!companiesPhaseOpen(c)) return false;
  const power = c.rules.trackBuyingPower?.(c, k) ?? k.cash;
  return purchasableCompanies(c, k).some((sym) => minCompanyPrice(c, sym) <= power && !!ability(c, sym, 'tile_lay')?.when?.includes('track'));
}

/**
 * Does the corporation own a private with an unused extra tile lay of the track step (1870 river bridge)? The track
 * step then waits for it too, as 18xx.games does.
 */
export function hasTrackTimeLay(c: Ctx, k: CorporationState): boolean {
  for (const def of c.title.companies) {
    const co = c.s.companies[def.sym];
    if (!co || co.closed || co.owner !== corpKey(k.sym)) continue;
    const abilities = def.abilities ?? [];
    for (let i = 0; i < abilities.length; i++) {
      const a = abilities[i]!;
      if (a.type !== 'tile_lay' || a.consumesTileLay || !(a.when as string[] | undefined)?.includes('track')) continue;
      if ((co.uses[i] ?? a.count ?? Infinity) > 0) return true;
    }
  }
  return false;
}

export const trackStep: OrStep = {
  name: 'track',
  skipped: 'lay track',
  active: (c, k) => (laysLeft(c) && canPayNextLay(c, k)) || canBuyTileLayingCompany(c, k) || hasTrackTimeLay(c, k),
  accepts: (c, k, a) => byCorp(k, a) && (a.type === 'lay_tile' || a.type === 'pass'),
  offers: () => ['lay_tile', 'pass'],
  // The hexes where some tile may go (which tile and rotation: `legalTileLays`), or skip.
  legal(_game, c, k) {
    const out: LegalOffer[] = [];
    const hexes = layableHexes(graph(c), k.sym).filter((h) => tileOptions(c, k, h).length > 0);
    if (hexes.length) out.push({ type: 'lay_tile', entity: k.sym, entityType: actsAsMinor(c.title, k.sym) ? 'minor' : 'corporation', hexes });
    out.push({ type: 'pass', entity: k.sym, entityType: 'corporation', label: 'Skip track' });
    return out;
  },
  process(c, a) {
    const k = c.s.corporations[a.entity as string];
    if (a.type === 'pass') {
      orTurn(c).done.push('track');
      return;
    }
    layTile(c, k, a as ActionOf<'lay_tile'>, {});
    if (!trackStep.active(c, k)) orTurn(c).done.push('track');
  },
};

export interface LayOptions {
  ignoreConnectivity?: boolean;
  free?: boolean;
  discount?: number;
  tiles?: string[];
  hexes?: string[];
  /** The lay does not count as one of the corporation's lays. */
  extra?: boolean;
  /**
   * A private's special lay (`tile_lay` ability `special`, the default): the listed tiles go on the listed hexes
   * whatever the upgrade table says, as long as the colour is the next one and the track already there is kept
   * (1817 Pittsburgh Steel Mill's X00 on F13).
   */
  special?: boolean;
  payer?: CorporationState;
  /** The private laying the tile with its ability (told to the title's cost hook). */
  company?: string;
}

export interface LayPlan {
  tile: string;
  def: TileDef;
  rotation: number;
  cost: number;
  upgrade: boolean;
  payer: CorporationState;
}

/** The colour a tile on a hex of each colour is upgraded to. */
const NEXT_COLOR: Record<string, string> = { white: 'yellow', yellow: 'green', green: 'brown', brown: 'gray' };

/** Validates a tile lay for corporation `k` without changing anything; throws a RuleError saying why not. */
export function planTileLay(c: Ctx, k: CorporationState, a: Pick<ActionOf<'lay_tile'>, 'hex' | 'tile' | 'rotation'>, opts: LayOptions): LayPlan {
  const { tile, index } = parseCopy(a.tile);
  const def = c.t.tile.get(tile);
  check(def, () => `unknown tile ${tile}`);
  const hexDef = c.t.hex.get(a.hex);
  check(hexDef, () => `unknown hex ${a.hex}`);
  if (opts.hexes) check(opts.hexes.includes(a.hex), () => `this ability lays tiles only on ${opts.hexes!.join(', ')}`);
  if (opts.tiles) check(opts.tiles.includes(tile), () => `this ability lays only tiles ${opts.tiles!.join(', ')}`);
  check(copyIndexes(c, tile).has(index), () => `there is no tile ${a.tile}`);
  check(!c.s.tilesOnMap[a.tile], () => `tile ${a.tile} is already on the map`);
  check(opts.ignoreConnectivity || !isBlockedHex(c, a.hex), () => `${a.hex} is blocked by a private company`);
  check((phaseDef(c).tiles as string[]).includes(def.color), () => `${def.color} tiles may not be laid in phase ${phaseDef(c).name}`);
  if (opts.special && opts.tiles)
    check(def.color === NEXT_COLOR[colorAt(c, a.hex)], () => `tile ${tile} (${def.color}) cannot be laid on ${a.hex} (${colorAt(c, a.hex)})`);
  else check(allowedUpgrades(c, a.hex).includes(tile), () => `tile ${tile} cannot be laid on ${a.hex} (${colorAt(c, a.hex)})`);
  const upgrade = colorAt(c, a.hex) !== 'white';
  if (!opts.extra) {
    const turn = orTurn(c);
    const slot = tileLaySlots(c)[turn.tileLays.length];
    check(slot, 'no more tile lays this turn');
    const upgraded = turn.tileLays.some((l) => l.upgrade);
    if (upgrade) check(slot.upgrade === true || (slot.upgrade === 'not_if_upgraded' && !upgraded), 'no upgrade allowed now');
    else check(slot.lay === true || (slot.lay === 'not_if_upgraded' && !upgraded), 'no tile lay allowed now');
    check(!(slot.cannotReuseSameHex && turn.tileLays.some((l) => l.hex === a.hex)), () => `${a.hex} was already built on this turn`);
  }
  const rotation = ((a.rotation % 6) + 6) % 6;
  const g = graph(c);
  const why = checkTileLay(g, k.sym, a.hex, tile, rotation, { ignoreConnectivity: opts.ignoreConnectivity });
  check(!why, why ?? '');
  const own = c.rules.checkTileLay?.(c, k, { hex: a.hex, tile: def, rotation });
  check(!own, own ?? '');
  const h = c.s.hexes[a.hex];
  let cost = 0;
  if (!h.tile) cost += (hexDef.terrain ?? []).reduce((n, t) => n + t.cost, 0);
  if (!opts.extra) cost += tileLaySlots(c)[orTurn(c).tileLays.length]?.cost ?? 0;
  if (c.rules.tileLayCost)
    cost = c.rules.tileLayCost(c, k, { hex: a.hex, tile: def, rotation, firstLay: !h.tile, cost, ...(opts.company ? { company: opts.company } : {}) });
  cost = opts.free ? 0 : Math.max(0, cost - (opts.discount ?? 0));
  const payer = opts.payer ?? k;
  // A title whose corporations borrow for track (18NY) counts what they may borrow; its step takes the loans first.
  const power = payer === k && c.rules.trackBuyingPower ? c.rules.trackBuyingPower(c, k) : payer.cash;
  check(power >= cost, () => `${payer.sym} cannot pay ${cost} for the tile`);
  return { tile, def, rotation, cost, upgrade, payer };
}

/** Validates and performs a tile lay for corporation `k`. */
export function layTile(c: Ctx, k: CorporationState, a: ActionOf<'lay_tile'>, opts: LayOptions): void {
  const { tile, def, rotation, cost, upgrade, payer } = planTileLay(c, k, a, opts);
  const h = c.s.hexes[a.hex];

  // Move tokens to the new tile's matching cities.
  const old = contentAt(c, a.hex);
  const oldRot = h.tile ? h.rotation : 0;
  const tokens = liftAmbiguousTokens(c, k, a.hex, old, def);
  const reserved = h.reserved;
  const newSlots = slotsOf(def);
  const map = mapStops(old, oldRot, def, rotation);
  const newTokens = newSlots.map((n) => new Array<string | null>(n).fill(null));
  const newReserved = newSlots.map((n) => new Array<string | null>(n).fill(null));
  moveMarkers(tokens, map, newTokens);
  moveMarkers(reserved, map, newReserved);
  // Each corporation's record of its station follows it to the new tile's city (two cities may become one: 1817 X30).
  followRelaidStations(c, a.hex, tokens, map);

  if (h.copy) delete c.s.tilesOnMap[h.copy];
  c.s.tilesOnMap[a.tile] = a.hex;
  c.s.hexes[a.hex] = { tile, copy: a.tile, rotation, tokens: newTokens, reserved: newReserved, ...(h.homeOf ? { homeOf: h.homeOf } : {}) };
  hexChanged(c, a.hex);
  if (cost) pay(c, corpKey(payer.sym), 'bank', cost);
  if (!opts.extra) orTurn(c).tileLays.push({ upgrade, hex: a.hex });
  log(c, `${k.sym} lays tile ${tile} on ${a.hex} (rotation ${rotation})${cost ? ` for ${cost}` : ''}`);
  c.rules.afterTileLay?.(c, k, a.hex);
}

/**
 * Tokens on cities of a tile without track cannot be matched to the new tile's cities: they come off and their
 * corporation places them again, choosing the city (1830 OO hexes: the home station is placed on the first city).
 */
function liftAmbiguousTokens(c: Ctx, k: CorporationState, hex: string, old: TileContent, neu: TileContent): (string | null)[][] {
  const tokens = c.s.hexes[hex].tokens;
  const cities = (neu.stops ?? []).filter((s) => s.type === 'city').length;
  if ((old.paths ?? []).length || cities < 2) return tokens;
  tokens.forEach((slots, stop) =>
    [...slots].forEach((sym) => {
      if (!sym) return;
      const owner = c.s.corporations[sym];
      liftStation(
        c,
        owner,
        owner.tokens.find((x) => x.hex === hex && x.stop === stop)!,
      );
      if (owner === k) chooseHomeCity(c, k);
    }),
  );
  return tokens;
}

/** The first copy of a tile not on the map, or null when all are laid. */
export function freeCopy(c: Ctx, tile: string): string | null {
  const copies = copyIndexes(c, tile);
  for (let i = 0; i < copies.end && i < 1000; i++) if (copies.has(i) && !c.s.tilesOnMap[`${tile}-${i}`]) return `${tile}-${i}`;
  return null;
}

/** Every legal (tile, rotation) the corporation could lay on a hex now, with its cost. */
export function tileOptions(
  c: Ctx,
  k: CorporationState,
  hex: string,
  opts: LayOptions = {},
): { tile: string; copy: string; rotations: number[]; cost: number }[] {
  const out: { tile: string; copy: string; rotations: number[]; cost: number }[] = [];
  if (!c.t.hex.has(hex)) return out;
  // A special lay's tiles are not in the upgrade table (1817 X00 on Pittsburgh): its own list is tried instead.
  for (const tile of opts.special && opts.tiles ? opts.tiles : allowedUpgrades(c, hex)) {
    const copy = freeCopy(c, tile);
    if (!copy) continue;
    const rotations: number[] = [];
    let cost = 0;
    for (let r = 0; r < 6; r++) {
      try {
        cost = planTileLay(c, k, { hex, tile: copy, rotation: r }, opts).cost;
        rotations.push(r);
      } catch {
        // not legal in this rotation
      }
    }
    if (rotations.length) out.push({ tile, copy, rotations, cost });
  }
  return out;
}

/** Puts each token (or reservation) on the new tile's matching city, in the same slot where possible. */
function moveMarkers(from: (string | null)[][], map: number[], to: (string | null)[][]): void {
  from.forEach((slots, s) =>
    slots.forEach((t, i) => {
      if (!t) return;
      const dest = to[map[s]];
      if (!dest) return;
      if (i < dest.length && !dest[i]) dest[i] = t;
      else {
        // A station beside a full city (1870 destination stations) stays beside it.
        const free = dest.indexOf(null);
        if (free >= 0) dest[free] = t;
        else dest.push(t);
      }
    }),
  );
}

/** Edges each stop connects to directly, after rotation. */
function stopExits(content: TileContent, rotation: number): number[][] {
  const out: number[][] = (content.stops ?? []).map(() => []);
  for (const p of content.paths ?? []) {
    const ends = [p.a, p.b];
    const stop = ends.find((e) => 'stop' in e) as { stop: number } | undefined;
    const edge = ends.find((e) => 'edge' in e) as { edge: number } | undefined;
    if (stop && edge) out[stop.stop]?.push((edge.edge + rotation) % 6);
  }
  return out;
}

/** For each old stop, the new stop that keeps its track (1830 §6.2.3: upgrades keep stations in place). */
export function mapStops(old: TileContent, oldRot: number, neu: TileContent, newRot: number): number[] {
  const a = stopExits(old, oldRot);
  const b = stopExits(neu, newRot);
  const nNew = (neu.stops ?? []).length;
  return a.map((exits, i) => {
    if (nNew === 1) return 0;
    if (exits.length) {
      const j = b.findIndex((e, jj) => neu.stops![jj].type === old.stops![i].type && exits.every((x) => e.includes(x)));
      if (j >= 0) return j;
    }
    return Math.min(i, nNew - 1);
  });
}
