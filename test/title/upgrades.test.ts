/**
 * The upgrade tables computed from the standard rule, checked against the charts printed in the rulebooks:
 * 1830 "Track tile manifest & upgrades" (p. 28) and 1846 "Tile Manifest and Upgrades" (p. 21).
 */
import { describe, expect, it } from 'vitest';
import { computeUpgrades, hexClass, preservesTrack, upgradeTargets } from '../../shared/title/upgrades';
import { parseNotation } from '../../shared/title/notation';
import type { TileDef } from '../../shared/title/types';
import { loadTitle } from './helpers';

const tile = (id: string, color: TileDef['color'], code: string): TileDef => ({ id, color, ...parseNotation(code).content });

describe('standard upgrade rule', () => {
  it('keeps every old track segment under some rotation', () => {
    const sharp = parseNotation('path=a:0,b:1').content;
    expect(preservesTrack(sharp, parseNotation('path=a:3,b:4;path=a:0,b:3').content)).toBe(true);
    expect(preservesTrack(sharp, parseNotation('path=a:0,b:2;path=a:0,b:4').content)).toBe(false);
  });

  it('needs the same number and kind of cities and towns', () => {
    const city = parseNotation('city=revenue:20;path=a:0,b:_0;path=a:_0,b:3').content;
    expect(preservesTrack(city, parseNotation('city=revenue:30,slots:2;path=a:0,b:_0;path=a:3,b:_0;path=a:1,b:_0').content)).toBe(true);
    expect(preservesTrack(city, parseNotation('town=revenue:10;path=a:0,b:_0;path=a:3,b:_0').content)).toBe(false);
    expect(preservesTrack(city, parseNotation('path=a:0,b:3').content)).toBe(false);
  });

  it('keeps stations: a city never loses token slots', () => {
    const two = parseNotation('city=revenue:30,slots:2;path=a:0,b:_0').content;
    expect(preservesTrack(two, parseNotation('city=revenue:40;path=a:0,b:_0;path=a:1,b:_0').content)).toBe(false);
  });

  it('sees through junctions (1817 tile 80 upgrades plain track 7)', () => {
    expect(preservesTrack(parseNotation('path=a:0,b:1').content, parseNotation('junction;path=a:0,b:_0;path=a:1,b:_0;path=a:2,b:_0').content)).toBe(true);
  });

  it('matches labels and goes to the next colour only', () => {
    const tiles = [
      tile('59', 'green', 'city=revenue:40;city=revenue:40;path=a:0,b:_0;path=a:2,b:_1;label=OO'),
      tile('14', 'green', 'city=revenue:30,slots:2;path=a:0,b:_0;path=a:1,b:_0;path=a:3,b:_0;path=a:4,b:_0'),
      tile('63', 'brown', 'city=revenue:40,slots:2;path=a:0,b:_0;path=a:1,b:_0;path=a:2,b:_0;path=a:3,b:_0;path=a:4,b:_0;path=a:5,b:_0'),
    ];
    expect(upgradeTargets(parseNotation('city=revenue:0;city=revenue:0;label=OO').content, 'yellow', tiles)).toEqual(['59']);
    expect(upgradeTargets(parseNotation('city=revenue:20;path=a:0,b:_0').content, 'yellow', tiles)).toEqual(['14']);
    expect(upgradeTargets({}, 'gray', tiles)).toEqual([]);
  });

  it.each([
    ['blank', '@plain'],
    ['town', '@town'],
    ['town=revenue:0;town=revenue:0', '@towns2'],
    ['city=revenue:0', '@city'],
    ['city=revenue:0;city=revenue:0;label=OO', '@cities2:OO'],
    ['city=revenue:0;label=Z', '@city:Z'],
  ])('classifies an empty white hex "%s" as %s', (code, cls) => {
    expect(hexClass({ id: 'A1', color: 'white', tile: parseNotation(code).content })).toBe(cls);
  });
});

/** 1830 p. 28 and the "Tan hex / Yellow hex" tables of §6.2: exactly these upgrades, "none" meaning no entry. */
const CHART_1830: Record<string, string[]> = {
  '@plain': ['7', '8', '9'],
  '@town': ['3', '4', '58'],
  '@towns2': ['1', '2', '55', '56', '69'],
  '@city': ['57'],
  E5: ['59'],
  D10: ['59'],
  E11: ['59'],
  H18: ['59'], // yellow OO hexes: 2 large cities (OO) → 59
  I15: ['53'],
  E23: ['53'], // Baltimore, Boston (B) → 53
  G19: ['54'], // New York (NY) → 54
  '1': [],
  '2': [],
  '3': [],
  '4': [],
  '55': [],
  '56': [],
  '58': [],
  '69': [],
  '7': ['18', '26', '27', '28', '29'],
  '8': ['16', '19', '23', '24', '25', '28', '29'],
  '9': ['18', '19', '20', '23', '24', '26', '27'],
  '57': ['14', '15'],
  '14': ['63'],
  '15': ['63'],
  '16': ['43', '70'],
  '18': ['43'],
  '19': ['45', '46'],
  '20': ['44', '47'],
  '23': ['41', '43', '45', '47'],
  '24': ['42', '43', '46', '47'],
  '25': ['40', '45', '46'],
  '26': ['42', '44', '45'],
  '27': ['41', '44', '46'],
  '28': ['39', '43', '46', '70'],
  '29': ['39', '43', '45', '70'],
  '53': ['61'],
  '54': ['62'],
  '59': ['64', '65', '66', '67', '68'],
};

/**
 * 1846 p. 21. The chart's first column (tile pictures) is lost in the text; rows are identified by their counts and
 * upgrade lists in manifest order. The "map" rows for preprinted hexes also leave out upgrades that would run
 * off the map there (the engine checks that at lay time), so for those our table must contain the chart's list.
 */
const CHART_1846_TILES: Record<string, string[]> = {
  '5': ['14', '15', '619'],
  '6': ['14', '15', '619'],
  '57': ['14', '15', '619'],
  '7': ['18', '21', '22', '26', '27', '28', '29', '30', '31'],
  '8': ['16', '17', '19', '21', '22', '23', '24', '25', '28', '29', '30', '31'],
  '9': ['18', '19', '20', '23', '24', '26', '27'],
  '291': ['294', '295', '296'],
  '292': ['294', '295', '296'],
  '293': ['294', '295', '296'],
  '14': ['611'],
  '15': ['611'],
  '16': ['43', '70'],
  '17': ['47'],
  '18': ['43'],
  '19': ['45', '46'],
  '20': ['44', '47'],
  '21': ['46'],
  '22': ['45'],
  '23': ['41', '43', '45', '47'],
  '24': ['42', '43', '46', '47'],
  '25': ['40', '45', '46'],
  '26': ['42', '44', '45'],
  '27': ['41', '44', '46'],
  '28': ['39', '43', '46', '70'],
  '29': ['39', '43', '45', '70'],
  '30': ['42', '70'],
  '31': ['41', '70'],
  '294': ['297'],
  '295': ['297'],
  '296': ['297'],
  '619': ['611'],
  '299': ['300'],
  '297': ['290'],
  '611': ['51'],
  '39': [],
  '40': [],
  '41': [],
  '42': [],
  '43': [],
  '44': [],
  '45': [],
  '46': [],
  '47': [],
  '70': [],
  '290': [],
  '300': [],
  '51': [],
};
const CHART_1846_MAP: Record<string, string[]> = {
  '@plain': ['7', '8', '9'],
  '@city': ['5', '6', '57'],
  '@city:Z': ['291', '292', '293'],
  C15: ['294', '295'], // Detroit
  G19: ['14', '619'], // Wheeling
  D20: ['14'], // Erie
};

describe('upgrade tables against the printed charts', () => {
  it('1830: the table is exactly the chart', () => {
    const { upgrades } = loadTitle('1830');
    for (const [source, targets] of Object.entries(CHART_1830)) expect([source, upgrades[source] ?? []]).toEqual([source, targets]);
    expect(Object.keys(upgrades).filter((k) => !(k in CHART_1830))).toEqual([]);
  });

  it('1846: tile rows are exactly the chart', () => {
    const { upgrades } = loadTitle('1846');
    for (const [source, targets] of Object.entries(CHART_1846_TILES)) expect([source, upgrades[source] ?? []]).toEqual([source, targets]);
  });

  it('1846: map rows are contained in the table', () => {
    const { upgrades } = loadTitle('1846');
    for (const [source, targets] of Object.entries(CHART_1846_MAP)) expect(upgrades[source]).toEqual(expect.arrayContaining(targets));
  });

  it('1846: Chicago (D6) upgrades only to the Chi tiles', () => {
    const { upgrades } = loadTitle('1846');
    expect([upgrades['D6'], upgrades['298'], upgrades['299']]).toEqual([['298'], ['299'], ['300']]);
  });

  it('future labels: 1870 P at brown, 18NY R at green; hex-specific 1870 K and L', () => {
    expect(loadTitle('1870').upgrades).toMatchObject({ '14:P': ['170'], '15:P': ['170'], '170@B11': ['171K'], '170@C18': ['172L'] });
    expect(loadTitle('18NY').upgrades).toMatchObject({ '57:R': ['X13'], F20: ['X10'], J20: ['X11'] });
  });

  it('recomputing from the stored tiles and map gives the stored table (apart from hand-made entries)', () => {
    // 18NY (2nd edition, as 18xx.games plays it): a yellow town may become a yellow city (3→5, 4→57, 58→6), an
    // upgrade of the same colour that the standard rule does not compute.
    const handMade: Record<string, Record<string, string[]>> = { '18NY': { '3': ['5'], '4': ['57'], '58': ['6'] } };
    for (const id of ['1830', '1846', '18NY']) {
      const t = loadTitle(id);
      expect({ ...computeUpgrades(t.tiles, t.map.hexes), ...handMade[id] }).toEqual(t.upgrades);
    }
  });
});
