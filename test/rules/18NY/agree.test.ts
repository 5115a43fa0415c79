import { describe, expect, it } from 'vitest';
import type { Action } from '../../../shared/engine/actions';
import { actingPlayers, applyLive, context } from '../../../shared/engine/game';
import { legalActions } from '../../../shared/engine/legal';
import { operatingCorp } from '../../../shared/engine/rounds/or/common';
import { runnableTrains } from '../../../shared/engine/rounds/or/route';
import { agreeGame, liveAt as liveAtOf } from '../../support/agree';
import { loadTitle } from '../../support/fixtures';
import { pay } from '../../../shared/engine/transfer/cash';
import { playerValue } from '../../../shared/engine/value';
import { price } from '../../../shared/engine/market';
import { play } from './helpers';
import { stagecoachAtPrivatesClose } from '../../../shared/rules/18NY/stagecoach';
import { albanyBuffaloConnected } from '../../../shared/rules/18NY/nycTrigger';

/**
 * 18NY rules found by `npm run agree`: random games of ours that 18xx.games played otherwise, kept in
 * test/fixtures/agree (each file's `description` says where it is cut and why).
 */

const t = loadTitle('18NY');
const liveAt = (g: Parameters<typeof liveAtOf>[1]) => liveAtOf(t, g);

describe('2.3 starting minors: after the auction the proposer’s turn goes on', () => {
  it('player 2 proposed minor 6 and player 4 won it: player 2 may still sell, then passes', () => {
    const game = liveAt(agreeGame('minor-auction-turn__18NY_4p_std_s3'));
    const c = context(game);
    expect(c.s.corporations['6'].president).toBe(4);
    expect(actingPlayers(c)).toEqual([2]);
    expect(legalActions(game).map((a) => a.type)).toEqual(['sell_shares', 'pass']);
  });
});

describe('salvage: a company that scraps its last train must buy another', () => {
  it('minor 6 ($10, a 2H worth $25 in salvage) may not scrap it: it could not pay for the $100 train it must then buy', () => {
    const game = liveAt(agreeGame('scrap-last-train__18NY_2p_std_s1'));
    expect(legalActions(game).map((a) => a.type)).not.toContain('scrap_train');
    expect(play(game, { type: 'scrap_train', entity: '6', entity_type: 'corporation', train: '2H-0' }).error).toMatch(/could not buy a train/);
  });
});

describe('7.1.6 loans: a train from a company with loans changes hands at face value', () => {
  it('minor 7 may not buy the D&H’s 2H (the D&H has loans) for $28, only for $100, which it has not', () => {
    const game = liveAt(agreeGame('loan-train-price__18NY_5p_std_s4'));
    expect(context(game).s.corporations['D&H'].loans?.length).toBeGreaterThan(0);
    const offer = legalActions(game).find((a) => a.type === 'buy_train');
    expect(offer?.type === 'buy_train' && offer.options.some((o) => o.train === '2H-1')).toBe(false);
    const buy = { type: 'buy_train', entity: '7', entity_type: 'corporation', train: '2H-1' };
    expect(play(game, { ...buy, price: 28 }).error).toMatch(/between 100/);
  });
});

describe('6.1 buying from a company’s treasury: at most 60% so held', () => {
  it('player 2, with 60% of the D&H, may not buy D&H_8 from its treasury', () => {
    const game = liveAt(agreeGame('treasury-60-percent__18NY_2p_std_s1'));
    const buy = { type: 'buy_shares', entity: 2, entity_type: 'player', shares: ['D&H_8'], percent: 10 };
    expect(play(game, buy).error).toMatch(/no more than 60% of D&H/);
    const offer = legalActions(game).find((a) => a.type === 'buy_shares');
    expect(offer?.type === 'buy_shares' && offer.options.some((o) => o.corporation === 'D&H' && o.from === 'ipo')).toBeFalsy();
  });
});

describe('6.2 the pool never holds more of a company than its players', () => {
  it('player 1 may sell one D&H share but not both (the pool would hold 40%, the players 30%)', () => {
    const game = liveAt(agreeGame('pool-not-above-players__18NY_3p_std_s2'));
    const sell = (shares: string[]) => ({ type: 'sell_shares', entity: 1, entity_type: 'player', shares, percent: shares.length * 10 });
    expect(play(game, sell(['D&H_1', 'D&H_2'])).error).toMatch(/pool may not hold more of D&H than the players/);
    expect(play(game, sell(['D&H_1'])).error).toBeNull();
  });
});

describe('6.2 a turn with nothing left to do ends: the pool rule counts', () => {
  it('player 1 sold a D&H share and may sell no other: player 3 acts', () => {
    const game = liveAt(agreeGame('turn-ends-pool-full__18NY_3p_std_s2'));
    expect(actingPlayers(context(game))).toEqual([3]);
  });
});

describe('6.2 a president whose company could buy back a share is asked, even after it issued this round', () => {
  it('the B&A issued; player 3 has nothing to do, but the D&H and the B&A have a pool share within their cash: player 3 passes', () => {
    const game = liveAt(agreeGame('issued-company-asks-pass__18NY_3p_std_s2'));
    const c = context(game);
    expect(c.s.round.kind).toBe('stock');
    expect(actingPlayers(c)).toEqual([3]);
    expect(legalActions(game).map((a) => a.type)).toEqual(['pass']);
    const redeem = { type: 'buy_shares', entity: 'B&A', entity_type: 'corporation', shares: ['B&A_5'], percent: 10 };
    expect(play(game, redeem).error).toMatch(/may not buy back/);
  });
});

describe('2e 6.1 a minor is proposed instead of a purchase: sales may come first', () => {
  it('player 3 sold an NH share and, with $124, may still propose a minor: the turn goes on', () => {
    const game = liveAt(agreeGame('minor-after-sale__18NY_5p_std_s4'));
    const c = context(game);
    expect(actingPlayers(c)).toEqual([3]);
    const offer = legalActions(game).find((a) => a.type === 'bid');
    expect(offer?.type === 'bid' && offer.options.length).toBeGreaterThan(0);
    const minor = offer?.type === 'bid' ? offer.options[0].company : '';
    expect(play(game, { type: 'bid', entity: 3, entity_type: 'player', corporation: minor, price: 100 }).error).toBeNull();
  });
});

describe('7.1.6 loans: a company borrowing towards a train keeps what the train costs', () => {
  it('minor 9 ($56 after its loan, no train) may buy no private: the train it must buy takes all of it', () => {
    const game = liveAt(agreeGame('train-loan-keeps-train-money__18NY_5p_immediate_capitalization_round_s22'));
    expect(legalActions(game).map((a) => a.type)).not.toContain('buy_company');
    const buy = { type: 'buy_company', entity: '9', entity_type: 'corporation', company: 'WPF', price: 34 };
    expect(play(game, buy).error).toMatch(/WPF costs between/);
  });
});

describe('7.1.6 loans: a company with loans pays no more than face value for a private', () => {
  it('minor 5 (one loan), given $100, may pay up to $20 for the Albany Iron Works, not $21', () => {
    const kept = agreeGame('train-loan-keeps-train-money__18NY_5p_immediate_capitalization_round_s22');
    const game = liveAtOf(t, kept, 273);
    pay(context(game), 'bank', 'c:5', 100);
    const offer = legalActions(game).find((a) => a.type === 'buy_company');
    expect(offer?.type === 'buy_company' && offer.options.find((o) => o.company === 'AIW')?.max).toBe(20);
    const buy = (price: number) => ({ type: 'buy_company', entity: '5', entity_type: 'corporation', company: 'AIW', price });
    expect(play(game, buy(21)).error).toMatch(/AIW costs between 10 and 20/);
    expect(play(game, buy(20)).error).toBeNull();
  });
});

describe('7.1.5 interest the company cannot pay: its treasury stands below zero until the debt is raised', () => {
  it('minor 3 ($4) owed $10: the bank has it all, minor 3 has -$6; its president pays $6 and it has $0', () => {
    const game = liveAt(agreeGame('interest-debt-below-zero__18NY_2p_immediate_capitalization_round_s6'));
    expect(context(game).s.corporations['3'].cash).toBe(-6);
    expect(actingPlayers(context(game))).toEqual([1]);
    const paid = play(game, { type: 'payoff_debt', entity: 1, entity_type: 'player' }).game!;
    expect(context(paid).s.corporations['3'].cash).toBe(0);
    expect(paid.state.pending).toEqual([]);
  });
});

describe('7.2 mergers: the choice closes by itself once no other acquisition is within reach', () => {
  it('minor 6 merges with minor 9 and can acquire no other: an automatic pass closes its choice', () => {
    const game = liveAt(agreeGame('merge-closes-choice__18NY_2p_immediate_capitalization_round_s6'));
    const r = applyLive(game, { type: 'merge', entity: '6', entity_type: 'corporation', corporation: '9', id: 233 } as Action);
    expect(r.ok && r.value.action.auto_actions).toEqual([{ type: 'pass', entity: '6', entity_type: 'corporation' }]);
    expect(r.ok && legalActions(r.value.game).some((a) => a.type === 'merge')).toBe(false);
  });
});

describe('7.2 mergers: a train acquired after its owner ran does not run again this round', () => {
  it('minor 11 took over minor 6’s 2H, which ran this round: minor 11 has no train to run', () => {
    const game = liveAt(agreeGame('merged-train-ran__18NY_5p_std_s4'));
    const c = context(game);
    expect(c.s.corporations['11'].trains).toEqual(['2H-1']);
    expect(runnableTrains(c, c.s.corporations['11'])).toEqual([]);
  });
});

describe('2e 6.1 starting a share company: a player with twice the lowest par value of the market is asked', () => {
  it('stock round 7: players 5 ($85) and 1 ($67) pass unasked; player 2 ($120, no share company’s par within it) is asked, if only to pass', () => {
    const game = liveAt(agreeGame('asked-to-par__18NY_5p_std_s4'));
    const c = context(game);
    expect(c.s.round.kind).toBe('stock');
    expect(actingPlayers(c)).toEqual([2]);
    expect(legalActions(game).map((a) => a.type)).toEqual(['pass']);
  });
});

describe('7.1.5 a debt raised as a step is skipped holds the turn', () => {
  it('minor 2 owes $10 after its interest: it is still operating, and the B&A has not started (no home station yet)', () => {
    const game = liveAt(agreeGame('debt-holds-turn__18NY_5p_std_s4'));
    const c = context(game);
    expect(c.s.pending).toMatchObject([{ kind: 'cash_crisis', entity: '2' }]);
    expect(operatingCorp(c)?.sym).toBe('2');
    expect(c.s.corporations['B&A'].tokens.filter((t) => t.hex)).toEqual([]);
  });
});

describe('7.2 mergers: an open choice of mergers holds the turn', () => {
  it('minor 8 opened its mergers in its train step: it may merge or close the choice, not scrap a train', () => {
    const game = liveAt(agreeGame('merge-choice-holds__18NY_2p_std_s1'));
    expect(legalActions(game).map((a) => a.type)).toEqual(['merge', 'pass']);
    expect(play(game, { type: 'scrap_train', entity: '8', entity_type: 'corporation', train: '2H-4' }).error).toMatch(/must first finish its view_merge/);
    const closed = play(game, { type: 'pass', entity: '8', entity_type: 'corporation' }).game!;
    expect(play(closed, { type: 'scrap_train', entity: '8', entity_type: 'corporation', train: '2H-4' }).error).toBeNull();
  });
});

describe('salvage: a company that scrapped its last train buys the next from its treasury alone', () => {
  it('the RWO ($74, no train) is offered other companies’ 2Hs up to $74, not the bank’s $100 2H', () => {
    const game = liveAt(agreeGame('scrapped-keeps-train-money__18NY_2p_immediate_capitalization_round_s6'));
    const k = context(game).s.corporations.RWO;
    expect([k.cash, k.trains.length]).toEqual([74, 0]);
    const buy = legalActions(game).find((a) => a.type === 'buy_train');
    expect(buy?.type === 'buy_train' && buy.options.length > 0 && buy.options.every((o) => o.from.startsWith('c:') && o.max === 74)).toBe(true);
    expect(play(game, { type: 'buy_train', entity: 'RWO', entity_type: 'corporation', train: '2H-1', price: 100 }).error).toMatch(/president may not help/);
  });
});

describe('2e Stagecoach: Albany’s preprinted city is named as 18xx.games names it', () => {
  it('the RWO may place the Stagecoach token in Albany, F20-0-1 (not F20-0-0), before the hex is built', () => {
    const game = liveAt(agreeGame('stagecoach-albany-city__18NY_2p_std_s1'));
    const offer = legalActions(game).find((a) => a.type === 'company_token' && a.entity === 'SC');
    expect(offer?.type === 'company_token' && offer.cities.map((x) => x.city)).toEqual(['F20-0-1']);
    const place = (city: string) => play(game, { type: 'place_token', entity: 'SC', entity_type: 'company', city });
    expect(place('F20-0-1').error).toBeNull();
    expect(context(place('F20-0-1').game!).s.hexes.F20.tokens[0]).toContain('RWO');
  });
});

describe('2e Stagecoach: the token is an extra one, not one of the company’s own', () => {
  it('the RWO replaced the Stagecoach token with one of its four tokens: three are on the map, one is left', () => {
    const game = liveAt(agreeGame('stagecoach-extra-token__18NY_2p_std_s1'));
    const tokens = context(game).s.corporations.RWO.tokens;
    expect(tokens.length).toBe(4);
    expect(tokens.filter((t) => !t.hex).length).toBe(1);
  });
});

describe('2e Albany Iron Works: its tile is laid in the track step only', () => {
  it('minor 11, at its train step, may not lay the Iron Works’ tile on E5', () => {
    const game = liveAt(agreeGame('iron-works-track-step__18NY_2p_std_s1'));
    expect(legalActions(game).some((a) => a.entity === 'AIW')).toBe(false);
    const lay = { type: 'lay_tile', entity: 'AIW', entity_type: 'company', hex: 'E5', tile: '15-2', rotation: 5 };
    expect(play(game, lay).error).toMatch(/only in the track step/);
  });
});

describe('7.1.6 a loan towards a train is settled by any train bought, the West Point Foundry’s included', () => {
  it('the RWO bought its 2H with the Foundry’s discount after its loan: it may pass its train step', () => {
    const game = liveAt(agreeGame('west-point-ends-train-loan__18NY_4p_std_s21'));
    expect(context(game).s.corporations.RWO.trains.length).toBe(1);
    expect(legalActions(game).some((a) => a.type === 'pass' && a.entity === 'RWO')).toBe(true);
  });
});

describe('2e 7.1.7 salvage: after scrapping a train the president helps pay for no other', () => {
  it('the B&A ($25) scrapped its only 2H: it may not buy the bank’s $100 2H, and its president may not sell for it', () => {
    const game = liveAt(agreeGame('scrap-no-president-help__18NY_3p_immediate_capitalization_round_s106'));
    const k = context(game).s.corporations['B&A'];
    expect(k.trains.length).toBe(0);
    expect(k.cash).toBe(25);
    const offers = legalActions(game);
    const buy = offers.find((a) => a.type === 'buy_train');
    expect(buy?.type === 'buy_train' && buy.options.every((o) => o.min <= 25)).toBe(true);
    expect(offers.some((a) => a.type === 'sell_shares' || a.type === 'bankrupt')).toBe(false);
    const depot = { type: 'buy_train', entity: 'B&A', entity_type: 'corporation', train: '2H-10', price: 100 };
    expect(play(game, depot).error).toMatch(/president may not help/);
  });
});

describe('7.2 mergers: an acquirer over its train limit salvages a train before its choice closes', () => {
  it('minor 9 took over minor 3 (three 2Hs, limit two): it discards first, for $25, then the choice closes by itself', () => {
    const g = agreeGame('merge-discards-first__18NY_2p_std_s1');
    const merge = g.actions[491];
    const before = liveAt({ ...g, actions: g.actions.slice(0, 491) });
    const merged = applyLive(before, { ...merge, auto_actions: undefined } as Action);
    expect(merged.ok && merged.value.action.auto_actions).toBeUndefined();
    const game = merged.ok ? merged.value.game : before;
    expect(legalActions(game).map((a) => a.type)).toEqual(['discard_train']);
    const cash = context(game).s.corporations['9'].cash;
    const discarded = applyLive(game, { type: 'discard_train', entity: '9', entity_type: 'corporation', train: '2H-0', id: 493 } as Action);
    expect(discarded.ok && discarded.value.action.auto_actions).toEqual([{ type: 'pass', entity: '9', entity_type: 'corporation' }]);
    expect(discarded.ok && context(discarded.value.game).s.corporations['9'].cash).toBe(cash + 25);
  });
});

describe('2e Albany Iron Works: its owner’s track step waits for a pass while a lay is left', () => {
  it('minor 4 ($5, two loans, the Iron Works) is asked at its track step instead of skipping it', () => {
    const game = liveAt(agreeGame('iron-works-holds-track__18NY_2p_immediate_capitalization_round_s105'));
    const c = context(game);
    expect(c.s.companies.AIW.owner).toBe('c:4');
    expect(operatingCorp(c)?.sym).toBe('4');
    expect(legalActions(game).map((a) => [a.type, a.entity])).toEqual([['pass', '4']]);
    const r = applyLive(game, { type: 'pass', entity: '4', entity_type: 'corporation', id: 291 } as Action);
    expect(r.ok).toBe(true);
  });
});

describe('2e Albany Iron Works: its tile pays for water, a bridge or a tile on water', () => {
  it('the HR may not lay tile 58 on I23 with the Iron Works at rotation 2: no water there', () => {
    const game = liveAt(agreeGame('iron-works-bridge-only__18NY_4p_std_s102'));
    const lay = { type: 'lay_tile', entity: 'AIW', entity_type: 'company', hex: 'I23', tile: '58-2', rotation: 2 };
    expect(play(game, lay).error).toMatch(/must pay for water/);
    expect(legalActions(game).some((a) => a.entity === 'AIW')).toBe(false);
  });
});

describe('1830 §5 the stock round ends when all pass: a sale closing a company at $0 may leave nobody anything to do', () => {
  it('player 3 sells NY&H_1 ($10 → $0): the NY&H closes, no player may act, and the operating round begins', () => {
    const game = liveAt(agreeGame('sale-closes-company-ends-round__18NY_3p_std_s2'));
    expect(context(game).s.round.kind).toBe('stock');
    const sale = { type: 'sell_shares', entity: 3, entity_type: 'player', shares: ['NY&H_1'], percent: 10, id: 451 } as Action;
    const r = applyLive(game, sale);
    expect(r.ok).toBe(true);
    const c = r.ok ? context(r.value.game) : context(game);
    expect(c.s.corporations['NY&H'].closed).toBe(true);
    expect(c.s.round.kind).toBe('operating');
  });
});

describe('4.4 the NYC formation triggered by track: recorded as 18xx.games records it', () => {
  it('minor 7’s lay on F20 joins Albany and Buffalo: a destination_connection naming no corporations, then its pass', () => {
    const g = agreeGame('nyc-trigger-written-bare__18NY_2p_std_s1');
    const lay = { type: 'lay_tile', entity: '7', entity_type: 'corporation', hex: 'F20', tile: 'X10-0', rotation: 1, id: 752 } as Action;
    const r = applyLive(liveAt(g), lay);
    expect(r.ok && r.value.action.auto_actions).toEqual([
      { type: 'destination_connection', entity: '7', entity_type: 'corporation' },
      { type: 'pass', entity: '7', entity_type: 'corporation' },
    ]);
  });
});

describe('4.4 NYC formation: a minor connected to Albany by track may merge', () => {
  it('minor 9 (D4) reaches Albany through a hex whose two tracks do not meet: it is asked, not passed by itself', () => {
    const game = liveAt(agreeGame('nyc-merge-separate-tracks__18NY_2p_std_s1'));
    const r = applyLive(game, { type: 'pass', entity: '7', entity_type: 'corporation', id: 776 } as Action);
    expect(r.ok && r.value.action.auto_actions).toBeUndefined();
    expect(r.ok && legalActions(r.value.game).map((a) => a.type)).toEqual(['merge', 'pass']);
  });
});

describe('4.7 the second NYC formation round: mergers at the NYC’s current price', () => {
  it('minor 6 ($55) merges against the NYC’s $75, not its $100 formation price: player 3 receives $35', () => {
    const game = liveAt(agreeGame('nyc-second-round-current-price__18NY_3p_immediate_capitalization_round_s106'));
    const cash = (g: typeof game) => g.state.players.find((p) => p.id === 3)!.cash;
    const r = applyLive(game, { type: 'pass', entity: 'B&A', entity_type: 'corporation', id: 785 } as Action);
    expect(r.ok && r.value.action.auto_actions?.filter((x) => x.type === 'merge').map((x) => x.entity)).toEqual(['6', '4']);
    expect(r.ok && cash(r.value.game) - cash(game)).toBe(35);
  });
});

describe('4.4 NYC formation: the NYC discards its excess trains once the minors have decided', () => {
  it('minors 7 and 9 merge in the second round: the NYC, over its limit, discards before the stock round', () => {
    const game = liveAt(agreeGame('nyc-discards-after-merges__18NY_2p_std_s1'));
    const r = applyLive(game, { type: 'pass', entity: 'NH', entity_type: 'corporation', id: 835 } as Action);
    const after = r.ok ? context(r.value.game) : null;
    expect(after?.s.round).toMatchObject({ kind: 'special', name: 'nyc_formation' });
    expect(after?.s.pending).toEqual([{ kind: 'discard_train', entity: 'NYC' }]);
  });
});

describe('2e Albany Iron Works: up to $80 off the water, the lay’s own $20 still paid', () => {
  it('minor 4 ($38) bridges the river on E19 with the Iron Works: it pays $20, not $0 (nor $100)', () => {
    const game = liveAt(agreeGame('iron-works-pays-lay__18NY_2p_immediate_capitalization_round_s105'));
    const lay = { type: 'lay_tile', entity: 'AIW', entity_type: 'company', hex: 'E19', tile: '14-0', rotation: 4, id: 329 } as Action;
    const r = applyLive(game, lay);
    expect(r.ok && r.value.game.state.corporations['4'].cash).toBe(38 - 20);
  });
});

describe('7.1.5 interest paid is forgotten as a round ends: the NYC’s loan after its formation brings $50', () => {
  it('the NYC paid its interest in the set; the loan it takes as the second formation round ends brings the whole $50', () => {
    const game = liveAt(agreeGame('nyc-second-round-current-price__18NY_3p_immediate_capitalization_round_s106'));
    const r = applyLive(game, { type: 'pass', entity: 'B&A', entity_type: 'corporation', id: 785 } as Action);
    const c = r.ok ? context(r.value.game) : null;
    expect(c?.s.log.map((l) => l.text)).toContain('NYC takes a loan of 50');
    expect(c?.s.corporations.NYC.cash).toBe(23);
  });
});

describe('New York’s tiles go on J20 only as printed (18xx.games; the rulebook is silent)', () => {
  it('the NY&H may lay X11 on J20 at rotation 0 only', () => {
    const game = liveAt(agreeGame('new-york-tile-unrotated__18NY_2p_std_s110'));
    const lay = (rotation: number) => ({ type: 'lay_tile', entity: 'NY&H', entity_type: 'corporation', hex: 'J20', tile: 'X11-0', rotation });
    expect(play(game, lay(1)).error).toMatch(/only unrotated/);
    expect(play(game, lay(0)).error).toBeNull();
  });
});

describe('7.1.6 a loan towards a train: a train acquired in a takeover ends the obligation', () => {
  it('minor 2 borrowed for a train, then took over minor 4 and its 2H: it may pass its train step', () => {
    const game = liveAt(agreeGame('takeover-train-ends-train-loan__18NY_5p_std_s123'));
    expect(legalActions(game).map((a) => a.type)).toContain('pass');
    expect(play(game, { type: 'pass', entity: '2', entity_type: 'corporation' }).error).toBeNull();
  });
});

describe('7.1.2 stations: a company owning the Stagecoach stops at its token step whatever its cash', () => {
  it('the D&H ($19, the Stagecoach) lays its second tile and is asked at its token step, not passed by itself', () => {
    const game = liveAt(agreeGame('stagecoach-holds-token-step__18NY_3p_std_s121'));
    const lay = { type: 'lay_tile', entity: 'D&H', entity_type: 'corporation', hex: 'H14', tile: '15-1', rotation: 4, id: 616 } as Action;
    const r = applyLive(game, lay);
    expect(r.ok && r.value.action.auto_actions).toBeUndefined();
    expect(r.ok && legalActions(r.value.game).map((a) => a.type)).toEqual(expect.arrayContaining(['pass', 'company_token']));
  });
});

describe('7.2.1 mergers: loans paid off stay on the acquired company until it closes', () => {
  it('the RWO paid off minor 4’s loan and may replace its station: minor 4 still holds the loan, player 1 is worth $1,036', () => {
    const game = liveAt(agreeGame('merge-loan-until-closed__18NY_2p_std_s120'));
    const c = context(game);
    expect(c.s.pending.map((p) => p.kind)).toEqual(['replace_tokens']);
    expect(c.s.corporations['4'].loans).toHaveLength(1);
    expect(c.s.corporations['RWO'].loans ?? []).toHaveLength(0);
    expect(playerValue(c, 1)).toBe(1036);
    const kept = play(game, { type: 'pass', entity: 'RWO', entity_type: 'corporation' });
    expect(kept.error).toBeNull();
    const after = context(kept.game!);
    expect(after.s.corporations['4'].closed).toBe(true);
    expect(after.s.corporations['4'].loans ?? []).toHaveLength(0);
    expect(playerValue(after, 1)).toBe(916);
  });
});

describe('6.1 priority: a stock round ended by a company’s closing leaves the priority with the last to act', () => {
  it('player 2 sells the D&H onto its closing space; player 1, holding D&H, and player 2 pass by themselves: player 2 keeps it', () => {
    const game = liveAt(agreeGame('closing-keeps-priority__18NY_2p_std_s130'));
    const c = context(game);
    expect(c.s.corporations['D&H'].closed).toBe(true);
    expect(c.s.round.kind).toBe('operating');
    expect(c.s.priority).toBe(2);
  });
});

describe('4.4 a failed NYC formation: the second formation round liquidates every minor left', () => {
  it('no minor merged in the first round; after the HR’s pass minor 3 is liquidated ($110 to player 2), not merged', () => {
    const game = liveAt(agreeGame('failed-nyc-liquidates__18NY_2p_std_s120'));
    const before = context(game).s.players.find((p) => p.id === 2)!.cash;
    const r = applyLive(game, { type: 'pass', entity: 'HR', entity_type: 'corporation', id: 597 } as Action);
    expect(r.ok && r.value.action.auto_actions).toBeUndefined();
    const c = context(r.ok ? r.value.game : game);
    expect(c.s.corporations['3'].closed).toBe(true);
    expect(c.s.corporations.NYC.ipoed).toBeFalsy();
    expect(c.s.players.find((p) => p.id === 2)!.cash - before).toBe(110);
    expect(c.s.round.kind).toBe('stock');
  });
});

describe('6.1 selling: an NYC parred after a failed formation is sold only once it has operated', () => {
  it('player 1 presides the NYC, parred this round: after buying NY&H_4 his turn ends (no NYC sale)', () => {
    const game = liveAt(agreeGame('parred-nyc-sells-after-operating__18NY_2p_std_s120'));
    const sell = { type: 'sell_shares', entity: 1, entity_type: 'player', shares: ['NYC_0'], percent: 10 };
    expect(play(game, sell).error).not.toBeNull();
    const r = applyLive(game, { type: 'buy_shares', entity: 1, entity_type: 'player', shares: ['NY&H_4'], percent: 10, id: 613 } as Action);
    expect(r.ok && actingPlayers(context(r.value.game))).toEqual([2]);
  });
});

describe('2e Stagecoach: a company already in Albany has no use for its token', () => {
  it('minor 1 (at home in Albany) bought the Stagecoach in its train step; its pass ends its turn: minor 10 operates', () => {
    const game = liveAt(agreeGame('stagecoach-in-albany-no-pass__18NY_2p_immediate_capitalization_round_s165'));
    const c = context(game);
    expect(c.s.companies.SC.owner).toBe('c:1');
    expect(c.s.corporations['1'].tokens.some((x) => x.hex === 'F20')).toBe(true);
    const r = applyLive(game, { type: 'pass', entity: '1', entity_type: 'corporation', id: 266 } as Action);
    expect(r.ok && operatingCorp(context(r.value.game))?.sym).toBe('10');
  });
});

describe('7.1.5 a debt the president pays: no more shares are sold than it needs', () => {
  it('minor 4 owes $10; player 1 ($2) may sell one ERIE share ($30), not two', () => {
    const game = liveAt(agreeGame('cash-crisis-sells-no-more__18NY_3p_std_s161'));
    const c = context(game);
    expect(c.s.pending).toMatchObject([{ kind: 'cash_crisis', entity: '4' }]);
    expect([c.s.corporations['4'].cash, c.s.players.find((p) => p.id === 1)!.cash]).toEqual([-10, 2]);
    const sell = (shares: string[]) => ({ type: 'sell_shares', entity: 1, entity_type: 'player', shares, percent: shares.length * 10 });
    expect(play(game, sell(['ERIE_1', 'ERIE_4'])).error).toMatch(/no more ERIE may be sold/);
    const offer = legalActions(game).find((a) => a.type === 'sell_shares');
    expect(offer?.type === 'sell_shares' && offer.options.map((o) => o.percent)).toEqual([10]);
    expect(play(game, sell(['ERIE_1'])).error).toBeNull();
  });
});

describe('7.1.6 loans: a company that borrowed towards a train keeps its price through a merger', () => {
  it('minor 11 ($130 after its loan, no train) may not merge minor 8 (no train) for $102: it could not then buy a $100 train', () => {
    const game = liveAt(agreeGame('train-loan-no-merge__18NY_2p_immediate_capitalization_round_s165'));
    expect(legalActions(game).map((a) => a.type)).toEqual(['buy_train']);
    const opened = play(game, { type: 'view_merge_options', entity: '11', entity_type: 'corporation' });
    const merge = { type: 'merge', entity: '11', entity_type: 'corporation', corporation: '8' };
    expect(play(opened.game ?? game, merge).error).toMatch(/must keep what the train it must buy costs/);
  });
});

describe('4.4 an NYC not formed from minors starts in Albany: its first station, placed as it first operates', () => {
  it('the NYC is asked for it before its track; Albany has an open space (the Stagecoach token stands in its own): $20 there', () => {
    const game = liveAt(agreeGame('nyc-home-albany__18NY_2p_std_s120'));
    const c = context(game);
    expect(c.s.pending).toMatchObject([{ kind: 'nyc_home', entity: 'NYC' }]);
    expect(c.s.hexes.F20.tokens[0]).toEqual([null, 'HR']);
    const offer = legalActions(game).find((a) => a.type === 'place_token');
    expect(offer?.type === 'place_token' && offer.cities.map((x) => x.city)).toEqual(['F20-0-1']);
    const placed = play(game, { type: 'place_token', entity: 'NYC', entity_type: 'corporation', city: 'F20-0-1' }).game!;
    expect(placed.state.corporations.NYC.cash).toBe(400 - 20);
    expect(placed.state.corporations.NYC.tokens.map((t) => t.hex)).toEqual(['F20', null]);
    expect(placed.state.pending).toEqual([]);
  });

  it('where Albany is full, any city with an open space may take it (18xx.games; the rulebook is silent)', () => {
    const game = liveAt(agreeGame('nyc-home-albany__18NY_2p_std_s120'));
    game.state.hexes.F20.tokens[0][0] = 'NY&H';
    const offer = legalActions({ ...game, cache: {} }).find((a) => a.type === 'place_token');
    const cities = offer?.type === 'place_token' ? offer.cities.map((x) => x.hex) : [];
    expect(cities).not.toContain('F20');
    expect(cities.length).toBeGreaterThan(5);
  });
});

describe('7.1.7.2 a president helping to pay buys the cheapest train, whatever the West Point Foundry takes off', () => {
  it('the RWO (short of $100) may not buy a 4H at half price, $100, with its president’s help while a 2H is for sale', () => {
    const game = liveAt(agreeGame('west-point-cheapest-train__18NY_3p_immediate_capitalization_round_s206'));
    expect(context(game).s.corporations.RWO.cash).toBeLessThan(100);
    const buy = { type: 'buy_train', entity: 'WPF', entity_type: 'company', train: '4H-1', price: 100 };
    expect(play(game, buy).error).toMatch(/a cheaper train is available/);
    const offer = legalActions(game).find((a) => a.type === 'buy_train' && a.entity === 'WPF');
    expect(offer?.type === 'buy_train' && offer.options.some((o) => o.name === '4H')).toBeFalsy();
  });
});

describe('6.1 buying from a company’s treasury: a player at 60% has nothing left to buy there', () => {
  it('player 1 buys D&H_7 (60%); with only D&H treasury shares left neither player can act: the stock round ends', () => {
    const game = liveAt(agreeGame('treasury-limit-ends-turn__18NY_2p_immediate_capitalization_round_s205'));
    const buy = { type: 'buy_shares', entity: 1, entity_type: 'player', shares: ['D&H_7'], percent: 10, id: 27 } as Action;
    const r = applyLive(game, buy);
    expect(r.ok && context(r.value.game).s.round.kind).toBe('operating');
  });
});

describe('7.1.7.2 emergency issue: only by a company bound to own a train (it has a route), not after a loan towards one', () => {
  it('the HR ($55, no train, no route) borrowed towards a train: it may borrow again, not issue HR_1', () => {
    const game = liveAt(agreeGame('train-loan-no-issue__18NY_6p_std_s204'));
    const issue = { type: 'sell_shares', entity: 'HR', entity_type: 'corporation', shares: ['HR_1'], percent: 10 };
    expect(play(game, issue).error).toMatch(/may not issue shares now/);
    expect(legalActions(game).map((a) => a.type)).toEqual(['buy_train', 'take_loan']);
  });
});

describe('7.1.3.3 coal tokens: a location reached at two hexes is claimed at the one 18xx.games names', () => {
  it('minor 9 passes its track step: its automatic claim names G1 (of F0 and G1, both three hexes from D4), then passes', () => {
    const game = liveAt(agreeGame('coal-nearer-hex__18NY_4p_immediate_capitalization_round_s307'));
    const r = applyLive(game, { type: 'pass', entity: '9', entity_type: 'corporation', id: 338 } as Action);
    expect(r.ok && r.value.action.auto_actions).toEqual([
      { type: 'claim_hex_token', entity: '9', entity_type: 'corporation', hex: 'G1', token_type: 'coal' },
      { type: 'pass', entity: '9', entity_type: 'corporation' },
    ]);
  });
});

describe('2e game end: all but one company closed ends the game after the set of operating rounds (18xx.games `closed`)', () => {
  it('player 1’s sale closes the B&A, the last company open, at $0: the operating round is played (the privates pay), then the game ends', () => {
    const game = liveAt(agreeGame('last-company-closes-game-ends__18NY_2p_immediate_capitalization_round_s205'));
    const bank = context(game).s.bank!;
    const sale = { type: 'sell_shares', entity: 1, entity_type: 'player', shares: ['B&A_5', 'B&A_7'], percent: 20, id: 489 } as Action;
    const r = applyLive(game, sale);
    const c = r.ok ? context(r.value.game) : context(game);
    expect(c.s.corporations['B&A'].closed).toBe(true);
    expect(c.s.gameEnd).toMatchObject({ reason: 'closed', timing: 'full_or' });
    expect(c.s.finished).toBe(true);
    expect(c.s.endReason).toBe('closed');
    // The player's $40 for the shares less the B&A's $20 back at its close (as 18xx.games), then the four privates'
    // $50 in the last operating round, which 18xx.games never reaches (it stops on player 2 with nothing to do).
    expect(bank - c.s.bank!).toBe(20 + 50);
  });
});

describe('4.4 NYC formation: a merging minor’s stations go to the NYC, the Stagecoach token even beside the NYC’s own', () => {
  it('minor 6 holds the Stagecoach token in Albany (F20), where the NYC has a station: it merges and the NYC holds both', () => {
    const game = liveAt(agreeGame('stagecoach-to-nyc-in-albany__18NY_6p_immediate_capitalization_round_s209'));
    const albany = (g: typeof game, sym: string) => context(g).s.corporations[sym].tokens.filter((x) => x.hex === 'F20').length;
    expect([albany(game, 'NYC'), albany(game, '6')]).toEqual([1, 1]);
    const r = applyLive(game, { type: 'pass', entity: 'RWO', entity_type: 'corporation', id: 656 } as Action);
    expect(r.ok && r.value.action.auto_actions?.filter((x) => x.type === 'merge').map((x) => x.entity)).toEqual(['6']);
    const after = r.ok ? r.value.game : game;
    expect(albany(after, 'NYC')).toBe(2);
    expect(
      context(after)
        .s.hexes.F20.tokens.flat()
        .filter((s) => s === 'NYC'),
    ).toHaveLength(2);
  });
});

describe('1e §9 abandoned railroads: a minor left in the pool by a bankrupt is bought there, and its buyer takes it over', () => {
  it('player 3 went bankrupt and minor 11 lies in the pool: after player 2’s pass player 4 ($90) is asked, and may buy it for $80', () => {
    const game = liveAt(agreeGame('abandoned-minor-bought__18NY_4p_std_s402'));
    expect(actingPlayers(context(game))).toEqual([4]);
    const offer = legalActions(game).find((a) => a.type === 'buy_shares');
    expect(offer?.type === 'buy_shares' && offer.options.map((o) => [o.shares, o.price, o.from])).toEqual([[['11_0'], 80, 'pool']]);
    const r = applyLive(game, { type: 'buy_shares', entity: 4, entity_type: 'player', shares: ['11_0'], percent: 100, id: 353 } as Action);
    expect(r.ok && context(r.value.game).s.corporations['11'].president).toBe(4);
  });
});

describe('4.4 the NYC’s pending president short of the money sells towards the share, and may not pass while a sale is left', () => {
  it('player 2 ($15) owes the $150 NYC share: only selling RWO_2 (and RWO’s own issue or buy-back), no pass; once nothing is left, a pass', () => {
    const game = liveAt(agreeGame('nyc-pending-president-sells__18NY_6p_immediate_capitalization_round_s409'));
    expect(actingPlayers(context(game))).toEqual([2]);
    expect(legalActions(game).map((a) => a.type)).toEqual(['sell_shares', 'issue', 'redeem']);
    const sell = legalActions(game).find((a) => a.type === 'sell_shares');
    expect(sell?.type === 'sell_shares' && sell.options.map((o) => o.shares)).toEqual([['RWO_2']]);
    expect(applyLive(game, { type: 'pass', entity: 2, entity_type: 'player', id: 756 } as Action).ok).toBe(false);
    const r = applyLive(game, { type: 'sell_shares', entity: 2, entity_type: 'player', shares: ['RWO_2'], percent: 10, id: 756 } as Action);
    // Nothing left to sell but the NYC share, which the pending president may not sell: the turn is free (18xx.games
    // waits there for an action none can take, a dead end `npm run agree` lists as known).
    expect(r.ok && legalActions(r.value.game).map((a) => a.type)).toEqual(['pass']);
  });
});

describe('7.1.2.2 the Stagecoach token removed frees its own Albany space, not that of its company’s own station', () => {
  it('the NYC holds its station and the Stagecoach token in Albany; when the privates close it lets the token go: the second space opens', () => {
    const game = liveAt(agreeGame('stagecoach-to-nyc-in-albany__18NY_6p_immediate_capitalization_round_s209'));
    const r = applyLive(game, { type: 'pass', entity: 'RWO', entity_type: 'corporation', id: 656 } as Action);
    const merged = r.ok ? r.value.game : game;
    expect(context(merged).s.hexes.F20.tokens[0]).toEqual(['NYC', 'NYC']);
    stagecoachAtPrivatesClose(context(merged));
    const chose = applyLive(merged, { type: 'choose', entity: 'NYC', entity_type: 'corporation', choice: 'Remove', id: 657 } as Action);
    const c = context(chose.ok ? chose.value.game : merged);
    // 18xx.games takes the very token off its city: the NYC's own station keeps the first space.
    expect(c.s.hexes.F20.tokens[0]).toEqual(['NYC', null]);
    expect(c.s.corporations.NYC.tokens.filter((t) => t.hex === 'F20')).toHaveLength(1);
  });
});

describe('2e bankruptcy: a bankrupt’s privates go back to the bank, where a player may buy one at its face value on a stock turn', () => {
  it('the PCF lies with the bank: player 2 ($80) is asked, may buy it for $80 as the turn’s purchase, and then buys no share', () => {
    const game = liveAt(agreeGame('bank-private-bought__18NY_4p_std_s402'));
    expect(actingPlayers(context(game))).toEqual([2]);
    const offer = legalActions(game).find((a) => a.type === 'buy_company');
    expect(offer?.type === 'buy_company' && offer.options.map((o) => [o.company, o.min, o.max])).toEqual([['PCF', 80, 80]]);
    const buy = { type: 'buy_company', entity: 2, entity_type: 'player', company: 'PCF', id: 530 };
    expect(applyLive(game, { ...buy, price: 70 } as Action).ok).toBe(false);
    const r = applyLive(game, { ...buy, price: 80 } as Action);
    const c = r.ok ? context(r.value.game) : context(game);
    expect(c.s.companies.PCF.owner).toBe('p:2');
    expect(c.s.players.find((p) => p.id === 2)!.cash).toBe(0);
  });
});

describe('7.1.2.2 the Stagecoach token on the preprinted Albany before minor 1 has started takes the city’s space', () => {
  it('minor 1’s home went beside it (#731), so the city’s own space is open once the token left: HR may place a station there', () => {
    const game = liveAt(agreeGame('stagecoach-first-space__18NY_6p_immediate_capitalization_round_s509'));
    expect(context(game).s.hexes.F20.tokens[0]).toEqual([null, '1']);
    const r = applyLive(game, { type: 'pass', entity: 'HR', entity_type: 'corporation', id: 771 } as Action);
    expect(r.ok && r.value.action.auto_actions).toBeUndefined();
    const token = r.ok ? legalActions(r.value.game).find((a) => a.type === 'place_token') : undefined;
    expect(token?.type === 'place_token' && token.cities.map((x) => x.hex)).toEqual(['F20']);
  });
});

describe('6.1 no shares are sold before the company has operated, in an emergency too (7.1.5 Emergency Money Raising)', () => {
  it('minor 7 owes $10 after its interest; its president holds B&A, not yet operated: no sale, only bankruptcy is left', () => {
    const game = liveAt(agreeGame('emergency-sale-timing__18NY_6p_immediate_capitalization_round_s539'));
    const c = context(game);
    expect(c.s.corporations['B&A'].operated).toBe(false);
    expect(actingPlayers(c)).toEqual([3]);
    expect(legalActions(game).map((a) => a.type)).toEqual(['bankrupt']);
    const sale = { type: 'sell_shares', entity: 3, entity_type: 'player', shares: ['B&A_2'], percent: 10, id: 388 };
    expect(play(game, sale).error).toMatch(/B&A shares may not be sold yet/);
  });
});

describe('7.1.6.3 forced loan repayment: a company over its loan limit has no money for track', () => {
  it('HR ($35, 7 loans, its players holding 5 shares) owes $100 in repayment: its track step is skipped, its station step asked', () => {
    const game = liveAt(agreeGame('loans-over-limit-no-track__18NY_2p_std_s530'));
    const c = context(game);
    expect(operatingCorp(c)?.sym).toBe('HR');
    expect(c.s.corporations.HR.cash).toBe(35);
    const types = legalActions(game).map((a) => a.type);
    expect(types).not.toContain('lay_tile');
    expect(types).toContain('place_token');
    expect(play(game, { type: 'lay_tile', entity: 'HR', entity_type: 'corporation', hex: 'C19', tile: '23-2', rotation: 0, id: 1002 }).error).not.toBeNull();
  });
});

describe('7.2 mergers and takeovers: an acquirer closed by its acquisition leaves the choice open for the next company', () => {
  it('minor 8 takes on minor 11’s loans and closes at a closing space; minor 9 finds the choice open and passes it first', () => {
    const cut = agreeGame('merge-choice-outlives-acquirer__18NY_2p_std_s600');
    const game = liveAt({ ...cut, actions: cut.actions.slice(0, -1) });
    const merge = cut.actions[cut.actions.length - 1];
    const r = applyLive(game, { ...merge, auto_actions: undefined } as Action);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(context(r.value.game).s.corporations['8'].closed).toBe(true);
    // 18xx.games keeps the choice on its round: minor 9, able to acquire nothing, closes it by an automatic pass.
    expect(r.value.action.auto_actions).toEqual([{ type: 'pass', entity: '9', entity_type: 'corporation' }]);
    expect(legalActions(r.value.game).map((a) => a.type)).toContain('lay_tile');
  });
});

describe('6.1 end of the stock round: a sold-out company on the top row moves down and right', () => {
  it('the NYC, sold out at $100 on the top row, goes one row down and one box right (still $100), not nowhere', () => {
    const cut = agreeGame('sold-out-top-row__18NY_6p_std_s614');
    const before = liveAt({ ...cut, actions: cut.actions.slice(0, -1) });
    expect(context(before).s.corporations.NYC.market).toEqual([0, 4]);
    const c = context(liveAt(cut));
    expect(c.s.round.kind).toBe('operating');
    expect(c.s.corporations.NYC.market).toEqual([1, 5]);
    expect(price(c, c.s.corporations.NYC)).toBe(100);
  });
});

describe('4.4 the NYC formation trigger: track joining Albany and Buffalo, not through an off-board area', () => {
  it('the B&A’s tile 24 on B18 joins them only through Montreal (A19): no trigger', () => {
    const cut = agreeGame('no-trigger-through-montreal__18NY_2p_immediate_capitalization_round_s615');
    const game = liveAt({ ...cut, actions: cut.actions.slice(0, -1) });
    const r = applyLive(game, cut.actions[cut.actions.length - 1]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.action.auto_actions).toBeUndefined();
    expect(albanyBuffaloConnected(context(r.value.game))).toBe(false);
  });
});
