import { describe, expect, it } from 'vitest';
import { DEFAULT_RANDOM, nextRandom, seedState, sortByRandom } from '../../shared/engine/rng';

/** The seeded generator must draw exactly what 18xx.games draws, or recorded set-ups (1846 removals) differ. */
const exact = (x: number, k = DEFAULT_RANDOM) => Number((BigInt(k.a) * BigInt(x) + BigInt(k.c)) % BigInt(k.m));

describe('the seeded generator', () => {
  it('draws what exact integer arithmetic gives, over the whole state range', () => {
    const xs = [0, 1, 65535, 65536, 2 ** 31 - 1, 2 ** 31 - 2, 123456789];
    for (let x = seedState(1), i = 0; i < 5000; i++) xs.push((x = exact(x)));
    for (const x of xs) expect(nextRandom(x)).toBe(exact(x));
  });

  it('other constants (and ones too large for doubles) as well', () => {
    const big = { a: 6364136223846793005, c: 1442695040888963407, m: 2 ** 63 } as const;
    const k = { a: 48271, c: 0, m: 2 ** 31 - 1 };
    for (const x of [1, 2, 12345, 2 ** 31 - 2]) expect(nextRandom(x, k)).toBe(exact(x, k));
    expect(nextRandom(7, big)).toBe(Number((BigInt(big.a) * 7n + BigInt(big.c)) % BigInt(big.m)));
  });

  it('sorts by one draw per item, ties kept in order', () => {
    const [sorted, state] = sortByRandom(['a', 'b', 'c', 'd'], seedState(1846));
    expect([...sorted].sort()).toEqual(['a', 'b', 'c', 'd']);
    let x = seedState(1846);
    for (let i = 0; i < 4; i++) x = exact(x);
    expect(state).toBe(x);
  });
});
