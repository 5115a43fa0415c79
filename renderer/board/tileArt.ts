/**
 * Konva shapes for tile content in the standard 18xx look: black track with a thin white casing, white city
 * circles with black outlines (joined when a city has several slots), towns as black bars or dots, revenue in
 * small white circles, off-board revenue as a row of phase-coloured boxes, upgrade labels in bold.
 */
import { edgeAngle, hexCorners, type Layout } from '@shared/hex';
import type { Revenue, RevenueColor, TileContent } from '@shared/title/types';
import { blockersOf, boxCover, pickSpot, type Blocker } from './freeSpot';
import { nameShape } from './hexMarks';
import { INK, PAPER, PHASE_FILL, contrastText } from './palette';
import { textAt } from './text';

import { layoutTile, type PlacedStop, type TileLayout } from './tileLayout';
import type { ShapeSpec } from './types';
import { add, angleOf, dist, flat, lerp, polar, sub, type Point } from './vec';

export interface CorpLook {
  color: string;
  textColor?: string;
}

export interface TileArtOptions {
  /** Marks drawn over the hex by others (border cost labels) that revenue and labels should keep off. */
  avoid?: readonly Blocker[];
  /** A location name to place right after track and stops, before the smaller marks that can go anywhere. */
  name?: {
    text: string;
    fill?: string;
    /** Font size in board pixels (default: the tile look's). */
    font?: number;
    /** Names of neighbouring hexes already placed, as hex-local circles: this one keeps off them. */
    others?: readonly Blocker[];
  };
  /** Stops whose revenue is printed elsewhere (the other hexes of a multi-hex off-board). */
  hideRevenue?: ReadonlySet<number>;
  /** Revenue 0 is not printed (empty preprinted cities and towns). */
  showZeroRevenue?: boolean;
}

export interface TileArt {
  layout: TileLayout;
  /** Track, stops, revenue, label: in drawing order. */
  shapes: ShapeSpec[];
  /** What is now drawn, for placing further marks (terrain, names). */
  blockers: Blocker[];
  /** The location name's covering circles (hex-local), for the neighbours' names to keep off. */
  nameCover: Blocker[];
}

const PHASES: RevenueColor[] = ['yellow', 'green', 'brown', 'gray', 'blue'];

/** Everything printed on a tile or preprinted hex, except tokens and the hex background. */
export function tileArt(content: TileContent, rotation: number, size: number, layout: Layout, opts: TileArtOptions = {}): TileArt {
  const t = layoutTile(content, rotation, size, layout);
  const shapes: ShapeSpec[] = [];
  for (const piece of t.track) shapes.push(...trackShapes(piece.points, piece.terminal, t));
  for (const s of t.stops) shapes.push(...stopShapes(s, t));
  const base = [...blockersOf(t), ...(opts.avoid ?? [])];
  const revenues = sharedRevenue(t.stops).filter((s) => !opts.hideRevenue?.has(s.index));
  const rows = revenues.filter((s) => typeof s.stop.revenue !== 'number');
  const rowsThenName = placeNameAndRows(t, opts, rows, base, true);
  // Rows of phase revenue boxes go first: they are wide and have few places to go, and the name, which has more, then
  // keeps off them (1817 Cleveland's name was written over its boxes). Where the name then finds no room clear of them
  // (long names on crowded off-boards), the name goes first, as before, if that leaves it clearer.
  const placed =
    rowsThenName.overlap > 0 && opts.name && rows.length
      ? [rowsThenName, placeNameAndRows(t, opts, rows, base, false)].sort((x, y) => x.overlap - y.overlap)[0]!
      : rowsThenName;
  const { blockers, nameCover } = placed;
  shapes.push(...placed.shapes);
  for (const s of revenues) if (!rows.includes(s)) shapes.push(...revenueShapes(s, t, blockers, opts.showZeroRevenue ?? false));
  if (content.label) shapes.push(labelShape(content.label, t, blockers));
  return { layout: t, shapes, blockers, nameCover };
}

/** The name and the rows of revenue boxes, in either order; `overlap`: how far the name's cover reaches into the rows'. */
function placeNameAndRows(t: TileLayout, opts: TileArtOptions, rows: PlacedStop[], base: readonly Blocker[], rowsFirst: boolean) {
  const blockers = [...base];
  const shapes: ShapeSpec[] = [];
  const nameCover: Blocker[] = [];
  const nameAt: Blocker[] = [];
  const rowAt: Blocker[] = [];
  const placeRows = () => {
    const before = blockers.length;
    for (const s of rows) shapes.push(...revenueShapes(s, t, blockers, opts.showZeroRevenue ?? false));
    rowAt.push(...blockers.slice(before));
  };
  if (rowsFirst) placeRows();
  if (opts.name) {
    const before = blockers.length;
    const n = opts.name;
    shapes.push(nameShape(n.text, t.d, blockers, n.fill, t.layout, n.font, n.others, nameCover));
    nameAt.push(...blockers.slice(before));
  }
  if (!rowsFirst) placeRows();
  let overlap = 0;
  for (const a of nameAt) for (const b of rowAt) overlap = Math.max(overlap, a.r + b.r - dist(a.at, b.at));
  return { shapes, blockers, nameCover, overlap };
}

/** Three or more cities of one revenue (1846 Chicago) print it once, by the first; otherwise each stop has its own. */
function sharedRevenue(stops: PlacedStop[]): PlacedStop[] {
  const numbered = stops.filter((s) => s.stop.type === 'city' || s.stop.type === 'town');
  const same = numbered.length >= 3 && numbered.every((s) => JSON.stringify(s.stop.revenue) === JSON.stringify(numbered[0]!.stop.revenue));
  return same ? stops.filter((s) => s === numbered[0] || !numbered.includes(s)) : stops;
}

function trackShapes(points: Point[], terminal: boolean, t: TileLayout): ShapeSpec[] {
  const { d } = t;
  if (terminal) {
    // A tapered arrow into the off-board area (the standard off-board look).
    const [a, b] = [points[0]!, points[points.length - 1]!];
    const dir = angleOf(sub(b, a));
    const w = d.track * 1.6;
    const neck = lerp(a, b, 0.45);
    const poly = [add(a, polar(dir - 90, w / 2)), add(neck, polar(dir - 90, w / 2)), b, add(neck, polar(dir + 90, w / 2)), add(a, polar(dir + 90, w / 2))];
    return [{ kind: 'line', config: { points: flat(poly), closed: true, fill: INK, listening: false } }];
  }
  const pts = flat(points);
  return [
    { kind: 'line', config: { points: pts, stroke: PAPER, strokeWidth: d.track + 2 * d.casing, lineCap: 'butt', lineJoin: 'round', listening: false } },
    { kind: 'line', config: { points: pts, stroke: INK, strokeWidth: d.track, lineCap: 'butt', lineJoin: 'round', listening: false } },
  ];
}

function stopShapes(s: PlacedStop, t: TileLayout): ShapeSpec[] {
  const { d } = t;
  if (s.stop.type === 'offboard' || s.stop.type === 'junction') return [];
  if (s.stop.type === 'town') {
    if (s.barAngle !== undefined)
      return [
        {
          kind: 'rect',
          config: {
            x: s.at.x,
            y: s.at.y,
            width: d.townBarLength,
            height: d.townBarWidth,
            offsetX: d.townBarLength / 2,
            offsetY: d.townBarWidth / 2,
            rotation: s.barAngle,
            fill: INK,
            listening: false,
            name: 'town',
          },
        },
      ];
    return [
      { kind: 'circle', config: { x: s.at.x, y: s.at.y, radius: d.townDot, fill: INK, stroke: PAPER, strokeWidth: d.casing, listening: false, name: 'town' } },
    ];
  }
  const r = s.slotRadius;
  const out: ShapeSpec[] = [];
  const n = s.slots.length;
  const outline = Math.max(1, 0.03 * d.size);
  if (n === 2 || n === 4) {
    const w = 4 * r;
    const h = n === 2 ? 2 * r : 4 * r;
    out.push({
      kind: 'rect',
      config: {
        x: s.at.x,
        y: s.at.y,
        offsetX: w / 2,
        offsetY: h / 2,
        rotation: s.angle,
        width: w,
        height: h,
        cornerRadius: r,
        fill: PAPER,
        stroke: INK,
        strokeWidth: outline,
        listening: false,
      },
    });
  } else if (n >= 3) {
    const hull = s.slots.map((p) => lerp(s.at, p, 2));
    out.push({
      kind: 'line',
      config: { points: flat(hull), closed: true, fill: PAPER, stroke: INK, strokeWidth: outline, lineJoin: 'round', listening: false },
    });
  }
  for (const p of s.slots)
    out.push({ kind: 'circle', config: { x: p.x, y: p.y, radius: r, fill: PAPER, stroke: INK, strokeWidth: outline, listening: false, name: 'city-slot' } });
  return out;
}

function revenueShapes(s: PlacedStop, t: TileLayout, blockers: Blocker[], showZero: boolean): ShapeSpec[] {
  const { d } = t;
  const rev: Revenue = s.stop.revenue;
  if (s.stop.type === 'junction') return [];
  if (typeof rev === 'number') {
    if (rev === 0 && !showZero) return [];
    const r = d.revenue;
    const ring = s.hull + r + 0.03 * d.size;
    const candidates: Point[] = [];
    // Around the stop; a centred stop prefers the upper corners, where printed tiles usually put it.
    for (const a of [240, 300, 180, 0, 120, 60, 210, 330, 270, 90, 150, 30]) candidates.push(add(s.at, polar(a, ring)));
    const at = pickSpot(candidates, r, blockers, t.d.apothem);
    blockers.push({ at, r });
    return [
      { kind: 'circle', config: { x: at.x, y: at.y, radius: r, fill: PAPER, stroke: INK, strokeWidth: Math.max(0.8, 0.02 * d.size), listening: false } },
      textAt(String(rev), at, d.revenueFont, { fontStyle: 'bold', name: 'revenue' }),
    ];
  }
  // Revenue by phase colour: a row of boxes (off-boards), placed where the track is not.
  const phases = PHASES.filter((p) => rev[p] !== undefined);
  if (phases.length === 0) return [];
  const bw = 0.3 * d.size;
  const bh = 0.24 * d.size;
  const total = bw * phases.length;
  const half = total / 2;
  // The last ones where a name took the first (18NY Springfield).
  const ys = [-0.35, 0.35, -0.55, 0.2, -0.2, 0.45, -0.45];
  const candidates = [s.at, ...ys.map((y) => ({ x: 0, y: y * d.size }))];
  // Judged by its middle (an off-board's row sits over its arrows' meeting point, as printed maps have it), then
  // covered end to end, so that the name placed after it keeps off every box.
  const at = pickSpot(candidates, bh / 2, blockers, d.apothem);
  blockers.push(...boxCover(at, total, bh));
  const out: ShapeSpec[] = [];
  phases.forEach((p, i) => {
    const x = at.x - half + i * bw;
    out.push({
      kind: 'rect',
      config: {
        x,
        y: at.y - bh / 2,
        width: bw,
        height: bh,
        fill: PHASE_FILL[p],
        stroke: INK,
        strokeWidth: Math.max(0.8, 0.015 * d.size),
        listening: false,
        name: 'revenue-box',
      },
    });
    out.push(textAt(String(rev[p]), { x: x + bw / 2, y: at.y }, d.revenueFont, { fontStyle: 'bold', fill: contrastText(PHASE_FILL[p]), name: 'revenue' }));
  });
  return out;
}

function labelShape(label: string, t: TileLayout, blockers: Blocker[]): ShapeSpec {
  const { d } = t;
  const r = 0.16 * d.size;
  const candidates = [2.5, 1.5, 3.5, 0.5, 4.5, 5.5, 2, 3, 1, 4].map((e) => polar(edgeAngle(e, t.layout), 0.6 * d.size));
  const at = pickSpot(candidates, r, blockers, d.apothem);
  blockers.push({ at, r });
  return textAt(label, at, label.length > 2 ? d.labelFont * 0.7 : d.labelFont, { fontStyle: 'bold', name: 'label' });
}

/** Tokens in city slots: the corporation's colour with its sym. Unknown syms are drawn gray. */
export function tokenShapes(t: TileLayout, tokens: readonly (readonly (string | null)[])[], corps: Readonly<Record<string, CorpLook>>): ShapeSpec[] {
  const out: ShapeSpec[] = [];
  for (const s of t.stops) {
    const row = tokens[s.index];
    if (!row) continue;
    row.forEach((sym, k) => {
      const p = s.slots[k];
      if (!sym || !p) return;
      const look = corps[sym] ?? { color: '#888888' };
      const r = s.slotRadius * 0.92;
      out.push({
        kind: 'circle',
        config: { x: p.x, y: p.y, radius: r, fill: look.color, stroke: INK, strokeWidth: Math.max(0.8, 0.02 * t.d.size), listening: false, name: 'token' },
      });
      const font = (sym.length <= 2 ? 0.8 : sym.length === 3 ? 0.62 : 0.5) * r;
      out.push(textAt(sym, p, font, { fontStyle: 'bold', fill: look.textColor ?? contrastText(look.color), name: 'token-sym' }, 2 * r));
    });
  }
  return out;
}

/** Reserved slots: a ring in the corporation's colour with its sym, light enough to read as "not yet placed". */
export function reservedShapes(
  t: TileLayout,
  reserved: readonly (readonly (string | null)[])[],
  tokens: readonly (readonly (string | null)[])[],
  corps: Readonly<Record<string, CorpLook>>,
): ShapeSpec[] {
  const out: ShapeSpec[] = [];
  for (const s of t.stops) {
    const row = reserved[s.index];
    if (!row) continue;
    row.forEach((sym, k) => {
      const p = s.slots[k];
      if (!sym || !p || tokens[s.index]?.[k]) return;
      const color = corps[sym]?.color ?? '#888888';
      const r = s.slotRadius * 0.8;
      out.push({
        kind: 'circle',
        config: { x: p.x, y: p.y, radius: r, fill: PAPER, stroke: color, strokeWidth: 0.2 * r, opacity: 0.85, listening: false, name: 'reserved' },
      });
      const font = (sym.length <= 2 ? 0.8 : sym.length === 3 ? 0.62 : 0.5) * r;
      // Light colours (ERIE yellow) would vanish on the white disc: their sym is printed in black.
      const ink = contrastText(color) === INK ? INK : color;
      out.push(textAt(sym, p, font, { fontStyle: 'bold', fill: ink, opacity: 0.85, name: 'reserved-sym' }, 2 * r));
    });
  }
  return out;
}

/** The printed tile number, small, in a free corner (bottom right first, as printed tiles have it). */
export function tileNumberShape(id: string, t: TileLayout, blockers: Blocker[]): ShapeSpec {
  const size = t.d.size;
  const corners = hexCorners(size, t.layout).map((c) => lerp({ x: 0, y: 0 }, c, 0.72));
  const at = pickSpot([corners[5]!, corners[4]!, corners[0]!, corners[1]!, corners[2]!, corners[3]!], 0.08 * size, blockers, size);
  blockers.push({ at, r: 0.08 * size });
  return textAt(id, at, 0.12 * size, { fill: INK, name: 'tile-number' });
}
