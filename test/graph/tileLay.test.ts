import { describe, expect, it } from 'vitest';
import { TrackGraph, checkTileLay, legalTileRotations } from '../../shared/graph';
import { laid, tinyTitle } from './tinyTitle';

const home = () => new TrackGraph(tinyTitle(), { B5: laid(null, 0, [['X']]) });

describe('legal rotations of a new tile (exits, connection to the network)', () => {
  it.each([
    ['7', [3, 4], 'sharp curve from the network edge (E) to NE or SE; SW is blue, W off the map'],
    ['8', [2], 'gentle curve E–NW into the off-board that points back'],
    ['9', [], 'a straight would run off the map'],
    ['3', [3, 4], 'a town tile follows the same exits'],
  ])("tile %s on B3 next to X's home: %j (%s)", (tile, rotations) => {
    expect(legalTileRotations(home(), 'X', 'B3', tile)).toEqual(rotations);
  });

  it('a corporation not connected to the hex may not lay there, unless connectivity is ignored', () => {
    const g = home();
    expect(legalTileRotations(g, 'Y', 'B3', '7')).toEqual([]);
    // without the network edge E, the curve NW–NE (into the off-board that points back) is legal too
    expect(legalTileRotations(g, 'Y', 'B3', '7', { ignoreConnectivity: true })).toEqual([2, 3, 4]);
  });

  it('nothing is laid on red, blue or gray hexes', () => {
    expect(legalTileRotations(home(), 'X', 'A2', '7', { ignoreConnectivity: true })).toEqual([]);
    expect(legalTileRotations(home(), 'X', 'C2', '7', { ignoreConnectivity: true })).toEqual([]);
  });

  it('an impassable border forbids exits across it', () => {
    // C4's NE side (toward B5) is impassable: a sharp curve NE–E is never legal there.
    const g = home();
    const rots = legalTileRotations(g, 'X', 'C4', '7', { ignoreConnectivity: true });
    for (const r of rots) expect([r, (r + 1) % 6]).not.toContain(3);
  });
});

describe('upgrades keep old track and stations', () => {
  it('green city 14 on B5 (track W–E, border SW): rotations keeping W and E, avoiding SW', () => {
    expect(legalTileRotations(home(), 'X', 'B5', '14')).toEqual([1, 4]);
  });

  it('plain track 23 (straight + gentle) must keep the laid straight', () => {
    const g = new TrackGraph(tinyTitle(), { B5: laid(null, 0, [['X']]), B7: laid('9', 1) });
    // 9 at rotation 1 runs W–E (1–4) in B7; E of B7 is off the map, so every rotation fails the exit check
    expect(legalTileRotations(g, 'X', 'B7', '23', { ignoreConnectivity: true })).toEqual([]);
    const h = new TrackGraph(tinyTitle(), { B5: laid(null, 0, [['X']]), A6: laid('9', 0) });
    // 9 at rotation 0 in A6 runs SW–NE; NE is off the map: an illegal old lay, but upgrades must still keep it
    expect(legalTileRotations(h, 'X', 'A6', '23', { ignoreConnectivity: true })).toEqual([]);
  });

  it('a city is never replaced by plain track, nor a town by a city with fewer exits', () => {
    expect(legalTileRotations(home(), 'X', 'B5', '23', { ignoreConnectivity: true })).toEqual([]);
    expect(legalTileRotations(home(), 'X', 'B5', '7', { ignoreConnectivity: true })).toEqual([]);
  });

  it('OO: each old city maps to exactly one new city', () => {
    // OO1 at rotation 1 on B5: city 0 on W (1), city 1 on E (4). OO2 at rotation r: city 0 on {r, r+1}, city 1 on
    // {r+3, r+4}. r=1 gives {1,2}/{4,5} and r=4 gives {4,5}/{1,2}; r=0 and r=3 would put both old cities on one
    // new city ({0,1}... {3,4}) and also cross the impassable SW side.
    const g = new TrackGraph(tinyTitle(), { B5: laid('OO1', 1) });
    expect(legalTileRotations(g, 'X', 'B5', 'OO2', { ignoreConnectivity: true })).toEqual([1, 4]);
  });

  it("two old cities may merge into one new city geometrically; whether the tile may be used is the upgrade table's call", () => {
    // As 18xx.games: some titles merge OO cities in brown. The title's upgrade table never offers 14 for OO1.
    const g = new TrackGraph(tinyTitle(), { B5: laid('OO1', 1) });
    expect(legalTileRotations(g, 'X', 'B5', '14', { ignoreConnectivity: true })).toEqual([1, 4]);
  });
});

describe('checkTileLay explains refusals', () => {
  it.each([
    ['B3', '9', 1, /off the map or into a blocked hex side/],
    ['B3', '7', 0, /off the map or into a blocked hex side/],
    ['A2', '7', 0, /no tile may be laid on A2/],
    ['Z9', '7', 0, /Z9 is not on the map/],
  ])('%s tile %s rotation %i', (hex, tile, rot, msg) => {
    expect(checkTileLay(home(), 'X', hex, tile, rot)).toMatch(msg);
  });
  it('no connection', () => {
    expect(checkTileLay(home(), 'X', 'A6', '9', 1)).toMatch(/no new track connects to X's network/);
  });
  it('legal lay', () => {
    expect(checkTileLay(home(), 'X', 'B3', '8', 2)).toBeNull();
  });
});

describe('track restrictions (18xx.games TRACK_RESTRICTION; 1846 §6.4.4 "new track or a changed city")', () => {
  // B1: X's home city with track E. B3: a straight W–E joins it toward B5. Row A and C give the sides neighbours.
  const hexes = [
    { id: 'A2', color: 'white' as const },
    { id: 'A4', color: 'white' as const },
    { id: 'C2', color: 'white' as const },
    { id: 'C4', color: 'white' as const },
    { id: 'B5', color: 'white' as const },
    { id: 'B3', color: 'white' as const },
    {
      id: 'B1',
      color: 'yellow' as const,
      tile: { stops: [{ type: 'city' as const, revenue: 20 }], paths: [{ a: { edge: 4 }, b: { stop: 0 } }] },
    },
  ];
  const board = () => ({ B1: laid(null, 0, [['X']]), B3: laid('9', 1) });

  it.each([
    ['permissive', [1, 4]],
    ['restrictive', [1]],
    ['semi_restrictive', [1]],
  ] as const)('%s: a branch the network cannot enter (rotation 4: from the far side only) is %s', (mode, rotations) => {
    const g = new TrackGraph(tinyTitle(hexes), board());
    // 23 = straight 0–3 plus 0–4. Rotation 1: straight W–E and a branch W–SE (entered from X's side);
    // rotation 4: straight E–W and a branch E–NW (entered only from B5, where no track is).
    expect(legalTileRotations(g, 'X', 'B3', '23', { trackRestriction: mode })).toEqual(rotations);
  });

  it('the title setting is the default, and the refusal says why', () => {
    const title = { ...tinyTitle(hexes), settings: { trackRestriction: 'semi_restrictive' as const } };
    const g = new TrackGraph(title, board());
    expect(legalTileRotations(g, 'X', 'B3', '23')).toEqual([1]);
    expect(checkTileLay(g, 'X', 'B3', '23', 4)).toMatch(/must add new track or change a city value/);
    expect(legalTileRotations(g, 'X', 'B3', '23', { ignoreConnectivity: true })).toEqual([1, 4]);
  });
});
