import type { Ctx } from '../../engine/context';
import { graph } from '../../engine/board';
import { check } from '../../engine/result';
import { chainsFromStop } from '../../graph/chains';
import { CITY, OFFBOARD } from '../../graph/shape';
import type { TrackGraph } from '../../graph/trackGraph';

/**
 * Little Miami (second edition): its owning corporation lays up to two tiles on Cincinnati (H12) and Dayton (G13)
 * to join the two cities. As 18xx.games has it: the two hexes may not be joined already when it starts, must be
 * joined when it is done, new track on each tile it laid must serve that connection, and it may not lay twice on one
 * hex. The connection checks are made in live play only (`Ctx.loading`), as 18xx.games makes them, so games recorded
 * before it made them still load.
 */

export const LITTLE_MIAMI = 'LM';

/** A hex laid by a company's run of lays, with the hex sides its lay opened (bit per edge). */
export interface SpecialLaid {
  hex: string;
  newExits: number;
}

/** Hex sides with track on hex h as it lies now (bit per edge). */
export function exitsOf(g: TrackGraph, h: number): number {
  const rs = g.rotatedAt(h);
  let m = 0;
  for (let e = 0; e < 6; e++) if (rs.byEdge[e]!.length > 0) m |= 1 << e;
  return m;
}

/** Most chain steps a connection search takes before it gives the benefit of the doubt. */
const SEARCH_LIMIT = 20_000;

/**
 * Is there a walk on track from the city on hex `a` to the city on hex `b` (stations do not block, off-boards end a
 * walk), using some path of `via` when given?
 */
function joined(g: TrackGraph, a: string, b: string, via: ReadonlySet<number> | null = null): boolean {
  const from = cityNode(g, a);
  const to = cityNode(g, b);
  if (from < 0 || to < 0) return false;
  const onWalk = new Set<number>([from]);
  let steps = 0;
  const walk = (node: number, used: boolean): boolean => {
    for (const ch of chainsFromStop(g, node)) {
      if (++steps > SEARCH_LIMIT) return true;
      if (onWalk.has(ch.b)) continue;
      const uses = used || (via !== null && ch.paths.some((p) => via.has(p)));
      if (ch.b === to) {
        if (via === null || uses) return true;
        continue;
      }
      if (g.shapeAt(g.nodeHex(ch.b)).stopKind[g.nodeStop(ch.b)] === OFFBOARD) continue;
      onWalk.add(ch.b);
      const found = walk(ch.b, uses);
      onWalk.delete(ch.b);
      if (found) return true;
    }
    return false;
  };
  return walk(from, false);
}

function cityNode(g: TrackGraph, hex: string): number {
  const h = g.hex(hex);
  const kinds = g.shapeAt(h).stopKind;
  for (let s = 0; s < kinds.length; s++) if (kinds[s] === CITY) return g.nodeId(h, s);
  return -1;
}

/** Before its first lay: a lay on a hex already laid by this run is refused; so is starting with the cities joined. */
export function littleMiamiBefore(c: Ctx, hexes: readonly string[], hex: string, laid: readonly SpecialLaid[]): void {
  check(!laid.some((l) => l.hex === hex), () => `Little Miami cannot lay and upgrade a tile on the same hex (${hex})`);
  if (c.loading || laid.length > 0) return;
  const [a, b] = hexes as [string, string];
  check(!joined(graph(c), a, b), () => `${a} and ${b} are already connected: Little Miami cannot be used`);
}

/** When its lays are done: the cities joined, by new track of every tile it laid. */
export function littleMiamiAfter(c: Ctx, hexes: readonly string[], laid: readonly SpecialLaid[]): void {
  if (c.loading || laid.length === 0) return;
  const g = graph(c);
  const [a, b] = hexes as [string, string];
  check(joined(g, a, b), () => `${a} and ${b} must be connected after using Little Miami`);
  for (const l of laid) {
    const h = g.hex(l.hex);
    const rs = g.rotatedAt(h);
    const fresh = new Set<number>();
    for (let e = 0; e < 6; e++) if (l.newExits & (1 << e)) for (const i of rs.byEdge[e]!) fresh.add(h * g.maxPaths + i);
    check(joined(g, a, b, fresh), () => `some new track on each tile Little Miami lays must connect ${a} and ${b} (${l.hex})`);
  }
}
