import { describe, expect, it } from 'vitest';
import { price } from '../../../shared/engine/market';
import { checkTileLay18NY, passableNeighbours } from '../../../shared/rules/18NY/track';
import { stationCost } from '../../../shared/rules/18NY/token';
import { erieCanalRevenue } from '../../../shared/rules/18NY/erieCanal';
import { hexEdgesCrossed } from '../../../shared/rules/18NY/routes';
import { state18NY } from '../../../shared/rules/18NY/state';
import type { ResolvedRoute, RouteContext } from '../../../shared/graph/types';
import { after, action, ctx, play } from './helpers';

/** 18NY operating rules, each checked on a position of the recorded game 108746. */

describe('7.1.1 laying track', () => {
  it('a yellow town becomes a yellow city (4 → 57) only once green tiles are available', () => {
    const lay = { hex: 'G19', rotation: 0 };
    // In phase 2H (yellow tiles only) the lay is refused.
    const phase2H = ctx(after(60));
    const tile = phase2H.t.tile.get('57')!;
    expect(checkTileLay18NY(phase2H, phase2H.s.corporations['1'], { ...lay, tile })).toMatch(/once green tiles are available/);
    // In phase 4H minor 1 upgrades Kingston's town to a city (action 145).
    const phase4H = ctx(after(144));
    expect(checkTileLay18NY(phase4H, phase4H.s.corporations['1'], { ...lay, tile })).toBeNull();
  });

  it('tile 448 goes only on a hex with four neighbours (Niagara Falls, D2, has four)', () => {
    const c = ctx(after(14));
    expect(passableNeighbours(c, 'D2')).toBe(4);
    expect(passableNeighbours(c, 'E15')).toBe(6);
    expect(checkTileLay18NY(c, c.s.corporations['1'], { hex: 'E15', tile: c.t.tile.get('448')!, rotation: 0 })).toMatch(/four neighbours/);
  });

  it('a lay costs at least $20, or the terrain cost where higher (Schenectady, water $60: action 60 costs $60)', () => {
    const before = after(59);
    const g = after(60);
    expect(before.state.corporations['2'].cash - g.state.corporations['2'].cash).toBe(60);
  });

  it('7.1.1.2 each canal hex built on lowers the Erie Canal income by $10', () => {
    const c = ctx(after(82));
    expect(state18NY(c).canalBuilt.length).toBeGreaterThan(0);
    // Its printed income is $100.
    expect(erieCanalRevenue(c, 'EC')).toBe(100 - 10 * state18NY(c).canalBuilt.length);
  });
});

describe('7.1.2 placing stations', () => {
  it('a station costs $20 per hex from the nearest station, $40 more in New York City (HR: $80 at J20)', () => {
    const c = ctx(after(400));
    expect(stationCost(c, c.s.corporations.HR, 'J20')).toBe(80);
  });

  it('a recorded cost that is not the rule is refused', () => {
    const a = { ...action(401), cost: 60 } as Record<string, unknown>;
    delete a.auto_actions;
    expect(play(after(400), a).error).toMatch(/cost/);
  });
});

describe('5 H trains', () => {
  it('count the hex edges a route crosses; Springfield (E25) and Toronto (E1) count as one hex', () => {
    const graph = { maxPaths: 10, hexIds: ['D4', 'D2', 'D0', 'E25'] } as unknown as RouteContext['graph'];
    const route = (paths: number[]) => ({ train: '2H-1', nodes: [], paths }) as ResolvedRoute;
    const c = { graph } as RouteContext;
    // D4 → D2 → D0 (an off-board): two edges, the one into the off-board included.
    expect(hexEdgesCrossed(route([0, 10, 11, 20]), c)).toBe(2);
    expect(hexEdgesCrossed(route([0, 10, 30]), c)).toBe(1);
  });
});

describe('salvage', () => {
  it('a rusted train pays its owner a quarter of its price (the 6H rusts the 2H: $25 each, action 337)', () => {
    const before = after(336);
    const g = after(337);
    expect(g.state.corporations['1'].cash - before.state.corporations['1'].cash).toBe(25);
    expect(g.state.corporations['1'].trains.map((t) => g.state.trains[t].name)).not.toContain('2H');
  });
});

describe('7.1.3.3 coal tokens', () => {
  it("before the 12H only the Coal Fields' owner may claim coal", () => {
    // The D&H owns the Coal Fields and claims three coal tokens (action 383); ERIE may not.
    const g = after(383);
    expect(state18NY(ctx(g)).coal['D&H']).toBe(30);
    const claim = { type: 'claim_hex_token', entity: 'ERIE', entity_type: 'corporation', hex: 'K15', token_type: 'coal' };
    expect(play(after(435), claim).error).not.toBeNull();
  });
});

describe('4.4 the NYC formation trigger', () => {
  it('track joining Albany and Buffalo triggers it, and minors not yet started leave the game', () => {
    const g = after(340);
    expect(state18NY(ctx(g)).nyc).toBe('round_one');
    expect(g.state.corporations['7'].closed).toBe(true);
    expect(state18NY(ctx(after(339))).nyc).toBe('none');
  });
});

describe('7.2.1 mergers', () => {
  it('a merger with a minor of the same president pays its owner twice its price and takes its cash (D&H and minor 2, action 371)', () => {
    const before = after(370);
    const g = after(371);
    const cash = (x: typeof g) => x.state.players.find((p) => p.id === 5840)!.cash;
    expect(cash(g) - cash(before)).toBe(150);
    expect(g.state.corporations['D&H'].cash - before.state.corporations['D&H'].cash).toBe(-150 + 40);
    // Its station is then replaced by the D&H's own, and minor 2 closes (action 372).
    const done = after(372);
    expect(done.state.corporations['2'].closed).toBe(true);
    expect(done.state.corporations['D&H'].tokens.map((t) => t.hex)).toContain('E19');
  });
});

describe('7.1.7 emergency issue', () => {
  const issue = (shares: string[]) => ({ type: 'sell_shares', entity: 'RWO', entity_type: 'corporation', shares, percent: shares.length * 10 });

  it('a share company that must buy a train issues treasury shares at the current price, a row down per share', () => {
    // RWO ($560, no train, $90) needs $800 for a 4DE: it issues three shares for $270 (action 567) and falls to $70.
    const before = after(566);
    const g = play(before, issue(['RWO_5', 'RWO_6', 'RWO_7'])).game!;
    expect(g.state.corporations.RWO.cash).toBe(560 + 270);
    expect(price(ctx(g), g.state.corporations.RWO)).toBe(70);
  });

  it('no more shares than it needs for the dearest train: a fourth is refused', () => {
    expect(play(after(566), issue(['RWO_5', 'RWO_6', 'RWO_7', 'RWO_8'])).error).toMatch(/at most 3 shares to buy a train/);
  });

  it('a company with a train may not issue in its train step', () => {
    // RWO bought its 4DE (action 568).
    expect(play(after(568), issue(['RWO_8'])).error).toMatch(/may not issue shares now/);
  });
});

describe('7.1.3.3 coal tokens', () => {
  it('a company without a train still earns its coal tokens and chooses its dividend', () => {
    // NY&H lost its 6H to the D (action 635) but holds a coal token: it earns $10 and pays it out (action 648).
    const g = play(after(647), action(648) as unknown as Record<string, unknown>);
    expect(g.error).toBeNull();
    expect(g.game!.state.corporations['NY&H'].cash - after(647).state.corporations['NY&H'].cash).toBe(5);
  });
});

describe('7.1.1 a second lay paid by a loan', () => {
  it('a share company short of cash for its second lay may still make it, taking a loan', () => {
    // RWO has $10 after its first lay (action 667); its upgrade at D8 (action 668) takes a $50 loan.
    const g = play(after(667), action(668) as unknown as Record<string, unknown>).game!;
    expect(g.state.corporations.RWO.loans).toHaveLength(1);
    expect(g.state.corporations.RWO.cash).toBe(10 + 50 - 20);
  });
});

describe('5.3 diesel trains (second edition)', () => {
  const withRevenue = (id: number, train: string, revenue: number) => {
    const a = structuredClone(action(id)) as unknown as { routes: { train: string; revenue: number }[] };
    a.routes.find((r) => r.train === train)!.revenue = revenue;
    return a as unknown as Record<string, unknown>;
  };

  it('a D train earns $100 more for each off-board it serves', () => {
    // D&H's D from Utica (G19) to New York (K17), one off-board: 600 + 100 (action 822).
    expect(play(after(821), action(822) as unknown as Record<string, unknown>).error).toBeNull();
    expect(play(after(821), withRevenue(822, 'D-2', 600)).error).toMatch(/recorded revenue 600 but the route earns 700/);
  });

  it('a 5DE pays for its best five stops among its own stations and the off-boards, the others run through', () => {
    // HR's 5DE (D-0) runs K17-J18-J20-H20-G21-F20-E21-F26; G21, F20 and E21 are not its stations: 800 (action 834).
    expect(play(after(833), action(834) as unknown as Record<string, unknown>).error).toBeNull();
    expect(play(after(833), withRevenue(834, 'D-0', 860)).error).toMatch(/recorded revenue 860 but the route earns 800/);
  });
});
