import { describe, expect, it } from 'vitest';
import { agreeGame } from '../../support/agree';
import { actingPlayers, applyAction, context, createGame, dryRun, type Game } from '../../../shared/engine/game';
import { legalActions, legalTileLays } from '../../../shared/engine/legal';
import { whyNotMineLay } from '../../../shared/rules/1817/mineLays';
import { setupOf, type RecordedGame } from '../../../shared/engine/replay';
import { rulesFor } from '../../../shared/rules/index';
import type { AcquisitionRound } from '../../../shared/rules/1817/acquisition';
import { loadTitle } from '../../support/fixtures';
import { asWritten } from '../../../shared/engine/export';
import { price } from '../../../shared/engine/market';
import { hasRoute } from '../../../shared/engine/rounds/or/route';
import { inLowZones } from '../../../shared/rules/1817/stockTurn';
import { canSellAnyOf } from '../../../shared/engine/rounds/stock';
import { forgetStationReach } from '../../../shared/rules/1817/stationCache';
import { tokenStep } from '../../../shared/engine/rounds/or/token';
import { pushPending } from '../../../shared/engine/pending';
import { certLimit, numCerts } from '../../../shared/engine/certs';
import { playerKey } from '../../../shared/engine/state';

/**
 * 1817 rules found by `npm run agree`: random games of ours that 18xx.games played otherwise, kept in
 * test/fixtures/agree (each file's `description` says where it is cut and why).
 */
const t = loadTitle('1817');

/** The game through action `id`, played as live play (every check made). */
function liveThrough(g: RecordedGame, id: number): Game {
  const created = createGame(t, rulesFor(t), setupOf(g));
  if (!created.ok) throw new Error(created.error);
  let game = created.value;
  for (const a of g.actions.filter((x) => (x.id ?? 0) <= id)) {
    const r = applyAction(game, a, { inPlace: true });
    if (!r.ok) throw new Error(r.error);
    game = r.value;
  }
  return game;
}

describe('1817 §7.2 a company that falls into a low zone during the round is not sold', () => {
  it('a company whose president goes bankrupt during its auction goes into liquidation and is sold no more', () => {
    const g = agreeGame('liquidated-during-sale__1817_5p_std_s3');
    // Action 192: P4 enters a cash crisis while PSNR (P4's, in the acquisition zone) is auctioned.
    const before = liveThrough(g, 192).state.round as AcquisitionRound;
    expect(before.sale).toMatchObject({ corporation: 'PSNR', mode: 'acquisition', stage: 'auction' });
    // Action 193: P4 goes bankrupt; PSNR goes into liquidation and the round moves on to PW, offered by its president.
    const after = liveThrough(g, 193);
    const r = after.state.round as AcquisitionRound;
    expect(r.offering).not.toContain('PSNR');
    expect(r.sale).toMatchObject({ corporation: 'PW', stage: 'offer' });
    expect(after.state.corporations.PW.president).toBe(5);
    // P5 and P2 decline PW and Belt; WC (liquidated this round) and PLE (nobody can pay) are skipped: the round ends.
    expect(liveThrough(g, 195).state.round).toMatchObject({ kind: 'operating' });
  });
});

describe('1817 coal mines: a mine tile is laid as the corporation lays track, facing a revenue centre', () => {
  const lay = (entity: string, hex: string, tile: string, rotation: number) =>
    ({ type: 'lay_tile', entity, entity_type: 'company', hex, tile, rotation }) as never;

  it('connected to the corporation’s network (18xx.games refuses MINC’s tile on H11, apart from WT’s track)', () => {
    const g = liveThrough(agreeGame('mine-lay-connected__1817_3p_std_s1'), 119);
    const r = dryRun(g, lay('MINC', 'H11', '8-0', 0));
    expect(r.ok ? null : r.error).toMatch(/connects to WT's network/);
    // Whatever MINC is offered, the engine accepts.
    for (const offer of legalActions(g).filter((o) => o.type === 'lay_tile' && o.entity === 'MINC'))
      if (offer.type === 'lay_tile') for (const hex of offer.hexes) for (const l of legalTileLays(g, offer, hex)) expect(dryRun(g, l.action).ok).toBe(true);
  });

  it('in the track step only (CM’s lay during the train step is refused and not offered)', () => {
    const g = liveThrough(agreeGame('mine-lay-track-step__1817_7p_std_s5'), 130);
    const r = dryRun(g, lay('CM', 'F15', '8-0', 5));
    expect(r.ok ? null : r.error).toMatch(/track step only/);
    expect(legalActions(g).some((o) => o.type === 'lay_tile' && o.entity === 'CM')).toBe(false);
  });

  it('some exit faces a city, town or off-board that it reaches or could reach after an upgrade', () => {
    const c = context(liveThrough(agreeGame('mine-lay-connected__1817_3p_std_s1'), 119));
    const tile = c.t.tile.get('7')!;
    // A sharp curve on H11 in every rotation: those facing no revenue centre are refused.
    const why = [0, 1, 2, 3, 4, 5].map((rotation) => whyNotMineLay(c, { hex: 'H11', tile, rotation }));
    expect(why.some((w) => w === null)).toBe(true);
    expect(why.some((w) => w !== null && /must face a revenue centre/.test(w))).toBe(true);
  });
});

describe('1817 §6.9 after interest the company takes or repays loans, or passes, before anything else', () => {
  it('a bridge private’s marker is refused and not offered then (18xx.games’ loan step blocks)', () => {
    const g = liveThrough(agreeGame('bridge-after-interest__1817_6p_std_s4'), 163);
    const r = dryRun(g, { type: 'assign', entity: 'UBC', entity_type: 'company', target: 'H3', target_type: 'hex' } as never);
    expect(r.ok ? null : r.error).toMatch(/GT takes or repays loans, or passes, first/);
    expect(legalActions(g).some((o) => o.type === 'assign' && o.entity === 'UBC')).toBe(false);
    expect(legalActions(g).some((o) => o.type === 'pass' && o.entity === 'GT')).toBe(true);
  });
});

describe('1817 §6.1 two tile lays, the second for $20: a private’s lay is one of them', () => {
  it('Pittsburgh’s X00 (PSM) laid as the second lay costs $20', () => {
    const g = liveThrough(agreeGame('pittsburgh-second-lay__1817_3p_std_s1'), 132);
    const before = g.state.corporations.GT.cash;
    const r = applyAction(g, { type: 'lay_tile', entity: 'PSM', entity_type: 'company', hex: 'F13', tile: 'X00-0', rotation: 4 } as never);
    if (!r.ok) throw new Error(r.error);
    expect(before - r.value.state.corporations.GT.cash).toBe(20);
  });
});

describe('1817 §5.1 a turn ends when the player has nothing left to do', () => {
  it('after a short, with no share they may buy (sold this round, or in the acquisition zone), the next player acts', () => {
    const g = liveThrough(agreeGame('nothing-left-after-short__1817_10p_std_s8'), 252);
    expect(actingPlayers(context(g))).toEqual([4]);
  });

  it('a sale outside the low zones must be possible in one company: one in a low zone and presidencies no one takes are not', () => {
    const g = liveThrough(agreeGame('sell-outside-low-zones__1817_3p_std_s50'), 323);
    expect(actingPlayers(context(g))).toEqual([3]);
  });
});

describe('1817 §6 companies in the liquidation space do not operate', () => {
  it('after a bankruptcy in an operating round, the bankrupt’s company next to operate does not, and the round ends', () => {
    const g = liveThrough(agreeGame('bankrupt-next-operator__1817_3p_std_s1'), 147);
    expect(g.state.corporations.R.president).toBeNull();
    expect(g.state.round).toMatchObject({ kind: 'special', name: 'merger' });
  });
});

describe('1817 §5.6 a company buys its own shares from the market', () => {
  it('written as 18xx.games writes it: its shares and percent, no share_price (18xx.games refuses a priced bundle)', () => {
    const g = liveThrough(agreeGame('buy-back-junction__1817_3p_std_s50'), 222);
    const offer = legalActions(g).find((o) => o.type === 'buy_shares' && o.entity === 'A&S');
    if (offer?.type !== 'buy_shares') throw new Error('A&S is offered no purchase of its shares');
    const written = asWritten(g, offer.options[0].action!);
    expect(written).toMatchObject({ type: 'buy_shares', entity: 'A&S', entity_type: 'corporation', shares: ['A&S_1'], percent: 10 });
    expect(written).not.toHaveProperty('share_price');
    expect(applyAction(g, written).ok).toBe(true);
  });

  it('the shares in the order they reached the market (the first one, the first two, ...)', () => {
    const g = liveThrough(agreeGame('buy-back-arrival-order__1817_6p_std_s53'), 358);
    const offer = legalActions(g).find((o) => o.type === 'buy_shares' && o.entity === 'PSNR');
    if (offer?.type !== 'buy_shares') throw new Error('PSNR is offered no purchase of its shares');
    expect(offer.options.map((o) => o.shares)).toEqual([['PSNR_2'], ['PSNR_2', 'PSNR_3'], ['PSNR_2', 'PSNR_3', 'PSNR_1']]);
  });
});

describe('1817 §6 a company runs only where its track reaches a stop', () => {
  it('track that reaches only a junction (tile 83) is no route: no run, no dividend, the price falls', () => {
    const before = liveThrough(agreeGame('buy-back-junction__1817_3p_std_s50'), 286);
    const g = liveThrough(agreeGame('buy-back-junction__1817_3p_std_s50'), 287);
    const bess = (x: Game) => x.state.corporations.Bess;
    expect(price(context(before), bess(before))).toBe(50);
    expect(price(context(g), bess(g))).toBe(45);
    const types = legalActions(g).map((o) => o.type);
    expect(types).not.toContain('run_routes');
    expect(types).toContain('buy_train');
  });

  it('track that loops from a station through a junction (tile 81) back to it joins it to no other station', () => {
    const g = liveThrough(agreeGame('loop-joins-nothing__1817_5p_std_s52'), 184);
    expect(hasRoute(context(g), g.state.corporations.WC)).toBe(false);
    expect(legalActions(g).some((o) => o.type === 'run_routes')).toBe(false);
  });
});

describe('1817 §7.4 a player in a cash crisis sells one share at a time until the debt is paid', () => {
  it('two shares at once are refused, and not offered, where one pays the debt', () => {
    const g = liveThrough(agreeGame('crisis-one-share-at-a-time__1817_3p_std_s50'), 331);
    expect(g.state.players.find((p) => p.id === 3)?.cash).toBe(-22);
    const two = { type: 'sell_shares', entity: 3, entity_type: 'player', shares: ['A&S_4', 'A&S_5'], percent: 20 } as never;
    const r = dryRun(g, two);
    expect(r.ok ? null : r.error).toMatch(/may not sell that in a cash crisis/);
    const offers = legalActions(g).filter((o) => o.type === 'sell_shares');
    expect(offers.length).toBe(1);
    for (const o of offers) if (o.type === 'sell_shares') for (const x of o.options) expect(x.percent).toBe(10);
    expect(dryRun(g, { ...(two as object), shares: ['A&S_4'], percent: 10 } as never).ok).toBe(true);
  });
});

describe('1817 buying trains: the step waits for a pass while a liquidated company’s trains are “on offer” (18xx.games)', () => {
  it('after a purchase that leaves $10, B&A stays at Buy Trains with nothing to buy, and passes', () => {
    const g = liveThrough(agreeGame('left-trains-wait-for-pass__1817_4p_std_s51'), 189);
    expect(g.state.corporations['B&A'].cash).toBe(10);
    const offers = legalActions(g);
    expect(offers.some((o) => o.type === 'pass' && o.entity === 'B&A')).toBe(true);
    expect(offers.flatMap((o) => (o.type === 'buy_train' ? o.options : []))).toEqual([]);
    const passed = liveThrough(agreeGame('left-trains-wait-for-pass__1817_4p_std_s51'), 190);
    expect(passed.state.players.find((p) => p.id === 4)?.cash).toBeLessThan(0);
  });
});

describe('1817 §5.6 no stock-round loan for a company in the low zones (18xx.games offers one, and so asks for a pass)', () => {
  it('P1, whose only company is in liquidation, is asked to pass; WC’s loan is refused and not offered', () => {
    const g = liveThrough(agreeGame('low-zone-loan-asks-pass__1817_5p_std_s52'), 156);
    expect(actingPlayers(context(g))).toEqual([1]);
    expect(legalActions(g).map((o) => o.type)).toEqual(['pass']);
    const r = dryRun(g, { type: 'take_loan', entity: 'WC', entity_type: 'corporation', loan: g.state.nextLoan } as never);
    expect(r.ok ? null : r.error).toMatch(/may act for only one company/);
  });
});

describe('1817 §5.6 the company acted for is chosen outside the low zones; its loans may then take it into the gray zone', () => {
  it('Bess, moved into the acquisition zone by its third loan, may take another, and P5 may pass', () => {
    const g = liveThrough(agreeGame('loans-go-on-in-gray-zone__1817_6p_std_s53'), 420);
    expect(actingPlayers(context(g))).toEqual([5]);
    expect(inLowZones(context(g), g.state.corporations.Bess)).toBe(true);
    expect(legalActions(g).map((o) => `${o.type} ${o.entity}`)).toEqual(['take_loan Bess', 'pass 5']);
    expect(liveThrough(agreeGame('loans-go-on-in-gray-zone__1817_6p_std_s53'), 421).state.corporations.Bess.loans?.length).toBe(4);
  });
});

describe('1817 phase 4: 2+-trains may not be bought or sold', () => {
  it('an obsolete 2+-train discarded to the market is not offered, and its purchase is refused', () => {
    const g = liveThrough(agreeGame('obsolete-not-sold__1817_5p_std_s3'), 364);
    expect(g.state.trains['2+-1']).toMatchObject({ owner: 'pool', obsolete: true });
    const r = dryRun(g, { type: 'buy_train', entity: 'PW', entity_type: 'corporation', train: '2+-1', price: 100 } as never);
    expect(r.ok ? null : r.error).toMatch(/not for sale/);
    const offered = legalActions(g).flatMap((o) => (o.type === 'buy_train' ? o.options.map((x) => x.train) : []));
    expect(offered).not.toContain('2+-1');
  });
});

describe('1817 §3 terrain: the bridge companies’ discounts together take off no more than the terrain costs', () => {
  it('B&A, with both, pays $20 for its second lay on G6 (water $10)', () => {
    const before = liveThrough(agreeGame('bridges-discount-once__1817_5p_std_s202'), 280);
    const after = liveThrough(agreeGame('bridges-discount-once__1817_5p_std_s202'), 281);
    expect(before.state.corporations['B&A'].cash - after.state.corporations['B&A'].cash).toBe(20);
  });
});

describe('1817 §5.2 shares may not be sold during the stock round the company formed in', () => {
  it('P2’s NYOW share, bought in NYOW’s IPO round, is not for sale: P2 is passed over', () => {
    const g = liveThrough(agreeGame('no-sale-in-ipo-round__1817_9p_std_s206'), 402);
    expect(canSellAnyOf(context(g), 2, 'NYOW')).toBe(false);
    expect(actingPlayers(context(g))).toEqual([7]);
  });
});

describe('1817 §6.8-6.9 a company over its train limit after its purchase first pays interest and settles its loans', () => {
  it('WT takes and repays loans, then passes, and is asked to discard only then', () => {
    const game = agreeGame('discard-after-loans__1817_9p_std_s206');
    const bought = liveThrough(game, 438);
    expect(bought.state.pending).toEqual([]);
    expect(legalActions(bought).map((o) => o.type)).toEqual(expect.arrayContaining(['payoff_loan', 'take_loan', 'pass']));
    const passed = liveThrough(game, 441);
    expect(passed.state.pending).toMatchObject([{ kind: 'discard_train', entity: 'WT' }]);
  });
});

describe('1817 §5.5 a company that has not bought its stations when the stock round ends is placed in liquidation', () => {
  it('Bess, a station short, goes to the liquidation space as stock round 3 ends', () => {
    const game = agreeGame('stations-unpaid-liquidates__1817_7p_std_s204');
    const before = liveThrough(game, 286);
    expect(price(context(before), before.state.corporations.Bess)).toBeGreaterThan(0);
    const after = liveThrough(game, 287);
    expect(after.state.corporations.Bess.market).toEqual([0, 0]);
  });
});

describe('1817 §5.5 a company buys its stations as soon as it can pay for them', () => {
  it('B&A, $5 short after its IPO, buys its second station when P3 buys a share from its treasury', () => {
    const game = agreeGame('stations-bought-when-paid__1817_7p_std_s204');
    const started = liveThrough(game, 322).state.corporations['B&A'];
    const bought = liveThrough(game, 323).state.corporations['B&A'];
    expect(started.cash).toBe(45);
    expect(bought.tokens.length).toBe(started.tokens.length + 1);
    expect(bought.cash).toBe(45);
  });
});

describe('1817 §7.3 acquired stations above the limit: removed first, then handed over', () => {
  it('SR’s six stations stay SR’s while PLE removes one, then PLE holds the eight left', () => {
    const game = agreeGame('stations-reduced-before-handover__1817_6p_std_s4');
    const onMap = (g: Game, sym: string) => g.state.corporations[sym].tokens.filter((t) => t.hex).length;
    const acquired = liveThrough(game, 335);
    expect(acquired.state.pending.at(-1)).toMatchObject({ kind: 'reduce_tokens', entity: 'PLE', other: 'SR' });
    expect([onMap(acquired, 'PLE'), onMap(acquired, 'SR')]).toEqual([3, 6]);
    const reduced = liveThrough(game, 336);
    expect([onMap(reduced, 'PLE'), onMap(reduced, 'SR')]).toEqual([8, 0]);
  });
});

describe('1817 shorts in the market are closed against the treasury before each stock round (18xx.games)', () => {
  it('the market buys H’s treasury share for $65 and the pair leaves the game', () => {
    const game = agreeGame('bank-closes-shorts__1817_10p_std_s207');
    const before = liveThrough(game, 582);
    const after = liveThrough(game, 583);
    expect(after.state.round.kind).toBe('stock');
    expect(after.state.corporations.H.cash - before.state.corporations.H.cash).toBe(65);
  });
});

describe('1817 §7.3 a station taken over stands where a station placed in that city would', () => {
  it('H’s station taken from DL&W in B5 holds the first slot, which H’s own left; removing it names slot 0', () => {
    const game = agreeGame('handed-over-station-slot__1817_10p_std_s207');
    // Action 602: H acquires DL&W; H's own station in B5 (slot 0) goes back to its charter, DL&W's (slot 1) becomes H's.
    expect(liveThrough(game, 601).state.hexes.B5.tokens[0]).toEqual(['H', 'DL&W']);
    expect(liveThrough(game, 602).state.hexes.B5.tokens[0]).toEqual(['H', null]);
    // Action 637: H, acquiring Belt with more than eight stations, removes the one in B5 by the slot 18xx.games reads.
    const removed = liveThrough(game, 637);
    expect(removed.state.hexes.B5.tokens[0]).toEqual([null, null]);
    expect(removed.state.corporations.H.tokens.some((t) => t.hex === 'B5')).toBe(false);
  });
});

describe('1817 §6.9 after interest a company may repay or take loans; its pass ends the turn', () => {
  it('the pass offered at the loan step says the company is done with loans', () => {
    const game = liveThrough(agreeGame('handed-over-station-slot__1817_10p_std_s207'), 155);
    expect(game.state.round).toMatchObject({ kind: 'operating', turn: { step: 'repay' } });
    const pass = legalActions(game).find((o) => o.type === 'pass');
    expect(pass).toMatchObject({ label: 'Done with loans' });
    expect(legalActions(game).some((o) => o.type === 'take_loan')).toBe(true);
  });
});

describe('1817 §6.8 a company short of its interest takes a loan to pay it, before the discard a new phase asks', () => {
  it('J, $15 left after buying the first 4-train, borrows $100, pays $35 and waits at its loan step', () => {
    const game = agreeGame('interest-loan-before-discard__1817_9p_std_s306');
    const before = liveThrough(game, 418).state.corporations.J;
    const bought = liveThrough(game, 419);
    const J = bought.state.corporations.J;
    expect(J.loans?.length).toBe((before.loans?.length ?? 0) + 1);
    expect(J.cash).toBe(before.cash - 400 + 100 - 35);
    expect(bought.state.pending.some((p) => p.kind === 'discard_train')).toBe(false);
    expect(bought.state.round).toMatchObject({ kind: 'operating', turn: { step: 'repay' } });
    // J passes its loan step (action 420); then it discards down to phase 4's limit of three trains.
    expect(liveThrough(game, 420).state.pending.at(-1)).toMatchObject({ kind: 'discard_train', entity: 'J' });
    expect(liveThrough(game, 421).state.corporations.J.trains.length).toBe(3);
  });
});

describe('1817 §7.4 a bankrupt player is out of the game', () => {
  it('and bids in no company’s opening auction, whatever privates they are left with (§5.5)', () => {
    const game = agreeGame('bankrupt-no-bidder__1817_3p_five_shorts_s1410');
    // P2 went bankrupt at action 112 and still holds privates worth $310; P3 has $40.
    const before = liveThrough(game, 255);
    expect(before.state.players.find((p) => p.id === 2)).toMatchObject({ bankrupt: true, cash: 0 });
    // Action 256: P1 starts WT for $100: nobody else may bid, so P1 has won it; the home station is placed (257) and
    // WT's size chosen (258) next.
    const started = liveThrough(game, 256);
    expect(started.state.pending.find((p) => p.kind === 'ipo')).toMatchObject({ bidders: [1], stage: 'size' });
    expect(started.state.corporations.WT.president).toBe(1);
    expect(started.state.players.find((p) => p.id === 1)!.cash).toBe(114);
  });
});

describe('1817 §6.10 a company that cannot pay its interest after buying the train that starts a phase', () => {
  it('goes into liquidation and its president pays, in a cash crisis, before it discards down to the new limit', () => {
    const game = agreeGame('unpaid-interest-before-discard__1817_4p_std_s1240');
    // Action 336: NYOW (ten loans, its limit) buys the first 4-train for $400, keeping $1: four trains, limit 3.
    const bought = liveThrough(game, 336);
    const NYOW = bought.state.corporations.NYOW;
    expect(NYOW.trains).toHaveLength(4);
    expect(price(context(bought), NYOW)).toBe(0);
    // Its $1 goes to P1, who pays the $150 interest (§6.10) and owes $20: the cash crisis (§7.4) comes first.
    expect(bought.state.players.find((p) => p.id === 1)!.cash).toBe(-20);
    expect(bought.state.pending).toEqual([expect.objectContaining({ kind: 'cash_crisis', entity: 1 })]);
    // P1 goes bankrupt (action 337); then NYOW discards (action 338).
    expect(liveThrough(game, 337).state.pending.at(-1)).toMatchObject({ kind: 'discard_train', entity: 'NYOW' });
    expect(liveThrough(game, 338).state.corporations.NYOW.trains).toHaveLength(3);
  });
});

describe('1817 §7.1.3 a 5-share merger: the target’s shorts and their shares become the survivor’s', () => {
  it('each short, issued before its share, is renumbered first: J’s treasury holds J_11, J_13 and J_15, and sells J_15', () => {
    const game = agreeGame('merged-shorts-numbered__1817_10p_std_s407');
    // Action 288: J merges Belt, whose three short pairs (Belt_10/11, Belt_12/13, Belt_14/15) were open.
    const merged = liveThrough(game, 288);
    const treasury = Object.values(merged.state.certificates).filter((x) => x.owner === 'ipo:J');
    expect(treasury.map((x) => x.id).sort()).toEqual(['J_11', 'J_13', 'J_15']);
    // Action 311: P6 buys J_15 from J's treasury; J is paid its price.
    const before = liveThrough(game, 310).state.corporations.J.cash;
    expect(liveThrough(game, 311).state.corporations.J.cash).toBe(before + 50);
  });
});

describe('1817 §7.4 players in debt after liquidations: the first from the last liquidated company’s president decides first', () => {
  it('Belt (P9’s), UR (P10’s) and H (P7’s) are liquidated in turn: P9, first from P7 around the table, sells first', () => {
    const game = liveThrough(agreeGame('crisis-order-from-last-liquidated__1817_11p_std_s408'), 222);
    expect(game.state.players.filter((p) => p.cash < 0).map((p) => p.id)).toEqual([9, 10]);
    expect(actingPlayers(context(game))).toEqual([9]);
    const r = dryRun(game, { type: 'bankrupt', entity: 10, entity_type: 'player' } as never);
    expect(r.ok ? null : r.error).toMatch(/P9 must sell shares/);
  });
});

describe('1817 §6.11 the train exported at the end of an operating round may lower the train limit', () => {
  it('the 4-train exported starts phase 4: Belt, with four 3-trains, discards one before the merger round goes on', () => {
    const game = liveThrough(agreeGame('export-limit-discard__1817_6p_std_s603'), 345);
    expect(game.state.round).toMatchObject({ kind: 'special', name: 'merger' });
    expect(game.state.corporations.Belt.trains).toHaveLength(4);
    expect(game.state.pending.at(-1)).toMatchObject({ kind: 'discard_train', entity: 'Belt' });
    expect(actingPlayers(context(game))).toEqual([5]);
    expect(legalActions(game).every((o) => o.type === 'discard_train' && o.entity === 'Belt')).toBe(true);
    const r = dryRun(game, { type: 'convert', entity: 'NYOW', entity_type: 'corporation' } as never);
    expect(r.ok ? null : r.error).toMatch(/discard a train of Belt/);
  });
});

describe('1817 §5 end of a stock round: a sold-out company rises, then falls for each share in the market', () => {
  it('A&A, all its shares with players and three shares paired with shorts in the market, ends one space left of where it was', () => {
    const game = agreeGame('sold-out-with-market-shares__1817_12p_modern_trains_s739');
    expect(liveThrough(game, 242).state.corporations['A&A'].market).toEqual([0, 3]);
    // Action 243 ends the stock round: up to [0, 4] ($40), then left three times, into the acquisition zone.
    expect(liveThrough(game, 243).state.corporations['A&A'].market).toEqual([0, 1]);
  });
});

describe('1817 §9.3 short squeeze: more than 100% held by players moves a company right two spaces', () => {
  it('PLE, 140% with players as the stock round ends, moves from $45 to $55 (one space without the option)', () => {
    const game = agreeGame('short-squeeze__1817_9p_short_squeeze_s606');
    const ple = (g: RecordedGame) => liveThrough(g, 265);
    expect(price(context(liveThrough(game, 264)), liveThrough(game, 264).state.corporations.PLE)).toBe(45);
    const squeezed = ple(game);
    expect(price(context(squeezed), squeezed.state.corporations.PLE)).toBe(55);
    const plain = ple({ ...game, settings: { ...game.settings, optional_rules: [] } } as RecordedGame);
    expect(price(context(plain), plain.state.corporations.PLE)).toBe(50);
  });
});

describe('1817 §5.3 with the option five shorts, no more than five shorts of a company are open', () => {
  it('A&A with five shorts open: P8’s short is refused and not offered', () => {
    const game = liveThrough(agreeGame('five-shorts__1817_8p_five_shorts_s725'), 448);
    const r = dryRun(game, { type: 'short', entity: 8, entity_type: 'player', corporation: 'A&A' } as never);
    expect(r.ok ? null : r.error).toMatch(/five shorts/);
    expect(legalActions(game).some((o) => o.type === 'short' && JSON.stringify(o).includes('A&A'))).toBe(false);
  });
});

describe('1817 volatility: the Express Track private makes the first tile lay cost $10', () => {
  it('J, owning it with $2, cannot pay its first lay: it skips its track step and goes on to buy trains', () => {
    const game = liveThrough(agreeGame('express-track-first-lay-cost__1817_6p_all_options_s753'), 198);
    expect(game.state.corporations.J.cash).toBe(2);
    expect(game.state.round).toMatchObject({ kind: 'operating', turn: { step: 'train' } });
    expect(legalActions(game).some((o) => o.type === 'lay_tile' && o.entity === 'J')).toBe(false);
  });
});

describe('1817 volatility: the Inventor pays for each train type once, when one is bought, exported or rusts', () => {
  it('R is paid for the 3 when PSNR buys Belt’s 3, then for the 4 exported and for the 2s that rust with it', () => {
    const game = agreeGame('inventor-paid-late__1817_12p_volatility_s749');
    const cash = (id: number) => liveThrough(game, id).state.corporations.R.cash;
    expect(cash(351) - cash(350)).toBe(30);
    const before = liveThrough(game, 491);
    const after = liveThrough(game, 492);
    expect(after.state.corporations.R.cash - before.state.corporations.R.cash).toBe(40 + 20);
    expect(after.state.log.filter((l) => l.action === 492 && /Inventor/.test(l.text))).toHaveLength(2);
  });
});

describe('1817 §6.3 a company found reaching no open city is not asked again until a tile or station is placed', () => {
  it('WT skips its token step though the liquidation since opened E22, as 18xx.games remembers its answer', () => {
    const game = agreeGame('station-reach-remembered__1817_9p_std_s706');
    expect(liveThrough(game, 355).state.titleState).toMatchObject({ noStationReach: ['WT'] });
    const g = liveThrough(game, 356);
    expect(g.state.round).toMatchObject({ kind: 'operating', turn: { step: 'route' } });
    expect(legalActions(g).some((o) => o.type === 'place_token')).toBe(false);
    // The map itself has a city for WT: asked afresh (after a lay or placement), the step would be WT's.
    const c = context(g);
    forgetStationReach(c);
    expect(tokenStep.active(c, g.state.corporations.WT)).toBe(true);
  });
});

describe('1817 §7.4 at any time a share and a short of a company in the market cancel out', () => {
  it('P5’s share of J sold into a market holding P1’s short (left there by P1’s bankruptcy) leaves the game with it', () => {
    const game = agreeGame('sale-closes-market-short__1817_5p_short_squeeze_s812');
    const pool = (g: Game) => Object.values(g.state.certificates).filter((x) => x.corp === 'J' && x.owner === 'pool');
    expect(pool(liveThrough(game, 339)).map((x) => x.id)).toEqual(['J_13']);
    const after = liveThrough(game, 340);
    expect(pool(after)).toEqual([]);
    expect(after.state.certificates.J_4).toBeUndefined();
  });
});

describe('1817 §7.3-7.4 after a take-over: stations are reduced first, then cash crises, then discards', () => {
  it('WT removes stations before P2 (in debt for A&S) sells, and P2 before WT discards', () => {
    const game = liveThrough(agreeGame('reduce-stations-before-crisis__1817_6p_volatility_s843'), 505);
    expect(game.state.pending.map((p) => p.kind)).toEqual(['discard_train', 'cash_crisis', 'reduce_tokens']);
    expect(actingPlayers(context(game))).toEqual([2]);
    const r = dryRun(game, { type: 'bankrupt', entity: 2, entity_type: 'player' } as never);
    expect(r.ok ? null : r.error).toMatch(/must remove stations of WT/);
  });
});

describe('1817 §7.2.4, §7.4 a sale waits for its buyer’s discard before a bankruptcy changes the next auction', () => {
  const g = () => agreeGame('sale-waits-for-discard__1817_8p_std_s905');

  it('after P2 (A&A’s president) goes bankrupt, A&A discards before PSNR is liquidated, and any player may discard', () => {
    const game = liveThrough(g(), 368);
    expect(game.state.pending.map((p) => p.kind)).toEqual(['discard_train']);
    // A&A has no president now: every player still in may make its discard, as 18xx.games asks them all.
    expect(game.state.corporations['A&A'].president).toBeNull();
    expect(actingPlayers(context(game))).toEqual([1, 5, 7, 8]);
    // PSNR (P7's, in liquidation) has not been settled yet: P7 has paid nothing.
    expect(game.state.players.find((p) => p.id === 7)!.cash).toBe(100);
    expect((game.state.round as AcquisitionRound).sale).toMatchObject({ corporation: 'PSNR', stage: 'auction' });
  });

  it('once A&A is within its limit, PSNR, its last bidder gone, goes to the bank and P7 is in a cash crisis', () => {
    const game = liveThrough(g(), 371);
    expect(game.state.pending.map((p) => [p.kind, p.entity])).toEqual([['cash_crisis', 7]]);
    expect(game.state.players.find((p) => p.id === 7)!.cash).toBe(-400);
  });
});

describe('1817 volatility, the Inventor (P14): a type not yet paid pays when a train of it is discarded', () => {
  it('a 3-train discarded before any 3 changed hands since R took the Inventor pays R $30', () => {
    const game = liveThrough(agreeGame('inventor-paid-late__1817_12p_volatility_s749'), 350);
    const c = context(game);
    const t = Object.values(game.state.trains).find((x) => x.name === '3' && x.owner?.startsWith('c:') && x.owner !== 'c:R')!;
    const holder = t.owner!.slice(2);
    // As if the holder were over its train limit (18xx.games pays on any train leaving its holder, a discard too).
    pushPending(c, { kind: 'discard_train', entity: holder });
    const r = applyAction(game, { type: 'discard_train', entity: holder, entity_type: 'corporation', train: t.id } as never);
    if (!r.ok) throw new Error(r.error);
    expect(r.value.state.corporations.R.cash - game.state.corporations.R.cash).toBe(30);
    expect(r.value.state.titleState).toMatchObject({ inventorPaid: expect.arrayContaining(['3']) });
  });
});

describe('1817 §1.2.5 the Bank of New York holds 70 loans', () => {
  it('once all have been lent, a loan repaid is lent again, the first back first, as 18xx.games numbers them', () => {
    const g = agreeGame('loans-lent-again__1817_11p_std_s3208');
    const game = liveThrough(g, 1160);
    expect(game.state.nextLoan).toBe(70);
    const first = game.state.returnedLoans![0];
    const offer = legalActions(game).find((o) => o.type === 'take_loan' && o.entity === 'Belt');
    expect(offer).toMatchObject({ loan: first });
    // 18xx.games knows loans #0-#69 only: the kept game's loan is the one offered.
    expect(g.actions.at(-1)).toMatchObject({ type: 'take_loan', entity: 'Belt', loan: first });
    const after = liveThrough(g, 1161);
    expect(after.state.corporations.Belt.loans).toContain(first);
    expect(after.state.returnedLoans).not.toContain(first);
  });
});

describe('1817 §7.4 the certificate limit of the players remaining after bankruptcies', () => {
  it('with fewer players left than the table lists, it stays the limit of the fewest listed (18xx.games keeps the last it set)', () => {
    const g = agreeGame('cert-limit-after-bankruptcies__1817_10p_std_s3207');
    const game = liveThrough(g, 402);
    const c = context(game);
    expect(game.state.players.filter((p) => !p.bankrupt).map((p) => p.id)).toEqual([7, 10]);
    expect(certLimit(c)).toBe(21);
    // P7, with six certificates (the ten-player limit), is a bidder in P10's auction of DL&W and passes.
    expect(numCerts(c, 7)).toBe(6);
    expect(game.state.pending.find((d) => d.kind === 'ipo')).toMatchObject({ bidders: [7, 10] });
    liveThrough(g, 404);
  });
});

describe('1817 §6.8 interest is paid as the train step ends, before the discards a new phase asks for', () => {
  it('WT, at its five loans, pays $75 with the first 4-train and discards after, though its loan step does not wait', () => {
    const game = agreeGame('interest-with-purchase__1817_4p_short_squeeze_s3916');
    const before = liveThrough(game, 325).state.corporations.WT;
    // Action 326: WT buys the first 4-train for $400: four trains, phase 4's limit is three.
    const bought = liveThrough(game, 326);
    const WT = bought.state.corporations.WT;
    expect(WT.loans).toHaveLength(5);
    expect(WT.cash).toBe(before.cash - 400 - 75);
    expect(bought.state.pending.at(-1)).toMatchObject({ kind: 'discard_train', entity: 'WT' });
    // Action 327: the discard; the interest is not paid again.
    const discarded = liveThrough(game, 327);
    expect(discarded.state.corporations.WT.trains).toHaveLength(3);
    expect(discarded.state.corporations.WT.cash).toBe(WT.cash);
  });
});

describe('1817 §5.1 privates do not count against the certificate limit', () => {
  it('P10, with six shares and the PSM private at a limit of seven, may bid in SR’s opening auction', () => {
    const game = agreeGame('privates-not-counted__1817_10p_short_squeeze_s3922');
    const c = context(liveThrough(game, 392));
    const p10 = c.s.players.find((p) => p.id === 10)!;
    expect(c.s.companies.PSM.owner).toBe(playerKey(10));
    expect(numCerts(c, 10)).toBe(6);
    expect(certLimit(c)).toBe(7);
    expect(p10.cash).toBeGreaterThan(105);
    // Action 391: P1 bids $100 for SR; after its station (392) the auction waits for P10.
    expect(c.s.pending.at(-1)).toMatchObject({ kind: 'ipo', corporation: 'SR', entity: 10, bidders: [1, 10] });
  });
});
