/**
 * The last train's routes worth running: a bound on what the last train searched can still earn, given the track the
 * earlier trains' routes take, read off a list instead of searched again below every route of the earlier trains.
 *
 * Before the joint search (./search.ts), every route of the last train that could be part of a run beating the best
 * run known (its bound above that run less what the other trains earn at most alone) is listed once, on the whole
 * network, as a sequence of stops, with an upper bound on its revenue and the track every way of running it must use:
 * the chains of its steps where a bundle of parallel chains (./bundles.ts) had one free chain, the track all free
 * chains of the bundle share where it had several. Track only ever gets scarcer as earlier routes take it (1830 §6.5:
 * no track shared), so in any run a step of the route can only take one of those chains: a route of the list whose
 * listed track another route uses cannot run, and a route not listed cannot be part of a better run. So the last
 * train earns, in any better run, at most the bound of the first listed route (best first) whose track is free, and
 * that only falls as the earlier routes grow: each search branch goes on scanning from where its parent stopped.
 *
 * 1817 15528.json #1620 WT (a 6- and a 5-train sharing cities, not track): the 5-train's search below each of the
 * 6-train's ~1,000 routes was most of the 32,187 search nodes.
 */
import { atomWords } from './atomWords';

export class LastRoutes {
  count = 0;
  /** Upper bound on each route's revenue, best first once `sort` has run. */
  ub: Int32Array;
  /** What the search counts for the route's stops (the sum of their values). */
  cur: Int32Array;
  /** The route: its station, and its steps (bundles of arm A, then of arm B) steps[stepStart[i] ..). */
  tau: Int32Array;
  lenA: Int32Array;
  lenB: Int32Array;
  stepStart: Int32Array;
  steps: Int32Array;
  /** Track route i must use: atoms[atomStart[i] .. atomStart[i + 1]). */
  atomStart: Int32Array;
  atoms: Int32Array;
  private cap = 256;

  constructor() {
    this.ub = new Int32Array(this.cap);
    this.cur = new Int32Array(this.cap);
    this.tau = new Int32Array(this.cap);
    this.lenA = new Int32Array(this.cap);
    this.lenB = new Int32Array(this.cap);
    this.stepStart = new Int32Array(this.cap + 1);
    this.steps = new Int32Array(this.cap * 8);
    this.atomStart = new Int32Array(this.cap + 1);
    this.atoms = new Int32Array(this.cap * 16);
  }

  /**
   * Adds a route with its bound, its stops' values, its station and its steps' bundles (arm A's, then arm B's); its
   * track is added by `addAtom` before the next `add`.
   */
  add(ub: number, cur: number, tau: number, bunA: Int32Array, lenA: number, bunB: Int32Array, lenB: number, at: number): void {
    if (this.count === this.cap) {
      this.cap *= 2;
      const more = (a: Int32Array, n: number) => {
        const b = new Int32Array(n);
        b.set(a);
        return b;
      };
      this.ub = more(this.ub, this.cap);
      this.cur = more(this.cur, this.cap);
      this.tau = more(this.tau, this.cap);
      this.lenA = more(this.lenA, this.cap);
      this.lenB = more(this.lenB, this.cap);
      this.stepStart = more(this.stepStart, this.cap + 1);
      this.atomStart = more(this.atomStart, this.cap + 1);
    }
    const i = this.count++;
    this.ub[i] = ub;
    this.cur[i] = cur;
    this.tau[i] = tau;
    this.lenA[i] = lenA;
    this.lenB[i] = lenB;
    let k = this.stepStart[i]!;
    if (k + lenA + lenB > this.steps.length) {
      const b = new Int32Array(this.steps.length * 2 + lenA + lenB);
      b.set(this.steps);
      this.steps = b;
    }
    for (let j = 0; j < lenA; j++) this.steps[k++] = bunA[at + j]!;
    for (let j = 0; j < lenB; j++) this.steps[k++] = bunB[at + j]!;
    this.stepStart[i + 1] = k;
    this.atomStart[i + 1] = this.atomStart[i]!;
  }

  /** One atom of the track of the route added last. */
  addAtom(a: number): void {
    const end = this.atomStart[this.count]!;
    if (end === this.atoms.length) {
      const b = new Int32Array(this.atoms.length * 2);
      b.set(this.atoms);
      this.atoms = b;
    }
    this.atoms[end] = a;
    this.atomStart[this.count] = end + 1;
  }

  /** Orders the routes best bound first (the scans stop at the first free one). */
  sort(): void {
    const n = this.count;
    const order = Int32Array.from({ length: n }, (_, i) => i).sort((a, b) => this.ub[b]! - this.ub[a]! || a - b);
    const pick = (a: Int32Array) => Int32Array.from(order, (src) => a[src]!);
    /** Variable-length parts in the new order. */
    const regroup = (start: Int32Array, items: Int32Array): [Int32Array, Int32Array] => {
      const s2 = new Int32Array(n + 1);
      const i2 = new Int32Array(start[n]!);
      let at = 0;
      for (let i = 0; i < n; i++) {
        const src = order[i]!;
        s2[i] = at;
        for (let k = start[src]!, hi = start[src + 1]!; k < hi; k++) i2[at++] = items[k]!;
      }
      s2[n] = at;
      return [s2, i2];
    };
    this.ub = pick(this.ub);
    this.cur = pick(this.cur);
    this.tau = pick(this.tau);
    this.lenA = pick(this.lenA);
    this.lenB = pick(this.lenB);
    [this.stepStart, this.steps] = regroup(this.stepStart, this.steps);
    [this.atomStart, this.atoms] = regroup(this.atomStart, this.atoms);
    this.toWords();
  }

  /** Each route's track as words of bits (atom a: bit a & 31 of word a >> 5): words[wordStart[i] .. wordStart[i + 1]). */
  wordStart = new Int32Array(1);
  words = new Int32Array(0);
  bits = new Int32Array(0);

  /** Fills `words` and `bits` from `atoms` (a route's atoms lie in a few words: each scan asks a few AND). */
  private toWords(): void {
    const packed = atomWords(
      this.atoms,
      this.count,
      (i) => this.atomStart[i]!,
      (i) => this.atomStart[i + 1]!,
    );
    this.wordStart = packed.start;
    this.words = packed.words;
    this.bits = packed.bits;
  }

  /**
   * The first route from `from` on whose track is all free in `usedBits` (atom a: bit a & 31 of word a >> 5) and
   * each of whose steps still has a free chain (`stepFree`, asked of a step's bundle: a step of several chains must
   * take one of them); `count` when none is. Only after `sort`.
   */
  firstFree(from: number, usedBits: Int32Array, stepFree: (bundle: number) => boolean): number {
    const words = this.words;
    const bits = this.bits;
    const start = this.wordStart;
    const steps = this.steps;
    const stepStart = this.stepStart;
    let i = from;
    for (; i < this.count; i++) {
      let free = true;
      for (let k = start[i]!, hi = start[i + 1]!; k < hi; k++) {
        if ((usedBits[words[k]!]! & bits[k]!) !== 0) {
          free = false;
          break;
        }
      }
      if (!free) continue;
      for (let k = stepStart[i]!, hi = stepStart[i + 1]!; k < hi; k++) {
        if (!stepFree(steps[k]!)) {
          free = false;
          break;
        }
      }
      if (free) break;
    }
    return i;
  }

  /** What the last train earns at most when route i is the first free one (0 when none is: it stays idle). */
  boundAt(i: number): number {
    return i < this.count ? this.ub[i]! : 0;
  }
}
