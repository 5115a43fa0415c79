/**
 * A steered tile lay for `scripts/agree.ts`: among the lays a company may pay for, the one that brings its network
 * nearest to stops it does not reach yet. Random lays mostly join nothing, and a company that never reaches a second
 * stop earns nothing and sinks (1817 §6.6: a withheld or missed dividend moves the price left) until it is liquidated.
 * Greedy and short-sighted on purpose: the lays on a few hexes are tried, each scored on the network after it
 * (`networkScore`).
 */
import type { Action } from '../shared/engine/actions';
import { context, type Game } from '../shared/engine/game';
import { graph } from '../shared/engine/graphCache';
import { legalTileLays, type LegalAction } from '../shared/engine/legal';
import type { Connectivity } from '../shared/graph/connectivity';
import type { TrackGraph } from '../shared/graph/trackGraph';

/** Hexes tried per lay: the offered hexes nearest to an unreached stop, and a few drawn at random. */
const NEAR_HEXES = 2;
const RANDOM_HEXES = 1;
const FAR = 1000;

/** Distance in hexes from each hex to the nearest printed stop (city, town, off-board) the network does not reach. */
function distanceToNewStops(g: TrackGraph, conn: Connectivity): Int32Array {
  const n = g.hexIds.length;
  const dist = new Int32Array(n).fill(FAR);
  const queue: number[] = [];
  for (let h = 0; h < n; h++) {
    const stops = g.mapHexes[h]?.tile?.stops?.length ?? 0;
    if (!stops) continue;
    let reached = false;
    for (let s = 0; s < g.maxStops; s++) if (conn.nodes[g.nodeId(h, s)]) reached = true;
    if (reached) continue;
    dist[h] = 0;
    queue.push(h);
  }
  for (let i = 0; i < queue.length; i++) {
    const h = queue[i];
    for (let e = 0; e < 6; e++) {
      const o = g.nbr[h * 6 + e];
      if (o >= 0 && dist[o] > dist[h] + 1) {
        dist[o] = dist[h] + 1;
        queue.push(o);
      }
    }
  }
  return dist;
}

/** How good a network is for running: the stops it reaches, then how near its open ends come to a stop it does not. */
function networkScore(g: TrackGraph, conn: Connectivity): number {
  let stops = 0;
  for (let i = 0; i < conn.nodes.length; i++) stops += conn.nodes[i];
  const dist = distanceToNewStops(g, conn);
  let frontier = FAR;
  for (let h = 0; h < conn.edgeMask.length; h++) {
    const m = conn.edgeMask[h];
    if (!m) continue;
    for (let e = 0; e < 6; e++) {
      const o = g.nbr[h * 6 + e];
      if (m & (1 << e) && o >= 0) frontier = Math.min(frontier, dist[o]);
    }
  }
  return stops * 50 - Math.min(frontier, 40);
}

/**
 * The best lay within `budget` (dollars) for the company `offer` names, or null when none is within it. Each lay is
 * scored on the network it would make (`TrackGraph.connectivityIf`, the graph unchanged), not played.
 */
export function steeredLay(game: Game, offer: Extract<LegalAction, { type: 'lay_tile' }>, budget: number, rnd: () => number): Action | null {
  const sym = offer.entity;
  const g = graph(context(game));
  const dist = distanceToNewStops(g, g.connectivity(sym));
  const near = (hex: string) => dist[g.hexIndex.get(hex)!] ?? FAR;
  const byDistance = [...offer.hexes].sort((a, b) => near(a) - near(b));
  const rest = byDistance.slice(NEAR_HEXES).sort(() => rnd() - 0.5);
  let best: { action: Action; score: number } | null = null;
  for (const hex of [...byDistance.slice(0, NEAR_HEXES), ...rest.slice(0, RANDOM_HEXES)]) {
    const h = g.hexIndex.get(hex)!;
    for (const lay of legalTileLays(game, offer, hex)) {
      if (lay.cost > budget) continue;
      const conn = g.connectivityIf(sym, h, g.shapeOf(lay.tile), lay.rotation);
      // Cheaper lays win ties of the network; the draw breaks the rest.
      const score = networkScore(g, conn) - lay.cost / 100 + rnd() / 1000;
      if (!best || score > best.score) best = { action: lay.action, score };
    }
  }
  return best?.action ?? null;
}
