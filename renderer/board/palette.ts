/** Colours of the standard 18xx look (printed maps and tiles). */
import type { RevenueColor, TileColor } from '@shared/title/types';

export const HEX_FILL: Record<TileColor, string> = {
  white: '#efe7d3',
  yellow: '#fde900',
  green: '#71bf44',
  brown: '#cb7745',
  gray: '#bcbdc0',
  red: '#e0403a',
  blue: '#5fb2e6',
};

/** Boxes of phase-dependent revenues; `blue` is 1870's last off-board value. */
export const PHASE_FILL: Record<RevenueColor, string> = {
  yellow: HEX_FILL.yellow,
  green: HEX_FILL.green,
  brown: HEX_FILL.brown,
  gray: HEX_FILL.gray,
  blue: '#3b7dd8',
};

export const INK = '#111111';
export const PAPER = '#ffffff';
export const HEX_OUTLINE = '#8a8478';
export const BORDER_STROKE: Record<string, string> = {
  impassable: '#c8102e',
  water: '#1f6fd1',
  mountain: '#7a4a1e',
  divider: '#111111',
};
export const MOUNTAIN_FILL = '#8d6e4a';
export const WATER_STROKE = '#1f6fd1';
export const HOVER_STROKE = '#1565c0';
export const SELECT_STROKE = '#d81b60';
export const HIGHLIGHT_FILL = 'rgba(33, 150, 243, 0.22)';

/** Black or white, whichever reads better on `bg` (for token syms when a corporation gives no text colour). */
export function contrastText(bg: string): string {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(bg.trim());
  if (!m) return PAPER;
  const [r, g, b] = [m[1], m[2], m[3]].map((h) => parseInt(h!, 16));
  return 0.299 * r! + 0.587 * g! + 0.114 * b! > 150 ? INK : PAPER;
}
