/**
 * Every recorded 1830 run: the board is rebuilt from the recorded tile lays and token placements (test/graph/replay.ts),
 * then each recorded lay must be among the legal rotations, each token placement legal, and each route's revenue
 * equal to the recorded one.
 */
import { describe, expect, it } from 'vitest';
import { effectiveActions, loadFixture, replayFixture } from './replay';

describe("undo/redo resolution agrees with the recording's own skip marks", () => {
  it('26855', () => {
    const all = loadFixture('1830', '26855.json').actions as (ReturnType<typeof loadFixture>['actions'][number] & { skip?: boolean })[];
    const kept = effectiveActions(all).map((a) => a.id);
    const unskipped = all.filter((a) => !a.skip && a.type !== 'undo' && a.type !== 'redo' && a.type !== 'message').map((a) => a.id);
    expect(kept).toEqual(unskipped);
  });
});

describe.each(['26855.json', '1830_game_end_bank.json'])('1830 fixture %s', (file) => {
  const replay = replayFixture('1830', file);
  it('replays with every lay legal, every token legal, every route revenue as recorded', () => {
    expect(replay.issues).toEqual([]);
    expect(replay.routesChecked).toBeGreaterThan(40);
    expect(replay.laysChecked).toBeGreaterThanOrEqual(50);
  });
});
