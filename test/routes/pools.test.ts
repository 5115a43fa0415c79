import { describe, expect, it } from 'vitest';
import { IDLE, PoolBuilder, PoolSearch, UNSCORED, type RoutePool } from '../../shared/routes/pools';

/**
 * The route-pool search on hand-made pools: routes are (revenue, track bits); two routes of one run may not share a
 * bit (1830 §6.5: no track shared).
 */
function pool(routes: [rev: number, bits: number, visits?: number][], lazy = false): RoutePool {
  const b = new PoolBuilder(1);
  const none = new Int32Array(0);
  for (const [rev, bits, visits] of routes) b.add(rev, lazy ? UNSCORED : rev, visits ?? 2, Uint32Array.of(bits), 0, none, 0, none, 0, 0);
  return b.build();
}

const revenueOf = (pools: RoutePool[], chosen: Int32Array) => Array.from(chosen, (i, t) => (i === IDLE ? 0 : pools[t]!.rev[i]!));

describe('route pools', () => {
  it('are sorted best first, ties in the order found', () => {
    const p = pool([
      [50, 1],
      [90, 2],
      [50, 4],
      [70, 8],
    ]);
    expect(Array.from(p.rev)).toEqual([90, 70, 50, 50]);
    expect(Array.from(p.bits)).toEqual([2, 8, 1, 4]);
  });

  it('two trains may not share track: the best pair, not the two best routes', () => {
    // Train 0's best (100) shares track with train 1's best (90); 100 + 40 < 80 + 90.
    const a = pool([
      [100, 0b011],
      [80, 0b100],
    ]);
    const b = pool([
      [90, 0b001],
      [40, 0b1000],
    ]);
    const s = new PoolSearch([a, b], [false, false]);
    s.run();
    expect(s.best).toBe(170);
    expect(revenueOf([a, b], s.bestChosen)).toEqual([80, 90]);
  });

  it('identical trains share a pool and take its routes in order; a train may stay idle', () => {
    const p = pool([
      [60, 1],
      [50, 1],
      [30, 2],
    ]);
    const s = new PoolSearch([p, p, p], [false, true, true]);
    s.run();
    expect(s.best).toBe(90);
    expect(Array.from(s.bestChosen)).toEqual([0, 2, IDLE]);
  });

  it('routes scored late are scored once, only when they could matter', () => {
    const p = pool(
      [
        [100, 1], // bounds; the score below is what the route really earns
        [90, 2],
        [10, 4],
      ],
      true,
    );
    const truth = [40, 90, 10];
    const asked: number[] = [];
    const s = new PoolSearch([p], [false], { score: (_, i) => (asked.push(i), truth[i]!) });
    s.run();
    expect(s.best).toBe(90);
    expect(asked).toEqual([0, 1]);
  });

  it('a bonus of the whole run and a check of the whole run at the leaves', () => {
    const a = pool([
      [50, 1, 2],
      [40, 2, 5],
    ]);
    const b = pool([[30, 4, 3]]);
    // 10 per stop of the longest route (1846 Mail Contract), and no run may use route 0 of train 0 with train 1.
    const leaf = (c: Int32Array) => {
      if (c[0] === 0 && c[1] === 0) return -1;
      const stops = Array.from(c, (i, t) => (i === IDLE ? 0 : [a, b][t]!.visits[i]!));
      return 10 * Math.max(...stops);
    };
    const s = new PoolSearch([a, b], [false, false], { leaf, runBound: (m) => 10 * Math.max(...m) });
    s.run();
    // 40 + 30 + 50 (route 1 visits 5) beats 50 alone + 20.
    expect(s.best).toBe(120);
    expect(Array.from(s.bestChosen)).toEqual([1, 0]);
  });
});
