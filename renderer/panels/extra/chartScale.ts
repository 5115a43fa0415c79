/** Axis helpers for the value chart: a "nice" upper bound and evenly spaced ticks (1, 2, 2.5, 5 × 10^k). */
export function niceTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0];
  const raw = max / count;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((f) => f * mag).find((s) => s >= raw)!;
  const top = Math.ceil(max / step) * step;
  const out: number[] = [];
  for (let v = 0; v <= top + step / 2; v += step) out.push(Math.round(v * 1e6) / 1e6);
  return out;
}

/** Distinct line colours for up to eight players, readable on the panel's paper colour. */
export const PLAYER_COLORS = ['#1565c0', '#d81b60', '#2e7d32', '#ef6c00', '#6a1b9a', '#00838f', '#5d4037', '#455a64'];
