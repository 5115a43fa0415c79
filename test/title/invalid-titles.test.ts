import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validateTitleFolder } from '../../main/titles';
import { titleFiles, validateFiles } from './helpers';

type Files = Record<string, any>;

/** Each case: one defect in an otherwise valid 1830, and the single error it must produce. */
const CASES: [name: string, defect: (f: Files) => void, error: string][] = [
  ['wrong type for the bank', (f) => (f['title.json'].bank = 'lots'), 'title.json: /bank: does not match any allowed form'],
  ['wrong type for a tile count', (f) => (f['tiles.json'].manifest['57'] = 'four'), 'tiles.json: /manifest/57: does not match any allowed form'],
  ['unknown tile in the manifest', (f) => (f['tiles.json'].manifest['999'] = 1), 'tiles.json: /manifest/999: unknown tile "999"'],
  ['tile missing from the manifest', (f) => delete f['tiles.json'].manifest['57'], 'tiles.json: /tiles/33: tile "57" has no count in the manifest'],
  ['upgrade to an unknown tile', (f) => f['tiles.json'].upgrades['57'].push('998'), 'tiles.json: /upgrades/57/2: unknown tile "998"'],
  [
    'upgrade from an unknown source',
    (f) => (f['tiles.json'].upgrades['X1'] = ['14']),
    'tiles.json: /upgrades/X1: unknown upgrade source "X1" (not a tile, hex or @class)',
  ],
  ['home on an unknown hex', (f) => (f['companies.json'].corporations[0].home = 'Z99'), 'companies.json: /corporations/0/home: unknown hex "Z99"'],
  [
    'duplicate corporation',
    (f) => f['companies.json'].corporations.push({ ...f['companies.json'].corporations[1] }),
    'companies.json: /corporations/8: duplicate corporation "NYC"',
  ],
  ['duplicate hex', (f) => f['map.json'].map.hexes.push({ id: 'F20', color: 'white' }), 'map.json: /map/hexes/93: duplicate hex id "F20"'],
  ['phase on an unknown train', (f) => (f['trains.json'].phases[1].on = '7'), 'trains.json: /phases/1/on: unknown train "7"'],
  ['train rusting on an unknown train', (f) => (f['trains.json'].trains[0].rustsOn = '9'), 'trains.json: /trains/0/rustsOn: unknown train "9"'],
  ['missing required field', (f) => delete f['companies.json'].corporations[2].tokens, 'companies.json: /corporations/2/tokens: is required'],
  ['missing top-level key', (f) => delete f['market.json'].market, 'market.json: /market: is required'],
  ['misspelt property', (f) => (f['map.json'].map.hexes[0].colour = 'white'), 'map.json: /map/hexes/0/colour: is not a known property'],
  [
    'colour outside the enum',
    (f) => (f['tiles.json'].tiles[0].color = 'purple'),
    'tiles.json: /tiles/0/color: must be one of "white", "yellow", "green", "brown", "gray", "red", "blue"',
  ],
  [
    'ability on an unknown hex',
    (f) => (f['companies.json'].companies[0].abilities[0].hexes = ['Q1']),
    'companies.json: /companies/0/abilities/0/hexes/0: unknown hex "Q1"',
  ],
  [
    'ability field of the wrong type',
    (f) => (f['companies.json'].companies[1].abilities[1].count = 'one'),
    'companies.json: /companies/1/abilities/1/count: must be integer',
  ],
  [
    'share of an unknown corporation',
    (f) => (f['companies.json'].companies[4].abilities[1].shares = ['XYZ_1']),
    'companies.json: /companies/4/abilities/1/shares/0: unknown corporation "XYZ" in share "XYZ_1"',
  ],
  ['path to a missing stop', (f) => (f['tiles.json'].tiles[33].paths[0].b = { stop: 3 }), 'tiles.json: /tiles/33/paths/0/b/stop: no stop 3 on this tile'],
  ['setting naming an unknown hex', (f) => (f['title.json'].settings.steamboatHexes = ['Z1']), 'title.json: /settings/steamboatHexes/0: unknown hex "Z1"'],
  ['hex-specific upgrade on an unknown hex', (f) => (f['tiles.json'].upgrades['57@Z9'] = ['14']), 'tiles.json: /upgrades/57@Z9: unknown hex "Z9"'],
  [
    'excluded optional rule unknown',
    (f) => (f['title.json'].optionalRules[0].excludes = ['nope']),
    'title.json: /optionalRules/0/excludes/0: unknown optional rule "nope"',
  ],
  ['player count without starting cash', (f) => delete f['title.json'].startingCash['4'], 'title.json: /startingCash: no starting cash for 4 players'],
];

describe('invalid titles are rejected with <file>: <pointer>: <message>', () => {
  it('the unmodified title is valid (so each case below has exactly one defect)', () => {
    expect(validateFiles(titleFiles('1830'))).toEqual([]);
  });

  it('tile 57 is at index 33 of 1830 tiles (cases above rely on it)', () => {
    expect(titleFiles('1830')['tiles.json'].tiles[33].id).toBe('57');
  });

  it.each(CASES)('%s', (_name, defect, error) => {
    const files = titleFiles('1830');
    defect(files);
    expect(validateFiles(files)).toEqual([error]);
  });

  it('a schema error does not hide semantic problems elsewhere: every problem at once', () => {
    const files = titleFiles('1830');
    files['title.json'].bank = 'lots';
    files['tiles.json'].manifest['999'] = 1;
    files['companies.json'].corporations[0].home = 'Z99';
    delete files['companies.json'].corporations[2].tokens;
    expect(validateFiles(files)).toEqual([
      'title.json: /bank: does not match any allowed form',
      'companies.json: /corporations/2/tokens: is required',
      'tiles.json: /manifest/999: unknown tile "999"',
      'companies.json: /corporations/0/home: unknown hex "Z99"',
    ]);
  });

  it('parts of the wrong shape are reported by the schema and do not stop the other checks', () => {
    const files = titleFiles('1830');
    files['trains.json'].trains = 'none';
    files['map.json'].map.hexes[3] = 7;
    files['tiles.json'].upgrades['57'].push('998');
    const problems = validateFiles(files);
    expect(problems).toContain('trains.json: /trains: must be array');
    expect(problems).toContain('map.json: /map/hexes/3: must be object');
    expect(problems).toContain('tiles.json: /upgrades/57/2: unknown tile "998"');
  });

  it('a key defined in two files is reported against the later file', () => {
    const files = titleFiles('1830');
    files['market.json'].phases = files['trains.json'].phases;
    expect(validateFiles(files)).toEqual(['trains.json: /phases: duplicate key, already defined in market.json']);
  });

  it('a file that is not an object is reported', () => {
    const files = titleFiles('1830');
    files['extra.json'] = [1, 2];
    expect(validateFiles(files)).toEqual(['extra.json: : must be a JSON object of title keys']);
  });

  it('malformed JSON on disk is reported with its file name', () => {
    const dir = mkdtempSync(join(tmpdir(), 'title-'));
    try {
      for (const [file, json] of Object.entries(titleFiles('1830'))) writeFileSync(join(dir, file), JSON.stringify(json));
      writeFileSync(join(dir, 'market.json'), '{ "market": ');
      const result = validateTitleFolder(dir);
      expect(result.ok).toBe(false);
      expect(result.errors[0]).toMatch(/^market\.json: : invalid JSON: /);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a folder that does not exist is an error, not a crash', () => {
    const result = validateTitleFolder('/nonexistent/title');
    expect(result).toEqual({ ok: false, errors: ['/nonexistent/title: : not a folder'] });
  });
});
