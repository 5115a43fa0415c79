/**
 * The board's track graph: hexes, their current tile shapes, tokens, and the joins between neighbouring hexes.
 *
 * Integer ids, fixed for the life of the graph:
 *  - hex index h (position in `hexIds`),
 *  - node (stop) id = h * maxStops + stop index,
 *  - path id = h * maxPaths + path index on the hex's current tile,
 *  - hex side id = h * 6 + edge.
 * The engine keeps it current with `updateHex` (or `sync`) after each tile lay or token change; per-corporation
 * connectivity is cached and dropped only for corporations whose network touches the changed hex.
 */
import { settingsOf } from '../title/settings';
import { type Layout, neighborCoord, oppositeEdge, parseHexId, hexId as makeHexId } from '../hex';
import type { MapHex, TileColor, TileDef, TitleDef } from '../title/types';
import { type Connectivity, computeConnectivity, keepsConnectivity } from './connectivity';
import { sideNearStation } from './nearStations';
import { extendConnectivity } from './extend';
import { CITY, type RotatedShape, type Shape, compileShape } from './shape';
import type { BoardHexState, BoardState, StopRef } from './types';

export interface TrackGraphOptions {
  /**
   * Printed hex colours across whose edges a tile may not send track unless the hex's own track points back
   * (18xx.games `IMPASSABLE_HEX_COLORS`; default: the title's `settings.impassableHexColors`, else blue, gray, red).
   */
  impassableColors?: readonly TileColor[];
}

const EMPTY_STATE: BoardHexState = { tile: null, rotation: 0, tokens: [] };

/** What a change of tokens does to a corporation's network (`TrackGraph.tokenChange`). */
const KEEP = 0;
const EXTEND = 1;
const WALK = 2;
type TokenChange = typeof KEEP | typeof EXTEND | typeof WALK;

/**
 * Everything the graph derives from the title alone (hex indices, neighbours, blocked sides, preprinted and tile
 * shapes). Titles are immutable, so it is built once per title and option set and shared by every game's graph:
 * a new game then costs only its own per-hex arrays.
 */
interface TitleGraph {
  hexIds: readonly string[];
  hexIndex: ReadonlyMap<string, number>;
  maxStops: number;
  maxPaths: number;
  nbr: Int32Array;
  layBlocked: Uint8Array;
  preprinted: Shape[];
  tileDefs: Map<string, TileDef>;
  shapes: Map<string, Shape>;
}

const titleGraphs = new WeakMap<TitleDef, Map<string, TitleGraph>>();

function titleGraph(title: TitleDef, options: TrackGraphOptions): TitleGraph {
  const impassable = options.impassableColors ?? settingsOf(title).impassableHexColors;
  const key = impassable.join(',');
  let byKey = titleGraphs.get(title);
  const hit = byKey?.get(key);
  if (hit) return hit;
  const built = buildTitleGraph(title, new Set(impassable));
  if (!byKey) titleGraphs.set(title, (byKey = new Map()));
  byKey.set(key, built);
  return built;
}

function buildTitleGraph(title: TitleDef, impassable: ReadonlySet<TileColor>): TitleGraph {
  const layout = title.map.layout;
  const hexIds = title.map.hexes.map((h) => h.id);
  const hexIndex = new Map(hexIds.map((id, i) => [id, i]));
  const tileDefs = new Map<string, TileDef>();
  for (const t of title.tiles) tileDefs.set(t.id, t);

  let maxStops = 1;
  let maxPaths = 1;
  const grow = (c: { stops?: unknown[]; paths?: unknown[] } | undefined) => {
    maxStops = Math.max(maxStops, c?.stops?.length ?? 0);
    maxPaths = Math.max(maxPaths, c?.paths?.length ?? 0);
  };
  title.tiles.forEach(grow);
  title.map.hexes.forEach((h) => grow(h.tile));

  const n = hexIds.length;
  const preprinted = title.map.hexes.map((h) => compileShape(`@${h.id}`, h.color, h.tile ?? {}));

  const nbr = new Int32Array(n * 6).fill(-1);
  const impassableBorder = (h: MapHex, e: number) => (h.borders ?? []).some((b) => b.edge === e && b.type === 'impassable');
  title.map.hexes.forEach((hex, h) => {
    const c = parseHexId(hex.id, layout);
    for (let e = 0; e < 6; e++) {
      const nc = neighborCoord(c, e, layout);
      const other = hexIndex.get(makeHexId(nc.row, nc.col, layout));
      if (other === undefined) continue;
      if (impassableBorder(hex, e) || impassableBorder(title.map.hexes[other]!, oppositeEdge(e))) continue;
      nbr[h * 6 + e] = other;
    }
  });

  const layBlocked = new Uint8Array(n * 6);
  for (let h = 0; h < n; h++) {
    for (let e = 0; e < 6; e++) {
      const o = nbr[h * 6 + e]!;
      const blocked = o < 0 || (impassable.has(title.map.hexes[o]!.color) && preprinted[o]!.rotations[0]!.byEdge[oppositeEdge(e)]!.length === 0);
      layBlocked[h * 6 + e] = blocked ? 1 : 0;
    }
  }
  return { hexIds, hexIndex, maxStops, maxPaths, nbr, layBlocked, preprinted, tileDefs, shapes: new Map() };
}

/** Bit s set when city s of the shape is full (every slot holding a token). */
function fullCities(shape: Shape, state: BoardHexState): number {
  let mask = 0;
  for (let s = 0; s < shape.stops.length; s++) if (shape.stopKind[s] === CITY && cityFull(shape, state, s)) mask |= 1 << s;
  return mask;
}

/** Every slot of city s holds a token (tokens beyond the printed slots count as filled slots, see `cityBlocks`). */
function cityFull(shape: Shape, state: BoardHexState, s: number): boolean {
  return slotsFilledBy(state.tokens[s], shape.slots[s]!, null);
}

/**
 * Is every slot of a city filled by a corporation other than `corp` (missing entries are empty slots; entries beyond
 * the printed slots are filled slots)? Reads no entry past the end of the list (V8 would leave its optimised code).
 */
function slotsFilledBy(tokens: readonly (string | null)[] | undefined, printed: number, corp: string | null): boolean {
  if (tokens === undefined) return printed === 0;
  if (tokens.length < printed) return false;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t === undefined || t === null || t === corp) return false;
  }
  return true;
}

/** Do two lists hold the same members (in any order)? */
function sameMembers(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x));
}

/** The number of bits set. */
function bitCount(mask: number): number {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
}

/** The corporations holding tokens in a hex state (by index: asked at every change of a hex, #18). */
function tokenHolders(state: BoardHexState): string[] {
  const out: string[] = [];
  const tokens = state.tokens;
  for (let s = 0; s < tokens.length; s++) {
    const stop = tokens[s]!;
    for (let i = 0; i < stop.length; i++) if (stop[i] && !out.includes(stop[i]!)) out.push(stop[i]!);
  }
  return out;
}

/** The tokens of a hex state, stop by stop and slot by slot, as a string to compare later. */
function tokensKey(state: BoardHexState): string {
  return state.tokens.map((slots) => slots.map((t) => t ?? '').join(',')).join('|');
}

export class TrackGraph {
  readonly title: TitleDef;
  readonly layout: Layout;
  readonly hexIds: readonly string[];
  readonly mapHexes: readonly MapHex[];
  readonly hexIndex: ReadonlyMap<string, number>;
  readonly maxStops: number;
  readonly maxPaths: number;
  /** Neighbour hex across each hex side, or -1 (off the map, or an impassable border on either side). */
  readonly nbr: Int32Array;
  /** 1 where a newly laid tile may not have an exit (no neighbour, impassable border, blue/gray/red neighbour). */
  readonly layBlocked: Uint8Array;
  /** Bumped on every change; lets callers cache their own derived data. */
  version = 0;
  /** Bumped when a hex shows other track (a tile laid or turned), not for tokens: for data derived from track alone. */
  trackVersion = 0;
  /** The `version` each hex last changed at (tile or tokens), for results that read only a few hexes (`unchangedSince`). */
  private readonly changedAt: Float64Array;
  /** The `version` of the last `invalidate`: every hex may have changed then. */
  private invalidatedAt = 0;

  private readonly tileDefs: Map<string, TileDef>;
  /** Compiled tile shapes, shared with every graph of the title. */
  private readonly shapes: Map<string, Shape>;
  private readonly preprinted: readonly Shape[];
  private readonly current: Shape[];
  private readonly rot: Uint8Array;
  /** The path tables of each hex as it lies now (`current[h].rotations[rot[h]]`, looked up on every walk step). */
  private readonly rotated: RotatedShape[];
  private readonly states: BoardHexState[];
  /** 1 where the hex holds any token: connectivity walks start only there. */
  private readonly tokened: Uint8Array;
  /**
   * What each hex held when last updated: the corporations with tokens there, and its full cities (`fullCities`).
   * Kept apart from the state objects, which the engine may change in place before calling `updateHex`.
   */
  private readonly holders: string[][];
  private readonly full: Int32Array;
  /** Each hex's tokens, stop by stop, as last updated (copied for the same reason). */
  private readonly tokensBefore: (readonly (string | null)[])[][];
  private readonly conn = new Map<string, Connectivity>();
  /**
   * Connectivity results the board has changed under since, only by new track in the listed hexes or tokens there that
   * only open ways (`tokenChange`): extended through them when next asked for (`extendConnectivity`), `before` the
   * path tables those hexes had when the result was walked.
   */
  private readonly stale = new Map<string, { base: Connectivity; changed: number[]; before: RotatedShape[] }>();
  /**
   * The last `connectivityIf` result, kept in case that very lay is made next (see `updateHex`), with the tokens of
   * the hex it saw (`tokensKey`; the engine may change the state object in place before `updateHex`).
   */
  private lookahead: { version: number; h: number; shape: Shape; rotation: number; tokens: string; result: Connectivity } | null = null;
  private board: BoardState = {};

  constructor(title: TitleDef, board: BoardState = {}, options: TrackGraphOptions = {}) {
    const tg = titleGraph(title, options);
    this.title = title;
    this.layout = title.map.layout;
    this.mapHexes = title.map.hexes;
    this.hexIds = tg.hexIds;
    this.hexIndex = tg.hexIndex;
    this.tileDefs = tg.tileDefs;
    this.shapes = tg.shapes;
    this.maxStops = tg.maxStops;
    this.maxPaths = tg.maxPaths;
    this.nbr = tg.nbr;
    this.layBlocked = tg.layBlocked;
    this.preprinted = tg.preprinted;

    const n = this.hexIds.length;
    this.current = [...this.preprinted];
    this.rot = new Uint8Array(n);
    this.rotated = this.preprinted.map((s) => s.rotations[0]!);
    this.states = new Array<BoardHexState>(n).fill(EMPTY_STATE);
    this.tokened = new Uint8Array(n);
    this.holders = Array.from({ length: n }, () => []);
    this.full = new Int32Array(n);
    this.tokensBefore = Array.from({ length: n }, () => []);
    this.changedAt = new Float64Array(n);
    this.sync(board);
  }

  get hexCount(): number {
    return this.hexIds.length;
  }

  /** The index of a hex id; throws for hexes not on this map. */
  hex(id: string): number {
    const h = this.hexIndex.get(id);
    if (h === undefined) throw new Error(`hex ${id} is not on the ${this.title.id} map`);
    return h;
  }

  /** The compiled shape of a tile def id. */
  shapeOf(tileId: string): Shape {
    let s = this.shapes.get(tileId);
    if (!s) {
      const def = this.tileDefs.get(tileId);
      if (!def) throw new Error(`tile ${tileId} is not defined in title ${this.title.id}`);
      s = compileShape(tileId, def.color, def);
      if (s.stops.length > this.maxStops || s.pathCount > this.maxPaths) throw new Error(`tile ${tileId} too large`);
      this.shapes.set(tileId, s);
    }
    return s;
  }

  /** Shape currently shown on hex h (laid tile or preprinted content). */
  shapeAt(h: number): Shape {
    return this.current[h]!;
  }

  /** The preprinted content of hex h. */
  preprintedAt(h: number): Shape {
    return this.preprinted[h]!;
  }

  rotationAt(h: number): number {
    return this.rot[h]!;
  }

  /** Path tables of hex h as it lies now. */
  rotatedAt(h: number): RotatedShape {
    return this.rotated[h]!;
  }

  stateAt(h: number): BoardHexState {
    return this.states[h]!;
  }

  /**
   * Take the new state of one hex (tile laid, token placed or removed). Without `state`, reads `board[hexId]` of the
   * board last given to the constructor, `setBoard` or `sync`.
   */
  updateHex(hexId: string, ...state: [BoardHexState | undefined] | []): void {
    const h = this.hex(hexId);
    const next = (state.length > 0 ? state[0] : this.board[hexId]) ?? EMPTY_STATE;
    const shape = next.tile === null ? this.preprinted[h]! : this.shapeOf(next.tile);
    const rotation = next.tile === null ? 0 : ((next.rotation % 6) + 6) % 6;
    const wasTokened = this.tokened[h] === 1;
    const rotatedBefore = this.rotated[h]!;
    const sameTrack = shape === this.current[h] && rotation === this.rot[h];
    const lookahead = this.lookahead;
    this.lookahead = null;
    const oldHolders = this.holders[h]!;
    const oldFull = this.full[h]!;
    const oldTokens = this.tokensBefore[h]!;
    this.tokensBefore[h] = next.tokens.map((slots) => slots.slice());
    this.states[h] = next;
    this.holders[h] = tokenHolders(next);
    this.full[h] = fullCities(shape, next);
    this.tokened[h] = this.holders[h].length > 0 ? 1 : 0;
    this.current[h] = shape;
    this.rot[h] = rotation;
    this.rotated[h] = shape.rotations[rotation]!;
    this.version++;
    this.changedAt[h] = this.version;
    if (!sameTrack) this.trackVersion++;
    if (this.conn.size === 0 && this.stale.size === 0) return;
    if (sameTrack) {
      this.tokensChanged(h, shape, oldTokens, next.tokens);
      return;
    }
    // A corporation whose network never went into the hex does not see it change, unless the new track there has an
    // exit where its network meets the hex (`keepsConnectivity`): late in a game most hexes are near every network,
    // and most lays are far from most of them.
    const exits = this.rotated[h]!.exitMask;
    // New track with the same stations around (an upgrade keeps every path of the tile it replaces, and a city no
    // slot): what a network reached, it still reaches, so it is extended through the hex when next asked for.
    const extendable = !sameTrack && sameMembers(oldHolders, this.holders[h]!) && bitCount(this.full[h]!) <= bitCount(oldFull);
    // The caches are walked by `forEach`, not `for of`: a cold replay runs this after every lay in V8's interpreter,
    // where each entry of a `for of` allocates an iterator result and an entry pair, and destructuring the pair
    // iterates it again (#18).
    this.conn.forEach((c, corp) => {
      const mine = oldHolders.includes(corp) || this.holders[h]!.includes(corp);
      if (!mine && (!c.touched[h] || keepsConnectivity(c, h, exits))) return;
      this.conn.delete(corp);
      if (extendable && c.walk) this.stale.set(corp, { base: c, changed: [h], before: [rotatedBefore] });
    });
    this.stale.forEach((st, corp) => {
      const c = st.base;
      const mine = oldHolders.includes(corp) || this.holders[h]!.includes(corp);
      if (!mine && (!c.touched[h] || keepsConnectivity(c, h, exits))) return;
      if (!extendable) this.stale.delete(corp);
      else if (!st.changed.includes(h)) {
        st.changed.push(h);
        st.before.push(rotatedBefore);
      }
    });
    // The lay just made is the one `connectivityIf` looked at (track restriction check) on a board otherwise
    // unchanged, with the same tokens on the hex (an upgraded city keeps its stations): its result is the
    // corporation's connectivity now.
    if (
      lookahead &&
      lookahead.version === this.version - 1 &&
      lookahead.h === h &&
      lookahead.shape === shape &&
      lookahead.rotation === rotation &&
      (wasTokened || this.tokened[h] === 1 ? lookahead.tokens === tokensKey(next) : lookahead.tokens === '')
    ) {
      this.conn.set(lookahead.result.corporation, lookahead.result);
      this.stale.delete(lookahead.result.corporation);
    }
  }

  /**
   * The tokens of hex h changed, its track did not: each corporation's network is kept, extended or walked again by
   * what the change does to it (`tokenChange`). Late in a game a station placed, or a city filled, is on or beside
   * most networks, and a walk of one costs in proportion to its size.
   */
  private tokensChanged(h: number, shape: Shape, before: readonly (readonly (string | null)[])[], after: readonly (readonly (string | null)[])[]): void {
    // By `forEach`, as in `updateHex`.
    this.conn.forEach((c, corp) => {
      const change = this.tokenChange(corp, c, h, shape, before, after);
      if (change === KEEP) return;
      this.conn.delete(corp);
      if (change === EXTEND && c.walk) this.stale.set(corp, { base: c, changed: [h], before: [this.rotated[h]!] });
    });
    this.stale.forEach((st, corp) => {
      const change = this.tokenChange(corp, st.base, h, shape, before, after);
      if (change === WALK) this.stale.delete(corp);
      else if (change === EXTEND && !st.changed.includes(h)) {
        st.changed.push(h);
        st.before.push(this.rotated[h]!);
      }
    });
  }

  /**
   * What a change of tokens in hex h (track unchanged) does to the network `c` of `corp`. A walk reads the tokens of a
   * city only when it reaches the city (1830 §6.3: a city filled by others blocks, an open one is run through), and
   * starts from the corporation's own stations. So the network is the same (`KEEP`) unless the corporation's stations
   * there changed or a city it reached opened or filled; it only grows (`EXTEND`, through the hex: `extend.ts`) when
   * a station was added or a city it reached opened; it must be walked again (`WALK`) when one of its stations was
   * lifted or a city it reached filled up, as what lay beyond may be lost.
   */
  private tokenChange(
    corp: string,
    c: Connectivity,
    h: number,
    shape: Shape,
    before: readonly (readonly (string | null)[])[],
    after: readonly (readonly (string | null)[])[],
  ): TokenChange {
    let grows = false;
    const stops = Math.max(before.length, after.length);
    for (let s = 0; s < stops; s++) {
      const had = before[s]?.includes(corp) ?? false;
      const has = after[s]?.includes(corp) ?? false;
      if (had && !has) return WALK;
      if (has && !had) {
        grows = true;
        continue;
      }
      if (s >= shape.stops.length || shape.stopKind[s] !== CITY || !c.nodes[this.nodeId(h, s)]) continue;
      const was = slotsFilledBy(before[s], shape.slots[s]!, corp);
      const is = slotsFilledBy(after[s], shape.slots[s]!, corp);
      if (is && !was) return WALK;
      if (was && !is) grows = true;
    }
    return grows ? EXTEND : KEEP;
  }

  /** The board `updateHex(hexId)` reads from, without looking at it now (the caller updates changed hexes). */
  setBoard(board: BoardState): void {
    this.board = board;
  }

  /** Bring every hex whose state object changed (by reference) up to date: cheap for immutable updates. */
  sync(board: BoardState): void {
    this.board = board;
    for (let h = 0; h < this.hexIds.length; h++) {
      const s = board[this.hexIds[h]!] ?? EMPTY_STATE;
      if (s !== this.states[h]) this.updateHex(this.hexIds[h]!, s);
    }
  }

  /** Drop all cached connectivity (after changes the graph was not told about). */
  invalidate(): void {
    this.conn.clear();
    this.stale.clear();
    this.version++;
    this.invalidatedAt = this.version;
  }

  /**
   * Have none of `hexes` changed (tile, rotation or tokens) since the graph's `version` was `version`? A result that
   * read only those hexes still holds then.
   */
  unchangedSince(hexes: ArrayLike<number>, version: number): boolean {
    if (this.invalidatedAt > version) return false;
    for (let i = 0; i < hexes.length; i++) if (this.changedAt[hexes[i]!]! > version) return false;
    return true;
  }

  // ---- stops ----

  nodeId(h: number, stop: number): number {
    return h * this.maxStops + stop;
  }

  nodeHex(node: number): number {
    return Math.floor(node / this.maxStops);
  }

  nodeStop(node: number): number {
    return node % this.maxStops;
  }

  /** "I15-0" notation of 18xx.games. */
  nodeName(node: number): string {
    return `${this.hexIds[this.nodeHex(node)]}-${this.nodeStop(node)}`;
  }

  stopRef(node: number): StopRef {
    return { hex: this.hexIds[this.nodeHex(node)]!, stop: this.nodeStop(node) };
  }

  /** Node id of "I15-0", or null when no such stop lies there now. */
  parseNodeName(name: string): number | null {
    const m = /^(.+)-(\d+)$/.exec(name);
    if (!m) return null;
    const h = this.hexIndex.get(m[1]!);
    const s = Number(m[2]);
    if (h === undefined || s >= this.current[h]!.stops.length) return null;
    return this.nodeId(h, s);
  }

  /** Tokens in city `stop` of hex h (may be shorter than the slot count: missing slots are empty). */
  tokensAt(h: number, stop: number): readonly (string | null)[] {
    return this.states[h]!.tokens[stop] ?? [];
  }

  /** Does hex h hold any token at all? */
  hasTokens(h: number): boolean {
    return this.tokened[h] === 1;
  }

  /** Does the corporation have a token anywhere in hex h? */
  hasTokenInHex(h: number, corp: string): boolean {
    const tokens = this.states[h]!.tokens;
    for (let s = 0; s < tokens.length; s++) if (tokens[s]!.includes(corp)) return true;
    return false;
  }

  /**
   * A city blocks a corporation when every slot holds another corporation's token (1830 §6.3: a train may not run
   * through a city filled with other companies' stations). Reserved but empty slots do not block. Tokens beyond the
   * printed slots (1870 destination tokens take an extra slot) count as filled slots.
   */
  cityBlocks(node: number, corp: string): boolean {
    const h = this.nodeHex(node);
    const s = this.nodeStop(node);
    const shape = this.current[h]!;
    if (shape.stopKind[s] !== CITY) return false;
    return slotsFilledBy(this.states[h]!.tokens[s], shape.slots[s]!, corp);
  }

  // ---- connectivity ----

  /**
   * Connectivity the corporation would have if hex h showed `shape` at `rotation` (not cached, graph unchanged
   * afterwards): for checks that look at the network after a lay (track restrictions).
   */
  connectivityIf(corp: string, h: number, shape: Shape, rotation: number): Connectivity {
    // A network that other lays have changed since it was walked is extended through their hexes and this one at
    // once, instead of first to the board as it is and then again through the new tile.
    const st = this.conn.has(corp) ? undefined : this.stale.get(corp);
    const merged =
      st &&
      this.showing(h, shape, rotation, (oldShape, oldRot) => {
        if (!this.stationsStay(h, oldShape, oldRot, shape, rotation)) return null;
        if (st.changed.includes(h)) return extendConnectivity(this, st.base, st.changed, st.before);
        return extendConnectivity(this, st.base, [...st.changed, h], [...st.before, oldShape.rotations[oldRot]!]);
      });
    // Else the network as it is, to extend through the new tile (walked again only where that cannot be done).
    const base = merged ? null : this.connectivity(corp);
    const result =
      merged ||
      this.showing(
        h,
        shape,
        rotation,
        (oldShape, oldRot) =>
          (this.stationsStay(h, oldShape, oldRot, shape, rotation) && extendConnectivity(this, base!, [h], [oldShape.rotations[oldRot]!])) ||
          computeConnectivity(this, corp),
      );
    this.lookahead = { version: this.version, h, shape, rotation, tokens: this.tokened[h] ? tokensKey(this.states[h]!) : '', result };
    return result;
  }

  /** `work` done with hex h showing `shape` at `rotation` (given the shape and rotation it has), the graph unchanged afterwards. */
  private showing<T>(h: number, shape: Shape, rotation: number, work: (oldShape: Shape, oldRot: number) => T): T {
    const oldShape = this.current[h]!;
    const oldRot = this.rot[h]!;
    this.current[h] = shape;
    this.rot[h] = rotation;
    this.rotated[h] = shape.rotations[rotation]!;
    try {
      return work(oldShape, oldRot);
    } finally {
      this.current[h] = oldShape;
      this.rot[h] = oldRot;
      this.rotated[h] = oldShape.rotations[oldRot]!;
    }
  }

  /**
   * Does the corporation's network reach one of the sides `exits` of hex h (`Connectivity.edgeMask`)? Asked first of
   * what is known without walking (`keptEdges`), so that a network awaiting its extension is extended only where the
   * question needs more (a lay's connection check, 1830 §6.2; the lay's look-ahead then extends it through the new
   * tile and the others' changes at once).
   */
  reachesSide(corp: string, h: number, exits: number): boolean {
    return (exits & this.keptEdges(corp, h)) !== 0 || sideNearStation(this, corp, h, exits) || (exits & this.connectivity(corp).edgeMask[h]!) !== 0;
  }

  /**
   * Would the stations of hex h stay where they are if it showed `shape` at `rotation` with its tokens as they are
   * (each city with a station keeping all its sides)? The look-ahead leaves the tokens where they are, where a lay
   * moves them to the city taking their sides: only then is the look-ahead's board an upgrade of this one.
   */
  private stationsStay(h: number, oldShape: Shape, oldRot: number, shape: Shape, rotation: number): boolean {
    if (!this.tokened[h]) return true;
    const tokens = this.states[h]!.tokens;
    const before = oldShape.rotations[oldRot]!.stopEdges;
    const after = shape.rotations[rotation]!.stopEdges;
    for (let s = 0; s < tokens.length; s++) {
      if (tokens[s]!.some((t) => t !== null) && ((before[s] ?? 0) & ~(after[s] ?? 0)) !== 0) return false;
    }
    return true;
  }

  /**
   * The corporation's connectivity if it is cached and current, without working it out: for checks that can use it
   * when it is at hand and do without otherwise (1870's destination checks after every turn).
   */
  currentConnectivity(corp: string): Connectivity | undefined {
    return this.conn.get(corp);
  }

  /**
   * Is it known, without walking, that the corporation's network reaches a node `test` accepts? Only where the
   * network awaits its extension (new track, or stations that only open ways, since it was walked): the extension, or
   * a fresh walk, keeps every node the old network reached outside the changed hexes (`extend.ts`: an upgrade keeps
   * the old paths, a city no slot). False means not known so: the caller asks `connectivity`. Lets a question with a
   * yes among what was already reached (has the company a route, a city for a station?) skip the extension, which
   * the company's next lay makes anyway.
   */
  keptReachAny(corp: string, test: (node: number) => boolean): boolean {
    if (this.conn.has(corp)) return false;
    const st = this.stale.get(corp);
    if (!st) return false;
    const nodes = st.base.nodes;
    const S = this.maxStops;
    const changed = st.changed;
    for (let n = 0; n < nodes.length; n++) {
      if (nodes[n] && !changed.includes((n / S) | 0) && test(n)) return true;
    }
    return false;
  }

  /**
   * The sides of hex h the corporation's network is known to reach without walking (`Connectivity.edgeMask`): from its
   * cached connectivity; where it awaits its extension, those the old network reached when h is not among the changed
   * hexes (kept as `keptReachAny` says), else none. A lay needs one of them (1830 §6.2); asking this first lets a lay
   * where the old network already reached skip the extension.
   */
  keptEdges(corp: string, h: number): number {
    const c = this.conn.get(corp);
    if (c) return c.edgeMask[h]!;
    const st = this.stale.get(corp);
    return st && !st.changed.includes(h) ? st.base.edgeMask[h]! : 0;
  }

  /** Is node `node` known to be reached without walking (as `keptEdges` knows its sides)? */
  keptNode(corp: string, node: number): boolean {
    const c = this.conn.get(corp);
    if (c) return c.nodes[node] === 1;
    const st = this.stale.get(corp);
    return !!st && st.base.nodes[node] === 1 && !st.changed.includes(this.nodeHex(node));
  }

  /** Is the corporation's connectivity at hand, without walking or extending? */
  hasConnectivity(corp: string): boolean {
    return this.conn.has(corp);
  }

  /** What the corporation's station tokens reach (cached until a change touches its network). */
  connectivity(corp: string): Connectivity {
    let c = this.conn.get(corp);
    if (!c) {
      const st = this.stale.get(corp);
      c = (st && extendConnectivity(this, st.base, st.changed, st.before)) || computeConnectivity(this, corp);
      this.stale.delete(corp);
      this.conn.set(corp, c);
    }
    return c;
  }
}
