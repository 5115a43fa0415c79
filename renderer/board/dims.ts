/** Proportions of the standard 18xx tile look, as fractions of the hex size (centre-to-corner distance). */
export interface Dims {
  size: number;
  /** Inner radius: centre to edge midpoint. */
  apothem: number;
  track: number;
  /** White casing each side of a track, so crossing tracks read as over/under. */
  casing: number;
  slot: number;
  slotSmall: number;
  townBarLength: number;
  townBarWidth: number;
  townDot: number;
  revenue: number;
  revenueFont: number;
  labelFont: number;
  nameFont: number;
  /** Distance from the centre of stops that are not alone on a tile. */
  stopOffset: number;
}

export function dims(size: number): Dims {
  return {
    size,
    apothem: (Math.sqrt(3) / 2) * size,
    track: 0.09 * size,
    casing: 0.025 * size,
    slot: 0.25 * size,
    slotSmall: 0.2 * size,
    townBarLength: 0.34 * size,
    townBarWidth: 0.1 * size,
    townDot: 0.1 * size,
    revenue: 0.14 * size,
    revenueFont: 0.16 * size,
    labelFont: 0.3 * size,
    nameFont: 0.15 * size,
    stopOffset: 0.45 * size,
  };
}
