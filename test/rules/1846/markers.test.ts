import { describe, expect, it } from 'vitest';
import { act, attempt, recordedAt } from '../../support/play';

/** The markers of the Meat Packing, Boomtown and Steamboat companies (page 12; 18xx.games' assignment rules). */

const assign = (company: string, target: string, targetType = 'hex') => act(company, 'assign', { target, target_type: targetType }, 'company');

describe('Meat Packing: its owning corporation places the marker once', () => {
  // 19962.json: PRR buys the Meat Packing Company (74) and places its marker in Chicago (76).
  it('a second placement, even in a later turn, is refused', () => {
    const placed = recordedAt('1846', '19962.json', 77).game;
    expect(attempt(placed, assign('MPC', 'I1')).error).toMatch(/MPC was already used this turn/);
    // PRR's next turn (19962.json 145, OR 2.1).
    const later = recordedAt('1846', '19962.json', 145).game;
    expect(attempt(later, assign('MPC', 'I1')).error).toMatch(/MPC's marker has been placed/);
  });

  it('it is never assigned to another corporation: it went to its buyer at the sale', () => {
    const { game } = recordedAt('1846', '19962.json', 76);
    expect(attempt(game, assign('MPC', 'PRR', 'corporation')).error).toMatch(/MPC was assigned to its owner when it was bought/);
    expect(attempt(game, assign('MPC', 'D6')).error).toBeNull();
  });
});

describe('Steamboat owned by a corporation: its port moves once per operating round, in track-and-token or routes', () => {
  // 19962.json: IC (owner of the Steamboat since 98) lays track (149, 150), places a station (151), then moves the
  // Steamboat to Toledo (152) before running its routes.
  it('during the track-and-token step it may move to another port, not to the one it is on', () => {
    const { game } = recordedAt('1846', '19962.json', 152);
    expect(attempt(game, assign('SC', 'D14')).error).toBeNull();
    expect(attempt(game, assign('SC', 'C5')).error).toMatch(/SC is already on C5/);
  });

  it('it is never assigned to another corporation by an action', () => {
    const { game } = recordedAt('1846', '19962.json', 152);
    expect(attempt(game, assign('SC', 'PRR', 'corporation')).error).toMatch(/SC was assigned to its owner when it was bought/);
  });

  it('after its dividend step it may no longer move', () => {
    const { game, next } = recordedAt('1846', '19962.json', 152);
    const idx = next.findIndex((a) => a.type === 'dividend' && a.entity === 'IC');
    let g = game;
    for (const a of next.slice(1, idx + 1)) {
      const r = attempt(g, a);
      if (r.error) throw new Error(r.error);
      g = r.game;
    }
    expect(attempt(g, assign('SC', 'D14')).error).toMatch(/SC may be moved only during the track_and_token or route step|not possible/);
  });
});
