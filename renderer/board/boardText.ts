/**
 * Konva's text shape with its measurements taken once per font and text (./textMeasure.ts). Konva measures every text
 * it builds three times (a sample 'M' for the baseline, then each line twice) and the sample once more at every draw,
 * each time setting its canvas's font: a long 1870 game opened cold spent more on that than on building the rest of
 * the board (#15). The board's texts are single lines or lines broken by hand, never wrapped: those are laid out here
 * exactly as Konva lays them out (test/browser/boardText.test.ts compares the two); any other text is left to Konva.
 */
import Konva from 'konva';
import { measuredWidth } from './textMeasure';

type Metrics = ReturnType<Konva.Text['measureSize']>;

/** Konva's metrics of a text by font and text (a text's baseline comes from its font's sample 'M'). */
const metrics = new Map<string, Metrics>();

export class BoardText extends Konva.Text {
  override measureSize(text: string): Metrics {
    const key = `${this._getContextFont()}|${text}`;
    let m = metrics.get(key);
    if (!m) metrics.set(key, (m = super.measureSize(text)));
    return m;
  }

  override _setTextData(): void {
    // Texts laid out with Konva's per-character path, wrapped to fit, or cut with an ellipsis: Konva's own way.
    if (this.letterSpacing() !== 0 || this.align() === 'justify' || this.charRenderFunc() || this.ellipsis() || this.direction() === 'rtl') {
      super._setTextData();
      return;
    }
    const font = this._getContextFont();
    const fontSize = +this.fontSize();
    const lineHeightPx = this.lineHeight() * fontSize;
    const { width, height } = this.attrs as { width?: number | 'auto'; height?: number | 'auto' };
    const padding = this.padding();
    const fixedWidth = width !== 'auto' && width !== undefined;
    const fixedHeight = height !== 'auto' && height !== undefined;
    const maxWidth = fixedWidth ? width - padding * 2 : Infinity;
    const maxHeightPx = fixedHeight ? height - padding * 2 : Infinity;
    const lines: { text: string; width: number; lastInParagraph: boolean }[] = [];
    let heightPx = 0;
    for (const line of this.text().split('\n')) {
      const w = measuredWidth(font, line);
      // A line too wide for its box is broken (or cut) by Konva.
      if (w === null || w > maxWidth) {
        super._setTextData();
        return;
      }
      // Each line is a paragraph of its own: no line is wrapped.
      lines.push({ text: line, width: w, lastInParagraph: true });
      heightPx += lineHeightPx;
      if (fixedHeight && heightPx + lineHeightPx > maxHeightPx) break;
    }
    const sample = this.measureSize('M');
    this._baselineShift = (sample.fontBoundingBoxAscent - sample.fontBoundingBoxDescent) / 2;
    this.textArr = lines;
    this.textHeight = fontSize;
    this.textWidth = lines.reduce((most, l) => Math.max(most, l.width), 0);
  }
}
