/**
 * The exact walk's second pass tries only the entries from which a missed path can be reached (`usefulEntries`),
 * found by walking back from the missed paths with each entry's predecessors worked out on the spot. Here they
 * are checked against the straightforward way (every link of the bound listed, then followed back from the missed
 * entries): after every action of every recorded game, for each corporation's reached paths as the bound and
 * several subsets of them as what the first pass found, both mark the same entries.
 */
import { describe, expect, it } from 'vitest';
import { usefulEntries } from '../../shared/graph/routeWalk';
import { STOP_BASE, isEdgeEnd } from '../../shared/graph/shape';
import type { TrackGraph } from '../../shared/graph/trackGraph';
import { opposite, passable } from '../../shared/graph/walkParts';
import { differencesAfterEveryAction } from '../support/everyAction';
import { fixtureFiles } from '../support/fixtures';

const TITLES = ['1830', '1846', '1870', '18NY', '1817'];

/** The reference: every link between entries of the bound listed, then followed back from the missed entries. */
function reference(g: TrackGraph, corp: string, tokenNodes: readonly number[], bound: Uint8Array, found: Uint8Array): Uint8Array {
  const P = g.maxPaths;
  const useful = new Uint8Array(bound.length * 2);
  const into = new Map<number, number[]>();
  const link = (key: number, to: number) => {
    const list = into.get(to) ?? [];
    list.push(key);
    into.set(to, list);
  };
  const work: number[] = [];
  for (let pathId = 0; pathId < bound.length; pathId++) {
    if (!bound[pathId]) continue;
    if (!found[pathId]) {
      useful[pathId * 2] = useful[pathId * 2 + 1] = 1;
      work.push(pathId * 2, pathId * 2 + 1);
    }
    const h = (pathId / P) | 0;
    const i = pathId - h * P;
    const rs = g.rotatedAt(h);
    for (let dir = 0; dir < 2; dir++) {
      const key = pathId * 2 + dir;
      const to = rs.ends[2 * i + 1 - dir]!;
      if (isEdgeEnd(to)) {
        const o = g.nbr[h * 6 + to]!;
        if (o < 0) continue;
        const back = opposite(to);
        const ors = g.rotatedAt(o);
        for (const j of ors.byEdge[back]!) link(key, (o * P + j) * 2 + (ors.ends[2 * j] === back ? 0 : 1));
        continue;
      }
      const s = to - STOP_BASE;
      const node = g.nodeId(h, s);
      if (tokenNodes.includes(node) || !passable(g, node, h, s, corp, i)) continue;
      for (const j of rs.byStop[s]!) if (j !== i) link(key, (h * P + j) * 2 + (rs.ends[2 * j] === to ? 0 : 1));
    }
  }
  while (work.length > 0) {
    for (const k of into.get(work.pop()!) ?? []) {
      if (!useful[k]) {
        useful[k] = 1;
        work.push(k);
      }
    }
  }
  return useful;
}

describe.each(TITLES)('%s', (id) => {
  it.each(fixtureFiles(id).map((f) => [f.split('/').pop()!, f]))('useful entries equal the listed links after every action of %s', (_, file) => {
    const differences = differencesAfterEveryAction(id, file, (board, corp, i) => {
      const conn = board.connectivity(corp);
      if (conn.tokenNodes.length === 0) return null;
      // Subsets of the reached paths as what the first pass found: every third path missed, or every path but
      // one in seven (the usual case: the first pass finds nearly everything).
      for (const missed of [(p: number) => p % 3 === i % 3, (p: number) => (p + i) % 7 === 0]) {
        const found = conn.paths.map((x, p) => (x && !missed(p) ? 1 : 0));
        const useful = new Uint8Array(conn.paths.length * 2);
        const marked: number[] = [];
        usefulEntries(board, corp, conn.tokenNodes, conn.paths, found, useful, marked);
        const want = reference(board, corp, conn.tokenNodes, conn.paths, found);
        if (!want.every((x, k) => x === useful[k]) || marked.length !== want.reduce((n, x) => n + x, 0)) return 'useful entries';
      }
      return null;
    });
    expect(differences).toEqual([]);
  });
});
