/**
 * Questions about a company's network are answered yes from short routes out of its stations where they can be
 * (`nearStations.ts`: somewhere to run, a side of the hex it lays on, new track its lay reaches), without walking or
 * extending the network: sound only if a fresh walk of the board enters every path those routes enter, and so reaches
 * their sides and stops. Checked after every action of every recorded game, for every corporation (asked without
 * filling the graph's cache).
 */
import { describe, expect, it } from 'vitest';
import { type Connectivity, computeConnectivity } from '../../shared/graph/connectivity';
import { onShortRoutes } from '../../shared/graph/nearStations';
import { isEdgeEnd, STOP_BASE } from '../../shared/graph/shape';
import { differencesAfterEveryAction } from '../support/everyAction';
import { fixtureFiles } from '../support/fixtures';

const TITLES = ['1830', '1846', '1870', '18NY', '1817'];

describe.each(TITLES)('%s', (id) => {
  let entered = 0;
  it.each(fixtureFiles(id).map((f) => [f.split('/').pop()!, f]))(
    'what short routes from stations enter a fresh walk reaches, after every action of %s',
    (_, file) => {
      const differences = differencesAfterEveryAction(id, file, (board, corp) => {
        let walked: Connectivity | null = null;
        const fresh = () => (walked ??= computeConnectivity(board, corp));
        const missed: string[] = [];
        onShortRoutes(board, corp, (h, i, to) => {
          entered++;
          const c = fresh();
          if (!c.paths[h * board.maxPaths + i]) missed.push(`path ${i} of ${board.hexIds[h]}`);
          const ends = board.rotatedAt(h).ends;
          for (const e of [ends[2 * i]!, ends[2 * i + 1]!]) if (isEdgeEnd(e) && !(c.edgeMask[h]! & (1 << e))) missed.push(`side ${e} of ${board.hexIds[h]}`);
          if (!isEdgeEnd(to) && !c.nodes[board.nodeId(h, to - STOP_BASE)]) missed.push(`stop ${board.nodeName(board.nodeId(h, to - STOP_BASE))}`);
          return false;
        });
        return missed.length ? `short routes enter ${missed.slice(0, 3).join(', ')}, not reached by a fresh walk` : null;
      });
      expect(differences).toEqual([]);
    },
  );
  // The check is not empty: companies have stations with track in every title's recorded games.
  it('enters paths', () => expect(entered).toBeGreaterThan(0));
});
