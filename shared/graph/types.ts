/**
 * Inputs and outputs of the track graph. The board state is structurally the engine's `HexState` (extra fields are
 * ignored), so the engine can pass `state.hexes` directly.
 */
import type { RevenueColor, TrainDistance } from '../title/types';
import type { TrackGraph } from './trackGraph';

/** What lies on one hex now. */
export interface BoardHexState {
  /** Id of the laid tile def ("57"), or null for the hex's preprinted content. */
  tile: string | null;
  /** Rotation of the laid tile (0-5); ignored for preprinted content. */
  rotation: number;
  /**
   * tokens[stop][slot] = corporation sym or null. Missing entries are empty slots. Entries beyond the city's slot
   * count are extra tokens standing beside the city (1870 destination markers): they fill no slot, but count as the
   * corporation's station; when a tile is upgraded they must stay beyond the new tile's slot count.
   */
  tokens: (string | null)[][];
  /** reserved[stop][slot] = corporation sym whose home slot this is (until it places its home token). */
  reserved?: (string | null)[][];
  /** Corporations whose home is this whole hex, until they place their home token here. */
  homeOf?: string[];
}

/** Hexes absent from the record show their preprinted content with no tokens. */
export type BoardState = Record<string, BoardHexState | undefined>;

/** A stop on the board: hex and stop index ("I15-0" in 18xx.games notation). */
export interface StopRef {
  hex: string;
  stop: number;
}

/** A city slot a corporation may take. */
export interface TokenSlotRef extends StopRef {
  slot: number;
}

/** One route as recorded in an 18xx.games `run_routes` action (extra fields are ignored). */
export interface RouteAction {
  /** Physical train id, e.g. "2-2". */
  train: string;
  /** Each connection is the chain of hexes a piece of track runs through between two stops. */
  connections: string[][];
  /** Stop hexes (display only). */
  hexes?: string[];
  /** Visited stops as "<hex>-<stop index>" (newer recordings only); used to disambiguate. */
  nodes?: string[];
  /** The recorded revenue (not trusted; recomputed). */
  revenue?: number;
}

/** What the route checks need to know about a train. */
export interface RouteTrain {
  name: string;
  distance: TrainDistance;
  /** Revenue multiplier of every stop (18NY double-headed 4DE pays double). */
  multiplier?: number;
  /**
   * What a numeric `distance` counts: revenue stops (default), or hexes travelled (18NY §5 "H" trains: every hex
   * along the way after the first, off-board hexes not counted).
   */
  distanceUnit?: 'stops' | 'hexes';
}

/** A route resolved onto the graph. */
export interface ResolvedRoute {
  train: string;
  /** Visited stops in running order (integer node ids of the graph). */
  nodes: number[];
  /** Paths in running order (integer path ids). */
  paths: number[];
}

/** Everything a title rule may look at when validating or scoring a route. */
export interface RouteContext {
  /** The graph the route runs on (stop kinds, hexes, tokens, `hexSidesCrossed`). */
  graph: TrackGraph;
  corporation: string;
  /** Colour keying phase-dependent revenues (PhaseDef.revenueColor, else the phase's last tile colour). */
  phaseColor: RevenueColor;
  train: RouteTrain;
  /** All routes of the run, in order (for rules that look at the whole set). */
  routes: readonly ResolvedRoute[];
  stopRef(node: number): StopRef;
}

/** Title hooks for route checking and scoring. Everything optional; defaults are the standard 18xx rules. */
export interface RouteRules {
  /** How many stops a town counts against a numeric train distance (default 1; 0 where towns are free). */
  townVisitCost?: number;
  /** Custom distance measure (18NY H-trains count hexes): return the amount used, compared to a numeric distance. */
  routeDistance?(route: ResolvedRoute, ctx: RouteContext): number;
  /** Revenue of a stop before the train multiplier; default: its printed value for the phase colour. */
  stopRevenue?(node: number, base: number, ctx: RouteContext): number;
  /**
   * May a visited stop be one of those that pay (default: every stop)? 18NY's DE trains pay only for their company's
   * stations and off-boards; the others are run through.
   */
  mayPay?(node: number, ctx: RouteContext): boolean;
  /** Extra revenue of a route (1846 East-West and Chicago bonuses). Counted inside the one revenue function. */
  bonus?(route: ResolvedRoute, stops: readonly number[], ctx: RouteContext): number;
  /** Extra check of one route: an error message, or null when fine. */
  extraValidation?(route: ResolvedRoute, ctx: RouteContext): string | null;
  /** Extra check of the whole set of routes: an error message, or null when fine. */
  extraSetValidation?(routes: readonly ResolvedRoute[], corporation: string): string | null;
  /**
   * Bonuses decided by the whole run, once every route is resolved (1846 Mail Contract: $10 per stop of the route
   * that visits most stops): for each route, in order, an amount added to its revenue.
   */
  runBonus?(routes: readonly ResolvedRoute[], corporation: string): readonly number[];
  /**
   * Revenue the run earns beyond its routes' own, from the stops its routes pay (`paying[i]`: route i's, as
   * `payingStops` chooses them): for each route, in order, what it adds. 18NY 7.1.3.2 connection bonuses: $10 for
   * each bonus location the run serves first, counted for the first route serving it. Not part of any route's
   * revenue (18xx.games records routes without it): validation reports it as `extra`.
   */
  runExtra?(g: TrackGraph, routes: readonly ResolvedRoute[], paying: readonly (readonly number[])[], corporation: string): readonly number[];
}

export type RouteValidation =
  | {
      ok: true;
      revenues: number[];
      routes: ResolvedRoute[];
      /** The routes' revenues added up (`extra` not included). */
      total: number;
      /** With a `runExtra` hook: what it adds to the run, and each route's paying stops. */
      extra?: number;
      paying?: number[][];
    }
  | { ok: false; error: string; revenues: number[] };

/**
 * What a lay must add to the corporation's network (18xx.games `TRACK_RESTRICTION`): `permissive` nothing more;
 * `restrictive` new track the network reaches; `semi_restrictive` new reached track or a changed city value
 * (1846, 1870, 1817); `city_permissive` new reached track unless the tile has a city.
 */
export type TrackRestriction = 'permissive' | 'restrictive' | 'semi_restrictive' | 'city_permissive';

export interface TileLayOptions {
  /** Lay without checking the corporation's network (private abilities, home tile lays). */
  ignoreConnectivity?: boolean;
  /** Default: the title's `settings.trackRestriction`, else `permissive`. Not applied with `ignoreConnectivity`. */
  trackRestriction?: TrackRestriction;
}
