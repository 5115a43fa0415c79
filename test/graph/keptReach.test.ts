/**
 * `TrackGraph.keptReachAny` answers "has the company a route, a city for a station?" from a network that awaits its
 * extension, without extending it: it may do so only because the extension keeps every node the old network reached
 * outside the changed hexes. After every action of every recorded game, each node it offers a corporation is one a
 * fresh walk of the board reaches (the check asks without filling the graph's cache, so the replay's own caching is
 * what is checked).
 */
import { describe, expect, it } from 'vitest';
import { computeConnectivity } from '../../shared/graph/connectivity';
import { differencesAfterEveryAction } from '../support/everyAction';
import { fixtureFiles } from '../support/fixtures';

const TITLES = ['1830', '1846', '1870', '18NY', '1817'];

describe.each(TITLES)('%s', (id) => {
  let offered = 0;
  it.each(fixtureFiles(id).map((f) => [f.split('/').pop()!, f]))(
    'every node kept for an extension is reached by a fresh walk after every action of %s',
    (_, file) => {
      const differences = differencesAfterEveryAction(id, file, (board, corp) => {
        let fresh: Uint8Array | null = null;
        const missed: string[] = [];
        board.keptReachAny(corp, (node) => {
          offered++;
          fresh ??= computeConnectivity(board, corp).nodes;
          if (!fresh[node]) missed.push(board.nodeName(node));
          return false;
        });
        return missed.length ? `kept nodes ${missed.join(', ')} are not reached` : null;
      });
      expect(differences).toEqual([]);
    },
  );
  // The check is not empty: networks await their extension in every title's recorded games.
  it('offers kept nodes', () => expect(offered).toBeGreaterThan(0));
});
