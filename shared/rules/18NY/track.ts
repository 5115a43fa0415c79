import type { Ctx } from '../../engine/context';
import { corpKey, type CorporationState } from '../../engine/state';
import type { TileDef } from '../../title/types';
import { edgeBetween, neighbors } from '../../hex';
import { neighbor, oppositeEdge } from '../../hex/edges';
import { phaseDef } from '../../engine/trains';
import { exitsOf, newBorders } from '../../engine/hexsideCosts';
import type { ActionOf } from '../../engine/actions';
import { takeLoan, whyNoLoan } from '../../engine/loans';
import { canBuyTileLayingCompany, hasTrackTimeLay, laysLeft, trackStep } from '../../engine/rounds/or/track';
import { buyingPower } from './loans';
import { state18NY } from './state';
import type { OrStep } from '../../engine/rounds/or/steps';
import { contentAt, parseCopy } from '../../engine/tiles';
import { ability } from '../../engine/companies';
import { check } from '../../engine/result';
import { orTurn } from '../../engine/rounds/or/common';
import { specialTrackStep } from '../../engine/rounds/or/special';

/** 18NY 7.1.1: a minor lays or upgrades one tile a turn; a share company two (the title's lays). */
export function tileLays18NY(c: Ctx, k: CorporationState) {
  return k.minor ? c.title.tileLays.slice(0, 1) : null;
}

const NEW_YORK = 'J20';
const NEW_YORK_TILES = ['X11', 'X22', 'X32'];

/**
 * The title's own limits on a lay: a yellow town becomes a yellow city (3→5, 4→57, 58→6) only once green tiles are
 * available (18xx.games, second edition), and tile 448 goes only on a hex with four neighbours. New York's own tiles
 * (X11, X22, X32) go on New York (J20) only as printed, unrotated: the rulebook is silent, 18xx.games lays them so.
 */
export function checkTileLay18NY(c: Ctx, _k: CorporationState, lay: { hex: string; tile: TileDef; rotation: number }): string | null {
  const h = c.s.hexes[lay.hex];
  const old = h.tile ? c.t.tile.get(h.tile) : null;
  if (old?.color === 'yellow' && lay.tile.color === 'yellow' && !(phaseDef(c).tiles as string[]).includes('green'))
    return `a yellow town becomes a yellow city only once green tiles are available (phase ${phaseDef(c).name})`;
  if (lay.tile.id === '448' && passableNeighbours(c, lay.hex) !== 4) return `tile 448 goes only on a hex with four neighbours, not on ${lay.hex}`;
  if (lay.hex === NEW_YORK && NEW_YORK_TILES.includes(lay.tile.id) && lay.rotation % 6 !== 0)
    return `tile ${lay.tile.id} goes on New York (${NEW_YORK}) only unrotated, not at rotation ${lay.rotation}`;
  return null;
}

/**
 * Neighbours a track could reach, as 18xx.games counts a hex's neighbours: hexes on the map, not across an impassable
 * border, and not of an impassable colour (blue, gray, red) unless their own track points at this hex.
 */
export function passableNeighbours(c: Ctx, hex: string): number {
  const def = c.t.hex.get(hex)!;
  const impassable = (c.title.settings?.impassableHexColors ?? []) as string[];
  let n = 0;
  neighbors(hex).forEach((other, edge) => {
    const o = other ? c.t.hex.get(other) : undefined;
    if (!o) return;
    if (def.borders?.some((b) => b.edge === edge && b.type === 'impassable')) return;
    if (impassable.includes(o.color)) {
      const back = edgeBetween(o.id, hex);
      const paths = o.tile?.paths ?? [];
      if (!paths.some((p) => ('edge' in p.a && p.a.edge === back) || ('edge' in p.b && p.b.edge === back))) return;
    }
    n++;
  });
  return n;
}

/**
 * 18NY 7.1.1: a lay or upgrade costs at least $20, or the hex's terrain cost where it is higher (first lay only);
 * track that completes a bridge across a river hexside adds the bridge's cost. A private laying with a water discount
 * (2e Albany Iron Works: "up to $80 off a single bridge purchase or bridge tile upgrade") takes it off the water's
 * cost only, the hex's and each bridge's apart, never off the lay's own $20 (18xx.games charges the $20 so).
 */
export function tileLayCost18NY(
  c: Ctx,
  _k: CorporationState,
  lay: { hex: string; tile: TileDef; rotation: number; firstLay: boolean; cost: number; company?: string },
): number {
  // Terrain: the hex's on its first lay; on an upgrade, the cost the tile being replaced carries (New York's water).
  const h = c.s.hexes[lay.hex];
  const under = lay.firstLay ? c.t.hex.get(lay.hex)!.terrain : h.tile ? c.t.tile.get(h.tile)?.terrain : undefined;
  let terrain = 0;
  for (const t of under ?? []) terrain += t.cost;
  let cost = Math.max(TILE_COST, terrain);
  const bridges = newBorders(c, lay.hex, exitsOf(lay.tile, lay.rotation), state18NY(c).paidBorders);
  for (const b of bridges) cost += b.cost;
  const discount = lay.company ? ability(c, lay.company, 'tile_discount') : undefined;
  if (discount?.terrain) {
    const off = (n: number) => Math.min(n, discount.discount);
    cost -= off((under ?? []).filter((t) => t.type === discount.terrain).reduce((n, t) => n + t.cost, 0));
    for (const b of bridges) if (b.type === discount.terrain) cost -= off(b.cost);
  }
  return Math.max(0, cost);
}

const TILE_COST = 20;

/** Does the company own a private with a tile lay left for its track step (2e Albany Iron Works)? */
function ownsTrackLayPrivate(c: Ctx, k: CorporationState): boolean {
  return c.title.companies.some((def) => {
    const co = c.s.companies[def.sym];
    if (!co || co.closed || co.owner !== corpKey(k.sym)) return false;
    return (def.abilities ?? []).some(
      (a, i) => a.type === 'tile_lay' && (a.when as string[] | undefined)?.includes('track') && (co.uses[i] ?? a.count ?? Infinity) > 0,
    );
  });
}

/**
 * The track step: a company short of cash for a lay takes loans to pay for it, as many as needed and allowed
 * (7.1.6: loans only to lay track when short, or towards a train).
 */
export const trackStep18NY: OrStep = {
  ...trackStep,
  // A lay needs the $20 at least, in cash or loans (18xx.games' buying power).
  // A company owning the Albany Iron Works (its lay takes one of the company's) stays at the step while it has a lay
  // left, whatever its cash (18xx.games: the private's ability blocks the step).
  active: (c, k) => (laysLeft(c) && (buyingPower(c, k) >= TILE_COST || ownsTrackLayPrivate(c, k))) || canBuyTileLayingCompany(c, k) || hasTrackTimeLay(c, k),
  process(c, a) {
    const k = c.s.corporations[String(a.entity)];
    if (a.type === 'lay_tile') borrowForLay(c, k, a as ActionOf<'lay_tile'>);
    trackStep.process(c, a);
  },
};

/** Loans taken before a lay the company is short of cash for (7.1.6), as many as needed and allowed. */
function borrowForLay(c: Ctx, k: CorporationState, lay: ActionOf<'lay_tile'>, company?: string): void {
  const def = c.t.tile.get(parseCopy(lay.tile).tile);
  if (!def) return;
  const firstLay = !c.s.hexes[lay.hex]?.tile;
  const cost = tileLayCost18NY(c, k, { hex: lay.hex, tile: def, rotation: lay.rotation % 6, firstLay, cost: 0, ...(company ? { company } : {}) });
  while (k.cash < cost && !whyNoLoan(c, k)) takeLoan(c, k);
}

/**
 * Privates' tile lays (the Albany Iron Works' bridge, 2e): in the company's track step only, the time its ability
 * names (18xx.games refuses it in any other step).
 */
export const specialTrackStep18NY: OrStep = {
  ...specialTrackStep,
  process(c, a) {
    const sym = String(a.entity);
    const when = (ability(c, sym, 'tile_lay') as { when?: string[] } | undefined)?.when ?? [];
    check(!when.length || !when.every((w) => w === 'track') || orTurn(c).step === 'track', () => `${sym}'s tile is laid only in the track step`);
    const water = (ability(c, sym, 'tile_discount') as { terrain?: string } | undefined)?.terrain === 'water';
    if (water) check(laysBridge(c, a as ActionOf<'lay_tile'>), () => `${sym}'s tile must pay for water: a bridge or a tile on water`);
    // Its lay is paid (the $20 and any water beyond the discount), with loans where the company is short (18xx.games'
    // SpecialTrack borrows so too).
    const owner = c.s.companies[sym]?.owner;
    if (owner?.startsWith('c:')) borrowForLay(c, c.s.corporations[owner.slice(2)], a as ActionOf<'lay_tile'>, sym);
    specialTrackStep.process(c, a);
  },
};

/**
 * Does the lay pay for water (2e Albany Iron Works: "a single bridge purchase or bridge tile upgrade")? The tile it
 * replaces stands on water, or one of its new exits crosses a river hexside to track on the other side (as
 * 18xx.games' SpecialTrack checks the Iron Works' rotation).
 */
function laysBridge(c: Ctx, lay: ActionOf<'lay_tile'>): boolean {
  const h = c.s.hexes[lay.hex];
  const def = c.t.tile.get(parseCopy(lay.tile).tile);
  if (!def) return true;
  const under = h?.tile ? c.t.tile.get(h.tile)?.terrain : c.t.hex.get(lay.hex)?.terrain;
  if (under?.some((t) => t.type === 'water')) return true;
  const old = exitsOf(contentAt(c, lay.hex), h?.tile ? h.rotation : 0);
  const added = exitsOf(def, lay.rotation % 6) & ~old;
  const layout = c.title.map.layout;
  return (c.t.hex.get(lay.hex)?.borders ?? []).some((b) => {
    if (b.type !== 'water' || !(added & (1 << b.edge))) return false;
    const other = neighbor(lay.hex, b.edge, layout);
    if (!c.t.hex.has(other)) return false;
    const o = c.s.hexes[other];
    return !!(exitsOf(contentAt(c, other), o?.tile ? o.rotation : 0) & (1 << oppositeEdge(b.edge)));
  });
}
