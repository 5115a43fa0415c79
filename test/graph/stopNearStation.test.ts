/**
 * Whether a company has somewhere to run is answered from a stop a short way from one of its stations where there is
 * one (`stopNearStation`), without walking its network: sound only if a fresh walk of the board reaches a stop other
 * than its stations' cities whenever that finds one. Checked after every action of every recorded game, for every
 * corporation (asked without filling the graph's cache).
 */
import { describe, expect, it } from 'vitest';
import { computeConnectivity, reachesBeyondStations } from '../../shared/graph/connectivity';
import { stopNearStation } from '../../shared/graph/stopNearStation';
import { differencesAfterEveryAction } from '../support/everyAction';
import { fixtureFiles } from '../support/fixtures';

const TITLES = ['1830', '1846', '1870', '18NY', '1817'];

describe.each(TITLES)('%s', (id) => {
  let found = 0;
  it.each(fixtureFiles(id).map((f) => [f.split('/').pop()!, f]))('a stop near a station is one a fresh walk reaches, after every action of %s', (_, file) => {
    const differences = differencesAfterEveryAction(id, file, (board, corp) => {
      if (!stopNearStation(board, corp)) return null;
      found++;
      return reachesBeyondStations(board, computeConnectivity(board, corp)) ? null : 'stop near a station is not reached by a fresh walk';
    });
    expect(differences).toEqual([]);
  });
  // The check is not empty: companies have stops near their stations in every title's recorded games.
  it('finds stops near stations', () => expect(found).toBeGreaterThan(0));
});
