/**
 * The tiles+tokens layer: laid tiles (covering the preprinted content), tokens in city slots, and the border marks
 * on top. A builder memoises each hex's group by (tile, rotation, tokens), so a state change rebuilds only the hexes
 * that changed and Vue patches only those.
 */
import type { TileDef, TitleDef } from '@shared/title/types';
import { pickSpot, type Blocker } from './freeSpot';
import { terrainShapes, type IconSpot } from './hexMarks';
import type { MapArt } from './mapArt';
import { hexFace, hexOutline } from './mapArt';
import { INK, PAPER, SELECT_STROKE, contrastText } from './palette';
import { sealSpec } from './sealed';
import { textAt } from './text';
import { reservedShapes, tileArt, tileNumberShape, tokenShapes, type CorpLook } from './tileArt';
import type { BoardMarker, BoardState, HexState, ShapeSpec } from './types';
import { edgeAngle } from '@shared/hex';
import { polar } from './vec';
import { layoutTile, type TileLayout } from './tileLayout';

export interface KeyedShape {
  key: string;
  spec: ShapeSpec;
}

export function corpLooks(title: TitleDef): Record<string, CorpLook> {
  const out: Record<string, CorpLook> = {};
  for (const c of [...title.corporations, ...(title.minors ?? [])]) out[c.sym] = { color: c.color, ...(c.textColor ? { textColor: c.textColor } : {}) };
  return out;
}

/** Returns a function from board state to the layer's hex groups (in map order), reusing unchanged groups. */
export function tileLayerBuilder(title: TitleDef, map: MapArt): (board: BoardState) => readonly KeyedShape[] {
  const tiles = new Map<string, TileDef>(title.tiles.map((t) => [t.id, t]));
  const names = new Map(title.map.hexes.map((h) => [h.id, h.name]));
  const corps = corpLooks(title);
  const g = map.geometry;
  const outline = hexOutline(g.size, g.layout);
  const memo = new Map<string, { key: string; spec: ShapeSpec | null }>();

  function build(hexId: string, st: HexState): ShapeSpec | null {
    const at = g.centers.get(hexId)!;
    const children: ShapeSpec[] = [];
    let layout = map.preprinted.get(hexId)!;
    if (st.tile !== null) {
      const tile = tiles.get(st.tile);
      if (!tile) {
        // A tile the title does not define: show it plainly rather than fail the whole board.
        children.push({
          kind: 'line',
          config: { points: outline, closed: true, fill: '#ffffff', stroke: SELECT_STROKE, strokeWidth: 0.05 * g.size, listening: false, name: 'laid-tile' },
        });
        children.push(textAt(`? ${st.tile}`, { x: 0, y: 0 }, 0.25 * g.size, { fill: SELECT_STROKE }));
      } else {
        const name = names.get(hexId);
        const art = tileArt(tile, st.rotation, g.size, g.layout, name ? { name: { text: name, font: map.nameFont } } : {});
        layout = art.layout;
        const blockers: Blocker[] = art.blockers;
        children.push(hexFace(outline, tile.color, g.size, { name: 'laid-tile', tileId: tile.id }));
        children.push(...art.shapes);
        if (tile.terrain?.length) children.push(...terrainShapes(tile.terrain, art.layout.d, g.layout, title.currency, blockers));
        children.push(tileNumberShape(tile.id, art.layout, blockers));
      }
    }
    if (st.reserved) children.push(...reservedShapes(layout, st.reserved, st.tokens, corps));
    children.push(...tokenShapes(layout, st.tokens, corps));
    if (st.markers?.length) children.push(...markerShapes(st.markers, map.iconSpots.get(hexId) ?? [], layout, g.size));
    if (children.length === 0) return null;
    return sealSpec({ kind: 'group', config: { x: at.x, y: at.y, listening: false, name: 'tile-group', hexId }, children });
  }

  return (board) => {
    const out: KeyedShape[] = [];
    for (const hex of title.map.hexes) {
      const st = board[hex.id];
      const any = (rows: readonly (readonly (string | null)[])[] | undefined) => !!rows?.some((row) => row.some((s) => s));
      if (!st || (st.tile === null && !any(st.tokens) && !any(st.reserved) && !st.markers?.length)) continue;
      const slots = (rows: readonly (readonly (string | null)[])[] | undefined) => (rows ?? []).map((r) => r.join(',')).join(';');
      const marks = (st.markers ?? []).map((m) => `${m.label}:${m.color ?? ''}:${m.kind ?? ''}`).join(',');
      const key = `${st.tile ?? ''}|${st.rotation}|${slots(st.tokens)}|${slots(st.reserved)}|${marks}`;
      let m = memo.get(hex.id);
      if (!m || m.key !== key) {
        m = { key, spec: build(hex.id, st) };
        memo.set(hex.id, m);
      }
      if (m.spec) out.push({ key: hex.id, spec: m.spec });
    }
    return out;
  };
}

/**
 * Companies' markers: a disc over the printed icon they are placed on (or near it, off the cities of a tile laid
 * since), ringed and filled in the colours of the corporation they serve, with the company's symbol.
 */
function markerShapes(markers: readonly BoardMarker[], spots: readonly IconSpot[], layout: TileLayout, size: number): ShapeSpec[] {
  const out: ShapeSpec[] = [];
  const used = new Set<IconSpot>();
  const blockers: Blocker[] = layout.stops.map((s) => ({ at: s.at, r: Math.max(s.hull, s.slotRadius) }));
  for (const m of markers) {
    const spot = spots.find((s) => s.icon === m.icon && !used.has(s));
    if (spot) used.add(spot);
    const r = (spot?.r ?? 0.13 * size) * 1.08;
    const ring = [3.5, 2.5, 4.5, 1.5, 5.5, 0.5].map((e) => polar(edgeAngle(e, layout.layout), 0.55 * size));
    const at = pickSpot(spot ? [spot.at, ...ring] : ring, r, blockers, layout.d.apothem);
    blockers.push({ at, r });
    // A destination not reached yet is a ring in its corporation's colour; a company's marker and a destination
    // station are discs in it (a station ringed twice: its city pays double).
    const outline = m.kind === 'destination' && m.color;
    const fill = outline ? PAPER : (m.color ?? PAPER);
    if (m.kind === 'station')
      out.push({
        kind: 'circle',
        config: { x: at.x, y: at.y, radius: r * 1.25, stroke: m.color ?? INK, strokeWidth: 0.025 * size, listening: false, name: 'marker-double' },
      });
    out.push({
      kind: 'circle',
      config: {
        x: at.x,
        y: at.y,
        radius: r,
        fill,
        stroke: outline ? m.color : INK,
        strokeWidth: (outline ? 0.05 : 0.03) * size,
        dash: m.color ? undefined : [0.05 * size, 0.03 * size],
        listening: false,
        name: m.kind ? `marker-${m.kind}` : 'marker',
      },
    });
    const ink = outline ? (contrastText(m.color as string) === INK ? INK : (m.color as string)) : m.color ? (m.textColor ?? contrastText(m.color)) : INK;
    out.push(textAt(m.label, at, (m.label.length > 2 ? 0.075 : 0.1) * size, { fontStyle: 'bold', fill: ink, name: 'marker-label' }, 2 * r));
  }
  return out;
}

/** The layout currently shown on a hex: its laid tile, or its printed content. */
export function shownLayout(title: TitleDef, map: MapArt, board: BoardState, hexId: string): TileLayout | null {
  const st = board[hexId];
  if (st?.tile) {
    const tile = title.tiles.find((t) => t.id === st.tile);
    return tile ? layoutTile(tile, st.rotation, map.geometry.size, map.geometry.layout) : null;
  }
  return map.preprinted.get(hexId) ?? null;
}
