/** Shapes of the interaction layer: invisible hit hexes (the only listening shapes) and the highlight outlines. */
import type { MapArt } from './mapArt';
import { hexOutline } from './mapArt';
import { HIGHLIGHT_FILL, HOVER_STROKE, SELECT_STROKE } from './palette';
import { sealed } from './sealed';
import type { ShapeSpec } from './types';

/** One hit polygon per map hex; Konva's hit graph tells which hex a pointer is over. */
export function hitShapes(map: MapArt): readonly ShapeSpec[] {
  const g = map.geometry;
  const points = hexOutline(g.size, g.layout);
  const out: ShapeSpec[] = [];
  for (const [hexId, at] of g.centers)
    out.push(
      sealed({
        kind: 'line',
        config: sealed({ x: at.x, y: at.y, points, closed: true, fill: 'rgba(0,0,0,0)', perfectDrawEnabled: false, name: 'hit-hex', hexId }),
      }),
    );
  return sealed(out);
}

export type Mark = 'highlight' | 'hover' | 'selected';

/** An outline over one hex: legal-move highlights are filled, hover and selection are strokes. */
export function markShape(map: MapArt, hexId: string, mark: Mark): ShapeSpec | null {
  const g = map.geometry;
  const at = g.centers.get(hexId);
  if (!at) return null;
  // Inset so adjacent marks do not overlap and strokes stay inside the hex.
  const points = hexOutline(g.size * 0.94, g.layout);
  const base = { x: at.x, y: at.y, points, closed: true, listening: false, name: `mark-${mark}`, hexId };
  const style =
    mark === 'highlight'
      ? { fill: HIGHLIGHT_FILL, stroke: HOVER_STROKE, strokeWidth: 0.03 * g.size, dash: [0.1 * g.size, 0.06 * g.size] }
      : mark === 'hover'
        ? { stroke: HOVER_STROKE, strokeWidth: 0.06 * g.size }
        : { stroke: SELECT_STROKE, strokeWidth: 0.09 * g.size };
  return sealed({ kind: 'line', config: sealed({ ...base, ...style }) });
}

/** A city the player may pick (token placement): a filled ring over the stop, listening, above the hit hexes. */
export function cityTargetShape(map: MapArt, hexId: string, at: { x: number; y: number }, radius: number, stop: number): ShapeSpec | null {
  const c = map.geometry.centers.get(hexId);
  if (!c) return null;
  const size = map.geometry.size;
  return sealed({
    kind: 'circle',
    config: sealed({
      x: c.x + at.x,
      y: c.y + at.y,
      radius,
      fill: HIGHLIGHT_FILL,
      stroke: SELECT_STROKE,
      strokeWidth: 0.05 * size,
      dash: [0.08 * size, 0.05 * size],
      name: 'city-target',
      hexId,
      stop,
    }),
  });
}
