/**
 * The best run chosen from every route of every train ("route pools"): where each train has few routes (hundreds to
 * a few thousand on real boards), listing them all once and combining them beats growing the routes of the later
 * trains again below every route of the earlier ones.
 *
 * A pool holds one train type's routes, best revenue first, each with the track it uses as a bit set (the atoms of
 * ./network.ts: what two routes of one run may not share, 1830 §6.5). The search picks a route (or none) for each
 * train in turn, in pool order, and prunes with exact bounds, so a finished search proves its run optimal:
 *  - a later train earns at most its best route on the track still free (the first one in its pool that fits);
 *  - pools are sorted, so once a route cannot beat the best run, no later one in the pool can;
 *  - identical trains take their routes in pool order (which of them runs which route does not matter).
 * It is only valid where a route's revenue does not depend on the other routes of the run (the optimiser checks);
 * a bonus of the whole run (1846 Mail Contract) is added at the leaves and bounded through `runBound`.
 */

/** A route's revenue not computed yet (`RoutePool.rev`). */
export const UNSCORED = -2;

export interface RoutePool {
  count: number;
  /** Upper bound on each route's revenue, highest first (the revenue itself where it costs no more). */
  bound: Int32Array;
  /** Revenue of each route, UNSCORED until asked for (costly for trains paying their best stops), -1: not allowed. */
  rev: Int32Array;
  /** Stops each route visits (for bounds on a run bonus that grows with them). */
  visits: Int32Array;
  /** Track of route i: bits[i * words .. (i + 1) * words). */
  bits: Uint32Array;
  words: number;
  /** The route itself, for the caller: station, arm lengths and the chains (arm A, then arm B) from `chainStart`. */
  tau: Int32Array;
  lenA: Int32Array;
  lenB: Int32Array;
  chainStart: Int32Array;
  chains: Int32Array;
  /** Most stops any route of the pool visits. */
  maxVisits: number;
}

/** Collects the routes of one train type, then sorts them into a pool (typed arrays, grown by doubling). */
export class PoolBuilder {
  count = 0;
  private cap = 1024;
  private bound = new Int32Array(this.cap);
  private rev = new Int32Array(this.cap);
  private visits = new Int32Array(this.cap);
  private bits: Uint32Array;
  private tau = new Int32Array(this.cap);
  private lenA = new Int32Array(this.cap);
  private lenB = new Int32Array(this.cap);
  private chainStart = new Int32Array(this.cap + 1);
  private chains = new Int32Array(this.cap * 4);

  constructor(readonly words: number) {
    this.bits = new Uint32Array(this.cap * words);
  }

  private grow(): void {
    const more = <A extends Int32Array | Uint32Array>(a: A, n: number): A => {
      const b = new (a.constructor as new (n: number) => A)(n);
      b.set(a);
      return b;
    };
    this.cap *= 2;
    this.bound = more(this.bound, this.cap);
    this.rev = more(this.rev, this.cap);
    this.visits = more(this.visits, this.cap);
    this.bits = more(this.bits, this.cap * this.words);
    this.tau = more(this.tau, this.cap);
    this.lenA = more(this.lenA, this.cap);
    this.lenB = more(this.lenB, this.cap);
    this.chainStart = more(this.chainStart, this.cap + 1);
  }

  /**
   * Adds a route (its revenue, or UNSCORED and a bound on it) with its track `bits` (`words` long), station, and
   * arms: armA[at .. at + lenA), armB[at .. at + lenB).
   */
  add(
    bound: number,
    rev: number,
    visits: number,
    bits: Uint32Array,
    tau: number,
    armA: Int32Array,
    lenA: number,
    armB: Int32Array,
    lenB: number,
    at: number,
  ): void {
    const i = this.count++;
    if (i === this.cap) this.grow();
    this.bound[i] = bound;
    this.rev[i] = rev;
    this.visits[i] = visits;
    for (let w = 0, W = this.words; w < W; w++) this.bits[i * W + w] = bits[w]!;
    this.tau[i] = tau;
    this.lenA[i] = lenA;
    this.lenB[i] = lenB;
    let c = this.chainStart[i]!;
    if (c + lenA + lenB > this.chains.length) {
      const b = new Int32Array(this.chains.length * 2 + lenA + lenB);
      b.set(this.chains);
      this.chains = b;
    }
    for (let k = 0; k < lenA; k++) this.chains[c++] = armA[at + k]!;
    for (let k = 0; k < lenB; k++) this.chains[c++] = armB[at + k]!;
    this.chainStart[i + 1] = c;
  }

  /**
   * Route indices, highest bound first, ties in the order found. Bounds are revenues (small integers): a counting
   * sort, linear in the routes (a comparison sort of a few thousand routes cost more than collecting them).
   */
  private order(): Int32Array {
    const n = this.count;
    const order = new Int32Array(n);
    let lo = Infinity;
    let hi = -Infinity;
    for (let i = 0; i < n; i++) {
      const b = this.bound[i]!;
      if (b < lo) lo = b;
      if (b > hi) hi = b;
    }
    if (n > 0 && hi - lo <= 1 << 16) {
      const count = new Int32Array(hi - lo + 2);
      for (let i = 0; i < n; i++) count[hi - this.bound[i]! + 1]!++;
      for (let k = 1; k < count.length; k++) count[k]! += count[k - 1]!;
      for (let i = 0; i < n; i++) order[count[hi - this.bound[i]!]!++] = i;
      return order;
    }
    for (let i = 0; i < n; i++) order[i] = i;
    return order.sort((a, b) => this.bound[b]! - this.bound[a]! || a - b);
  }

  build(): RoutePool {
    const n = this.count;
    const W = this.words;
    const order = this.order();
    const pool: RoutePool = {
      count: n,
      bound: new Int32Array(n),
      rev: new Int32Array(n),
      visits: new Int32Array(n),
      bits: new Uint32Array(n * W),
      words: W,
      tau: new Int32Array(n),
      lenA: new Int32Array(n),
      lenB: new Int32Array(n),
      chainStart: new Int32Array(n + 1),
      chains: new Int32Array(this.chainStart[n]!),
      maxVisits: 0,
    };
    let at = 0;
    for (let i = 0; i < n; i++) {
      const src = order[i]!;
      pool.bound[i] = this.bound[src]!;
      pool.rev[i] = this.rev[src]!;
      pool.visits[i] = this.visits[src]!;
      if (pool.visits[i]! > pool.maxVisits) pool.maxVisits = pool.visits[i]!;
      for (let w = 0; w < W; w++) pool.bits[i * W + w] = this.bits[src * W + w]!;
      pool.tau[i] = this.tau[src]!;
      pool.lenA[i] = this.lenA[src]!;
      pool.lenB[i] = this.lenB[src]!;
      pool.chainStart[i] = at;
      for (let k = this.chainStart[src]!; k < this.chainStart[src + 1]!; k++) pool.chains[at++] = this.chains[k]!;
    }
    pool.chainStart[n] = at;
    return pool;
  }
}

export interface PoolRunHooks {
  /** Revenue of route i of train t's pool (asked once per route, for routes added UNSCORED); -1: not allowed. */
  score?(t: number, i: number): number;
  /**
   * A complete run (route `chosen[t]` of each train's pool, or -1 for an idle train): its run bonus (negative where
   * the routes' scores counted something twice, 18NY connection bonuses), or -Infinity when the run is not allowed.
   * Without it every run is allowed and earns no run bonus.
   */
  leaf?(chosen: Int32Array): number;
  /** Upper bound on the run bonus when train t's route visits at most `maxStops[t]` stops. */
  runBound?(maxStops: Int32Array): number;
}

export const IDLE = -1;

/** The best run over the trains' pools (`pools[t]`, shared by identical trains). */
export class PoolSearch {
  readonly T: number;
  private readonly W: number;
  /** Track used by the routes of trains before t: used[t * W .. (t + 1) * W). */
  private readonly used: Uint32Array;
  readonly chosen: Int32Array;
  readonly bestChosen: Int32Array;
  best: number;
  nodes = 0;
  foundAt = 0;
  aborted = false;
  private deadline = Infinity;
  private readonly maxStops: Int32Array;

  constructor(
    private readonly pools: readonly RoutePool[],
    /** Train t is of the same type as train t - 1 (same pool). */
    private readonly sameAsPrev: readonly boolean[],
    private readonly hooks: PoolRunHooks = {},
    /** A run known to be possible (the search must beat it to record anything). */
    floor = -1,
  ) {
    this.T = pools.length;
    this.W = pools[0]?.words ?? 0;
    this.used = new Uint32Array((this.T + 1) * this.W);
    this.chosen = new Int32Array(this.T).fill(IDLE);
    this.bestChosen = new Int32Array(this.T).fill(IDLE);
    this.maxStops = new Int32Array(this.T);
    this.best = floor;
  }

  /** Searches until done or until `deadline` (a `performance.now()` time; the best run so far is kept). */
  run(deadline = Infinity): void {
    this.deadline = deadline;
    this.pick(0, 0);
  }

  /** Does route i of pool p use track already taken by the trains before t? */
  private clashes(p: RoutePool, i: number, t: number): boolean {
    const W = this.W;
    const u = this.used;
    const b = p.bits;
    for (let w = 0, x = i * W, y = t * W; w < W; w++) if ((b[x + w]! & u[y + w]!) !== 0) return true;
    return false;
  }

  /** Revenue of route i of train u's pool p. */
  private revenue(p: RoutePool, u: number, i: number): number {
    let v = p.rev[i]!;
    if (v === UNSCORED) v = p.rev[i] = this.hooks.score!(u, i);
    return v;
  }

  /** Revenue of the best route of train u (pool p) that fits the track left free before train t (0: none fits). */
  private bestFree(p: RoutePool, u: number, t: number): number {
    let best = 0;
    for (let i = 0; i < p.count && p.bound[i]! > best; i++) {
      if (this.clashes(p, i, t)) continue;
      const v = this.revenue(p, u, i);
      if (v > best) best = v;
    }
    return best;
  }

  /** Upper bound on the run bonus, trains before t as chosen, the rest visiting as many stops as their pools allow. */
  private runBound(t: number): number {
    if (!this.hooks.runBound) return 0;
    const m = this.maxStops;
    for (let u = 0; u < this.T; u++) {
      const p = this.pools[u]!;
      m[u] = u < t ? (this.chosen[u] === IDLE ? 0 : p.visits[this.chosen[u]!]!) : p.maxVisits;
    }
    return this.hooks.runBound(m);
  }

  private pick(t: number, acc: number): void {
    if ((++this.nodes & 255) === 0 && this.deadline !== Infinity && performance.now() > this.deadline) this.aborted = true;
    if (this.aborted) return;
    if (t === this.T) {
      const bonus = this.hooks.leaf ? this.hooks.leaf(this.chosen) : 0;
      if (acc + bonus > this.best) {
        this.best = acc + bonus;
        this.foundAt = this.nodes;
        this.bestChosen.set(this.chosen);
      }
      return;
    }
    const W = this.W;
    const p = this.pools[t]!;
    // What the later trains could earn at most, each on the track free now.
    let later = this.runBound(t);
    for (let u = t + 1; u < this.T; u++) later += this.bestFree(this.pools[u]!, u, t);
    const prev = t > 0 && this.sameAsPrev[t] ? this.chosen[t - 1]! : 0;
    // Identical trains run their routes in pool order; an idle one leaves the rest idle.
    const start = prev === IDLE ? p.count : t > 0 && this.sameAsPrev[t] ? prev + 1 : 0;
    const from = t * W;
    const to = from + W;
    for (let i = start; i < p.count; i++) {
      if (acc + p.bound[i]! + later <= this.best) break;
      if (this.clashes(p, i, t)) continue;
      const v = this.revenue(p, t, i);
      if (acc + v + later <= this.best) continue;
      for (let w = 0; w < W; w++) this.used[to + w] = this.used[from + w]! | p.bits[i * W + w]!;
      this.chosen[t] = i;
      this.pick(t + 1, acc + v);
      if (this.aborted) return;
    }
    this.chosen[t] = IDLE;
    if (acc + later > this.best) {
      this.used.copyWithin(to, from, to);
      this.pick(t + 1, acc);
    }
  }
}
