import { describe, expect, it } from 'vitest';
import { TrackGraph, legalTileRotations, upgradeCandidates, upgradeSourceKey } from '../../shared/graph';
import { loadTitle } from './replay';

describe('upgrade table lookups on the real 1830 map', () => {
  const title = loadTitle('1830');
  const g = new TrackGraph(title);

  it.each([
    ['F12', '@plain'], // blank white hex
    ['B20', '@town'], // one town
    ['G7', '@towns2'], // two towns
    ['E19', '@city'], // one empty city
    ['E5', 'E5'], // OO hex, printed yellow in 1830's data: named by its hex
    ['G19', 'G19'], // preprinted NY content: named by its hex
  ])('%s reads the table under %s', (hex, key) => {
    expect(upgradeSourceKey(g, hex)).toBe(key);
  });

  it('a laid tile reads the table under its id, and lists what it becomes', () => {
    const h = new TrackGraph(title, { E19: { tile: '57', rotation: 0, tokens: [] } });
    expect(upgradeSourceKey(h, 'E19')).toBe('57');
    expect(upgradeCandidates(h, 'E19')).toEqual(title.upgrades['57']);
    expect(upgradeCandidates(h, 'E19').length).toBeGreaterThan(0);
  });

  it('every tile the table offers for a plain hex fits it in some rotation (ignoring the network)', () => {
    for (const tile of upgradeCandidates(g, 'F12')) {
      expect(legalTileRotations(g, 'X', 'F12', tile, { ignoreConnectivity: true }).length, tile).toBeGreaterThan(0);
    }
  });
});

describe('future labels pick the labelled table entry at the right colour', () => {
  it('18NY Buffalo (E3) takes "Bu" at gray: its brown tile reads the table under "<tile>:Bu"', () => {
    const title = loadTitle('18NY');
    const e3 = title.map.hexes.find((h) => h.id === 'E3')!;
    expect(e3.futureLabel).toEqual({ label: 'Bu', color: 'gray' });
    const brown = title.tiles.find((t) => t.color === 'brown' && (t.stops ?? []).some((s) => s.type === 'city'))!;
    const g = new TrackGraph(title, { E3: { tile: brown.id, rotation: 0, tokens: [] } });
    expect(upgradeSourceKey(g, 'E3')).toBe(`${brown.id}:Bu`);
    const yellow = title.tiles.find((t) => t.color === 'yellow' && (t.stops ?? []).some((s) => s.type === 'city'))!;
    const y = new TrackGraph(title, { E3: { tile: yellow.id, rotation: 0, tokens: [] } });
    expect(upgradeSourceKey(y, 'E3')).toBe(yellow.id);
  });
});
