import { describe, expect, it } from 'vitest';
import { agreeGame } from '../../support/agree';
import { applyAction, context, createGame, dryRun, type Game } from '../../../shared/engine/game';
import { legalActions, legalTileLays } from '../../../shared/engine/legal';
import { setupOf } from '../../../shared/engine/replay';
import { rulesFor } from '../../../shared/rules/index';
import type { SelectionAuction } from '../../../shared/rules/1817/auction';
import { loanSharkInterest, inventorOnPurchase, openRow, stationSubsidy, takeFromPyramid, trackPrivateLays } from '../../../shared/rules/1817/volatility';
import { loadTitle } from '../../support/fixtures';

/** The 1817 volatility expansion (optional rule `volatility`), on fresh games of four players. */
const PLAYERS = [1, 2, 3, 4].map((id) => ({ id, name: `P${id}` }));

function start(): Game {
  const t = loadTitle('1817');
  const r = createGame(t, rulesFor(t), { players: PLAYERS, seed: 5, optionalRules: ['volatility'] });
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

const auction = (g: Game) => g.state.round as SelectionAuction;
const CITY_TILE = ['PSM', 'P16', 'P17', 'P24'];

describe('1817 volatility: the initial auction', () => {
  it('one city-tile private is drawn to stay; the privates form a pyramid of 1 to 6 with it on top', () => {
    const g = start();
    const open = CITY_TILE.filter((sym) => !g.state.companies[sym].closed);
    expect(open).toHaveLength(1);
    const p = auction(g).pyramid!;
    expect(p.map((row) => row.length)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(p[0]).toEqual(open);
    expect(auction(g).seedMoney).toBeNull();
  });

  it('only the bottom row may be auctioned, from $0, and a player may not pass without an auction', () => {
    const g = start();
    const bottom = openRow(auction(g).pyramid!);
    const bid = legalActions(g).find((o) => o.type === 'bid')!;
    expect(bid.type === 'bid' && bid.options.map((o) => o.company).sort()).toEqual([...bottom].sort());
    expect(bid.type === 'bid' && bid.options.every((o) => o.min === 0)).toBe(true);
    expect(applyAction(g, { type: 'pass', entity: 1, entity_type: 'player' } as never).ok).toBe(false);
    const above = auction(g).pyramid![4][0]!;
    const r = applyAction(g, { type: 'bid', entity: 1, entity_type: 'player', company: above, price: 0 } as never);
    expect(r.ok ? null : r.error).toMatch(/bottom row/);
  });

  it("a sold private's neighbour left alone is removed; an emptied row opens the row above", () => {
    const c = context(start());
    const p = (c.s.round as SelectionAuction).pyramid!;
    const [a, b, x] = p[5];
    // Selling the second place leaves the first alone at the row's end: it is removed.
    expect(takeFromPyramid(c, p, b!)).toEqual([a]);
    expect(c.s.companies[a!].closed).toBe(true);
    expect(takeFromPyramid(c, p, x!)).toEqual([]);
    for (const sym of p[5].filter((s): s is string => s !== null)) takeFromPyramid(c, p, sym);
    expect(p).toHaveLength(5);
    expect(openRow(p)).toHaveLength(5);
  });
});

describe('1817 volatility: the privates owned by a company', () => {
  const owned = (sym: string) => {
    const c = context(start());
    const k = c.s.corporations['A&S'];
    c.s.companies[sym].closed = false;
    c.s.companies[sym].owner = 'c:A&S';
    return { c, k };
  };

  it('Express Track: the first tile lay costs $10 and the second nothing; Efficient Track: the second $10', () => {
    const e = owned('P18');
    expect(trackPrivateLays(e.c, e.k)!.map((l) => l.cost ?? 0)).toEqual([10, 0]);
    const f = owned('P19');
    expect(trackPrivateLays(f.c, f.k)!.map((l) => l.cost ?? 0)).toEqual([0, 10]);
    f.c.s.companies.P18.closed = false;
    f.c.s.companies.P18.owner = 'c:A&S';
    expect(trackPrivateLays(f.c, f.k)!.map((l) => l.cost ?? 0)).toEqual([0, 0]);
  });

  it('Loan Shark: $10 owed with the interest each round; Station Subsidy: stations $50 cheaper on a conversion', () => {
    const l = owned('P12');
    expect(loanSharkInterest(l.c, l.k)).toBe(10);
    expect(stationSubsidy(l.c, l.k)).toBe(0);
    const s = owned('P21');
    expect(stationSubsidy(s.c, s.k)).toBe(50);
  });

  it('Inventor: paid once for each train type bought, nothing for a 2+', () => {
    const { c, k } = owned('P14');
    const two = Object.values(c.s.trains).find((t) => t.name === '2')!;
    const cash = k.cash;
    inventorOnPurchase(c, two);
    inventorOnPurchase(c, two);
    expect(k.cash - cash).toBe(20);
    const plus = Object.values(c.s.trains).find((t) => t.name === '2+');
    if (plus) inventorOnPurchase(c, plus);
    expect(k.cash - cash).toBe(20);
  });
});

describe('1817 volatility: a ranch tile may not be laid adjacent to a B-City, Chicago or Atlanta', () => {
  /**
   * A standard game (npm run agree, 1817 3p seed 1) through action 120, where WT starts its track step at Toledo (D7),
   * with the Country Ranch (P22) and Toledo Industry (P17, X00 on Toledo: a B-City) given to WT.
   */
  function wtAtToledo(): Game {
    const t = loadTitle('1817');
    const rec = agreeGame('pittsburgh-second-lay__1817_3p_std_s1');
    const created = createGame(t, rulesFor(t), setupOf(rec));
    if (!created.ok) throw new Error(created.error);
    let g = created.value;
    for (const a of rec.actions.filter((x) => (x.id ?? 0) <= 120)) {
      const r = applyAction(g, a, { inPlace: true });
      if (!r.ok) throw new Error(r.error);
      g = r.value;
    }
    for (const sym of ['P22', 'P17']) Object.assign(g.state.companies[sym], { closed: false, owner: 'c:WT', uses: {} });
    return g;
  }
  const lay = (entity: string, hex: string, tile: string, rotation: number) =>
    ({ type: 'lay_tile', entity, entity_type: 'company', hex, tile, rotation }) as never;
  const ranchHexes = (g: Game) => legalActions(g).flatMap((o) => (o.type === 'lay_tile' && o.entity === 'P22' ? o.hexes : []));

  it('next to an ordinary city (Toledo with tile 5) the ranch is offered, and accepted', () => {
    const r = applyAction(wtAtToledo(), { type: 'lay_tile', entity: 'WT', entity_type: 'corporation', hex: 'D7', tile: '5-1', rotation: 5 } as never);
    if (!r.ok) throw new Error(r.error);
    expect(ranchHexes(r.value)).toEqual(['E6', 'E8']);
    const offer = legalActions(r.value).find((o) => o.type === 'lay_tile' && o.entity === 'P22');
    if (offer?.type !== 'lay_tile') throw new Error('no ranch offer');
    const lays = legalTileLays(r.value, offer, 'E8');
    expect(lays.length).toBeGreaterThan(0);
    for (const l of lays) expect(dryRun(r.value, l.action).ok).toBe(true);
  });

  it('next to a B-City (Toledo with the X00 of Toledo Industry) the ranch is neither offered nor accepted', () => {
    const r = applyAction(wtAtToledo(), lay('P17', 'D7', 'X00-0', 0));
    if (!r.ok) throw new Error(r.error);
    expect(ranchHexes(r.value)).toEqual([]);
    // WT's own track still goes there.
    expect(legalActions(r.value).some((o) => o.type === 'lay_tile' && o.entity === 'WT' && o.hexes.includes('E8'))).toBe(true);
    for (const [hex, tile, rotation] of [
      ['E8', '7-1', 1],
      ['D5', '8-1', 2],
    ] as const) {
      const refused = applyAction(r.value, lay('P22', hex, tile, rotation));
      expect(refused.ok ? null : refused.error).toMatch(new RegExp(`ranch may not be laid on ${hex}, next to the B-City Toledo`));
    }
  });
});
