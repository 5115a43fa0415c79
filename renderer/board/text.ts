/** Konva text helpers. */
import { INK } from './palette';
import type { ShapeSpec } from './types';
import type { Point } from './vec';

/** A text centred on a point (Konva places texts by their top-left corner); `lines` makes room for wrapping. */
export function textAt(
  text: string,
  at: Point,
  fontSize: number,
  extra: Record<string, unknown> = {},
  width = fontSize * Math.max(2, text.length) * 0.9,
  lines = 1,
): ShapeSpec {
  const height = fontSize * 1.15 * lines;
  return {
    kind: 'text',
    config: {
      text,
      x: at.x - width / 2,
      y: at.y - height / 2,
      width,
      height,
      align: 'center',
      verticalAlign: 'middle',
      fontSize,
      fontFamily: 'Arial, Helvetica, sans-serif',
      fill: INK,
      wrap: 'none',
      listening: false,
      ...extra,
    },
  };
}
