import type { Action, ActionOf } from '../../engine/actions';
import type { Ctx } from '../../engine/context';
import { ability } from '../../engine/companies';
import { log } from '../../engine/entities';
import { check } from '../../engine/result';
import type { OrStep } from '../../engine/rounds/or/steps';
import { orTurn } from '../../engine/rounds/or/common';
import { corpKey, type CorporationState } from '../../engine/state';
import type { RouteContext, RouteRules } from '../../graph/types';
import type { TrackGraph } from '../../graph/trackGraph';
import { state1817 } from './state';
import { neighbors } from '../../hex/edges';
import { isCityTilePrivate } from './volatility';
import { isModernTrains, modernTrainStopBonus } from './modernTrains';

/**
 * 1817 mines and bridges, markers on hexes that add to routes: a coal mine private's tile lay puts a mine on its hex
 * (§3: a mine adds $10 to each route through it, and a route may not end there); the bridge companies put a bridge on
 * a river city (+$10 to each route stopping there). The volatility expansion's ranch privates (P22, P23) put ranches,
 * which count as mines do; the city-tile private's lay removes the ranches next to it.
 */

const MINE_COMPANIES = ['MINC', 'CM', 'MAJC'];
const RANCH_COMPANIES = ['P22', 'P23'];
const BRIDGE_COMPANIES = ['OBC', 'UBC'];
const MINE_BONUS = 10;
const BRIDGE_BONUS = 10;

interface Markers {
  mines: string[];
  bridges: string[];
  /** The hex a mine company is laying on, while its lay is applied. */
  mineLay: string | null;
  /** Volatility expansion: ranches on the map, and the hex a ranch company is laying on. */
  ranches?: string[];
  ranchLay?: string | null;
}

function markers(c: Ctx): Markers {
  return state1817(c).markers;
}

/** Seen before a lay is applied: a mine company's lay will put a mine on its hex. */
export function noteMineLay(c: Ctx, a: Action): void {
  if (a.type !== 'lay_tile' || a.entity_type !== 'company') return;
  if (MINE_COMPANIES.includes(String(a.entity))) markers(c).mineLay = a.hex;
  if (RANCH_COMPANIES.includes(String(a.entity))) markers(c).ranchLay = a.hex;
  if (isCityTilePrivate(String(a.entity))) removeRanchesNear(c, a.hex);
}

/** The city-tile private's lay clears the ranches around its hex. */
function removeRanchesNear(c: Ctx, hex: string): void {
  const m = markers(c);
  const near = new Set(neighbors(hex, c.title.map.layout));
  const [gone, kept] = [(m.ranches ?? []).filter((h) => near.has(h)), (m.ranches ?? []).filter((h) => !near.has(h))];
  m.ranches = kept;
  for (const h of gone) log(c, `The ranch on ${h} is removed`);
}

/** Mines and ranches stay on yellow track: their hexes may not be upgraded. */
export function checkMarkedHex(c: Ctx, _k: CorporationState, lay: { hex: string }): string | null {
  const m = markers(c);
  if (m.mines.includes(lay.hex)) return `the mine on ${lay.hex} may not be upgraded`;
  if (m.ranches?.includes(lay.hex)) return `the ranch on ${lay.hex} may not be upgraded`;
  return null;
}

/** Is a ranch company laying on `hex` (its lay is being applied)? */
export const ranchLayOn = (c: Ctx, hex: string): boolean => markers(c).ranchLay === hex;

/** Is a mine or ranch company laying on `hex` (its lay is being applied)? */
export const markerLayOn = (c: Ctx, hex: string): boolean => markers(c).mineLay === hex || markers(c).ranchLay === hex;

/** After a lay: the mine goes on the hex its company built on. */
export function placeMine(c: Ctx, k: CorporationState, hex: string): void {
  const m = markers(c);
  if (m.mineLay !== hex) return;
  m.mineLay = null;
  m.mines.push(hex);
  log(c, `${k.sym} adds a mine to ${hex}`);
}

/** After a lay: the ranch goes on the hex its company built on. */
export function placeRanch(c: Ctx, k: CorporationState, hex: string): void {
  const m = markers(c);
  if (m.ranchLay !== hex) return;
  m.ranchLay = null;
  (m.ranches ??= []).push(hex);
  log(c, `${k.sym} adds a ranch to ${hex}`);
}

/** A bridge company's owner puts a bridge on one of its hexes (any time of its turn). */
export const bridgeStep: OrStep = {
  name: 'assign',
  active: () => false,
  accepts: (c, k, a) =>
    a.type === 'assign' &&
    a.entity_type === 'company' &&
    BRIDGE_COMPANIES.includes(String(a.entity)) &&
    c.s.companies[String(a.entity)]?.owner === corpKey(k.sym),
  offers: () => [],
  process(c, a) {
    const { entity, target } = a as ActionOf<'assign'>;
    const sym = String(entity);
    const co = c.s.companies[sym];
    // After interest the company takes or repays loans, or passes, before anything else (§6.9; 18xx.games' loan step
    // then blocks the turn's other steps).
    check(orTurn(c).step !== 'repay', () => `${sym}: ${c.s.companies[sym].owner?.slice(2)} takes or repays loans, or passes, first`);
    const ab = ability(c, sym, 'assign_hexes');
    check(ab && ab.hexes.includes(target), () => `${sym} cannot build a bridge on ${target}`);
    const m = markers(c);
    check(!m.bridges.includes(target), () => `${target} has a bridge already`);
    const idx = c.t.company.get(sym)!.abilities!.indexOf(ab);
    const left = co.uses[idx] ?? ab.count ?? 1;
    check(left > 0, () => `${sym} has built its bridges`);
    co.uses[idx] = left - 1;
    m.bridges.push(target);
    log(c, `${sym} builds a bridge on ${target}`);
  },
};

/** What the route optimiser reads beside the route rules (shared/routes/optimize.ts `OptimizerRouteRules`). */
interface RouteRules1817 extends RouteRules {
  stopBonus?(ctx: RouteContext, node: number): number;
  chainBonus?(paths: readonly number[], ctx: RouteContext): number;
  bonusBound?(): number;
}

/**
 * Route revenue: $10 for each mine or ranch hex passed through, $10 for each stop on a bridged hex, and with Modern
 * Trains (§9.4) a 7- or 8-train's extra for each of its company's stations it stops at. For the route
 * optimiser, the bridges' part per stop (`stopBonus`) and the mines' per chain of track (`chainBonus`): the whole
 * bonus is in the stops' values, nothing is left for `bonusBound` (without these it could not prune on revenue).
 */
export function routeRules1817(c: Ctx): RouteRules1817 {
  const m = markers(c);
  const ranches = m.ranches ?? [];
  const modern = isModernTrains(c);
  if (!m.mines.length && !m.bridges.length && !ranches.length && !modern) return {};
  const bridgeBonus = (ctx: RouteContext, node: number) => (m.bridges.includes(ctx.graph.hexIds[ctx.graph.nodeHex(node)]!) ? BRIDGE_BONUS : 0);
  // §9.4: a 7- or 8-train's extra for its company's stations is a stop's too, so the optimiser counts it in stop values.
  const stopBonus = modern ? (ctx: RouteContext, node: number) => bridgeBonus(ctx, node) + modernTrainStopBonus(ctx, node) : bridgeBonus;
  const marked = new Set([...m.mines, ...ranches]);
  // The marked hexes by hex index, for the graph last asked about (the optimiser asks for every chain it reads).
  let flagsOf: TrackGraph | null = null;
  let flags = new Uint8Array(0);
  const markedHexes = (g: TrackGraph): Uint8Array => {
    if (flagsOf !== g) {
      flags = Uint8Array.from(g.hexIds, (id) => (marked.has(id) ? 1 : 0));
      flagsOf = g;
    }
    return flags;
  };
  /**
   * $10 for each mine or ranch hex the paths run through (once each). Asked for every route the optimiser scores:
   * only the few marked hexes met are kept.
   */
  const chainBonus = (paths: readonly number[], ctx: RouteContext) => {
    const g = ctx.graph;
    const isMarked = markedHexes(g);
    const P = g.maxPaths;
    let met: number[] | null = null;
    for (const p of paths) {
      const h = Math.floor(p / P);
      if (isMarked[h] && !met?.includes(h)) (met ??= []).push(h);
    }
    return met ? met.length * MINE_BONUS : 0;
  };
  return {
    bonus: (route, stops, ctx) => stops.reduce((n, node) => n + stopBonus(ctx, node), 0) + chainBonus(route.paths, ctx),
    stopBonus,
    chainBonus,
    bonusBound: () => 0,
  };
}
