/**
 * Where and how a corporation may lay a tile (1830 §6.2, 1846 §6.4): the geometric part. Which tiles may replace
 * which (colour, label, the title's upgrade table), phase colours and costs are the engine's checks.
 *
 * A rotation is legal when:
 *  - every exit of the new tile has a neighbour across it that track may enter (on the map, no impassable border,
 *    not a blue/gray/red hex whose own track does not point back);
 *  - at least one exit lies on an edge the corporation's network reaches (unless `ignoreConnectivity`);
 *  - every old path is kept: an old edge-edge path by an edge-edge path (or two paths meeting at a junction), an
 *    old edge-stop path by an edge-stop path;
 *  - every old stop's edges are covered by exactly one new stop, and stops on new, unrelated edges are no more
 *    than the extra stops the tile brings (an OO tile's two cities stay two cities);
 *  - the title's track restriction is met (1846 §6.4.4: new track or a changed city value).
 */
import { settingsOf } from '../title/settings';
import { CITY, JUNCTION, type RotatedShape, type Shape, STOP_BASE, TOWN, isEdgeEnd } from './shape';
import { pathNearStation } from './nearStations';
import type { TrackGraph } from './trackGraph';
import type { TileLayOptions, TrackRestriction } from './types';

const NEVER_BUILT: ReadonlySet<string> = new Set(['blue', 'red', 'gray']);

/** Can old end `a` (of `oldShape`) be carried by new end `b` (of `newShape`)? */
function endKept(a: number, b: number, oldShape: Shape, newShape: Shape): boolean {
  if (isEdgeEnd(a) || isEdgeEnd(b)) return a === b;
  const ka = oldShape.stopKind[a - STOP_BASE];
  const kb = newShape.stopKind[b - STOP_BASE];
  return ka === kb || (ka === TOWN && kb === CITY);
}

/** Does the new tile join edges a and b, directly or through a junction (1817 tiles 80-83: see-through)? */
function joinsEdges(a: number, b: number, shape: Shape, rs: RotatedShape): boolean {
  for (let j = 0; j < shape.pathCount; j++) {
    const c = rs.ends[2 * j]!;
    const d = rs.ends[2 * j + 1]!;
    if ((c === a && d === b) || (c === b && d === a)) return true;
  }
  for (let s = 0; s < shape.stops.length; s++) {
    if (shape.stopKind[s] !== JUNCTION) continue;
    const mask = rs.stopEdges[s]!;
    if (mask & (1 << a) && mask & (1 << b)) return true;
  }
  return false;
}

function oldPathsKept(oldShape: Shape, oldRs: RotatedShape, newShape: Shape, newRs: RotatedShape): boolean {
  for (let i = 0; i < oldShape.pathCount; i++) {
    const a = oldRs.ends[2 * i]!;
    const b = oldRs.ends[2 * i + 1]!;
    if (isEdgeEnd(a) && isEdgeEnd(b) && joinsEdges(a, b, newShape, newRs)) continue;
    let kept = false;
    for (let j = 0; j < newShape.pathCount && !kept; j++) {
      const c = newRs.ends[2 * j]!;
      const d = newRs.ends[2 * j + 1]!;
      kept =
        (endKept(a, c, oldShape, newShape) && endKept(b, d, oldShape, newShape)) || (endKept(a, d, oldShape, newShape) && endKept(b, c, oldShape, newShape));
    }
    if (!kept) return false;
  }
  return true;
}

/** Edge masks of the cities and towns that have track (the 18xx.games "city/town edges"). */
function stopEdgeMasks(shape: Shape, rs: RotatedShape): number[] {
  const out: number[] = [];
  rs.stopEdges.forEach((mask, s) => {
    const kind = shape.stopKind[s];
    if (mask !== 0 && (kind === CITY || kind === TOWN)) out.push(mask);
  });
  return out;
}

function stopsMapped(oldShape: Shape, oldRs: RotatedShape, newShape: Shape, newRs: RotatedShape): boolean {
  const oldCt = stopEdgeMasks(oldShape, oldRs);
  const newCt = stopEdgeMasks(newShape, newRs);
  const extra = Math.max(0, newCt.length - oldCt.length);
  const unrelated = newCt.filter((n) => oldCt.every((o) => (n & o) === 0)).length;
  if (unrelated > extra) return false;
  return oldCt.every((o) => newCt.filter((n) => (n & o) === o).length === 1);
}

function maxRevenue(shape: Shape, s: number): number {
  const rev = shape.stops[s]?.revenue ?? 0;
  return typeof rev === 'number' ? rev : Math.max(0, ...Object.values(rev).map((v) => v ?? 0));
}

/**
 * Does the lay add what the track restriction asks (18xx.games `check_track_restrictions!`)? Looks at the new
 * tile's paths the corporation would reach after the lay: one that keeps no old path is new track; one that keeps an
 * old path to a stop whose value changes is a changed city.
 */
function meetsTrackRestriction(g: TrackGraph, corp: string, h: number, newShape: Shape, r: number, mode: TrackRestriction): boolean {
  if (mode === 'permissive') return true;
  if (mode === 'city_permissive' && newShape.stopKind.includes(CITY)) return true;
  const oldShape = g.shapeAt(h);
  // A lay on a hex without track adds new track whatever the corporation reaches of it (1846 §6.4.4): no need to
  // walk the network as it would be after the lay.
  if (oldShape.pathCount === 0) return true;
  const lay: Lay = { oldShape, oldRs: g.rotatedAt(h), newShape, newRs: newShape.rotations[r]!, mode };
  const asked = (j: number) => addsWhatIsAsked(lay, j);
  // A path that a short route from a station enters (`nearStations.ts`: an upgrade of the company's own station city,
  // or a hex or two from one, the usual late lay) is reached whatever the rest of the network does: then the network
  // after the lay need not be worked out. The hex is read as the look-ahead reads it, its tokens where they are.
  if (pathNearStation(g, corp, h, newShape, r, asked)) return true;
  const reached = g.connectivityIf(corp, h, newShape, r).paths;
  const base = h * g.maxPaths;
  for (let j = 0; j < newShape.pathCount; j++) if (reached[base + j] && asked(j)) return true;
  return false;
}

interface Lay {
  oldShape: Shape;
  oldRs: RotatedShape;
  newShape: Shape;
  newRs: RotatedShape;
  mode: TrackRestriction;
}

/** Does path j of the new tile, once reached, add what the track restriction asks: new track, or a changed city? */
function addsWhatIsAsked({ oldShape, oldRs, newShape, newRs, mode }: Lay, j: number): boolean {
  const c = newRs.ends[2 * j]!;
  const d = newRs.ends[2 * j + 1]!;
  let kept = -1;
  for (let i = 0; i < oldShape.pathCount && kept < 0; i++) {
    const a = oldRs.ends[2 * i]!;
    const b = oldRs.ends[2 * i + 1]!;
    const same =
      (endKept(a, c, oldShape, newShape) && endKept(b, d, oldShape, newShape)) || (endKept(a, d, oldShape, newShape) && endKept(b, c, oldShape, newShape));
    if (same) kept = i;
  }
  if (kept < 0) return true;
  if (mode !== 'semi_restrictive') return false;
  const oldStop = [oldRs.ends[2 * kept]!, oldRs.ends[2 * kept + 1]!].find((e) => !isEdgeEnd(e));
  const newStop = [c, d].find((e) => !isEdgeEnd(e));
  return oldStop !== undefined && newStop !== undefined && maxRevenue(oldShape, oldStop - STOP_BASE) !== maxRevenue(newShape, newStop - STOP_BASE);
}

/**
 * Legal rotations (0-5) for laying `tileId` on `hexId` by `corp`. Symmetric rotations are all listed (a recorded
 * action may name any of them).
 */
export function legalTileRotations(g: TrackGraph, corp: string, hexId: string, tileId: string, opts: TileLayOptions = {}): number[] {
  const h = g.hexIndex.get(hexId);
  if (h === undefined || !isBuildable(g, h)) return [];
  const newShape = g.shapeOf(tileId);
  const out: number[] = [];
  for (let r = 0; r < 6; r++) if (rotationLegal(g, corp, h, newShape, r, opts)) out.push(r);
  return out;
}

/** One rotation of a lay on buildable hex h: the checks of `legalTileRotations`, cheapest first. */
function rotationLegal(g: TrackGraph, corp: string, h: number, newShape: Shape, r: number, opts: TileLayOptions): boolean {
  const rs = newShape.rotations[r]!;
  if (!opts.ignoreConnectivity && !g.reachesSide(corp, h, rs.exitMask)) return false;
  for (let e = 0; e < 6; e++) if (rs.exitMask & (1 << e) && g.layBlocked[h * 6 + e]) return false;
  const oldShape = g.shapeAt(h);
  const oldRs = g.rotatedAt(h);
  if (!oldPathsKept(oldShape, oldRs, newShape, rs) || !stopsMapped(oldShape, oldRs, newShape, rs)) return false;
  const restriction = opts.ignoreConnectivity ? 'permissive' : trackRestrictionOf(g, opts);
  return meetsTrackRestriction(g, corp, h, newShape, r, restriction);
}

function trackRestrictionOf(g: TrackGraph, opts: TileLayOptions): TrackRestriction {
  return opts.trackRestriction ?? settingsOf(g.title).trackRestriction;
}

/** Why a lay is illegal, or null when `rotation` is among the legal ones. */
export function checkTileLay(g: TrackGraph, corp: string, hexId: string, tileId: string, rotation: number, opts: TileLayOptions = {}): string | null {
  const h = g.hexIndex.get(hexId);
  if (h === undefined) return `${hexId} is not on the map`;
  if (!isBuildable(g, h)) return `no tile may be laid on ${hexId}`;
  const r = ((rotation % 6) + 6) % 6;
  if (rotationLegal(g, corp, h, g.shapeOf(tileId), r, opts)) return null;
  const rs = g.shapeOf(tileId).rotations[r]!;
  for (let e = 0; e < 6; e++) {
    if (rs.exitMask & (1 << e) && g.layBlocked[h * 6 + e])
      return `tile ${tileId} rotation ${r} on ${hexId}: track would run off the map or into a blocked hex side (edge ${e})`;
  }
  if (!opts.ignoreConnectivity && !g.reachesSide(corp, h, rs.exitMask)) {
    return `tile ${tileId} rotation ${r} on ${hexId}: no new track connects to ${corp}'s network`;
  }
  const newShape = g.shapeOf(tileId);
  if (oldPathsKept(g.shapeAt(h), g.rotatedAt(h), newShape, rs) && stopsMapped(g.shapeAt(h), g.rotatedAt(h), newShape, rs)) {
    const mode = trackRestrictionOf(g, opts);
    return `tile ${tileId} rotation ${r} on ${hexId}: ${mode === 'semi_restrictive' ? 'must add new track or change a city value' : 'must add new track'} for ${corp} (${mode} track restriction)`;
  }
  return `tile ${tileId} rotation ${r} on ${hexId}: the existing track and stations would not all be kept`;
}

/** Can tiles ever be laid on hex h (not blue/red/gray, not marked blocked, not a gray tile)? */
export function isBuildable(g: TrackGraph, h: number): boolean {
  const hex = g.mapHexes[h]!;
  return !hex.blocked && !NEVER_BUILT.has(hex.color) && !NEVER_BUILT.has(g.shapeAt(h).color);
}

/**
 * Hexes where the corporation's network could take a tile (for highlighting): a reached edge, buildable, and not
 * among `blockedHexes` (hexes a private company still blocks, 1830 §4.4).
 */
export function layableHexes(g: TrackGraph, corp: string, blockedHexes: Iterable<string> = []): string[] {
  const mask = g.connectivity(corp).edgeMask;
  const blocked = new Set(blockedHexes);
  const out: string[] = [];
  for (let h = 0; h < g.hexCount; h++) {
    if (mask[h] && isBuildable(g, h) && !blocked.has(g.hexIds[h]!)) out.push(g.hexIds[h]!);
  }
  return out;
}
