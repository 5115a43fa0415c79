/**
 * Questions about a network that awaits its extension are answered from what it surely still reaches, without
 * extending it (`TrackGraph.keptReachAny`, `keptEdges`, `keptNode`): has the company a route, a city for a station,
 * a side of the hex it lays on? That is sound only because the extension (or a fresh walk) keeps every node and hex
 * side the old network reached outside the changed hexes. After every action of every recorded game, each node and
 * side they give a corporation is one a fresh walk of the board reaches (asked without filling the graph's cache, so
 * the replay's own caching is what is checked).
 */
import { describe, expect, it } from 'vitest';
import { computeConnectivity, type Connectivity } from '../../shared/graph/connectivity';
import { differencesAfterEveryAction } from '../support/everyAction';
import { fixtureFiles } from '../support/fixtures';

const TITLES = ['1830', '1846', '1870', '18NY', '1817'];

describe.each(TITLES)('%s', (id) => {
  let offered = 0;
  it.each(fixtureFiles(id).map((f) => [f.split('/').pop()!, f]))(
    'what is kept for an extension is reached by a fresh walk after every action of %s',
    (_, file) => {
      const differences = differencesAfterEveryAction(id, file, (board, corp) => {
        let walked: Connectivity | null = null;
        const fresh = () => (walked ??= computeConnectivity(board, corp));
        const missed: string[] = [];
        board.keptReachAny(corp, (node) => {
          offered++;
          if (!fresh().nodes[node]) missed.push(board.nodeName(node));
          return false;
        });
        for (let h = 0; h < board.hexCount; h++) {
          const sides = board.keptEdges(corp, h);
          if (sides & ~fresh().edgeMask[h]!) missed.push(`sides ${sides} of ${board.hexIds[h]}`);
          for (let s = 0; s < board.maxStops; s++) {
            const node = board.nodeId(h, s);
            if (board.keptNode(corp, node) && !fresh().nodes[node]) missed.push(`node ${board.nodeName(node)}`);
          }
        }
        return missed.length ? `kept ${missed.join(', ')} not reached` : null;
      });
      expect(differences).toEqual([]);
    },
  );
  // The check is not empty: networks await their extension in every title's recorded games.
  it('offers kept nodes', () => expect(offered).toBeGreaterThan(0));
});
