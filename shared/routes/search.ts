/**
 * Exact branch and bound over the routes of all of a corporation's trains at once; and the same route generation
 * listing every route of one train, for the route-pool search (./pools.ts, tried first: `run`'s `poolLimit`).
 *
 * A route is grown from one of the corporation's stations τ in two arms: arm A first, then (optionally) arm B from
 * τ the other way; the route runs B reversed, τ, A. Each route is generated once: τ is the route's station with the
 * lowest rank (stations of lower rank may not be visited), and B's first chain has a higher id than A's. Trains are
 * searched one after the other, each on the track the earlier ones left free (1830 §6.5: no track shared), so every
 * leaf is a complete, legal run.
 *
 * Bounds (all admissible, so a finished search proves optimality):
 *  - a train about to start can earn at most its best k stop values among the stops its stations still reach;
 *  - a route being grown can add at most the best k' values among the stops its open ends still reach, k' being the
 *    distance it has left;
 *  - identical trains are taken with non-increasing revenue (their order does not matter), which also caps each one.
 * The inner loop allocates nothing: typed arrays for stops, chains, track atoms and the stacks.
 */
import { buildBundles, type Bundles } from './bundles';
import { atomWords } from './atomWords';
import { LastRoutes } from './lastRoutes';
import { atomsBegin, atomsEnd, type Network } from './network';
import { IDLE, PoolBuilder, PoolSearch, UNSCORED, type PoolRunHooks, type RoutePool } from './pools';

export const MODE_STOPS = 0;
export const MODE_HEXES = 1;
export const MODE_SEGMENTED = 2;
/** Distance checked only when the route is finished (a title's own distance measure). */
export const MODE_AT_FINISH = 3;

export interface SearchTrain {
  /** What each stop pays this train (from the shared revenue function; multiplier included). */
  values: Int32Array;
  mode: number;
  /** Stops (MODE_STOPS) or hexes travelled (MODE_HEXES) the train may use. */
  limit: number;
  /** What a town counts against a numeric distance (default 1; 0 where towns are free). */
  townCost: number;
  /** Segmented distances: per row, a bit mask of the stop kinds it accepts (bit = graph StopKind) and visits. */
  rowAccept: Int32Array;
  rowVisit: Int32Array;
  /** Stop kinds (city, town, off-board) by how many rows accept them, fewest first (as the route check draws). */
  kindOrder: Int32Array;
  /** Most stops that pay (for bounds). */
  payLimit: number;
  /** Revenue is the sum of `values`; otherwise `exact` computes it when the route is finished. */
  additive: boolean;
  /** Revenue is the sum of `values` of every stop visited, plus (when not additive) a bonus within `bonusBound`. */
  sumValues: boolean;
  /** Upper bound on a title bonus of one route of this train (0 without bonuses). */
  bonusBound: number;
  /** Most stops one route of this train can visit (for bounds on a bonus of the whole run). */
  maxVisits: number;
  /**
   * MODE_AT_FINISH: at least how much of `limit` each undirected chain uses (the title's `chainDistance`), so that a
   * route out of reach is stopped as it grows; empty when the title gives no such measure.
   */
  chainCost: Int32Array;
  /** Same type as the train before it in search order (symmetry: revenues non-increasing). */
  sameAsPrev: boolean;
  /**
   * The revenue of a route and whether it is allowed depend on its stops only, not on its track: for the last train
   * searched, any one track a finished route can run on will do.
   */
  trackFree: boolean;
  /**
   * Where a route's revenue depends on its track (1817 mines): at most what each undirected chain adds, and per stop
   * the part of `values` that stands for it (the most any chain into the stop adds); empty otherwise.
   */
  chainValue: Int32Array;
  intoValue: Int32Array;
  /**
   * With `chainValue`: at most what the track adds to any one route (1817: $10 for each mine hex of the whole
   * network), or Infinity. The bounds also count stops at their values less their part for track (`intoValue`),
   * plus this once: where few mines lie in reach, far less than a part for every stop.
   */
  trackCap: number;
  /**
   * With `trackCap`, where the track's part is counted per hex (1817 mines): per undirected chain, a bit for each
   * hex of it whose track earns (at most 31 of them), and what each bit's hex adds; empty otherwise. A route then
   * earns for track at most what the hexes of its own chains and of the chains out of the stops it may still run
   * from add, each once.
   */
  trackMask: Int32Array;
  trackUnit: Int32Array;
}

export interface SearchHooks {
  /**
   * Exact revenue of train t's current route (non-additive trains), or -1 when the route is not allowed; `cur` is
   * the sum of its stops' values.
   */
  exact?(s: RouteSearch, t: number, cur: number): number;
  /**
   * Upper bound on the bonus of a route of train t paying only stops among `stops[0 .. count)` (local indices), when
   * the route must visit at least `depths[i]` more stops to reach stops[i] (0: visited) and may visit at most
   * `budget` more: finer than the train's `bonusBound` (an East-West bonus needs an East and a West within reach).
   */
  bonusBound?(t: number, stops: Int32Array, count: number, depths: Int32Array, budget: number): number;
  /** Extra check of a finished route (title hooks); false rejects it. */
  routeOk?(s: RouteSearch, t: number): boolean;
  /** Extra check of a whole run; false rejects it. */
  runOk?(s: RouteSearch): boolean;
  /**
   * A bonus of the whole run (1846 Mail Contract), with `runBound`: the exact bonus of the current complete run
   * (negative where the routes' own scores count something twice: 18NY connection bonuses), and an upper bound on it
   * when route u visits at most `maxStops[u]` stops.
   */
  runExact?(s: RouteSearch): number;
  runBound?(maxStops: Int32Array): number;
}

const KIND_TOWN = 1;

/** Most routes of the last train worth listing (./lastRoutes.ts); beyond it the joint search goes without them. */
const LAST_ROUTES_LIMIT = 4096;

/** A route of a run known beforehand: its stops (local indices) and directed chains, in running order. */
export interface KeptRoute {
  stops: readonly number[];
  chains: readonly number[];
}

/** A run found, as the best-run fields hold it. */
interface BestRun {
  best: number;
  foundAt: number;
  armA: Int32Array;
  armB: Int32Array;
  lenA: Int32Array;
  lenB: Int32Array;
  tau: Int32Array;
  revs: Int32Array;
}

export class RouteSearch {
  readonly n: Network;
  readonly trains: readonly SearchTrain[];
  readonly T: number;
  readonly S: number;
  private readonly hooks: SearchHooks;

  // Search state.
  /** Track used, as bits (atom a: bit a & 31 of word a >> 5). */
  private readonly usedBits: Int32Array;
  /**
   * Per undirected chain u, its atoms as bits: the words chainWord[chainWordStart[u] .. chainWordStart[u + 1]) hold
   * chainBits. Whether a chain is free, asked far more often (every reachability pass and path walk) than track is
   * taken or given back, is a few AND of words; taking a chain touches only its own atoms. (A count of used atoms per
   * chain, kept as track was taken, cost more: in 1817 a chain has ~22 atoms, each on ~27 chains: ~600 updates per
   * chain taken, a fifth of a first call on 15528.json #1620 WT.)
   */
  private readonly chainWordStart: Int32Array;
  private readonly chainWord: Int32Array;
  private readonly chainBits: Int32Array;
  /** Stops on train t's route: visited[t * S + s]. */
  readonly visited: Uint8Array;
  private readonly groupUsed: Uint8Array;
  private readonly G: number;
  /** Times train t's route runs through hex h: hexUse[t * H + h] (trains counting hexes). */
  private readonly hexUse: Uint16Array;
  private readonly H: number;
  private readonly tokRank: Int32Array;
  /** Arms of each train's current route: chains armA[t * S + i], i < lenA[t]. */
  readonly armA: Int32Array;
  readonly armB: Int32Array;
  readonly lenA: Int32Array;
  readonly lenB: Int32Array;
  readonly tau: Int32Array;
  readonly revs: Int32Array;
  private readonly futureSum: Float64Array;
  /**
   * With the last train's routes listed (`lastRoutes`): per train t before the last, what the trains between t and the
   * last could earn (`futureSum` less the last train's part) and the last train's bound from the stations.
   */
  private readonly futureMid: Float64Array;
  private readonly lastStation: Float64Array;
  /** Visits of each stop kind on train t's route: kindCount[t * 4 + kind]. */
  private readonly kindCount: Int32Array;
  private rankLimit = 0;
  /** Last train searched (the joint search: T - 1; the preparing searches: one train). */
  private lastTrain = 0;
  /** First train searched (caps of identical trains apply after it). */
  private firstTrain = 0;
  /** Best revenue of each train alone on the whole network. */
  private readonly solo: Float64Array;
  /** Best joint revenue of trains t.. on the whole network (suffix[T] = 0). */
  private readonly suffix: Float64Array;
  /**
   * The run bonus counts (joint search only: the preparing searches bound the routes' own revenues). `runAt[t]`
   * bounds it while train t's route is searched, the trains before t having theirs.
   */
  private withRun = false;
  private readonly runAt: Float64Array;
  private readonly stopsBound: Int32Array;
  private readonly stopList: Int32Array;
  private readonly depthList: Int32Array;
  /** `stopList` holds the stops marked in pass `listGen` (-1: something else), `listCount` of them. */
  private listGen = -1;
  private listCount = 0;

  // Best run found.
  best = -1;
  readonly bestArmA: Int32Array;
  readonly bestArmB: Int32Array;
  readonly bestLenA: Int32Array;
  readonly bestLenB: Int32Array;
  readonly bestTau: Int32Array;
  readonly bestRevs: Int32Array;

  // Scratch for reachability.
  private readonly mark: Int32Array;
  private gen = 0;
  private readonly queue: Int32Array;
  /** Distance used to reach each stop (`reachWithin`), and whether it waits in the queue. */
  private readonly dist: Int32Array;
  private readonly queued: Uint8Array;
  private readonly depth: Int32Array;
  private readonly cntGe: Int32Array;
  private readonly pref: Float64Array;
  private readonly endVals: Int32Array;
  private readonly rowLeft: Int32Array;
  /** Scratch of `pathBound`: the depth-first walk over the marked stops and their blocks. */
  private readonly walkMark: Int32Array;
  private walkGen = 0;
  private readonly disc: Int32Array;
  private readonly low: Int32Array;
  private readonly walkStack: Int32Array;
  private readonly blockStack: Int32Array;
  private readonly nextOut: Int32Array;
  private readonly viaChain: Int32Array;
  private readonly down: Float64Array;
  /** Chains the last reachability pass or path walk (`gen`) found free, by undirected chain. */
  private readonly freeIn: Int32Array;
  /** Stops by value, per train (best first). */
  private readonly order: Int32Array[];
  /**
   * Per train: prefix sums of its stop values, best first (towns left out where they cost nothing), and last the
   * sum of those free towns.
   */
  private readonly topValues: Float64Array[];
  /** Per train with `trackCap`: its stop values less their part for track (`intoValue`), and its stops by them. */
  private readonly plainVals: Int32Array[];
  private readonly plainOrder: Int32Array[];
  /** Per train with `trackMask`: per stop, the hexes (bits) of the chains out of it; and those of the last `reachFromEnds`. */
  private readonly outMask: Int32Array[];
  private reachMask = 0;

  nodes = 0;
  aborted = false;
  private deadline = Infinity;

  /**
   * What routes branch on, per train: bundles of parallel chains (./bundles.ts) for trains whose distance does not
   * depend on the track (stops counted), so each sequence of stops is grown once and its track picked when it is
   * finished; single chains otherwise (hexes counted, a title's own measure, or a title's check of the route).
   */
  private readonly bundlesOf: Bundles[];
  /** Bundle of each step of train t's arms (armA[t * S + i] is its chain: the only free one, or the first). */
  private readonly bunA: Int32Array;
  private readonly bunB: Int32Array;
  /** 1 where the step's track is left open (more than one chain of its bundle was free): picked at the finish. */
  private readonly looseA: Uint8Array;
  private readonly looseB: Uint8Array;
  /** Per train, its open steps (i: arm A's i-th, S + i: arm B's) while its finished route's track is picked. */
  private readonly looseList: Int32Array;
  /** Per train and open step k: the most the open steps k.. may add by their track (`chainValue`). */
  private readonly looseMax: Float64Array;

  /** Bound a route growing without a count of stops by what one path can collect (`pathBound`). */
  private readonly pathBounds: boolean;

  constructor(
    n: Network,
    trains: readonly SearchTrain[],
    hooks: SearchHooks = {},
    bundles = true,
    pathBounds = true,
    /** List the last train's routes before the joint search (./lastRoutes.ts); false searches them below each run. */
    private readonly listLast = true,
  ) {
    this.pathBounds = pathBounds;
    this.n = n;
    this.trains = trains;
    this.T = trains.length;
    this.S = n.node.length;
    this.hooks = hooks;
    const S = Math.max(1, this.S);
    const T = Math.max(1, this.T);
    const U = n.chainCount >> 1;
    this.usedBits = new Int32Array((n.atomCount + 31) >> 5);
    const packed = atomWords(
      n.atoms,
      U,
      (u) => n.atomStart[2 * u]!,
      (u) => n.atomStart[2 * u + 2]!,
    );
    this.chainWordStart = packed.start;
    this.chainWord = packed.words;
    this.chainBits = packed.bits;
    this.visited = new Uint8Array(T * S);
    this.G = n.groupCount + 1;
    this.groupUsed = new Uint8Array(T * this.G);
    this.H = n.graph.hexCount;
    this.hexUse = new Uint16Array(trains.some((tr) => tr.mode === MODE_HEXES) ? T * this.H : 0);
    this.tokRank = new Int32Array(S).fill(-1);
    n.tokens.forEach((s, i) => (this.tokRank[s] = i));
    this.armA = new Int32Array(T * S);
    this.armB = new Int32Array(T * S);
    this.lenA = new Int32Array(T);
    this.lenB = new Int32Array(T);
    this.tau = new Int32Array(T).fill(-1);
    this.revs = new Int32Array(T);
    this.futureSum = new Float64Array(T + 1);
    this.futureMid = new Float64Array(T + 1);
    this.lastStation = new Float64Array(T + 1);
    this.solo = new Float64Array(T).fill(Infinity);
    this.suffix = new Float64Array(T + 1).fill(Infinity);
    this.kindCount = new Int32Array(T * 4);
    this.runAt = new Float64Array(T + 1);
    this.stopsBound = new Int32Array(this.T);
    this.stopList = new Int32Array(S);
    this.depthList = new Int32Array(S);
    this.bestArmA = new Int32Array(T * S);
    this.bestArmB = new Int32Array(T * S);
    this.bestLenA = new Int32Array(T);
    this.bestLenB = new Int32Array(T);
    this.bestTau = new Int32Array(T).fill(-1);
    this.bestRevs = new Int32Array(T);
    this.routeBits = new Uint32Array(Math.max(1, Math.ceil(n.atomCount / 32)));
    this.routeVals = new Int32Array(S);
    this.mark = new Int32Array(S);
    this.queue = new Int32Array(S);
    this.dist = new Int32Array(S);
    this.queued = new Uint8Array(S);
    this.depth = new Int32Array(S);
    this.cntGe = new Int32Array(S + 2);
    this.pref = new Float64Array(S + 2);
    this.endVals = new Int32Array(4);
    this.rowLeft = new Int32Array(8);
    this.walkMark = new Int32Array(S);
    this.disc = new Int32Array(S);
    this.low = new Int32Array(S);
    this.walkStack = new Int32Array(S);
    this.blockStack = new Int32Array(S);
    this.nextOut = new Int32Array(S);
    this.viaChain = new Int32Array(S);
    this.down = new Float64Array(S);
    this.freeIn = new Int32Array(n.chainCount >> 1);
    this.order = trains.map((tr) => {
      const o = Int32Array.from({ length: this.S }, (_, i) => i);
      o.sort((a, b) => tr.values[b]! - tr.values[a]!);
      return o;
    });
    this.topValues = trains.map((tr, t) => {
      const townsFree = tr.townCost === 0 && tr.mode === MODE_STOPS;
      const top = new Float64Array(this.S + 2);
      let k = 0;
      for (const s of this.order[t]!) {
        if (townsFree && n.kind[s] === KIND_TOWN) top[this.S + 1]! += tr.values[s]!;
        else {
          top[k + 1] = top[k]! + tr.values[s]!;
          k++;
        }
      }
      for (let i = k + 1; i <= this.S; i++) top[i] = top[k]!;
      return top;
    });
    this.plainVals = trains.map((tr) => (tr.trackCap < Infinity ? tr.values.map((v, s) => v - tr.intoValue[s]!) : tr.values));
    this.plainOrder = trains.map((tr, t) => {
      if (tr.trackCap === Infinity) return this.order[t]!;
      const vals = this.plainVals[t]!;
      return Int32Array.from({ length: this.S }, (_, i) => i).sort((a, b) => vals[b]! - vals[a]!);
    });
    this.outMask = trains.map((tr) => {
      const m = new Int32Array(tr.trackMask.length ? this.S : 0);
      if (m.length) for (let c = 0; c < n.chainCount; c++) if (n.from[c]! >= 0) m[n.from[c]!]! |= tr.trackMask[c >> 1]!;
      return m;
    });
    // Try the most valuable stops first: a good run found early prunes more.
    const v = trains[0]?.values;
    if (v) {
      for (let s = 0; s < this.S; s++) {
        // Insertion sort, stable as the order of equal stops matters to the search (a stop has few chains).
        const out = n.out;
        for (let i = n.outStart[s]! + 1, hi = n.outStart[s + 1]!; i < hi; i++) {
          const ch = out[i]!;
          const w = v[n.to[ch]!]!;
          let j = i;
          for (; j > n.outStart[s]! && v[n.to[out[j - 1]!]!]! < w; j--) out[j] = out[j - 1]!;
          out[j] = ch;
        }
      }
    }
    // Each kind built only where a train branches on it (18NY's trains all take bundles).
    const parallel = bundles && !hooks.routeOk ? buildBundles(n, true, trains[0]?.chainValue) : null;
    let single: Bundles | null = null;
    this.bundlesOf = trains.map((tr) => (parallel?.parallel && tr.mode !== MODE_HEXES ? parallel : (single ??= buildBundles(n, false))));
    this.bunA = new Int32Array(T * S);
    this.bunB = new Int32Array(T * S);
    this.looseA = new Uint8Array(T * S);
    this.looseB = new Uint8Array(T * S);
    this.looseList = new Int32Array(T * 2 * S);
    this.looseMax = new Float64Array(T * (2 * S + 1));
    this.atomChain = new Int32Array(n.atomCount);
    this.atomBundle = new Int32Array(n.atomCount);
    this.atomCount = new Int32Array(n.atomCount);
    this.commonStack = new Int32Array(n.atomCount);
    this.commonBase = new Int32Array(T);
    this.soloKept = new Uint8Array(T);
    this.soloRoute = { tau: new Int32Array(T), lenA: new Int32Array(T), lenB: new Int32Array(T), armA: new Int32Array(T * S), armB: new Int32Array(T * S) };
  }

  /**
   * Runs the search; `timeLimitMs` stops it early (the best run so far is kept; `aborted` tells). With `poolLimit`,
   * every route of each train is listed first and the best run chosen among them (./pools.ts), unless a train has
   * more than `poolLimit` routes: only valid where a route's revenue does not depend on the run's other routes.
   * `floor`: a run earning that much is known to exist (./previous.ts): the search starts from it, and finds a run
   * earning at least it unless the time runs out (`best` is then below `floor`, and the run found is not one). With
   * `kept`, that run itself (per train in search order, its stops and directed chains in running order; null: idle):
   * it stands as the best run, and only a better one is searched for.
   */
  run(timeLimitMs = Infinity, poolLimit = 0, floor = -1, kept: readonly (KeptRoute | null)[] | null = null): void {
    this.best = -1;
    this.aborted = false;
    this.nodes = 0;
    this.withRun = false;
    this.deadline = timeLimitMs === Infinity ? Infinity : performance.now() + timeLimitMs;
    this.prepare();
    if (this.aborted) return; // the greedy run stands
    this.raiseTo(floor, kept);
    // Pools not collected in time: the greedy run (never cut short) is the answer.
    if (poolLimit > 0 && this.runPools(poolLimit)) return;
    this.russianDolls();
    if (this.aborted) return;
    this.raiseTo(floor, kept);
    // A run kept from before (./previous.ts) beating the greedy one is most often the best: no seeding for it.
    this.listLastRoutes(floor <= this.greedyBest);
    this.lastTrain = this.T - 1;
    this.withRun = !!this.hooks.runExact;
    this.lastFrom = 0;
    this.startTrain(0, 0);
    this.withRun = false;
    this.lastRoutes = null;
  }

  /**
   * A run earning `floor` exists: only a run earning as much is worth finding (the best run held is then no longer
   * one the search found: `run` says so through `best` below the floor).
   */
  private raiseTo(floor: number, kept: readonly (KeptRoute | null)[] | null): void {
    if (floor - 1 <= this.best) return;
    if (!kept) {
      this.best = floor - 1;
      return;
    }
    // Every run searched from here on must beat it: where none does, it is the answer (1817 revenues come in tens, so
    // searching for a run as good as the floor instead explores every run and route a tie away from it: 15528.json
    // #1620 WT searched again, 3,766 -> 3,023 search nodes).
    const S = this.S;
    for (let t = 0; t < this.T; t++) {
      const r = kept[t];
      this.bestTau[t] = r ? r.stops[0]! : -1;
      this.bestLenA[t] = r ? r.chains.length : 0;
      this.bestLenB[t] = 0;
      this.bestRevs[t] = 0;
      r?.chains.forEach((c, i) => (this.bestArmA[t * S + i] = c));
    }
    this.best = floor;
    this.foundAt = this.nodes;
  }

  // ---- the last train's routes ----

  /** The last train's routes worth running (./lastRoutes.ts), while the joint search uses them; null otherwise. */
  private lastRoutes: LastRoutes | null = null;
  /** While listing them. */
  private lastBuilder: LastRoutes | null = null;
  /** The first listed route whose track was free where the current branch last looked. */
  private lastFrom = 0;

  /**
   * Lists the last train's routes that could be part of a run beating the best run known (./lastRoutes.ts): those
   * whose bound beats it less what the other trains earn at most, each alone on the whole network. Not with a run
   * bonus (a route's part of a run's worth is then not its own), nor when the list grows past `LAST_ROUTES_LIMIT`.
   */
  private listLastRoutes(seed: boolean): void {
    const L = this.T - 1;
    if (L < 1 || this.hooks.runExact || !this.listLast) return;
    const others = this.othersSolo();
    if (!Number.isFinite(this.best - others)) return;
    // First the routes as good as the last train's best alone, to seed the search (`seedFrom`): a better run known
    // lists fewer routes.
    const top = seed ? this.listAbove(this.solo[L]! - 1) : null;
    if (top) this.seedFrom(top);
    this.lastRoutes = this.listAbove(this.best - others);
    this.freeFound = -1;
  }

  /** What the trains before the last earn at most, each alone on the whole network. */
  private othersSolo(): number {
    let others = 0;
    for (let u = 0; u < this.T - 1; u++) others += this.solo[u]!;
    return others;
  }

  /** The last train's routes whose bound beats `floor`, best first; null when they are too many (or time ran out). */
  private listAbove(floor: number): LastRoutes | null {
    const L = this.T - 1;
    const best = this.best;
    this.lastBuilder = new LastRoutes();
    this.firstTrain = this.lastTrain = L;
    this.futureSum[L] = 0;
    this.runAt[L] = 0;
    // Routes are listed where they could beat the floor (the search's own bounds, against it as the best run).
    this.best = floor;
    this.routesFromStations(L, 0);
    this.best = best;
    this.tau[L] = -1;
    this.lenA[L] = this.lenB[L] = 0;
    this.firstTrain = 0;
    const list = this.lastBuilder;
    this.lastBuilder = null;
    if (this.aborted) {
      this.aborted = false;
      return null;
    }
    list.sort();
    return list;
  }

  /** Train slot `t` takes listed route i of `list`: its steps' bundles, each standing by its first chain (loose). */
  private loadListed(list: LastRoutes, i: number, t: number): void {
    const S = this.S;
    const bs = this.bundlesOf[t]!;
    const la = list.lenA[i]!;
    const lb = list.lenB[i]!;
    const at = list.stepStart[i]!;
    this.tau[t] = list.tau[i]!;
    this.lenA[t] = la;
    this.lenB[t] = lb;
    for (let k = 0; k < la; k++) {
      const b = (this.bunA[t * S + k] = list.steps[at + k]!);
      this.armA[t * S + k] = bs.chains[bs.chainStart[b]!]!;
      this.looseA[t * S + k] = 1;
    }
    for (let k = 0; k < lb; k++) {
      const b = (this.bunB[t * S + k] = list.steps[at + la + k]!);
      this.armB[t * S + k] = bs.chains[bs.chainStart[b]!]!;
      this.looseB[t * S + k] = 1;
    }
  }

  /**
   * Runs found early prune more, and leave fewer of the last train's routes to list. For each listed route of the
   * last train (its best ones), on each choice of track, the other trains run greedily (each alone, in search order)
   * on the track left. The greedy runs of `prepare` give the last train its best route found first: in 1817 (trains
   * share cities, not track) another route as good may leave the others more (15528.json #1620 WT: 780 greedy, 830
   * best, found at node 8,039 of 10,506 before).
   */
  private seedFrom(list: LastRoutes): void {
    const L = this.T - 1;
    const tr = this.trains[L]!;
    this.seedKeep = this.snapshotBest();
    // The other trains' routes are laid by `seedOthers` (none left from the searches before).
    this.tau.fill(-1);
    this.lenA.fill(0);
    this.lenB.fill(0);
    this.lastTrain = L;
    this.firstTrain = 0;
    this.seedStart = this.seedKeep.best;
    for (let i = 0; i < list.count && !this.aborted; i++) {
      if (list.ub[i]! + this.othersSolo() <= this.seedKeep.best || this.seedKeep.best > this.seedStart) break;
      this.loadListed(list, i, L);
      this.commonBase[L] = this.commonTop;
      const cur = list.cur[i]!;
      const open = this.listLoose(L);
      this.seeding = true;
      // Only a choice of track the other trains could beat the best run with (each at most alone).
      this.realize(L, 0, cur, 0, open, this.othersSolo(), tr.chainValue.length ? this.trackBase(L, cur, open) : 0);
      this.seeding = false;
    }
    this.restoreBest(this.seedKeep);
    this.seedKeep = null;
    this.tau.fill(-1);
    this.lenA.fill(0);
    this.lenB.fill(0);
    this.revs.fill(0);
    this.firstTrain = 0;
  }

  /** While `seedFrom` runs: the last train's routes are scored by `seedOthers`; the best run found so far. */
  private seeding = false;
  /**
   * The best run known when seeding began: seeding stops at the first run beating it (the search proves or beats it;
   * seeding on costs more than it finds: 1817 15528.json #1620 WT, 16 seeds of ~80 search nodes each, the better run
   * at the tenth: 5,468 -> 5,043 nodes; every recorded 1817 run 42.8k -> 41.1k).
   */
  private seedStart = -1;
  private seedKeep: BestRun | null = null;

  /** The last train runs its route (earning `rev`, its track taken): the other trains run greedily around it. */
  private seedOthers(rev: number): void {
    const L = this.T - 1;
    const S = this.S;
    const keep = this.seedKeep!;
    // A seed is the last train's best route alone: on track that earns it less (1817: a mine missed), it is another.
    // 15528.json #1620 WT: 4 of its 10 seeds, 366 of the 846 search nodes seeding took.
    if (rev < this.solo[L]!) return;
    this.seeding = false;
    let acc = rev;
    // Only a run beating the best known matters: each train needs more than that less what the others earn at most.
    let later = this.othersSolo();
    let beats = true;
    for (let u = 0; u < L && !this.aborted; u++) {
      later -= this.solo[u]!;
      const floor = keep.best - acc - later;
      this.firstTrain = this.lastTrain = u;
      this.best = floor;
      this.startTrain(u, 0);
      if (this.best <= floor) {
        beats = false; // not even idle beats it (the floor is not negative): no better run around this route
        break;
      }
      this.revs[u] = this.best;
      acc += this.best;
      this.tau[u] = this.bestTau[u]!;
      this.lenA[u] = this.bestLenA[u]!;
      this.lenB[u] = this.bestLenB[u]!;
      for (let k = 0; k < this.lenA[u]!; k++) this.take((this.armA[u * S + k] = this.bestArmA[u * S + k]!), 1);
      for (let k = 0; k < this.lenB[u]!; k++) this.take((this.armB[u * S + k] = this.bestArmB[u * S + k]!), 1);
    }
    this.firstTrain = 0;
    this.lastTrain = L;
    this.revs[L] = rev;
    this.restoreBest(keep);
    if (beats && !this.aborted && acc > keep.best && (!this.hooks.runOk || this.hooks.runOk(this))) {
      this.record(acc);
      this.seedKeep = this.snapshotBest();
    }
    for (let u = 0; u < L; u++) {
      for (let k = 0; k < this.lenA[u]!; k++) this.take(this.armA[u * S + k]!, 0);
      for (let k = 0; k < this.lenB[u]!; k++) this.take(this.armB[u * S + k]!, 0);
      this.tau[u] = -1;
      this.lenA[u] = this.lenB[u] = 0;
    }
    this.seeding = true;
  }

  private snapshotBest(): BestRun {
    return {
      best: this.best,
      foundAt: this.foundAt,
      armA: this.bestArmA.slice(),
      armB: this.bestArmB.slice(),
      lenA: this.bestLenA.slice(),
      lenB: this.bestLenB.slice(),
      tau: this.bestTau.slice(),
      revs: this.bestRevs.slice(),
    };
  }

  private restoreBest(b: BestRun): void {
    this.best = b.best;
    this.foundAt = b.foundAt;
    this.bestArmA.set(b.armA);
    this.bestArmB.set(b.armB);
    this.bestLenA.set(b.lenA);
    this.bestLenB.set(b.lenB);
    this.bestTau.set(b.tau);
    this.bestRevs.set(b.revs);
  }

  /**
   * Lists train t's finished route (the last train, on the whole network): its bound, as `finish` bounds it, and the
   * track every way of running it uses (its steps with one free chain, and the track shared by the free chains of
   * the others: `commonStack` from the route's base).
   */
  private listLastRoute(t: number, cur: number, open: number): void {
    const tr = this.trains[t]!;
    const list = this.lastBuilder!;
    let ub = cur;
    if (!tr.additive) {
      let paid = this.paidBound(t, cur);
      if (tr.chainValue.length) paid = Math.min(paid, this.trackBase(t, cur, open) + this.looseMax[t * (2 * this.S + 1)]!);
      if (tr.trackMask.length) {
        // Each earning hex once (1817 mines), among the chains the route may run on: no more stops to reach.
        const reach = this.reachMask;
        this.reachMask = 0;
        paid = Math.min(paid, this.plainCur(t, cur) + this.trackBound(t));
        this.reachMask = reach;
      }
      ub = paid + Math.min(tr.bonusBound, this.bonusAmong(t, true, false, 0));
    }
    if (ub <= this.best) return;
    if (list.count >= LAST_ROUTES_LIMIT) {
      this.aborted = true; // the list is given up
      return;
    }
    const S = this.S;
    list.add(ub, cur, this.tau[t]!, this.bunA, this.lenA[t]!, this.bunB, this.lenB[t]!, t * S);
    for (let i = 0; i < this.lenA[t]!; i++) if (!this.looseA[t * S + i]) this.listAtoms(this.armA[t * S + i]!);
    for (let i = 0; i < this.lenB[t]!; i++) if (!this.looseB[t * S + i]) this.listAtoms(this.armB[t * S + i]!);
    for (let i = this.commonBase[t]!; i < this.commonTop; i++) list.addAtom(this.commonStack[i]!);
  }

  private listAtoms(chain: number): void {
    const n = this.n;
    for (let i = atomsBegin(n, chain), a1 = atomsEnd(n, chain); i < a1; i++) this.lastBuilder!.addAtom(n.atoms[i]!);
  }

  /**
   * What the trains after t could earn, on the track free when train t started; with the last train's routes listed,
   * on the track free now (train t's route may have taken what the last train's best routes need).
   */
  private futureOf(t: number): number {
    if (!this.lastRoutes || t >= this.lastTrain) return this.futureSum[t]!;
    return Math.min(this.suffix[t + 1]!, this.futureMid[t]! + Math.min(this.lastStation[t]!, this.lastBound()));
  }

  /**
   * The last train t runs each listed route whose track is free and whose bound could beat the best run, best bound
   * first, on every choice of free track for its steps (`realize`), instead of searching its routes again.
   */
  private runListed(t: number, acc: number, cap: number, rb: number): void {
    const list = this.lastRoutes!;
    const tr = this.trains[t]!;
    this.commonBase[t] = this.commonTop; // no common track: every step's chain is picked
    for (let i = this.lastFrom; !this.aborted; i++) {
      // The next route whose track is free (one scan over the blocked ones, not one per route).
      i = list.firstFree(i, this.usedBits, this.lastStepFree);
      if (i >= list.count || acc + Math.min(cap, list.ub[i]!) + rb <= this.best) break;
      // Each step's first chain stands for it (its stop) until `realize` picks the track.
      this.loadListed(list, i, t);
      const cur = list.cur[i]!;
      const open = this.listLoose(t);
      const earned = tr.chainValue.length ? this.trackBase(t, cur, open) : 0;
      this.realize(t, acc, cur, 0, open, acc + rb, earned);
    }
  }

  /** Has bundle b of the last train a free chain? */
  private readonly lastStepFree = (b: number): boolean => {
    const bs = this.bundlesOf[this.T - 1]!;
    for (let k = bs.chainStart[b]!, hi = bs.chainStart[b + 1]!; k < hi; k++) if (this.chainFree(bs.chains[k]!)) return true;
    return false;
  };

  /** At most what the last train earns on the track left free now (the listed routes' bound); Infinity without them. */
  private lastBound(): number {
    const list = this.lastRoutes;
    if (!list) return Infinity;
    // Asked again on the same track from the route it found (a finished route's bound, then its growth's): the same.
    if (this.lastFrom !== this.freeFound || this.trackVersion !== this.freeVersion) {
      this.lastFrom = this.freeFound = list.firstFree(this.lastFrom, this.usedBits, this.lastStepFree);
      this.freeVersion = this.trackVersion;
    }
    return list.boundAt(this.lastFrom);
  }

  /** Counts changes of the used track (`take`, `setAtom`), for `lastBound`. */
  private trackVersion = 0;
  /** The route `lastBound` found first free last, and the track's version then. */
  private freeFound = -1;
  private freeVersion = -1;

  // ---- route pools ----

  /** Collecting the routes of one train (growA / growB list every route instead of searching runs). */
  private collecting: PoolBuilder | null = null;
  private collectLimit = 0;
  private readonly routeBits: Uint32Array;
  private readonly routeVals: Int32Array;

  /**
   * Best run from the trains' route pools; false (nothing changed) when a train has more than `limit` routes or the
   * time ran out while listing them. A single train is left to the branch and bound: with nothing to combine, its
   * bounds cut most of the routes a pool would list (1846 random-play positions with one 6-train: 418 search nodes
   * against 9,146 routes listed).
   */
  private runPools(limit: number): boolean {
    if (this.T < 2) return false;
    // Weakest trains first: a stronger train's routes are then bounded by the best routes of the weaker ones on the
    // track they leave free (identical trains share one pool).
    const pools: RoutePool[] = new Array<RoutePool>(this.T);
    this.pools = pools;
    for (let t = this.T - 1; t >= 0; t--) {
      const p = t + 1 < this.T && this.trains[t + 1]!.sameAsPrev ? pools[t + 1]! : this.collectPool(t, limit);
      if (!p) {
        this.pools = null;
        return false;
      }
      pools[t] = p;
    }
    this.pools = null;
    const hooks: PoolRunHooks = {
      score: (t, i) => {
        this.load(t, pools[t]!, i, false);
        return this.hooks.exact!(this, t, -1);
      },
    };
    if (this.hooks.runOk || this.hooks.runExact) {
      hooks.leaf = (chosen) => {
        for (let t = 0; t < this.T; t++) this.load(t, pools[t]!, chosen[t]!, false);
        if (this.hooks.runOk && !this.hooks.runOk(this)) return -Infinity;
        return this.hooks.runExact ? this.hooks.runExact(this) : 0;
      };
    }
    if (this.hooks.runExact) hooks.runBound = this.hooks.runBound ?? (() => Infinity);
    // The greedy run is the run to beat: the pools hold only routes that could be part of a better one.
    const floor = this.best;
    const search = new PoolSearch(
      pools,
      this.trains.map((tr, t) => t > 0 && tr.sameAsPrev),
      hooks,
      floor,
    );
    search.run(this.deadline);
    if (search.best > floor) for (let t = 0; t < this.T; t++) this.load(t, pools[t]!, search.bestChosen[t]!, true);
    this.best = search.best;
    this.nodes += search.nodes;
    this.foundAt = this.nodes - search.nodes + search.foundAt;
    this.aborted = search.aborted;
    return true;
  }

  /** The pools listed so far (while listing them), by train. */
  private pools: (RoutePool | undefined)[] | null = null;

  /**
   * While train t's pool is listed: at most what the other trains earn in a run with t's current route that beats the
   * best run, each alone. A train whose pool is listed runs one of its pool's routes in any such run (the pool left out
   * only routes of no such run): at most its best one clear of this route's track, 0 when none is; the others, their
   * solo revenue. The caller prunes when the sum is at most `enough`: where one other pool is listed, its scan stops
   * at the first route bound that low (the answer is then that bound, still at least the true one).
   */
  private othersNow(t: number, enough = -Infinity): number {
    let sum = 0;
    const pools = this.pools;
    const bits = this.routeBits;
    const W = bits.length;
    let listed = 0;
    for (let u = 0; u < this.T; u++) {
      const p = pools?.[u];
      if (u === t) continue;
      if (!p || p === pools[t]) sum += this.solo[u]!;
      else listed++;
    }
    // With one pool to scan, what it may give and still be pruned.
    const stopAt = listed === 1 ? enough - sum : -Infinity;
    for (let u = 0; u < this.T; u++) {
      const p = pools?.[u];
      if (u === t || !p || p === pools[t]) continue;
      let free = 0;
      for (let i = 0; i < p.count && p.bound[i]! > free; i++) {
        if (p.bound[i]! <= stopAt) {
          free = p.bound[i]!;
          break;
        }
        let clash = false;
        for (let w = 0, x = i * W; w < W && !clash; w++) clash = (p.bits[x + w]! & bits[w]!) !== 0;
        if (!clash) free = p.bound[i]!;
      }
      sum += Math.min(this.solo[u]!, free);
    }
    return sum;
  }

  /**
   * Every route of train t alone on the network that could be part of a run beating the best run so far (the greedy
   * one), best first; null when it has more than `limit`. A route of such a run earns more than the best run less
   * what the other trains earn at most, each alone on the whole network (and the run bonus at most): the search's
   * bounds cut the others while they grow, with the other trains' solo revenues as what follows.
   */
  private collectPool(t: number, limit: number): RoutePool | null {
    this.collecting = new PoolBuilder(this.routeBits.length);
    this.routeBits.fill(0);
    this.collectLimit = limit;
    this.firstTrain = this.lastTrain = t;
    const m = this.stopsBound;
    for (let u = 0; u < this.T; u++) m[u] = this.trains[u]!.maxVisits;
    this.runAt[t] = this.hooks.runExact ? (this.hooks.runBound ? this.hooks.runBound(m) : Infinity) : 0;
    const joint = this.suffix[t]!;
    this.suffix[t] = Infinity;
    this.routesFromStations(t, 0);
    this.suffix[t] = joint;
    const pool = this.aborted ? null : this.collecting.build();
    this.collecting = null;
    this.aborted = false;
    this.rankLimit = 0;
    this.firstTrain = 0;
    this.lastTrain = this.T - 1;
    this.tau[t] = -1;
    return pool;
  }

  /**
   * Adds train t's current route to the pool being collected. Routes of trains paying only their best stops (or
   * measured by the title when finished) are scored later, when the pool search asks: most never are.
   */
  private collect(t: number, cur: number): void {
    const tr = this.trains[t]!;
    let rev = cur;
    let bound = cur;
    if (!tr.additive && this.hooks.exact) {
      if (tr.mode === MODE_SEGMENTED || tr.mode === MODE_AT_FINISH) {
        rev = UNSCORED;
        bound = this.routeBound(t);
      } else bound = rev = this.hooks.exact(this, t, cur);
    }
    if (rev === -1) return;
    if (bound + this.othersNow(t, this.best - bound - this.runAt[t]!) + this.runAt[t]! <= this.best) return;
    // Pools are searched only where a route's check looks at the route alone (a train held to a required route).
    if (this.hooks.routeOk && !this.hooks.routeOk(this, t)) return;
    const pool = this.collecting!;
    if (pool.count >= this.collectLimit) {
      this.aborted = true;
      return;
    }
    const la = this.lenA[t]!;
    const lb = this.lenB[t]!;
    pool.add(bound, rev, la + lb + 1, this.routeBits, this.tau[t]!, this.armA, la, this.armB, lb, t * this.S);
  }

  /**
   * Upper bound on what train t's current route earns (while collecting): its best `payLimit` stop values and the
   * title's bonus bound over its stops. The same as `paidBound` and `bonusAmong` of the visited stops, from the
   * route's few stops rather than all of them.
   */
  private routeBound(t: number): number {
    const tr = this.trains[t]!;
    const n = this.n;
    const S = this.S;
    const list = this.stopList;
    const vals = this.routeVals;
    const la = this.lenA[t]!;
    const k = la + this.lenB[t]! + 1;
    for (let i = 0; i < k; i++) {
      const s = i === 0 ? this.tau[t]! : i <= la ? n.to[this.armA[t * S + i - 1]!]! : n.to[this.armB[t * S + i - 1 - la]!]!;
      list[i] = s;
      this.depthList[i] = 0;
      // Values best first (insertion: routes have few stops).
      const v = tr.values[s]!;
      let j = i;
      for (; j > 0 && vals[j - 1]! < v; j--) vals[j] = vals[j - 1]!;
      vals[j] = v;
    }
    this.listGen = -1;
    let paid = 0;
    for (let i = 0; i < k && i < tr.payLimit; i++) paid += vals[i]!;
    let bonus = tr.bonusBound;
    if (bonus > 0 && this.hooks.bonusBound) bonus = Math.min(bonus, this.hooks.bonusBound(t, list, k, this.depthList, 0));
    return Math.min(paid + bonus, 0x3fffffff);
  }

  /** Sets train t's route (current or best run) to route i of pool p (IDLE: none). */
  private load(t: number, p: RoutePool, i: number, best: boolean): void {
    const S = this.S;
    const tau = best ? this.bestTau : this.tau;
    const lenA = best ? this.bestLenA : this.lenA;
    const lenB = best ? this.bestLenB : this.lenB;
    const A = best ? this.bestArmA : this.armA;
    const B = best ? this.bestArmB : this.armB;
    const revs = best ? this.bestRevs : this.revs;
    if (i === IDLE) {
      tau[t] = -1;
      lenA[t] = lenB[t] = revs[t] = 0;
      return;
    }
    tau[t] = p.tau[i]!;
    lenA[t] = p.lenA[i]!;
    lenB[t] = p.lenB[i]!;
    revs[t] = p.rev[i]!; // scored: the search only picks routes it has scored
    const at = p.chainStart[i]!;
    for (let k = 0; k < lenA[t]!; k++) A[t * S + k] = p.chains[at + k]!;
    for (let k = 0; k < lenB[t]!; k++) B[t * S + k] = p.chains[at + lenA[t]! + k]!;
  }

  /** Upper bound on the run bonus: trains before t as they run, train t visiting at most `visits` stops, the rest at most their most. */
  private runBound(t: number, visits: number): number {
    if (!this.withRun) return 0;
    const m = this.stopsBound;
    for (let u = 0; u < this.T; u++) {
      if (u < t) m[u] = this.tau[u]! < 0 ? 0 : this.lenA[u]! + this.lenB[u]! + 1;
      else m[u] = u === t ? visits : this.trains[u]!.maxVisits;
    }
    return this.hooks.runBound ? this.hooks.runBound(m) : Infinity;
  }

  /**
   * Before the joint search or the route pools:
   *  1. a greedy run (each train in turn takes its best route on the track left): the first best run;
   *  2. what each train earns alone on the whole network (a bound for it, tighter than its best stop values);
   *  3. more greedy runs, each another type of train first; the best of them stands.
   */
  private prepare(): void {
    const T = this.T;
    const S = this.S;
    this.solo.fill(Infinity);
    this.soloKept.fill(0);
    this.suffix.fill(Infinity);
    this.suffix[T] = 0;

    // Greedy run (never cut short by the time limit: it is the answer when the limit strikes), kept in the
    // best-run arrays. Its first train searched alone on the whole network: that is also its solo value.
    const deadline = this.deadline;
    this.deadline = Infinity;
    this.firstTrain = 0;
    let total = 0;
    for (let t = 0; t < T; t++) {
      this.lastTrain = t;
      this.best = total - 1;
      this.startTrain(t, total);
      this.revs[t] = this.best - total;
      total = this.best;
      this.lenA[t] = this.bestLenA[t]!;
      this.lenB[t] = this.bestLenB[t]!;
      this.tau[t] = this.bestTau[t]!;
      for (let i = 0; i < this.lenA[t]!; i++) this.take((this.armA[t * S + i] = this.bestArmA[t * S + i]!), 1);
      for (let i = 0; i < this.lenB[t]!; i++) this.take((this.armB[t * S + i] = this.bestArmB[t * S + i]!), 1);
    }
    this.freeAllTrack();
    this.deadline = deadline;
    const greedyFrom = new Float64Array(T + 1);
    for (let t = T - 1; t >= 0; t--) greedyFrom[t] = greedyFrom[t + 1]! + this.revs[t]!;
    let greedy = [
      this.bestArmA.slice(),
      this.bestArmB.slice(),
      this.bestLenA.slice(),
      this.bestLenB.slice(),
      this.bestTau.slice(),
      this.bestRevs.slice(),
    ] as const;
    const greedyOk = !this.hooks.runOk || this.hooks.runOk(this);
    let greedyBest = greedyOk ? total + (this.hooks.runExact ? this.hooks.runExact(this) : 0) : -1;
    if (T > 0) this.solo[0] = this.revs[0]!;

    for (let u = 1; u < T && !this.aborted; u++) {
      if (this.trains[u]!.sameAsPrev) {
        this.solo[u] = this.solo[u - 1]!;
        continue;
      }
      this.firstTrain = this.lastTrain = u;
      this.best = -1;
      this.startTrain(u, 0);
      if (!this.aborted) {
        this.solo[u] = this.best;
        this.keepSolo(u);
      }
    }
    if (T > 0) this.suffix[T - 1] = this.solo[T - 1]!;

    // More greedy runs, each another type of train first: a better first run prunes more. Worth it where bonuses
    // make the strongest train's best route a poor first choice (1846: 19962.json #181, 1846_..._all_closed #345);
    // with plain revenues it only costs (1830 what-if B&O: +3% nodes).
    const bonuses = this.trains.some((tr) => !tr.additive);
    for (let u = 1; u < T && bonuses && !this.aborted; u++) {
      if (this.trains[u]!.sameAsPrev) continue;
      this.freeAllTrack();
      this.tau.fill(-1);
      this.lenA.fill(0);
      this.lenB.fill(0);
      this.revs.fill(0);
      let sum = 0;
      for (let i = 0; i < T; i++) {
        const v = i === 0 ? u : i <= u ? i - 1 : i;
        this.firstTrain = this.lastTrain = v;
        this.best = -1;
        // First on the whole network, it runs its solo route (found above by the same search).
        if (i === 0 && this.soloKept[v]) this.takeSolo(v);
        else this.startTrain(v, 0);
        if (this.aborted) break;
        this.revs[v] = this.best;
        sum += this.best;
        this.lenA[v] = this.bestLenA[v]!;
        this.lenB[v] = this.bestLenB[v]!;
        this.tau[v] = this.bestTau[v]!;
        for (let k = 0; k < this.lenA[v]!; k++) this.take((this.armA[v * S + k] = this.bestArmA[v * S + k]!), 1);
        for (let k = 0; k < this.lenB[v]!; k++) this.take((this.armB[v * S + k] = this.bestArmB[v * S + k]!), 1);
      }
      if (this.aborted) break;
      this.firstTrain = 0;
      if (this.hooks.runOk && !this.hooks.runOk(this)) continue;
      sum += this.hooks.runExact ? this.hooks.runExact(this) : 0;
      if (sum > greedyBest) {
        greedyBest = sum;
        greedy = [this.armA.slice(), this.armB.slice(), this.lenA.slice(), this.lenB.slice(), this.tau.slice(), this.revs.slice()] as const;
      }
    }
    this.freeAllTrack();
    this.greedy = greedy;
    this.greedyFrom = greedyFrom;
    this.greedyBest = greedyBest;
    this.restoreGreedy();
  }

  /** Each train's best route alone on the whole network, where `prepare` searched it (`soloKept`). */
  private readonly soloKept: Uint8Array;
  private readonly soloRoute: { tau: Int32Array; lenA: Int32Array; lenB: Int32Array; armA: Int32Array; armB: Int32Array };

  /** Keeps train u's best route alone (the best run just found by its solo search). */
  private keepSolo(u: number): void {
    const S = this.S;
    const k = this.soloRoute;
    k.tau[u] = this.bestTau[u]!;
    k.lenA[u] = this.bestLenA[u]!;
    k.lenB[u] = this.bestLenB[u]!;
    k.armA.set(this.bestArmA.subarray(u * S, u * S + S), u * S);
    k.armB.set(this.bestArmB.subarray(u * S, u * S + S), u * S);
    this.soloKept[u] = 1;
  }

  /** Makes train v's kept solo route the best run found, as its solo search would. */
  private takeSolo(v: number): void {
    const S = this.S;
    const k = this.soloRoute;
    this.best = this.solo[v]!;
    this.bestTau[v] = k.tau[v]!;
    this.bestLenA[v] = k.lenA[v]!;
    this.bestLenB[v] = k.lenB[v]!;
    this.bestArmA.set(k.armA.subarray(v * S, v * S + S), v * S);
    this.bestArmB.set(k.armB.subarray(v * S, v * S + S), v * S);
  }

  /** The best greedy run, its revenue, and what its trains t.. earn (`prepare`). */
  private greedy: readonly [Int32Array, Int32Array, Int32Array, Int32Array, Int32Array, Int32Array] | null = null;
  private greedyFrom = new Float64Array(0);
  private greedyBest = -1;

  /** Makes the best greedy run the best run found. */
  private restoreGreedy(): void {
    const greedy = this.greedy!;
    this.firstTrain = 0;
    this.bestArmA.set(greedy[0]);
    this.bestArmB.set(greedy[1]);
    this.bestLenA.set(greedy[2]);
    this.bestLenB.set(greedy[3]);
    this.bestTau.set(greedy[4]);
    this.bestRevs.set(greedy[5]);
    this.best = this.greedyBest;
  }

  /**
   * For t = T-2 .. 1, the best joint run of trains t.. on the whole network, each search using the one after as its
   * bound for the trains after t. Track taken by earlier trains only removes routes, so these are upper bounds for
   * the trains still to run at any point of the search.
   */
  private russianDolls(): void {
    const T = this.T;
    this.lastTrain = T - 1;
    for (let t = T - 2; t >= 1 && !this.aborted; t--) {
      this.firstTrain = t;
      this.best = this.greedyFrom[t]! | 0; // revenues are integers; keep the field a small integer for the JIT
      this.startTrain(t, 0);
      if (!this.aborted) this.suffix[t] = this.best;
    }
    this.restoreGreedy();
  }

  /** First train of the run being searched (0, except while bounds for later trains are computed). */
  get first(): number {
    return this.firstTrain;
  }

  /** Highest revenue train t may earn: identical trains take non-increasing revenues. */
  private capOf(t: number): number {
    return this.trains[t]!.sameAsPrev && t > this.firstTrain ? this.revs[t - 1]! : Infinity;
  }

  // ---- one train ----

  private startTrain(t: number, acc: number): void {
    if (t > this.lastTrain) {
      // Whole-run checks and bonuses apply to whole runs only (a bound's sub-run is left unchecked: that only
      // raises it).
      let total = acc;
      if (this.withRun) {
        if (acc + this.runBound(t, 0) <= this.best) return;
        total += this.hooks.runExact!(this);
      }
      if (total > this.best && (t < this.T || this.firstTrain > 0 || !this.hooks.runOk || this.hooks.runOk(this))) this.record(total);
      return;
    }
    if (this.aborted) return;
    const tr = this.trains[t]!;
    const cap = this.capOf(t);
    const rb = (this.runAt[t] = this.runBound(t, tr.maxVisits));
    // Before looking at the track: this train capped, alone, and the later ones jointly (idle included: it earns 0).
    if (acc + Math.min(this.suffix[t]!, Math.min(cap, this.solo[t]!) + this.suffix[t + 1]!) + rb <= this.best) return;

    const from = this.lastFrom;
    if (this.lastRoutes && t === this.lastTrain) {
      // The last train runs its listed routes, their bounds best first: no walk over the free track needed.
      this.futureSum[t] = 0;
      this.runListed(t, acc, cap, rb);
    } else {
      // What every remaining train could earn on the track left free.
      this.reachFromStations();
      let sum = 0;
      let own = 0;
      const L = this.lastRoutes ? this.lastTrain : -1;
      for (let u = t; u <= this.lastTrain; u++) {
        const b = this.stationBound(u);
        if (u === t) own = b;
        else if (u === L) this.lastStation[t] = b;
        else sum += b;
      }
      if (L >= 0) {
        this.futureMid[t] = sum;
        sum += Math.min(this.lastStation[t]!, this.lastBound());
      }
      this.futureSum[t] = Math.min(sum, this.suffix[t + 1]!);
      if (acc + Math.min(own, cap) + this.futureSum[t]! + rb > this.best) this.routesFromStations(t, acc);
    }
    this.lastFrom = from;
    // The train may also stay idle (a run with fewer routes).
    if (!this.aborted) {
      this.tau[t] = -1;
      this.lenA[t] = 0;
      this.lenB[t] = 0;
      this.revs[t] = 0;
      this.startTrain(t + 1, acc);
      this.lastFrom = from;
    }
  }

  /**
   * Grows every route of train t from each of the corporation's stations in turn, τ being the route's station of
   * lowest rank (so each route is generated once).
   */
  private routesFromStations(t: number, acc: number): void {
    const n = this.n;
    const tr = this.trains[t]!;
    const saveRank = this.rankLimit;
    this.commonBase[t] = this.commonTop;
    const from = this.lastFrom;
    for (let i = 0; i < n.tokens.length && !this.aborted; i++) {
      this.lastFrom = from;
      const tau = n.tokens[i]!;
      this.rankLimit = i;
      this.tau[t] = tau;
      this.lenA[t] = 0;
      this.lenB[t] = 0;
      this.visit(t, tau, 1);
      this.growA(t, acc, tau, tr.values[tau]!, this.costOf(tr, tau), false, false);
      this.visit(t, tau, -1);
    }
    this.rankLimit = saveRank;
  }

  private costOf(tr: SearchTrain, s: number): number {
    if (tr.mode !== MODE_STOPS) return 0;
    return this.n.kind[s] === KIND_TOWN ? tr.townCost : 1;
  }

  private visit(t: number, s: number, d: 1 | -1): void {
    const g = this.n.group[s]!;
    this.visited[t * this.S + s] = d === 1 ? 1 : 0;
    if (g) this.groupUsed[t * this.G + g] = d === 1 ? 1 : 0;
    this.kindCount[t * 4 + this.n.kind[s]!]! += d;
  }

  /**
   * Can stop `s` join train t's route by a chain of bundle b, given the distance used so far? The new distance (at
   * least), or -1. Whether the track is free is the bundle's own question (`pickChain`).
   */
  private allowed(t: number, tr: SearchTrain, s: number, bs: Bundles, b: number, cost: number): number {
    if (this.visited[t * this.S + s]) return -1;
    const r = this.tokRank[s]!;
    if (r >= 0 && r < this.rankLimit) return -1;
    const g = this.n.group[s]!;
    if (g && this.groupUsed[t * this.G + g]) return -1;
    let c = cost;
    switch (tr.mode) {
      case MODE_STOPS:
        c += this.n.kind[s] === KIND_TOWN ? tr.townCost : 1;
        if (c > tr.limit) return -1;
        break;
      case MODE_HEXES: {
        // Hexes travelled: every hex of the route once, off-boards not counted, less the first (18NY §5).
        const n = this.n;
        const u = bs.chains[bs.chainStart[b]!]! >> 1; // a bundle of one chain (trains counting hexes branch on chains)
        const base = t * this.H;
        for (let i = n.hexStart[u]!, hi = n.hexStart[u + 1]!; i < hi; i++) if (this.hexUse[base + n.hexList[i]!] === 0) c++;
        if (c - 1 > tr.limit) return -1;
        break;
      }
      case MODE_SEGMENTED:
        if (!this.fitsRows(t, tr, this.n.kind[s]!)) return -1;
        break;
      case MODE_AT_FINISH:
        // The title's distance, checked when the route is finished; its lower bound per chain (the least of the
        // bundle's) stops it earlier.
        if (tr.chainCost.length) {
          let least = Infinity;
          for (let k = bs.chainStart[b]!, hi = bs.chainStart[b + 1]!; k < hi; k++) least = Math.min(least, tr.chainCost[bs.chains[k]! >> 1]!);
          c += least;
          if (c > tr.limit) return -1;
        }
        break;
    }
    return c;
  }

  /** Segmented distance (1846 "4/6"): do the visits plus one of `kind` fit the rows, most specific kinds first? */
  private fitsRows(t: number, tr: SearchTrain, kind: number): boolean {
    const rows = tr.rowAccept.length;
    const left = this.rowLeft;
    for (let r = 0; r < rows; r++) left[r] = tr.rowVisit[r]!;
    for (let i = 0; i < 3; i++) {
      const k = tr.kindOrder[i]!;
      let need = (this.kindCount[t * 4 + k]! + (k === kind ? 1 : 0)) * (k === KIND_TOWN ? tr.townCost : 1);
      for (let r = 0; r < rows && need > 0; r++) {
        if (!(tr.rowAccept[r]! & (1 << k))) continue;
        const take = Math.min(need, left[r]!);
        left[r]! -= take;
        need -= take;
      }
      if (need > 0) return false;
    }
    return true;
  }

  /**
   * Train t's route takes (d = 1) or gives back (d = -1) the track of `chain` (unless `loose`: its track is picked
   * when the route is finished) and the stop `to` it leads to.
   */
  private occupy(t: number, chain: number, to: number, d: 1 | -1, loose: 0 | 1): void {
    if (!loose) this.take(chain, d === 1 ? 1 : 0);
    this.useHexes(t, chain, d);
    this.visit(t, to, d);
  }

  /**
   * Takes (d = 1) or gives back (d = 0) every atom of `chain`, a few words of bits at once (1817: ~22 atoms in ~2.5
   * words; setting them one by one was a twentieth of a first call on 15528.json #1620 WT).
   */
  private take(chain: number, d: 0 | 1): void {
    const u = chain >> 1;
    const used = this.usedBits;
    const word = this.chainWord;
    const bits = this.chainBits;
    const lo = this.chainWordStart[u]!;
    const hi = this.chainWordStart[u + 1]!;
    this.trackVersion++;
    if (d === 1) for (let i = lo; i < hi; i++) used[word[i]!]! |= bits[i]!;
    else for (let i = lo; i < hi; i++) used[word[i]!]! &= ~bits[i]!;
    if (!this.collecting) return;
    // While collecting, the route's track as bits too (a route's chains never share an atom: toggling is exact).
    const route = this.routeBits;
    for (let i = lo; i < hi; i++) route[word[i]!]! ^= bits[i]!;
  }

  /** Train t's route runs (d = 1) or no longer runs (d = -1) through the hexes of `chain`. */
  private useHexes(t: number, chain: number, d: 1 | -1): void {
    if (this.trains[t]!.mode !== MODE_HEXES) return;
    const n = this.n;
    const u = chain >> 1;
    const base = t * this.H;
    for (let i = n.hexStart[u]!, hi = n.hexStart[u + 1]!; i < hi; i++) this.hexUse[base + n.hexList[i]!]! += d;
  }

  private tick(): boolean {
    if ((++this.nodes & 1023) === 0 && this.deadline !== Infinity && performance.now() > this.deadline) this.aborted = true;
    return this.aborted;
  }

  /**
   * The chain train t's route takes from bundle b: the only free one (its track taken now, `loose` 0), or, where
   * several are free, the first (no track taken, `loose` 1: picked when the route is finished); -1 when none is free.
   */
  private pickChain(bs: Bundles, b: number): number {
    let first = -1;
    let free = 0;
    for (let k = bs.chainStart[b]!, hi = bs.chainStart[b + 1]!; k < hi; k++) {
      const ch = bs.chains[k]!;
      if (!this.chainFree(ch)) continue;
      if (first < 0) first = ch;
      free++;
    }
    this.pickedLoose = free > 1 ? 1 : 0;
    if (free > 1) this.takeCommon(bs, b, first, free);
    return first;
  }

  /** Whether the last `pickChain` left the track open. */
  private pickedLoose: 0 | 1 = 0;

  /**
   * Takes the track every free chain of bundle b uses (the city's exit, the hex sides next to it...): whichever runs,
   * it is taken, so the route cannot cross it again. Pushed on `commonStack` (given back in stack order).
   */
  private takeCommon(bs: Bundles, b: number, first: number, free: number): void {
    if (free === bs.chainStart[b + 1]! - bs.chainStart[b]!) {
      // All of them free: the track they share is known beforehand.
      for (let i = bs.commonStart[b]!, hi = bs.commonStart[b + 1]!; i < hi; i++) {
        const a = bs.common[i]!;
        if (this.atomUsed(a)) continue;
        this.setAtom(a, 1);
        this.commonStack[this.commonTop++] = a;
      }
      return;
    }
    const n = this.n;
    const inBundle = ++this.atomGen;
    for (let k = bs.chainStart[b]!, hi = bs.chainStart[b + 1]!; k < hi; k++) {
      const ch = bs.chains[k]!;
      if (!this.chainFree(ch)) continue;
      const inChain = ++this.atomGen;
      for (let i = atomsBegin(n, ch), a1 = atomsEnd(n, ch); i < a1; i++) {
        const a = n.atoms[i]!;
        if (this.atomChain[a] === inChain) continue;
        this.atomChain[a] = inChain;
        if (this.atomBundle[a] !== inBundle) {
          this.atomBundle[a] = inBundle;
          this.atomCount[a] = 0;
        }
        this.atomCount[a]!++;
      }
    }
    for (let i = atomsBegin(n, first), a1 = atomsEnd(n, first); i < a1; i++) {
      const a = n.atoms[i]!;
      if (this.atomBundle[a] === inBundle && this.atomCount[a] === free && !this.atomUsed(a)) {
        this.setAtom(a, 1);
        this.commonStack[this.commonTop++] = a;
      }
    }
  }

  /** Gives back the common track taken since the stack stood at `top`. */
  private giveCommon(top: number): void {
    while (this.commonTop > top) this.setAtom(this.commonStack[--this.commonTop]!, 0);
  }

  /** Sets the usage of the common track from `from` to the top of the stack (`realize` takes whole chains instead). */
  private markCommon(from: number, d: 0 | 1): void {
    for (let i = from; i < this.commonTop; i++) this.setAtom(this.commonStack[i]!, d);
  }

  private atomGen = 0;
  private readonly atomChain: Int32Array;
  private readonly atomBundle: Int32Array;
  private readonly atomCount: Int32Array;
  private readonly commonStack: Int32Array;
  private commonTop = 0;
  /** Where train t's route's common track begins on the stack. */
  private readonly commonBase: Int32Array;

  /** Arm A of train t's route ends at `end`. */
  private growA(t: number, acc: number, end: number, cur: number, cost: number, tauMustEnd: boolean, closed: boolean): void {
    if (this.tick()) return;
    const n = this.n;
    const bs = this.bundlesOf[t]!;
    const tr = this.trains[t]!;
    const S = this.S;
    const tau = this.tau[t]!;
    const la = this.lenA[t]!;
    if (la > 0) {
      this.lenB[t] = 0;
      this.finish(t, acc, cur);
    }
    const openA = !closed && (end === tau || n.passable[end] === 1);
    const openB = la > 0 && !tauMustEnd;
    // At the station itself both arms are still to grow from it.
    const arms = la === 0 ? 2 : (openA ? 1 : 0) + (openB ? 1 : 0);
    if (!this.promising(t, acc, cur, cost, openA ? end : -1, openB ? tau : -1, arms)) return;
    const over = this.over;
    // Where the last train's routes were scanned for this route (its longer routes scan on from there).
    const from = this.lastFrom;
    if (openA) {
      for (let b = bs.start[end]!, hi = bs.start[end + 1]!; b < hi; b++) {
        if (bs.termFrom[b] && la > 0) continue;
        const to = bs.to[b]!;
        const c = this.allowed(t, tr, to, bs, b, cost);
        if (c < 0 || this.hopeless(t, tr, cur + tr.values[to]!, c, over)) continue;
        const top = this.commonTop;
        const ch = this.pickChain(bs, b);
        if (ch < 0) continue;
        const loose = this.pickedLoose;
        this.occupy(t, ch, to, 1, loose);
        this.armA[t * S + la] = ch;
        this.bunA[t * S + la] = b;
        this.looseA[t * S + la] = loose;
        this.lenA[t] = la + 1;
        this.growA(t, acc, to, cur + tr.values[to]!, c, tauMustEnd || (la === 0 && bs.termFrom[b] === 1), bs.termTo[b] === 1);
        this.lastFrom = from;
        this.lenA[t] = la;
        this.occupy(t, ch, to, -1, loose);
        this.giveCommon(top);
        if (this.aborted) return;
      }
    }
    if (openB) {
      const firstA = bs.rank[this.bunA[t * S]!]!;
      for (let b = bs.start[tau]!, hi = bs.start[tau + 1]!; b < hi; b++) {
        if (bs.rank[b]! <= firstA || bs.termFrom[b]) continue;
        const to = bs.to[b]!;
        const c = this.allowed(t, tr, to, bs, b, cost);
        if (c < 0 || this.hopeless(t, tr, cur + tr.values[to]!, c, over)) continue;
        const top = this.commonTop;
        const ch = this.pickChain(bs, b);
        if (ch < 0) continue;
        const loose = this.pickedLoose;
        this.occupy(t, ch, to, 1, loose);
        this.armB[t * S] = ch;
        this.bunB[t * S] = b;
        this.looseB[t * S] = loose;
        this.lenB[t] = 1;
        this.growB(t, acc, to, cur + tr.values[to]!, c, bs.termTo[b] === 1);
        this.lastFrom = from;
        this.lenB[t] = 0;
        this.occupy(t, ch, to, -1, loose);
        this.giveCommon(top);
        if (this.aborted) return;
      }
    }
  }

  /** Arm B of train t's route (arm A is fixed) ends at `end`. */
  private growB(t: number, acc: number, end: number, cur: number, cost: number, closed: boolean): void {
    if (this.tick()) return;
    const n = this.n;
    const bs = this.bundlesOf[t]!;
    const tr = this.trains[t]!;
    const S = this.S;
    this.finish(t, acc, cur);
    const open = !closed && n.passable[end] === 1;
    if (!open || !this.promising(t, acc, cur, cost, end, -1, 1)) return;
    const over = this.over;
    const from = this.lastFrom;
    const lb = this.lenB[t]!;
    for (let b = bs.start[end]!, hi = bs.start[end + 1]!; b < hi; b++) {
      if (bs.termFrom[b]) continue;
      const to = bs.to[b]!;
      const c = this.allowed(t, tr, to, bs, b, cost);
      if (c < 0 || this.hopeless(t, tr, cur + tr.values[to]!, c, over)) continue;
      const top = this.commonTop;
      const ch = this.pickChain(bs, b);
      if (ch < 0) continue;
      const loose = this.pickedLoose;
      this.occupy(t, ch, to, 1, loose);
      this.armB[t * S + lb] = ch;
      this.bunB[t * S + lb] = b;
      this.looseB[t * S + lb] = loose;
      this.lenB[t] = lb + 1;
      this.growB(t, acc, to, cur + tr.values[to]!, c, bs.termTo[b] === 1);
      this.lastFrom = from;
      this.lenB[t] = lb;
      this.occupy(t, ch, to, -1, loose);
      this.giveCommon(top);
      if (this.aborted) return;
    }
  }

  /**
   * Train t's current route is complete: score it and go on to the next train. Where its track is left open at some
   * steps, each way to run it on free track is a route of its own (it leaves other track to the later trains, and may
   * earn another bonus), except for the last train searched when the track changes nothing (`trackFree`): one will do.
   */
  private finish(t: number, acc: number, cur: number): void {
    const tr = this.trains[t]!;
    const open = this.listLoose(t);
    if (this.lastBuilder) return this.listLastRoute(t, cur, open);
    if (this.collecting) {
      if (open === 0) this.collect(t, cur);
      else this.realizeAll(t, acc, cur, open, -Infinity, 0);
      return;
    }
    let future = -Infinity;
    if (!tr.additive) {
      // Scoring by the shared revenue function costs more than a bound: first ask whether the route could matter.
      const rb = this.withRun ? this.runBound(t, this.lenA[t]! + this.lenB[t]! + 1) : 0;
      const paid = this.paidBound(t, cur);
      future = acc + this.futureOf(t) + rb;
      if (future + Math.min(this.capOf(t), paid + tr.bonusBound) <= this.best) return;
      // The bound from the route's own stops, when it can decide.
      if (future + Math.min(this.capOf(t), paid) <= this.best && future + Math.min(this.capOf(t), paid + this.bonusAmong(t, true, false, 0)) <= this.best)
        return;
    }
    if (open === 0) return this.score(t, acc, cur);
    // The later trains earn at most their joint best: a route that cannot beat the best run with it needs no track.
    if (tr.additive && acc + Math.min(this.capOf(t), cur) + (t < this.lastTrain ? this.suffix[t + 1]! : 0) <= this.best) return;
    this.realizeAll(t, acc, cur, open, future, tr.chainValue.length ? this.trackBase(t, cur, open) : 0);
  }

  /** `realize` from the first open step, the open steps' common track given back meanwhile (whole chains are taken). */
  private realizeAll(t: number, acc: number, cur: number, open: number, future: number, earned: number): void {
    const from = this.commonBase[t]!;
    this.markCommon(from, 0);
    this.realize(t, acc, cur, 0, open, future, earned);
    this.markCommon(from, 1);
  }

  /**
   * Lists the open steps of train t's route (`looseList`), their count returned; with `chainValue`, also what the
   * open steps k.. may add at most (`looseMax`).
   */
  private listLoose(t: number): number {
    const S = this.S;
    const base = t * 2 * S;
    let k = 0;
    for (let i = 0; i < this.lenA[t]!; i++) if (this.looseA[t * S + i]) this.looseList[base + k++] = i;
    for (let i = 0; i < this.lenB[t]!; i++) if (this.looseB[t * S + i]) this.looseList[base + k++] = S + i;
    return k;
  }

  /**
   * Where the track earns (`chainValue`): at most what train t's route earns apart from its open steps' track (its
   * stops' values less their part for track, and the track of the steps with one free chain); `looseMax` filled.
   */
  private trackBase(t: number, cur: number, open: number): number {
    const tr = this.trains[t]!;
    const S = this.S;
    const n = this.n;
    let base = cur - tr.intoValue[this.tau[t]!]!;
    for (let i = 0; i < this.lenA[t]!; i++) {
      base -= tr.intoValue[n.to[this.armA[t * S + i]!]!]!;
      if (!this.looseA[t * S + i]) base += tr.chainValue[this.armA[t * S + i]! >> 1]!;
    }
    for (let i = 0; i < this.lenB[t]!; i++) {
      base -= tr.intoValue[n.to[this.armB[t * S + i]!]!]!;
      if (!this.looseB[t * S + i]) base += tr.chainValue[this.armB[t * S + i]! >> 1]!;
    }
    const bs = this.bundlesOf[t]!;
    const at = t * (2 * S + 1);
    this.looseMax[at + open] = 0;
    for (let k = open - 1; k >= 0; k--) {
      const pos = this.looseList[t * 2 * S + k]!;
      const b = pos < S ? this.bunA[t * S + pos]! : this.bunB[t * S + pos - S]!;
      let most = 0;
      for (let j = bs.chainStart[b]!, hi = bs.chainStart[b + 1]!; j < hi; j++) most = Math.max(most, tr.chainValue[bs.chains[j]! >> 1]!);
      this.looseMax[at + k] = this.looseMax[at + k + 1]! + most;
    }
    return base;
  }

  /**
   * Runs the open steps k.. of train t's finished route on each choice of free track, then scores it (or adds it to
   * the pool). `future` (-Infinity: unknown) with `earned` (what the track chosen so far and the rest of the route
   * earn at most) prunes choices that cannot beat the best run. True when no other choice can matter.
   */
  private realize(t: number, acc: number, cur: number, k: number, open: number, future: number, earned: number): boolean {
    const S = this.S;
    const tr = this.trains[t]!;
    if (k === open) {
      if (this.collecting) {
        this.collect(t, cur);
        return false;
      }
      this.score(t, acc, cur);
      return (tr.trackFree && t === this.lastTrain) || (this.seeding && this.seedKeep!.best > this.seedStart);
    }
    if (this.tick()) return true;
    if (tr.chainValue.length && future > -Infinity && future + Math.min(this.capOf(t), earned + this.looseMax[t * (2 * S + 1) + k]!) <= this.best) return false;
    const pos = this.looseList[t * 2 * S + k]!;
    const inA = pos < S;
    const at = t * S + (inA ? pos : pos - S);
    const b = inA ? this.bunA[at]! : this.bunB[at]!;
    const bs = this.bundlesOf[t]!;
    const arm = inA ? this.armA : this.armB;
    for (let j = bs.chainStart[b]!, hi = bs.chainStart[b + 1]!; j < hi; j++) {
      const ch = bs.chains[j]!;
      if (!this.chainFree(ch)) continue;
      this.take(ch, 1);
      arm[at] = ch;
      const done = this.realize(t, acc, cur, k + 1, open, future, tr.chainValue.length ? earned + tr.chainValue[ch >> 1]! : earned);
      this.take(ch, 0);
      if (done || this.aborted) return true;
    }
    return false;
  }

  /** Scores train t's finished route (its track chosen) and goes on to the next train. */
  private score(t: number, acc: number, cur: number): void {
    const tr = this.trains[t]!;
    let rev = cur;
    if (!tr.additive) {
      rev = this.hooks.exact ? this.hooks.exact(this, t, cur) : cur;
      if (rev < 0) return;
    }
    if (rev > this.capOf(t)) return;
    if (this.hooks.routeOk && !this.hooks.routeOk(this, t)) return;
    if (this.seeding) return this.seedOthers(rev);
    this.revs[t] = rev;
    this.startTrain(t + 1, acc + rev);
  }
  /**
   * At most the bonus of train t's route when its paying stops are among those it visits (`visited`) and those
   * marked by the last reachability pass (`marked`). Bounds are admissible because a route pays only stops it
   * visits, and every stop it may still visit is marked: the marking walks all free track from the open ends.
   */
  private bonusAmong(t: number, visited: boolean, marked: boolean, budget: number): number {
    const tr = this.trains[t]!;
    if (tr.bonusBound === 0 || !this.hooks.bonusBound) return tr.bonusBound;
    const list = this.stopList;
    const depths = this.depthList;
    const gen = this.gen;
    const base = t * this.S;
    let k = 0;
    if (marked && !visited && this.listGen === gen) k = this.listCount;
    else if (visited && !marked) {
      // The route's own stops: read off the route rather than found among all stops.
      const n = this.n;
      depths[k] = 0;
      list[k++] = this.tau[t]!;
      for (let i = 0; i < this.lenA[t]!; i++) {
        depths[k] = 0;
        list[k++] = n.to[this.armA[base + i]!]!;
      }
      for (let i = 0; i < this.lenB[t]!; i++) {
        depths[k] = 0;
        list[k++] = n.to[this.armB[base + i]!]!;
      }
      this.listGen = -1;
      this.listCount = k;
    } else {
      for (let s = 0; s < this.S; s++) {
        if (visited && this.visited[base + s] === 1) {
          depths[k] = 0;
          list[k++] = s;
        } else if (marked && this.mark[s] === gen) {
          depths[k] = this.depth[s]!;
          list[k++] = s;
        }
      }
      this.listGen = marked && !visited ? gen : -1;
      this.listCount = k;
    }
    return Math.min(tr.bonusBound, this.hooks.bonusBound(t, list, k, depths, budget));
  }

  /**
   * At most what train t's route pays without bonus: its best `payLimit` stop values. `cur` is the sum of the values
   * of the stops it visits (as the route grows): where it pays them all, that is the answer, without a pass over
   * every stop (a D train's, at every finished route).
   */
  private paidBound(t: number, cur: number): number {
    const tr = this.trains[t]!;
    if (this.lenA[t]! + this.lenB[t]! + 1 <= tr.payLimit) return cur;
    const order = this.order[t]!;
    const base = t * this.S;
    let k = tr.payLimit;
    let sum = 0;
    for (let i = 0; i < order.length && k > 0; i++) {
      const s = order[i]!;
      if (!this.visited[base + s]) continue;
      sum += tr.values[s]!;
      k--;
    }
    return sum;
  }

  /** What the last `promising` added to a route's own bound: the run so far, the later trains and the run bonus at most. */
  private over = 0;

  /**
   * Before a step of train t's route to a stop that brings its stops' values to `cur` and its distance to `c`: can no
   * run with the longer route beat the best run? The test the step's own `promising` opens with (its stops, the best
   * values of as many more as its distance allows, its bonus at most), with what its parent's added (`over`: the
   * later trains on the track free before the step, at least what they earn after it), made before the step's track
   * is taken and its finished route scored. 1817 15528.json #1620 WT's 5-train listed: a third of the routes grown
   * were full (five stops) and below the floor. While a route pool is listed the same holds (`over` then counts the
   * other trains' best routes clear of the track before the step, at least what they keep after it; the route the
   * step would finish is not listed either, its bound being at most the one tested): 1870's pools, every recorded
   * run 52,319 -> 50,159 search nodes (#1311 MKT 4,800 -> 3,856).
   */
  private hopeless(t: number, tr: SearchTrain, cur: number, c: number, over: number): boolean {
    if (tr.mode !== MODE_STOPS || !tr.sumValues) return false;
    return over + Math.min(this.capOf(t), cur + this.topAll(t, tr.limit - c) + tr.bonusBound) <= this.best;
  }

  /**
   * Could growing train t's route from its open ends (-1: closed) still beat the best run? First a cheap bound over
   * all stops, then one over the stops the open ends still reach on free track.
   */
  private promising(t: number, acc: number, cur: number, cost: number, endA: number, endB: number, arms: number): boolean {
    const tr = this.trains[t]!;
    const cap = this.capOf(t);
    const joint = this.suffix[t]!;
    const rb = this.runAt[t]!;
    let left = this.S;
    if (tr.mode === MODE_STOPS) left = tr.limit - cost;
    if (this.collecting) {
      // Enough to know whether the first bound below prunes.
      const first = Math.min(cap, (tr.sumValues ? cur + this.topAll(t, left) : this.topAll(t, tr.payLimit)) + tr.bonusBound);
      this.futureSum[t] = this.othersNow(t, this.best - acc - rb - first);
    }
    const future = this.futureOf(t);
    this.over = acc + future + rb;
    if (endA < 0 && endB < 0) return false; // nothing more to add: the finish already counted this route
    // No distance left for another stop (each costs some): nothing more to add either.
    if (left <= 0 && tr.mode === MODE_STOPS && tr.townCost > 0) return false;
    let own: number;
    // More stops the route may visit (the depths of reachability count them: one per chain).
    let budget = this.S;
    if (this.ranked(tr)) budget = left;
    else if (tr.mode === MODE_SEGMENTED) budget = Math.max(0, tr.maxVisits - (this.lenA[t]! + this.lenB[t]! + 1));
    if (tr.sumValues) {
      // What the route pays: the values of the stops it visits, so far and still to come, and its bonus.
      if (acc + Math.min(joint, Math.min(cap, cur + this.topAll(t, left) + tr.bonusBound) + future) + rb <= this.best) return false;
      if (this.ranked(tr)) {
        this.reachFromEnds(t, endA, endB, left);
        if (tr.trackCap < Infinity) {
          // The stops less their part for track, and the track's once, first: where that prunes (most often, in
          // 1817), the bound with the stops' full values is not needed.
          own = this.plainCur(t, cur) + this.nested(t, left, left, arms, arms, false, true) + this.trackBound(t);
          if (acc + Math.min(joint, Math.min(cap, own + tr.bonusBound) + future) + rb <= this.best) return false;
          own = Math.min(own, cur + this.nested(t, left, left, arms, arms));
        } else own = cur + this.nested(t, left, left, arms, arms);
      } else {
        if (tr.chainCost.length) this.reachWithin(t, endA, endB, tr.limit - cost);
        else this.reachFromEnds(t, endA, endB, this.S);
        own = cur + this.potential(t, left, false, arms);
        if (tr.trackCap < Infinity)
          own = Math.min(own, this.plainCur(t, cur) + this.potential(t, left, false, arms, true) + (tr.chainCost.length ? tr.trackCap : this.trackBound(t)));
        // A route is a path: where the stops in reach are many (a D train's, a 12H's), what one path can collect of
        // them is far less. Worth its walk only where the first bound does not decide.
        if (this.pathBounds && acc + Math.min(joint, Math.min(cap, own + tr.bonusBound) + future) + rb > this.best) {
          // Both arms still to grow from the station (nothing run yet), or one from each open end: two arms of one
          // root, the route between the ends (one walk).
          const path = endB < 0 ? this.pathBound(t, endA, -1, arms) : endA < 0 ? this.pathBound(t, endB, -1, 1) : this.pathBound(t, endA, endB, 2);
          own = Math.min(own, cur + path);
        }
      }
    } else {
      // The best stops it may pay for, among those visited and those still within the stops it may visit (each
      // new stop at depth d from an open end needs d more visits).
      if (acc + Math.min(joint, Math.min(cap, this.topAll(t, tr.payLimit) + tr.bonusBound) + future) + rb <= this.best) return false;
      const visitsLeft = Math.max(0, tr.maxVisits - (this.lenA[t]! + this.lenB[t]! + 1));
      this.reachFromEnds(t, endA, endB, visitsLeft);
      own = this.nested(t, tr.payLimit, visitsLeft, arms, arms, true);
    }
    if (acc + Math.min(joint, Math.min(cap, own + tr.bonusBound) + future) + rb <= this.best) return false;
    // The bonus bound from the stops in reach, when it can decide (it costs a call of the title's hook).
    if (acc + Math.min(joint, Math.min(cap, own) + future) + rb > this.best) return true;
    own = Math.min(cap, own + this.bonusAmong(t, true, true, budget));
    return acc + Math.min(joint, own + future) + rb > this.best;
  }

  /** What train u could earn from the stations, on the stops `reachFromStations` marked. */
  private stationBound(u: number): number {
    const tu = this.trains[u]!;
    let b: number;
    if (this.ranked(tu)) {
      b = this.nested(u, tu.limit, tu.limit - 1, 2, 2);
      if (tu.trackCap < Infinity) b = Math.min(b, this.nested(u, tu.limit, tu.limit - 1, 2, 2, false, true) + tu.trackCap);
    } else if (tu.mode === MODE_SEGMENTED) b = this.nested(u, tu.payLimit, tu.maxVisits - 1, 2, 2);
    else {
      const k = tu.sumValues && tu.mode === MODE_STOPS ? tu.limit : tu.payLimit;
      b = this.potential(u, k, false, 2);
      if (tu.trackCap < Infinity) b = Math.min(b, this.potential(u, k, false, 2, true) + tu.trackCap);
    }
    // From the stations, a route visits its station and at most limit - 1 (visits - 1) stops more.
    b += this.bonusAmong(u, false, true, this.ranked(tu) ? tu.limit - 1 : tu.mode === MODE_SEGMENTED ? tu.maxVisits - 1 : this.S);
    return Math.min(this.solo[u]!, b);
  }

  /** Best `k` values over all stops (towns free where they cost nothing). */
  private topAll(t: number, k: number): number {
    const top = this.topValues[t]!;
    return top[Math.max(0, Math.min(k, top.length - 2))]! + top[top.length - 1]!;
  }

  /**
   * Best values of at most k stops: `taken` values of stops a route may run through (best first, as prefix sums in
   * `pref`), plus at most `ends` stops that can only end it (off-boards, cities filled by others): one per open end.
   */
  private combine(k: number, taken: number, ends: number, endVals: Int32Array, endCount: number): number {
    let best = 0;
    const pref = this.pref;
    for (let j = 0; j <= ends && j <= endCount && j <= k; j++) {
      const v = pref[Math.min(k - j, taken)]! + (j > 0 ? endVals[j - 1]! : 0);
      if (v > best) best = v;
    }
    return best;
  }

  /**
   * At most what train t's route earns for its track: its `trackCap`, and where the track earns per hex, what the hexes
   * of its own chains (a step whose track is still open: any chain of its bundle) and of the chains out of the stops
   * the last `reachFromEnds` walked from (every chain the route may still take starts at one) add, each once.
   */
  private trackBound(t: number): number {
    const tr = this.trains[t]!;
    const masks = tr.trackMask;
    if (!masks.length) return tr.trackCap;
    const S = this.S;
    const bs = this.bundlesOf[t]!;
    let m = this.reachMask;
    for (let arm = 0; arm < 2; arm++) {
      const len = arm === 0 ? this.lenA[t]! : this.lenB[t]!;
      const chains = arm === 0 ? this.armA : this.armB;
      const loose = arm === 0 ? this.looseA : this.looseB;
      const bun = arm === 0 ? this.bunA : this.bunB;
      for (let i = 0; i < len; i++) {
        if (!loose[t * S + i]) m |= masks[chains[t * S + i]! >> 1]!;
        else {
          const b = bun[t * S + i]!;
          for (let k = bs.chainStart[b]!, hi = bs.chainStart[b + 1]!; k < hi; k++) m |= masks[bs.chains[k]! >> 1]!;
        }
      }
    }
    let sum = 0;
    for (; m !== 0; m &= m - 1) sum += tr.trackUnit[31 - Math.clz32(m & -m)]!;
    return Math.min(tr.trackCap, sum);
  }

  /**
   * What the stops of train t's route pay less their part for track (`intoValue`), `cur` being what they pay in full:
   * with `trackCap` for the track, a bound that counts the track once.
   */
  private plainCur(t: number, cur: number): number {
    const into = this.trains[t]!.intoValue;
    const to = this.n.to;
    const S = this.S;
    let v = cur - into[this.tau[t]!]!;
    for (let i = 0; i < this.lenA[t]!; i++) v -= into[to[this.armA[t * S + i]!]!]!;
    for (let i = 0; i < this.lenB[t]!; i++) v -= into[to[this.armB[t * S + i]!]!]!;
    return v;
  }

  /**
   * Best `k` values among the marked stops (and the route's own visited ones when `withVisited`); with `plain`, values
   * less their part for track (`plainVals`).
   */
  private potential(t: number, k: number, withVisited: boolean, ends: number, plain = false): number {
    const tr = this.trains[t]!;
    const order = plain ? this.plainOrder[t]! : this.order[t]!;
    const vals = plain ? this.plainVals[t]! : tr.values;
    const gen = this.gen;
    const n = this.n;
    const townsFree = tr.townCost === 0 && tr.mode === MODE_STOPS;
    const pref = this.pref;
    const endVals = this.endVals;
    let free = 0;
    let taken = 0;
    let endCount = 0;
    pref[0] = 0;
    for (let i = 0; i < order.length; i++) {
      const s = order[i]!;
      const onRoute = withVisited && this.visited[t * this.S + s] === 1;
      if (this.mark[s] !== gen && !onRoute) continue;
      const v = vals[s]!;
      if (townsFree && n.kind[s] === KIND_TOWN) free += v;
      else if (!onRoute && !n.passable[s]) {
        if (endCount < ends) endVals[endCount] = (endCount > 0 ? endVals[endCount - 1]! : 0) + v;
        endCount = Math.min(ends, endCount + 1);
      } else if (taken < k) {
        pref[taken + 1] = pref[taken]! + v;
        taken++;
      }
    }
    return free + this.combine(k, taken, ends, endVals, endCount);
  }

  /**
   * At most what train t's route earns from the stops the last reachability pass marked, growing from `root` in one
   * arm (or in two, `arms` 2: the route's station with nothing run yet), never through `other` (its other end).
   * A simple path from the root crosses the blocks (biconnected components) of the graph of marked stops and free
   * chains along one path of the block tree, entering each by one stop and leaving by another, so it pays at most
   * the stops of those blocks; two arms take two blocks at the root, or one block and two ways out of it. The graph
   * holds every chain between marked stops on free track, both ways (off-boards, filled cities and terminal track
   * included as if they could be run through: that only raises the bound).
   * With `other` (the route's other open end, `arms` 2), the route from `root` to `other` is taken as one stop, the
   * root of both arms: its two extensions are two paths out of it, apart but for it (each open end's own walk would
   * let both count the same stops).
   * Tarjan's walk, without recursion: a block is complete when the walk leaves it, its deeper blocks before it.
   */
  private pathBound(t: number, root: number, other: number, arms: number): number {
    const n = this.n;
    const vals = this.trains[t]!.values;
    const mark = this.mark;
    const gen = this.gen;
    const seen = this.walkMark;
    const walk = ++this.walkGen;
    const disc = this.disc;
    const low = this.low;
    const stack = this.walkStack;
    const block = this.blockStack;
    const next = this.nextOut;
    const via = this.viaChain;
    const down = this.down;
    let time = 0;
    let sp = 0;
    let bp = 0;
    seen[root] = walk;
    disc[root] = low[root] = time++;
    next[root] = n.outStart[root]!;
    via[root] = -1;
    stack[sp++] = root;
    // The root's chains: its own, then (with `other`) the other end's; `other` counts as the root itself.
    let rootHi = n.outStart[root + 1]!;
    let otherNext = other >= 0;
    if (other >= 0) {
      seen[other] = walk;
      disc[other] = 0;
    }
    // At the root: the best two blocks for one arm each, and the best block for two arms.
    let one1 = 0;
    let one2 = 0;
    let two = 0;
    while (sp > 0) {
      const x = stack[sp - 1]!;
      if (otherNext && x === root && next[x] === rootHi) {
        otherNext = false;
        next[x] = n.outStart[other]!;
        rootHi = n.outStart[other + 1]!;
      }
      if (next[x]! < (x === root ? rootHi : n.outStart[x + 1]!)) {
        const ch = n.out[next[x]!++]!;
        const y = n.to[ch]!;
        if (y === x || (x === root && y === other) || (ch ^ 1) === via[x] || (mark[y] !== gen && y !== root && y !== other)) continue;
        if (this.freeIn[ch >> 1] !== gen) {
          if (!this.chainFree(ch)) continue;
          this.freeIn[ch >> 1] = gen; // asked once per walk pass: the chain is walked both ways, and by both ends' walks
        }
        if (seen[y] === walk) {
          if (disc[y]! < low[x]!) low[x] = disc[y]!;
          continue;
        }
        seen[y] = walk;
        disc[y] = low[y] = time++;
        next[y] = n.outStart[y]!;
        via[y] = ch;
        down[y] = 0;
        stack[sp++] = y;
        block[bp++] = y;
        continue;
      }
      sp--;
      if (sp === 0) break;
      const u = stack[sp - 1]!;
      if (low[x]! < low[u]!) low[u] = low[x]!;
      if (low[x]! < disc[u]!) continue;
      // The block of x below u: its stops (u aside) and the best one or two ways on from them.
      let sum = 0;
      let d1 = 0;
      let d2 = 0;
      let y: number;
      do {
        y = block[--bp]!;
        sum += vals[y]!;
        const d = down[y]!;
        if (d > d1) {
          d2 = d1;
          d1 = d;
        } else if (d > d2) d2 = d;
      } while (y !== x);
      const f = sum + d1;
      if (u !== root) {
        if (f > down[u]!) down[u] = f;
        continue;
      }
      if (f > one1) {
        one2 = one1;
        one1 = f;
      } else if (f > one2) one2 = f;
      if (f + d2 > two) two = f + d2;
    }
    return arms === 2 ? Math.max(one1 + one2, two) : one1;
  }

  /** Does the train count stops, each costing one (so that depth on the network bounds where stops can lie)? */
  private ranked(tr: SearchTrain): boolean {
    return tr.sumValues && tr.mode === MODE_STOPS && tr.townCost > 0 && tr.limit < this.S;
  }

  /**
   * Best values of at most k marked stops when a route can hold them only at positions 1..P of `arms` arms (and one
   * position 0 for a depth-0 station): the i-th new stop of an arm lies at most i chains from where the arm starts,
   * so at most arms * (P - m + 1) chosen stops may lie at depth m or more. Stops are taken greedily by value; the
   * sets allowed form a (truncated transversal) matroid, so the greedy choice is the best one. Stops that can only
   * end a route are counted apart, at most `ends` of them. With `plain`, values less their part for track.
   */
  private nested(t: number, k: number, P: number, arms: number, ends: number, withVisited = false, plain = false): number {
    const order = plain ? this.plainOrder[t]! : this.order[t]!;
    const vals = plain ? this.plainVals[t]! : this.trains[t]!.values;
    const gen = this.gen;
    const base = t * this.S;
    const cnt = this.cntGe;
    const pref = this.pref;
    const endVals = this.endVals;
    for (let m = 0; m <= P + 1; m++) cnt[m] = 0;
    pref[0] = 0;
    let taken = 0;
    let endCount = 0;
    // Stops come best first: once k are taken and as many route-ending ones as count, the rest change nothing.
    const endsNeeded = Math.min(ends, k);
    for (let i = 0; i < order.length && (taken < k || endCount < endsNeeded); i++) {
      const s = order[i]!;
      if (withVisited && this.visited[base + s] === 1) {
        // Already on the route: it may pay, wherever it lies.
        if (taken < k) {
          pref[taken + 1] = pref[taken]! + vals[s]!;
          taken++;
        }
        continue;
      }
      if (this.mark[s] !== gen) continue;
      const d = this.depth[s]!;
      if (d > P) continue;
      const v = vals[s]!;
      if (!this.n.passable[s]) {
        if (endCount < ends) endVals[endCount] = (endCount > 0 ? endVals[endCount - 1]! : 0) + v;
        endCount = Math.min(ends, endCount + 1);
        continue;
      }
      if (taken >= k) continue;
      let ok = true;
      for (let m = 1; m <= d; m++) {
        if (cnt[m]! >= arms * (P - m + 1)) {
          ok = false;
          break;
        }
      }
      if (!ok) continue;
      for (let m = 1; m <= d; m++) cnt[m]!++;
      pref[taken + 1] = pref[taken]! + v;
      taken++;
    }
    return this.combine(k, taken, ends, endVals, endCount);
  }

  private chainFree(ch: number): boolean {
    const u = ch >> 1;
    const used = this.usedBits;
    const word = this.chainWord;
    const bits = this.chainBits;
    for (let i = this.chainWordStart[u]!, hi = this.chainWordStart[u + 1]!; i < hi; i++) if ((used[word[i]!]! & bits[i]!) !== 0) return false;
    return true;
  }

  /** Marks atom a used (1) or free (0). */
  private setAtom(a: number, d: 0 | 1): void {
    this.trackVersion++;
    if (d === 1) this.usedBits[a >> 5]! |= 1 << (a & 31);
    else this.usedBits[a >> 5]! &= ~(1 << (a & 31));
  }

  private atomUsed(a: number): boolean {
    return (this.usedBits[a >> 5]! & (1 << (a & 31))) !== 0;
  }

  /** All track free again. */
  private freeAllTrack(): void {
    this.trackVersion++;
    this.usedBits.fill(0);
  }

  /** Marks the stops the stations reach on free track (for a train about to start). */
  private reachFromStations(): void {
    const n = this.n;
    const gen = ++this.gen;
    let qh = 0;
    let qt = 0;
    for (let i = 0; i < n.tokens.length; i++) {
      const s = n.tokens[i]!;
      this.mark[s] = gen;
      this.depth[s] = 0;
      this.queue[qt++] = s;
    }
    while (qh < qt) {
      const x = this.queue[qh++]!;
      for (let o = n.outStart[x]!, hi = n.outStart[x + 1]!; o < hi; o++) {
        const ch = n.out[o]!;
        const to = n.to[ch]!;
        if (this.mark[to] === gen || !this.chainFree(ch)) continue;
        this.mark[to] = gen;
        this.depth[to] = this.depth[x]! + 1;
        if (n.passable[to] && !n.termTo[ch]) this.queue[qt++] = to;
      }
    }
  }

  /**
   * Marks the unvisited stops the open ends of the current route reach on free track, with their depth (chains from
   * the nearest end), as far as depth `maxDepth`.
   */
  private reachFromEnds(t: number, a: number, b: number, maxDepth: number): void {
    const n = this.n;
    const gen = ++this.gen;
    let qh = 0;
    let qt = 0;
    if (a >= 0) {
      this.queue[qt++] = a;
      this.depth[a] = 0;
    }
    if (b >= 0) {
      this.queue[qt++] = b;
      this.depth[b] = 0;
    }
    // By bundles of parallel chains: a stop already marked is passed over once, not once per chain to it.
    const bs = this.bundlesOf[t]!;
    const out = this.outMask[t]!;
    let reach = 0;
    while (qh < qt) {
      const x = this.queue[qh++]!;
      const dx = this.depth[x]!;
      if (dx >= maxDepth) continue;
      if (out.length) reach |= out[x]!;
      for (let b = bs.start[x]!, hi = bs.start[x + 1]!; b < hi; b++) {
        const to = bs.to[b]!;
        if (this.mark[to] === gen || !this.mayVisit(t, to) || !this.anyFree(bs, b)) continue;
        this.mark[to] = gen;
        this.depth[to] = dx + 1;
        if (n.passable[to] && !bs.termTo[b]) this.queue[qt++] = to;
      }
    }
    this.reachMask = reach;
  }

  /** Is some chain of bundle b free (the first one found noted in `freeIn`)? */
  private anyFree(bs: Bundles, b: number): boolean {
    for (let k = bs.chainStart[b]!, hi = bs.chainStart[b + 1]!; k < hi; k++) {
      const ch = bs.chains[k]!;
      if (this.chainFree(ch)) {
        this.freeIn[ch >> 1] = this.gen;
        return true;
      }
    }
    return false;
  }

  /**
   * Marks the unvisited stops the open ends of train t's route reach on free track within `budget` more of the train's
   * distance, each chain costing its `chainCost` (18NY H trains: the hex edges it crosses). Shortest distances by
   * label correction (a stop is queued again when reached shorter). Depths are left at 1: at least one more stop.
   */
  private reachWithin(t: number, a: number, b: number, budget: number): void {
    const n = this.n;
    const cost = this.trains[t]!.chainCost;
    const gen = ++this.gen;
    const dist = this.dist;
    const queued = this.queued;
    const Q = this.queue.length;
    let qh = 0;
    let qt = 0;
    for (let i = 0; i < 2; i++) {
      const e = i === 0 ? a : b;
      if (e < 0) continue;
      dist[e] = 0;
      this.queue[qt++ % Q] = e;
      queued[e] = 1;
    }
    while (qh < qt) {
      const x = this.queue[qh++ % Q]!;
      queued[x] = 0;
      const dx = dist[x]!;
      for (let o = n.outStart[x]!, hi = n.outStart[x + 1]!; o < hi; o++) {
        const ch = n.out[o]!;
        const to = n.to[ch]!;
        const d = dx + cost[ch >> 1]!;
        if (d > budget || (this.mark[to] === gen && dist[to]! <= d) || !this.mayReach(t, ch, to)) continue;
        this.mark[to] = gen;
        this.depth[to] = 1;
        dist[to] = d;
        if (n.passable[to] && !n.termTo[ch] && !queued[to]) {
          queued[to] = 1;
          this.queue[qt++ % Q] = to;
        }
      }
    }
  }

  /**
   * May train t's growing route go on to stop `to` by chain `ch`: not on the route yet, not a station of lower rank
   * than the route's own (that route is generated from there), no stop of its group on the route, the track free?
   */
  private mayReach(t: number, ch: number, to: number): boolean {
    if (!this.mayVisit(t, to) || !this.chainFree(ch)) return false;
    this.freeIn[ch >> 1] = this.gen;
    return true;
  }

  /** May train t's growing route go on to stop `to`, its track aside (as `mayReach`)? */
  private mayVisit(t: number, to: number): boolean {
    if (this.visited[t * this.S + to]) return false;
    const r = this.tokRank[to]!;
    if (r >= 0 && r < this.rankLimit) return false;
    const g = this.n.group[to]!;
    return !g || !this.groupUsed[t * this.G + g];
  }

  /** Search nodes when the best run was found. */
  foundAt = 0;

  private record(total: number): void {
    this.best = total;
    this.foundAt = this.nodes;
    this.bestArmA.set(this.armA);
    this.bestArmB.set(this.armB);
    this.bestLenA.set(this.lenA);
    this.bestLenB.set(this.lenB);
    this.bestTau.set(this.tau);
    this.bestRevs.set(this.revs);
  }

  /**
   * Train t's route as stops (local indices) and directed chains in running order: arm B reversed, τ, arm A.
   * From the best run when `best`, else from the current search state.
   */
  routeOf(t: number, best: boolean): { stops: number[]; chains: number[] } | null {
    const tau = (best ? this.bestTau : this.tau)[t]!;
    if (tau < 0) return null;
    const A = best ? this.bestArmA : this.armA;
    const B = best ? this.bestArmB : this.armB;
    const la = (best ? this.bestLenA : this.lenA)[t]!;
    const lb = (best ? this.bestLenB : this.lenB)[t]!;
    const S = this.S;
    const stops: number[] = [];
    const chains: number[] = [];
    for (let i = lb - 1; i >= 0; i--) {
      const ch = B[t * S + i]!;
      stops.push(this.n.to[ch]!);
      chains.push(ch ^ 1);
    }
    stops.push(tau);
    for (let i = 0; i < la; i++) {
      const ch = A[t * S + i]!;
      chains.push(ch);
      stops.push(this.n.to[ch]!);
    }
    return { stops, chains };
  }
}
