/** Konva text helpers. */
import { INK } from './palette';
import type { ShapeSpec } from './types';
import type { Point } from './vec';

/** The board's font family (Arial where installed; its fallbacks differ in width, so texts are measured). */
export const FONT_FAMILY = 'Arial, Helvetica, sans-serif';

/** The CSS font a Konva text of this size and style is drawn in (Konva's own spelling, so measurements are shared). */
export function konvaFont(fontSize: number, fontStyle = 'normal'): string {
  return `${fontStyle} normal ${fontSize}px ${FONT_FAMILY}`;
}

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
      fontFamily: FONT_FAMILY,
      fill: INK,
      wrap: 'none',
      listening: false,
      ...extra,
    },
  };
}
