/**
 * A corporation's network is extended through changed hexes instead of walked again (`shared/graph/extend.ts`):
 * when a lay is checked (the track-restriction look-ahead, `connectivityIf`) and when it is next asked for after
 * others laid track near it (`TrackGraph.updateHex`). The extension must find what a fresh walk finds:
 *  - before every recorded lay, for every rotation a lay of that tile there may take, the look-ahead equals a fresh
 *    walk of the board with that tile laid;
 *  - with each corporation's connectivity asked for only every few actions (several lays of others in between, as
 *    between its turns), the result equals a fresh walk after each of those actions.
 */
import { describe, expect, it } from 'vitest';
import { graph } from '../../shared/engine/board';
import { context } from '../../shared/engine/game';
import { effectiveActions, type ActionOf } from '../../shared/engine/actions';
import { replay, setupOf } from '../../shared/engine/replay';
import { computeConnectivity, hasRunnableNetwork, reachesBeyondStations, type Connectivity } from '../../shared/graph/connectivity';
import { freeSlot, hasReachableCity } from '../../shared/graph/tokens';
import { legalTileRotations } from '../../shared/graph/tileLay';
import { TrackGraph } from '../../shared/graph/trackGraph';
import { rulesFor } from '../../shared/rules/index';
import { differencesAfterEveryAction } from '../support/everyAction';
import { fixtureFiles, loadFixture, loadTitle } from '../support/fixtures';

const TITLES = ['1830', '1846', '1870', '18NY', '1817'];

/** Where two connectivity results differ (the first field), or null. */
function difference(a: Connectivity, b: Connectivity): string | null {
  const same = (x: ArrayLike<number>, y: ArrayLike<number>) => x.length === y.length && Array.from(x).every((v, i) => v === y[i]);
  if (!same(a.tokenNodes, b.tokenNodes)) return 'tokenNodes';
  for (const k of ['nodes', 'paths', 'edgeMask', 'touched', 'entries'] as const) if (!same(a[k], b[k])) return k;
  return a.stationsJoined === b.stationsJoined ? null : 'stationsJoined';
}

/** A tile id of a recorded lay without its copy number ("57-2" is a copy of tile 57). */
const tileOf = (recorded: string) => recorded.replace(/-\d+$/, '');

/** Every corporation is looked at every `EVERY` actions, each at its own offset. */
const EVERY = 7;

describe.each(TITLES)('%s', (id) => {
  const files = fixtureFiles(id).map((f) => [f.split('/').pop()!, f]);

  it.each(files)('the look-ahead of every rotation of every recorded lay equals a fresh walk (%s)', (_, file) => {
    const title = loadTitle(id);
    const g = loadFixture(file);
    const actions = effectiveActions(g.actions);
    const differences: string[] = [];
    let looked = 0;
    replay(title, rulesFor(title), setupOf(g), g.actions, (game, _a, i) => {
      const next = actions[i + 1];
      if (next?.type !== 'lay_tile' || differences.length >= 3) return;
      const lay = next as ActionOf<'lay_tile'>;
      const board = graph(context(game));
      const corp = String(lay.entity);
      const tile = tileOf(lay.tile);
      if (!board.hexIndex.has(lay.hex)) return;
      const h = board.hex(lay.hex);
      for (const r of legalTileRotations(board, corp, lay.hex, tile, { ignoreConnectivity: true })) {
        const ahead = board.connectivityIf(corp, h, board.shapeOf(tile), r);
        const state = game.state.hexes[lay.hex]!;
        const laid = new TrackGraph(title, { ...game.state.hexes, [lay.hex]: { ...state, tile, rotation: r } });
        const d = difference(ahead, computeConnectivity(laid, corp));
        looked++;
        if (d) differences.push(`before action ${i + 1} (id ${lay.id}): ${corp} ${tile} on ${lay.hex} rotation ${r}: ${d}`);
      }
    });
    expect(differences).toEqual([]);
    if (actions.some((a) => a.type === 'lay_tile')) expect(looked).toBeGreaterThan(0);
  });

  // A lay's connection check answers from the network as last walked where that reached the side (what other lays
  // changed since only adds to it), and must answer as a fresh walk does.
  it.each(files)('whether the network reaches a hex side, asked every few actions, is what a fresh walk finds (%s)', (_, file) => {
    const offset = (corp: string) => [...corp].reduce((n, ch) => n + ch.charCodeAt(0), 0) % EVERY;
    const differences = differencesAfterEveryAction(id, file, (board, corp, i) => {
      if ((i + offset(corp)) % EVERY !== 0) return null;
      const answers: boolean[] = [];
      for (let h = 0; h < board.hexCount; h++) for (let e = 0; e < 6; e++) answers.push(board.reachesSide(corp, h, 1 << e));
      const fresh = computeConnectivity(board, corp).edgeMask;
      const at = answers.findIndex((yes, n) => yes !== ((fresh[(n / 6) | 0]! & (1 << (n % 6))) !== 0));
      return at < 0 ? null : `side ${at % 6} of ${board.hexIds[(at / 6) | 0]}`;
    });
    expect(differences).toEqual([]);
  });

  // Asked at every operating turn: answered from the network as last walked where that reached a stop outside the
  // hexes changed since.
  it.each(files)('whether the network has somewhere to run, asked every few actions, is what a fresh walk finds (%s)', (_, file) => {
    const offset = (corp: string) => [...corp].reduce((n, ch) => n + ch.charCodeAt(0), 0) % EVERY;
    const differences = differencesAfterEveryAction(id, file, (board, corp, i) => {
      if ((i + offset(corp)) % EVERY !== 0) return null;
      const kept = hasRunnableNetwork(board, corp);
      const fresh = reachesBeyondStations(board, computeConnectivity(board, corp));
      return kept === fresh ? null : `somewhere to run: ${kept} (fresh: ${fresh})`;
    });
    expect(differences).toEqual([]);
  });

  // Asked at every operating turn (the token step): answered from the network as last walked where that reached a
  // city open to a station outside the hexes changed since.
  it.each(files)('whether the network reaches a city open to a station, asked every few actions, is what a fresh walk finds (%s)', (_, file) => {
    const offset = (corp: string) => [...corp].reduce((n, ch) => n + ch.charCodeAt(0), 0) % EVERY;
    const differences = differencesAfterEveryAction(id, file, (board, corp, i) => {
      if ((i + offset(corp)) % EVERY !== 0) return null;
      const kept = hasReachableCity(board, corp);
      const nodes = computeConnectivity(board, corp).nodes;
      let fresh = false;
      for (let n = 0; n < nodes.length && !fresh; n++) {
        const h = board.nodeHex(n);
        fresh = nodes[n] === 1 && !board.hasTokenInHex(h, corp) && freeSlot(board, h, board.nodeStop(n), corp) >= 0;
      }
      return kept === fresh ? null : `city open to a station: ${kept} (fresh: ${fresh})`;
    });
    expect(differences).toEqual([]);
  });

  it.each(files)('connectivity asked for every few actions equals a fresh walk (%s)', (_, file) => {
    const offset = (corp: string) => [...corp].reduce((n, ch) => n + ch.charCodeAt(0), 0) % EVERY;
    const differences = differencesAfterEveryAction(id, file, (board, corp, i) =>
      (i + offset(corp)) % EVERY === 0 ? difference(board.connectivity(corp), computeConnectivity(board, corp)) : null,
    );
    expect(differences).toEqual([]);
  });
});
