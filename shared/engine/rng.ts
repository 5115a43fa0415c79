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

/** Returns the next generator state (also the drawn number). BigInt keeps a*x exact beyond 2^53. */
export function nextRandom(x: number, k: RandomConstants = DEFAULT_RANDOM): number {
  return Number((BigInt(k.a) * BigInt(x) + BigInt(k.c)) % BigInt(k.m));
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
