import type { Action } from '../../engine/actions';
import type { Ctx } from '../../engine/context';
import { log } from '../../engine/entities';
import { neighbor, oppositeEdge, rotateEdge } from '../../hex/edges';
import { removeFromMap } from '../../engine/board';
import { operatingCorp } from '../../engine/rounds/or/common';
import { contentAt } from '../../engine/tiles';
import { check } from '../../engine/result';
import { state18NY } from './state';

/**
 * 18NY 4.4: the NYC formation is triggered by the first 12H train or as soon as track joins Albany (F20) and Buffalo
 * (E3), whoever's stations stand in between. From then on no minor may be started: those not yet started leave the
 * game. 18xx.games records the track trigger as an automatic `destination_connection`.
 */

const ALBANY = 'F20';
const BUFFALO = 'E3';

/** The hexes track reaches from `from`, through any city or town (stations do not block here). */
export function trackReach(c: Ctx, from: string): Set<string> {
  const layout = c.title.map.layout;
  const seen = new Set<string>([from]);
  // Work list of (hex, edge entered by): track in a hex joins its edges through stops or directly.
  const queue: [string, number | null][] = [[from, null]];
  while (queue.length) {
    const [hex, entered] = queue.pop()!;
    const h = c.s.hexes[hex];
    if (!h) continue;
    const rot = h.tile ? h.rotation : 0;
    const paths = contentAt(c, hex).paths ?? [];
    const edgesOf = (p: (typeof paths)[number]): number[] => [p.a, p.b].filter((e) => 'edge' in e).map((e) => rotateEdge((e as { edge: number }).edge, rot));
    const stopsOf = (p: (typeof paths)[number]) => [p.a, p.b].filter((e) => 'stop' in e).map((e) => (e as { stop: number }).stop);
    // The stops and edges joined to where we came in (all the hex's track at the start hex).
    const stops = new Set<number>();
    const edges = new Set<number>();
    if (entered === null) for (const p of paths) for (const e of edgesOf(p)) edges.add(e);
    else {
      for (const p of paths) if (edgesOf(p).includes(entered)) for (const s of stopsOf(p)) stops.add(s);
      for (const p of paths) if (edgesOf(p).includes(entered) || stopsOf(p).some((s) => stops.has(s))) for (const e of edgesOf(p)) edges.add(e);
    }
    for (const e of edges) {
      const next = neighbor(hex, e, layout);
      if (seen.has(next) || !c.s.hexes[next]) continue;
      const back = oppositeEdge(e);
      const nh = c.s.hexes[next];
      const nPaths = contentAt(c, next).paths ?? [];
      const nRot = nh.tile ? nh.rotation : 0;
      if (!nPaths.some((p) => [p.a, p.b].some((x) => 'edge' in x && rotateEdge(x.edge, nRot) === back))) continue;
      seen.add(next);
      queue.push([next, back]);
    }
  }
  return seen;
}

export function albanyBuffaloConnected(c: Ctx): boolean {
  return trackReach(c, BUFFALO).has(ALBANY);
}

/** The NYC formation is triggered: minors not yet started leave the game (4.4). */
export function triggerNycFormation(c: Ctx): void {
  const st = state18NY(c);
  if (st.nyc !== 'none') return;
  st.nyc = 'round_one';
  log(c, '-- NYC formation triggered: no further minors may be started');
  for (const k of Object.values(c.s.corporations)) {
    if (!k.minor || k.floated || k.closed) continue;
    k.closed = true;
    removeFromMap(c, k);
    log(c, `minor ${k.sym} is removed from the game`);
  }
}

/** The recorded trigger (`destination_connection`): track now joins Albany and Buffalo. */
export function processTrackTrigger(c: Ctx): void {
  check(c.loading || albanyBuffaloConnected(c), 'Albany and Buffalo are not joined by track');
  log(c, 'Albany and Buffalo connected by track');
  triggerNycFormation(c);
}

/** The automatic trigger after an action in an operating round. */
export function nycTriggerAutoActions(c: Ctx): Action[] {
  if (state18NY(c).nyc !== 'none' || c.s.round.kind !== 'operating') return [];
  const k = operatingCorp(c);
  if (!k || !albanyBuffaloConnected(c)) return [];
  return [{ type: 'destination_connection', entity: k.sym, entity_type: 'corporation', corporations: [] } as Action];
}
