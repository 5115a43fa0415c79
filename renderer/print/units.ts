/**
 * True size on paper. CSS fixes 96 px to the inch whatever the screen, and Chromium's PDF output keeps it, so a
 * drawing sized in CSS pixels prints at exactly that many 1/96 inches.
 */
export const PX_PER_MM = 96 / 25.4;

export const mmToPx = (mm: number): number => mm * PX_PER_MM;
export const pxToMm = (px: number): number => px / PX_PER_MM;

/** Hex size (centre to corner) for a given flat-to-flat width, for pointy hexes (the width) or flat (the height). */
export function hexSizeFromFlatToFlat(flatToFlat: number): number {
  return flatToFlat / Math.sqrt(3);
}
