/**
 * The seeded linear congruential generator 18xx.games uses for set-up choices, so that recorded games replay:
 * x(0) = seed mod m, x(n+1) = (a * x(n) + c) mod m. Its state lives in the game state; nothing else is random.
 */
export interface RandomConstants {
  a: number;
  c: number;
  m: number;
}

export const DEFAULT_RANDOM: RandomConstants = { a: 1103515245, c: 12345, m: 2147483648 };

export function seedState(seed: number, k: RandomConstants = DEFAULT_RANDOM): number {
  return Number(BigInt(Math.trunc(seed)) % BigInt(k.m));
}

/**
 * Returns the next generator state (also the drawn number). a * x reaches 2^62, beyond a double's exact 2^53: with
 * a, c and m below 2^32 (every title's constants) it is taken in two 16-bit halves of x, each product exact;
 * otherwise in BigInt.
 */
export function nextRandom(x: number, k: RandomConstants = DEFAULT_RANDOM): number {
  const { a, c, m } = k;
  if (a < 2 ** 32 && c < 2 ** 32 && m <= 2 ** 32 && x >= 0 && x < 2 ** 32) {
    const hi = Math.floor(x / 65536);
    const lo = x - hi * 65536;
    return (((((a * hi) % m) * 65536) % m) + ((a * lo) % m) + (c % m)) % m;
  }
  return Number((BigInt(a) * BigInt(x) + BigInt(c)) % BigInt(m));
}

/** "Sort by random": one draw per element, in list order, sorted ascending (stable). Returns [sorted, new state]. */
export function sortByRandom<T>(items: readonly T[], x: number, k: RandomConstants = DEFAULT_RANDOM): [T[], number] {
  const keyed: { item: T; key: number; i: number }[] = [];
  let state = x;
  items.forEach((item, i) => {
    state = nextRandom(state, k);
    keyed.push({ item, key: state, i });
  });
  keyed.sort((p, q) => p.key - q.key || p.i - q.i);
  return [keyed.map((e) => e.item), state];
}
