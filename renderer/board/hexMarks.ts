/**
 * Marks a printed map hex carries besides its track: terrain costs, location name, icons, borders.
 * Each takes the blockers already on the hex and places itself where there is room.
 */
import { edgeAngle, edgeMidpoint, hexCorners, type Layout } from '@shared/hex';
import type { Border, MapHex, Partition, Terrain, TileColor } from '@shared/title/types';
import { formatMoney } from '../format';
import type { Dims } from './dims';
import { depthInside, pickSpot, type Blocker } from './freeSpot';
import { BORDER_STROKE, HEX_FILL, INK, MOUNTAIN_FILL, PAPER, WATER_STROKE } from './palette';
import { bezierPoints } from './vec';
import { konvaFont, textAt } from './text';
import { measuredWidth } from './textMeasure';
import type { ShapeSpec } from './types';
import { add, flat, lerp, polar, type Point } from './vec';

const spotsAround = (d: Dims, layout: Layout, r: number, order: number[]): Point[] => order.map((e) => polar(edgeAngle(e, layout), r * d.size));

/** Terrain: a mountain triangle or water waves, with the cost under it. */
export function terrainShapes(terrain: readonly Terrain[], d: Dims, layout: Layout, currency: string, blockers: Blocker[]): ShapeSpec[] {
  const out: ShapeSpec[] = [];
  for (const t of terrain) {
    const r = 0.2 * d.size;
    const at = pickSpot([{ x: 0, y: 0 }, ...spotsAround(d, layout, 0.5, [4.5, 0.5, 1.5, 3.5, 5, 0, 2.5, 4, 1, 3, 2, 5.5])], r, blockers, d.apothem);
    blockers.push({ at, r });
    const icon = add(at, { x: 0, y: -0.07 * d.size });
    const s = 0.12 * d.size;
    if (t.type === 'mountain' || t.type === 'hill') {
      out.push({
        kind: 'line',
        config: {
          points: flat([add(icon, { x: -s, y: s * 0.6 }), add(icon, { x: 0, y: -s * 0.8 }), add(icon, { x: s, y: s * 0.6 })]),
          closed: true,
          fill: MOUNTAIN_FILL,
          stroke: INK,
          strokeWidth: Math.max(0.6, 0.012 * d.size),
          listening: false,
          name: 'terrain',
        },
      });
    } else if (t.type === 'water' || t.type === 'river' || t.type === 'lake' || t.type === 'swamp') {
      for (const dy of [-0.3, 0.3]) {
        const pts: Point[] = [];
        for (let k = 0; k <= 8; k++) pts.push(add(icon, { x: -s + (2 * s * k) / 8, y: dy * s + (k % 2 === 0 ? -0.18 : 0.18) * s }));
        out.push({
          kind: 'line',
          config: { points: flat(pts), tension: 0.5, stroke: WATER_STROKE, strokeWidth: 0.035 * d.size, lineCap: 'round', listening: false, name: 'terrain' },
        });
      }
    } else {
      out.push(textAt(t.type.slice(0, 3), icon, 0.12 * d.size, { fill: INK, name: 'terrain' }));
    }
    out.push(textAt(formatMoney(t.cost, currency), add(at, { x: 0, y: 0.11 * d.size }), 0.14 * d.size, { name: 'terrain-cost' }));
  }
  return out;
}

/**
 * Width of a text in the board's font: measured where the page can (the font Arial falls back to, DejaVu Sans on
 * Linux, is some 15% wider than Arial, and a name wider than its text box is cut: "Memphi"), else estimated from
 * Arial's average glyph (≈ 0.53 em). Measured in the font the name's text shape is drawn in, so that the shape finds
 * it measured (./textMeasure.ts).
 */
export function textWidth(text: string, fontSize: number): number {
  const estimate = text.length * fontSize * 0.53;
  return Math.max(estimate, measuredWidth(konvaFont(fontSize), text) ?? estimate);
}

/** Splits a long name into two lines at the space nearest its middle. */
function twoLines(name: string): string {
  const mid = name.length / 2;
  let best = -1;
  for (let i = 0; i < name.length; i++) if (name[i] === ' ' && (best < 0 || Math.abs(i - mid) < Math.abs(best - mid))) best = i;
  return best < 0 ? name : `${name.slice(0, best)}\n${name.slice(best + 1)}`;
}

/**
 * The location name, at the bottom or top of the hex (two lines when long), where it covers least. `others`: the
 * names of neighbouring hexes already placed (hex-local circles): where names are raised above the tile look to stay
 * legible (#15), a long one spills over its hex, and two must not cover each other. `placed` receives this name's
 * own covering circles.
 */
export function nameShape(
  name: string,
  d: Dims,
  blockers: Blocker[],
  fill = INK,
  layout: Layout = 'pointy',
  font = d.nameFont,
  others: readonly Blocker[] = [],
  placed: Blocker[] = [],
): ShapeSpec {
  const oneLine = textWidth(name, font) <= 1.25 * d.size;
  const text = oneLine ? name : twoLines(name);
  const lines = text.split('\n');
  const w = Math.max(...lines.map((l) => textWidth(l, font)));
  const h = lines.length * font * 1.15;
  const y = (oneLine ? 0.62 : 0.55) * d.size;
  const sx = 0.22 * d.size;
  const candidates: Point[] = [
    { x: 0, y },
    { x: 0, y: -y },
    { x: sx, y: y - 0.1 * d.size },
    { x: -sx, y: y - 0.1 * d.size },
    { x: sx, y: -y + 0.1 * d.size },
    { x: -sx, y: -y + 0.1 * d.size },
    { x: 0, y: 0.3 * d.size },
    { x: 0, y: -0.3 * d.size },
    { x: 0.4 * d.size, y: 0.4 * d.size },
    { x: -0.4 * d.size, y: 0.4 * d.size },
    { x: 0.4 * d.size, y: -0.4 * d.size },
    { x: -0.4 * d.size, y: -0.4 * d.size },
  ];
  const corners = hexCorners(d.size, layout);
  // The text box as a row of small circles per line.
  const r = (font * 1.15) / 2;
  const row = (c: Point, width: number): Blocker[] => {
    const out: Blocker[] = [];
    const n = Math.max(1, Math.ceil(width / (1.5 * r)));
    lines.forEach((_, li) => {
      const ly = c.y - h / 2 + r + li * 2 * r;
      for (let k = 0; k <= n; k++) out.push({ at: { x: c.x - width / 2 + r + ((width - 2 * r) * k) / n, y: ly }, r });
    });
    return out;
  };
  const cover = (c: Point) => row(c, w);
  // Against other names, the text's whole box (half a letter's room either side): names that end a letter apart
  // read as one ("Allentown & Newark"), so neighbours keep that room between them at any zoom (#15).
  const spaced = (c: Point) => row(c, w + font);
  let best = candidates[0]!;
  let bestScore = -Infinity;
  for (const c of candidates) {
    let clearance = Infinity;
    let outside = 0;
    let apart = Infinity;
    for (const p of cover(c)) {
      outside = Math.max(outside, -depthInside(p.at, corners) + 0.3 * p.r);
      for (const b of blockers) clearance = Math.min(clearance, Math.hypot(p.at.x - b.at.x, p.at.y - b.at.y) - b.r - p.r);
    }
    if (others.length) for (const p of spaced(c)) for (const b of others) apart = Math.min(apart, Math.hypot(p.at.x - b.at.x, p.at.y - b.at.y) - b.r - p.r);
    // Covering another name is worse than leaving the hex: that one stays legible only if this one keeps off it.
    const score = Math.min(clearance, 0) - (outside > 0 ? 10 * outside : 0) + 40 * Math.min(apart, 0);
    if (score > bestScore + 1e-6) {
      best = c;
      bestScore = score;
    }
  }
  blockers.push(...cover(best));
  placed.push(...spaced(best));
  return textAt(text, best, font, { fill, name: 'location-name' }, w + font, lines.length);
}

/** Where an icon badge sits in its hex (relative to the hex centre): markers placed on that icon go there. */
export interface IconSpot {
  icon: string;
  at: Point;
  r: number;
}

/**
 * Title-specific markers (east-west bonus, destinations): small labelled badges. Icons in `hidden` keep their spot
 * (so the others do not move) but are not drawn: a company removed from the game leaves no icon behind.
 */
export function iconShapes(
  icons: readonly string[],
  d: Dims,
  layout: Layout,
  blockers: Blocker[],
  hidden: readonly string[] = [],
  spots: IconSpot[] = [],
): ShapeSpec[] {
  const out: ShapeSpec[] = [];
  for (const icon of icons) {
    const r = 0.13 * d.size;
    const at = pickSpot(spotsAround(d, layout, 0.55, [3.5, 2.5, 4.5, 1.5, 5.5, 0.5]), r, blockers, d.apothem);
    blockers.push({ at, r });
    spots.push({ icon, at, r });
    if (hidden.includes(icon)) continue;
    out.push({
      kind: 'circle',
      config: { x: at.x, y: at.y, radius: r, fill: PAPER, stroke: INK, strokeWidth: 0.015 * d.size, listening: false, name: 'icon', icon },
    });
    // Icons are named like image paths ("1846/meat", "port"); the badge shows the last part. Both shapes carry the
    // icon's name, so a game can hide them later (hiddenIcons.ts).
    const text = (icon.split('/').pop() ?? icon).slice(0, 4).toUpperCase();
    out.push(textAt(text, at, (text.length > 2 ? 0.07 : 0.1) * d.size, { fontStyle: 'bold', name: 'icon-text', icon }, 2 * r));
  }
  return out;
}

/**
 * A border drawn along edge e. Impassable borders and crossing costs are thick coloured lines; a border of no known
 * type joins two hexes of one area (multi-hex off-boards), so the outline between them is painted over.
 */
export function borderShapes(border: Border, hex: MapHex, d: Dims, layout: Layout, currency: string, withCost = true): ShapeSpec[] {
  const corners = hexCorners(d.size, layout);
  const a = corners[border.edge % 6]!;
  const b = corners[(border.edge + 1) % 6]!;
  const stroke = BORDER_STROKE[border.type];
  if (!stroke) {
    return [
      {
        kind: 'line',
        config: {
          points: flat([lerp(a, b, 0.04), lerp(a, b, 0.96)]),
          stroke: HEX_FILL[hex.color],
          strokeWidth: 0.05 * d.size,
          listening: false,
          name: 'border-join',
        },
      },
    ];
  }
  const out: ShapeSpec[] = [
    {
      kind: 'line',
      config: {
        points: flat([a, b]),
        stroke,
        strokeWidth: (border.type === 'divider' ? 0.03 : 0.08) * d.size,
        lineCap: 'round',
        listening: false,
        name: `border-${border.type}`,
      },
    },
  ];
  if (border.cost && withCost) {
    // The crossing cost sits on the border itself, once for both hexes, as printed maps show it.
    const at = edgeMidpoint(border.edge, d.size, layout);
    const text = formatMoney(border.cost, currency);
    const font = 0.13 * d.size;
    const w = textWidth(text, font) + 0.08 * d.size;
    const h = font * 1.35;
    out.push({
      kind: 'rect',
      config: {
        x: at.x - w / 2,
        y: at.y - h / 2,
        width: w,
        height: h,
        cornerRadius: h / 2,
        fill: PAPER,
        stroke,
        strokeWidth: 0.015 * d.size,
        listening: false,
        name: 'border-cost',
      },
    });
    out.push(textAt(text, at, font, { fontStyle: 'bold', fill: stroke }, w));
  }
  return out;
}

/** A point of a partition: an edge midpoint, `+`/`-` moving it a quarter edge clockwise/anticlockwise. */
function partitionPoint(spec: string, d: Dims, layout: Layout): Point {
  const edge = Number.parseInt(spec, 10);
  const corners = hexCorners(d.size, layout);
  const mid = edgeMidpoint(edge, d.size, layout);
  if (spec.endsWith('+')) return lerp(mid, corners[(edge + 1) % 6]!, 0.5);
  if (spec.endsWith('-')) return lerp(mid, corners[edge % 6]!, 0.5);
  return mid;
}

function partitionCurve(p: Partition, d: Dims, layout: Layout): Point[] {
  const a = partitionPoint(p.a, d, layout);
  const b = partitionPoint(p.b, d, layout);
  return bezierPoints(a, lerp(a, { x: 0, y: 0 }, 0.45), lerp(b, { x: 0, y: 0 }, 0.45), b, 16);
}

/** The partition lines as blockers, so marks keep off the river. */
export function partitionBlockers(partitions: readonly Partition[], d: Dims, layout: Layout): Blocker[] {
  return partitions.flatMap((p) => partitionCurve(p, d, layout).map((at) => ({ at, r: 0.05 * d.size })));
}

/** Lines across a hex (1870's Mississippi): a gentle curve between two points of the outline. */
export function partitionShapes(partitions: readonly Partition[], d: Dims, layout: Layout): ShapeSpec[] {
  return partitions.map((p) => {
    const pts = partitionCurve(p, d, layout);
    const water = p.type === 'water';
    return {
      kind: 'line',
      config: {
        points: flat(pts),
        stroke: water ? WATER_STROKE : INK,
        strokeWidth: (water ? 0.07 : 0.03) * d.size,
        lineCap: 'round',
        listening: false,
        name: `partition-${p.type}`,
      },
    };
  });
}

/** A label the hex takes at a later colour (1870 "P" at brown): the letter on a disc of that colour. */
export function futureLabelShapes(future: { label: string; color: TileColor }, d: Dims, layout: Layout, blockers: Blocker[]): ShapeSpec[] {
  const r = 0.15 * d.size;
  const at = pickSpot(spotsAround(d, layout, 0.55, [2.5, 3.5, 1.5, 4.5, 0.5, 5.5]), r, blockers, d.apothem);
  blockers.push({ at, r });
  return [
    {
      kind: 'circle',
      config: { x: at.x, y: at.y, radius: r, fill: HEX_FILL[future.color], stroke: INK, strokeWidth: 0.015 * d.size, listening: false, name: 'future-label' },
    },
    textAt(future.label, at, 0.2 * d.size, { fontStyle: 'bold' }),
  ];
}
