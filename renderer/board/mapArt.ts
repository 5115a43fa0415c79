/**
 * The printed map: hex colours, preprinted track and stops, terrain, labels, names, coordinates. Built once per
 * title; the static layer draws it unlistening and cached. Borders are kept apart because they must stay visible
 * over laid tiles (the tiles layer draws them last).
 */
import { edgeMidpoint, hexCorners, neighbor, tryParseHexId } from '@shared/hex';
import type { MapHex, TitleDef } from '@shared/title/types';
import { boardGeometry, type BoardGeometry } from './boardGeometry';
import type { Blocker } from './freeSpot';
import { borderShapes, futureLabelShapes, iconShapes, partitionBlockers, partitionShapes, terrainShapes, type IconSpot } from './hexMarks';
import { dims } from './dims';
import { HEX_FILL, HEX_OUTLINE, INK } from './palette';
import { sealSpec, sealed } from './sealed';
import { textAt } from './text';
import { tileArt } from './tileArt';
import type { TileLayout } from './tileLayout';
import type { ShapeSpec } from './types';
import { flat } from './vec';

export interface MapArt {
  geometry: BoardGeometry;
  /** One group per map hex, named `map-hex-group`, holding a `map-hex` polygon first. */
  hexes: readonly ShapeSpec[];
  /** Border marks, one group per hex with borders. */
  borders: readonly ShapeSpec[];
  /** Row and column coordinates in the margin. */
  coordinates: readonly ShapeSpec[];
  /** Layout of each hex's preprinted content, for tokens on untouched hexes. */
  preprinted: ReadonlyMap<string, TileLayout>;
  /** Where each hex's icons sit, for markers placed on them (1846 Steamboat, Meat Packing, Boomtown). */
  iconSpots: ReadonlyMap<string, readonly IconSpot[]>;
  /** Font size of location names in board pixels (laid tiles keep the map's). */
  nameFont: number;
}

export function hexOutline(size: number, layout: BoardGeometry['layout']): number[] {
  return flat(hexCorners(size, layout));
}

/** A hex's coloured face with its outline (not listening: clicks go to the interaction layer), named for tests. */
export function hexFace(outline: number[], color: keyof typeof HEX_FILL, size: number, ids: Record<string, string>): ShapeSpec {
  return {
    kind: 'line',
    config: { points: outline, closed: true, fill: HEX_FILL[color], stroke: HEX_OUTLINE, strokeWidth: 0.02 * size, listening: false, ...ids },
  };
}

/** Stops whose revenue is printed on another hex of the same off-board group (1830 Canada, Gulf). */
export function hiddenRevenueStops(hex: MapHex, hexes: readonly MapHex[]): Set<number> {
  const hidden = new Set<number>();
  if (hex.name) return hidden;
  (hex.tile?.stops ?? []).forEach((s, i) => {
    if (s.type !== 'offboard' || !s.group) return;
    const shown = hexes.some((h) => h !== hex && h.name && (h.tile?.stops ?? []).some((o) => o.type === 'offboard' && o.group === s.group));
    if (shown) hidden.add(i);
  });
  return hidden;
}

/** Edges of each hex that carry a crossing-cost label (listed on either side of the border). */
function costlyEdges(title: TitleDef): Map<string, number[]> {
  const out = new Map<string, number[]>();
  const add = (id: string, edge: number) => out.set(id, [...(out.get(id) ?? []), edge]);
  for (const h of title.map.hexes)
    for (const b of h.borders ?? [])
      if (b.cost) {
        add(h.id, b.edge);
        add(neighbor(h.id, b.edge, title.map.layout), (b.edge + 3) % 6);
      }
  return out;
}

function hexGroup(
  hex: MapHex,
  title: TitleDef,
  g: BoardGeometry,
  outline: number[],
  costly: Map<string, number[]>,
  hiddenIcons: readonly string[],
  nameFont: number,
  names: Blocker[],
): { group: ShapeSpec; layout: TileLayout; spots: IconSpot[] } {
  const at = g.centers.get(hex.id)!;
  // Names placed so far near this hex (board circles, here made hex-local); this hex's name joins them.
  const near = 2.5 * g.size;
  const others = names
    .filter((b) => Math.abs(b.at.x - at.x) < near && Math.abs(b.at.y - at.y) < near)
    .map((b) => ({ at: { x: b.at.x - at.x, y: b.at.y - at.y }, r: b.r }));
  const avoid = [
    ...(costly.get(hex.id) ?? []).map((e) => ({ at: edgeMidpoint(e, g.size, g.layout), r: 0.2 * g.size })),
    ...(hex.partitions?.length ? partitionBlockers(hex.partitions, dims(g.size), g.layout) : []),
  ];
  const art = tileArt(hex.tile ?? {}, 0, g.size, g.layout, {
    avoid,
    hideRevenue: hiddenRevenueStops(hex, title.map.hexes),
    ...(hex.name ? { name: { text: hex.name, fill: hex.color === 'red' ? '#ffffff' : INK, font: nameFont, others } } : {}),
  });
  for (const b of art.nameCover) names.push({ at: { x: b.at.x + at.x, y: b.at.y + at.y }, r: b.r });
  const d = art.layout.d;
  const blockers: Blocker[] = art.blockers;
  const children: ShapeSpec[] = [
    hexFace(outline, hex.color, g.size, { name: 'map-hex', hexId: hex.id }),
    ...(hex.partitions?.length ? partitionShapes(hex.partitions, d, g.layout) : []),
    ...art.shapes,
  ];
  if (hex.terrain?.length) children.push(...terrainShapes(hex.terrain, d, g.layout, title.currency, blockers));
  const spots: IconSpot[] = [];
  if (hex.icons?.length) children.push(...iconShapes(hex.icons, d, g.layout, blockers, hiddenIcons, spots));
  if (hex.futureLabel) children.push(...futureLabelShapes(hex.futureLabel, d, g.layout, blockers));
  return {
    group: sealSpec({ kind: 'group', config: { x: at.x, y: at.y, listening: false, name: 'map-hex-group', hexId: hex.id }, children }),
    layout: art.layout,
    spots,
  };
}

function coordinateShapes(title: TitleDef, g: BoardGeometry): ShapeSpec[] {
  const rows = new Map<string, number>();
  const cols = new Map<string, number>();
  for (const h of title.map.hexes) {
    const m = /^([A-Z]+)(-?\d+)$/.exec(h.id);
    if (!m || !tryParseHexId(h.id, g.layout)) continue;
    const at = g.centers.get(h.id)!;
    const [rowKey, colKey] = g.layout === 'pointy' ? [m[1]!, m[2]!] : [m[2]!, m[1]!];
    rows.set(rowKey, at.y);
    cols.set(colKey, at.x);
  }
  const font = 0.3 * g.size;
  const out: ShapeSpec[] = [];
  const m = g.margin / 2;
  for (const [key, y] of rows)
    for (const x of [m, g.width - m]) out.push(textAt(key, { x, y }, font, { fill: '#5b564c', fontStyle: 'bold', name: 'coordinate' }));
  for (const [key, x] of cols)
    for (const y of [m, g.height - m]) out.push(textAt(key, { x, y }, font, { fill: '#5b564c', fontStyle: 'bold', name: 'coordinate' }));
  return out.map(sealSpec);
}

/** The static board of a title at a given hex size; `hiddenIcons` (by hex) are icons a game no longer shows. */
/**
 * The printed map at hex size `size`. `nameFont` sets the location names' size in board pixels: the board raises it
 * above the tile look's (0.15 of the hex size) so that names stay legible on screen at the default view (#15).
 */
export function mapArt(
  title: TitleDef,
  size: number,
  hiddenIcons: Readonly<Record<string, readonly string[]>> = {},
  nameFont: number = dims(size).nameFont,
): MapArt {
  const g = boardGeometry(title.map, size);
  const outline = hexOutline(size, g.layout);
  const hexes: ShapeSpec[] = [];
  const borders: ShapeSpec[] = [];
  const preprinted = new Map<string, TileLayout>();
  const iconSpots = new Map<string, readonly IconSpot[]>();
  const costly = costlyEdges(title);
  const costShown = new Set<string>();
  const costs: ShapeSpec[] = [];
  const names: Blocker[] = [];
  // The longest names are placed first (they have the least room), the shorter ones around them; drawn in map order.
  const byName = [...title.map.hexes].sort((a, b) => (b.name?.length ?? 0) - (a.name?.length ?? 0));
  const groups = new Map(byName.map((hex) => [hex, hexGroup(hex, title, g, outline, costly, hiddenIcons[hex.id] ?? [], nameFont, names)]));
  for (const hex of title.map.hexes) {
    const { group, layout, spots } = groups.get(hex)!;
    hexes.push(group);
    preprinted.set(hex.id, layout);
    if (spots.length) iconSpots.set(hex.id, spots);
    if (hex.borders?.length) {
      const d = layout.d;
      const lines: ShapeSpec[] = [];
      const labels: ShapeSpec[] = [];
      for (const b of hex.borders) {
        // Both hexes of a costly border usually list it; label the shared side once.
        const side = [hex.id, neighbor(hex.id, b.edge, g.layout)].sort().join('|');
        const first = !costShown.has(side);
        if (b.cost) costShown.add(side);
        for (const s of borderShapes(b, hex, d, g.layout, title.currency, first))
          (s.config.name === 'border-cost' || s.kind === 'text' ? labels : lines).push(s);
      }
      const at = g.centers.get(hex.id)!;
      borders.push(sealSpec({ kind: 'group', config: { x: at.x, y: at.y, listening: false, name: 'borders' }, children: lines }));
      if (labels.length) costs.push(sealSpec({ kind: 'group', config: { x: at.x, y: at.y, listening: false, name: 'border-costs' }, children: labels }));
    }
  }
  borders.push(...costs);
  return sealed({
    geometry: g,
    hexes: sealed(hexes),
    borders: sealed(borders),
    coordinates: sealed(coordinateShapes(title, g)),
    preprinted,
    iconSpots,
    nameFont,
  });
}
