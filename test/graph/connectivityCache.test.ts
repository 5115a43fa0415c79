/**
 * The track graph keeps each corporation's connectivity between actions and reuses a track-restriction look-ahead
 * after the lay it looked at (`TrackGraph.updateHex`). Whatever it keeps must be what a fresh walk finds: after every
 * action of every recorded game, each corporation's cached connectivity equals `computeConnectivity` on the same
 * board.
 */
import { describe, expect, it } from 'vitest';
import { computeConnectivity, type Connectivity } from '../../shared/graph/connectivity';
import { differencesAfterEveryAction } from '../support/everyAction';
import { fixtureFiles } from '../support/fixtures';

const TITLES = ['1830', '1846', '1870', '18NY', '1817'];

/** Where two connectivity results differ (the first field), or null. */
function difference(a: Connectivity, b: Connectivity): string | null {
  const same = (x: ArrayLike<number>, y: ArrayLike<number>) => {
    if (x.length !== y.length) return false;
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return false;
    return true;
  };
  if (!same([...a.tokenNodes].sort(), [...b.tokenNodes].sort())) return 'tokenNodes';
  for (const k of ['nodes', 'paths', 'edgeMask', 'touched', 'entries'] as const) if (!same(a[k], b[k])) return k;
  return a.stationsJoined === b.stationsJoined ? null : 'stationsJoined';
}

describe.each(TITLES)('%s', (id) => {
  it.each(fixtureFiles(id).map((f) => [f.split('/').pop()!, f]))('cached connectivity equals a fresh walk after every action of %s', (_, file) => {
    const differences = differencesAfterEveryAction(id, file, (board, corp) => difference(board.connectivity(corp), computeConnectivity(board, corp)));
    expect(differences).toEqual([]);
  });
});
