/**
 * Text widths measured once per font and text, on one canvas whose font changes only when the next text's font
 * differs. A map's first draw builds some 900 texts, most of them the same few numbers and letters; measured one by one
 * (Konva measures each text three times, switching its canvas's font each time) opening a long 1870 game took ~2,600
 * measurements and ~3,000 font changes (#15).
 */

let measurer: CanvasRenderingContext2D | null | undefined;
/** The font last set on the measuring canvas (setting the same font again still costs a parse). */
let fontSet: string | null = null;
const widths = new Map<string, number>();

function measuringContext(): CanvasRenderingContext2D | null {
  if (measurer === undefined) measurer = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  return measurer;
}

/**
 * The advance width of `text` in a CSS `font`, with the canvas's default kerning (as Konva measures a text line), or
 * null where there is no canvas (Node).
 */
export function measuredWidth(font: string, text: string): number | null {
  const key = `${font}|${text}`;
  const known = widths.get(key);
  if (known !== undefined) return known;
  const ctx = measuringContext();
  if (!ctx) return null;
  if (fontSet !== font) {
    ctx.font = font;
    fontSet = font;
  }
  const w = ctx.measureText(text).width;
  widths.set(key, w);
  return w;
}
