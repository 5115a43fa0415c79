import { describe, expect, it } from 'vitest';
import { actingPlayers, context, type Game } from '../../../shared/engine/game';
import { legalActions } from '../../../shared/engine/legal';
import { replay, setupOf, type RecordedGame } from '../../../shared/engine/replay';
import { rulesFor } from '../../../shared/rules/index';
import { agreeGame, liveAt as liveAtIn } from '../../support/agree';
import { state1846 } from '../../../shared/rules/1846/state';
import { loadTitle } from '../../support/fixtures';
import { attempt } from '../../support/play';
import { asWritten } from '../../../shared/engine/export';
import type { Action } from '../../../shared/engine/actions';

/**
 * 1846 rules found by `npm run agree`: random games of ours that 18xx.games played otherwise, kept in
 * test/fixtures/agree (each file's `description` says where it is cut and why).
 */

const t = loadTitle('1846');

const liveAt = (g: RecordedGame, n?: number): Game => liveAtIn(t, g, n);

describe('§6.1 the first operating round goes lowest price first, also after a sale re-sorts it', () => {
  it('after GT’s president sold shares for its train, C&O ($50) operates before IC ($112)', () => {
    const g = agreeGame('first-or-order__1846_2p_std_s200');
    const c = context(liveAt(g));
    const r = c.s.round as { order: string[]; index: number };
    expect(r.order[r.index]).toBe('C&O');
    expect(r.order.indexOf('IC')).toBeGreaterThan(r.index);
  });
});

describe('§6.31/§6.86 issued shares are the treasury’s oldest (arrival order), as 18xx.games bundles them', () => {
  it('the B&O’s emergency issue of two shares offers B&O_8 (in the treasury from the start) before B&O_4 (redeemed later)', () => {
    const g = agreeGame('issue-arrival-order__1846_3p_std_s201');
    const game = liveAt(g, g.actions.length - 1);
    const issue = legalActions(game).find((a) => a.type === 'issue');
    expect(issue?.type === 'issue' && issue.options.map((o) => o.shares)).toContainEqual(['B&O_8', 'B&O_4']);
    expect(issue?.type === 'issue' && issue.options.some((o) => o.shares[0] === 'B&O_4')).toBe(false);
  });
});

describe('§7.11 bankruptcy: the shares sold first are those an emergency sale may sell', () => {
  it('NYC, already sold for this train, is not sold again at its price: it stays at $10, in receivership', () => {
    const g = agreeGame('bankrupt-sold-once__1846_3p_first_ed_s205');
    const c = context(liveAt(g));
    expect(c.s.players.find((p) => p.id === 1)!.bankrupt).toBe(true);
    expect(c.s.corporations.NYC).toMatchObject({ closed: false, president: null });
    expect(c.title.market.rows[0][c.s.corporations.NYC.market![1]]?.price).toBe(10);
  });
});

describe('§7.13-7.14 a corporation in receivership', () => {
  const g = agreeGame('receivership-president__1846_4p_second_ed_co_s210');

  it('its turn is anyone’s: every player still in the game may act for it', () => {
    const c = context(liveAt(g, 83));
    expect(c.s.corporations.GT.president).toBeNull();
    expect([...actingPlayers(c)].sort()).toEqual([2, 3, 4]);
  });

  it('its president’s certificate is bought from the Stock Market as a virtual 10% share, for one share’s price', () => {
    const before = context(liveAt(g, 89));
    const after = context(liveAt(g, 90));
    const share = before.title.market.rows[0][before.s.corporations.GT.market![1]]!.price;
    expect(before.s.players.find((p) => p.id === 4)!.cash - after.s.players.find((p) => p.id === 4)!.cash).toBe(share);
    expect(after.s.corporations.GT.president).toBe(4);
    expect(after.s.certificates.GT_0.owner).toBe('p:4');
    const held = Object.values(after.s.certificates).filter((x) => x.corp === 'GT' && x.owner === 'p:4');
    expect(held.reduce((n, x) => n + x.percent, 0)).toBe(20);
  });

  it('only a player holding a share of it may buy that certificate', () => {
    const game = liveAt(g, 89);
    // P2 (to act next) holds a GT share; P1 is bankrupt. The offer is the virtual share.
    const offer = legalActions(liveAt(g, 89)).find((a) => a.type === 'buy_shares');
    const pres = offer?.type === 'buy_shares' ? offer.options.find((o) => o.shares[0] === 'GT_0') : undefined;
    expect(pres).toMatchObject({ percent: 10 });
    const state = structuredClone(game.state);
    for (const x of Object.values(state.certificates)) if (x.corp === 'GT' && x.owner === 'p:4') x.owner = 'pool';
    const none = { ...game, state, cache: {} };
    expect(attempt(none, g.actions[89]).error).toMatch(/only a player holding a share of GT/);
  });
});

describe('Little Miami: a first lay after which its run cannot end is refused', () => {
  const g = agreeGame('little-miami-dead-end__1846_2p_second_ed_co_s208');

  it('tile 296 on Cincinnati leaves no Dayton lay that joins the two, and the cities apart: refused in live play', () => {
    const game = liveAt(g, g.actions.length - 1);
    expect(attempt(game, g.actions.at(-1)!).error).toMatch(/Little Miami could neither lay nor pass/);
  });

  it('a log that has such a lay still loads (the second lay lapses)', () => {
    expect(replay(t, rulesFor(t), setupOf(g), g.actions).failure).toBeNull();
  });
});

describe('§7.11 a bankruptcy that hands the operating corporation to another player', () => {
  it('its new president must buy the train: IC stays at its Buy Trains step, now P1’s', () => {
    const g = agreeGame('bankrupt-new-president__1846_3p_first_ed_s305');
    const game = liveAt(g);
    const c = context(game);
    expect(c.s.players.find((p) => p.id === 3)!.bankrupt).toBe(true);
    expect(c.s.corporations.IC.president).toBe(1);
    expect((c.s.round as { turn: { step: string } }).turn.step).toBe('train');
    expect(legalActions(game).map((a) => `${a.type}:${a.entity}`)).toContain('buy_train:IC');
  });
});

describe('the game ends in the stock round when its end closes the last corporation', () => {
  it('no operating round starts after the game is over', () => {
    const c = context(liveAt(agreeGame('last-close-ends-game__1846_5p_std_s303')));
    expect(c.s.finished).toBe(true);
    expect(c.s.round.kind).toBe('stock');
  });
});

describe('a player-owned Steamboat is moved at an operating round’s start only where it can go', () => {
  it('in the two-player draft’s first operating rounds, with no corporation or independent, nobody is asked', () => {
    const c = context(liveAt(agreeGame('steamboat-nothing-to-move__1846_2p_first_ed_s304')));
    expect(c.s.pending).toEqual([]);
    expect(c.s.companies.SC.owner).toBe('p:2');
    expect(c.s.round.kind).toBe('special');
  });
});

describe('§6.87 no cash from the president while the corporation can afford an earlier train turned in to the bank', () => {
  const g = agreeGame('president-cash-earlier-train__1846_4p_second_ed_co_s1022');
  const game = liveAt(g, g.actions.length - 1);

  it('NYC ($487, no train) may not buy the $800 6-train with its president’s cash: the bank has C&O’s 5 for $450', () => {
    expect(attempt(game, g.actions.at(-1)!).error).toMatch(/can afford a 450 train from the bank itself/);
  });

  it('of the bank’s trains only that 5 is offered, at its price', () => {
    const offer = legalActions(game).find((a) => a.type === 'buy_train');
    const fromBank = offer?.type === 'buy_train' ? offer.options.filter((o) => !o.from.startsWith('c:')).map((o) => `${o.train}@${o.min}`) : [];
    expect(fromBank).toEqual(['5-1@450']);
  });
});

describe('§8 a corporation whose price reaches $0 closes at once, also in a turn skipped as a round starts', () => {
  it('the C&O, trainless in receivership, falls to $0 in OR 8.2 and closes: no corporation is left, the game ends', () => {
    // 18xx.games leaves it open until the next action (it closes corporations on the closing space after each
    // action), then ends the game as here: `npm run agree` lists this as known.
    const c = context(liveAt(agreeGame('close-at-zero-on-skip__1846_5p_std_s1003')));
    expect(c.s.corporations['C&O'].closed).toBe(true);
    expect(c.s.finished).toBe(true);
    expect(c.s.gameEnd?.reason).toBe('all_closed');
  });
});

describe('no corporation left: the game ends (all closed) only once the privates have closed', () => {
  it('the last corporation closes in phase II: the rounds go by, nobody able to act, to the turn limit (dnf)', () => {
    const c = context(liveAt(agreeGame('all-closed-before-privates-close__1846_3p_std_s2001')));
    expect(Object.values(c.s.corporations).every((k) => k.closed || state1846(c).removed.includes(k.sym))).toBe(true);
    expect(c.s.gameEnd).toMatchObject({ reason: 'dnf', turn: 100 });
    expect(c.s.round.kind).toBe('stock');
  });

  it('after the first 5-train (privates closed) the last close ends it at once', () => {
    const c = context(liveAt(agreeGame('last-close-ends-game__1846_5p_std_s303')));
    expect(c.s.gameEnd?.reason).toBe('all_closed');
  });
});

describe('a player-owned Steamboat moved to a port, with no other corporation to move it to, needs no pass', () => {
  it('SC (with BIG4, the only independent) goes to C5: the operating round goes on, and the next begins with SC asked again', () => {
    const c = context(liveAt(agreeGame('steamboat-port-only-left__1846_2p_second_ed_co_s2008')));
    expect(state1846(c).assignments.SC).toMatchObject({ hex: 'C5', corporation: 'BIG4' });
    expect(c.s.roundNum).toBe(2);
    expect(c.s.pending).toMatchObject([{ kind: 'steamboat', hex: false, corporation: false }]);
  });
});

describe('§7.13 a corporation in receivership buys no private and issues no shares', () => {
  const g = agreeGame('receivership-buys-no-private__1846_4p_first_ed_s3018');
  const game = liveAt(g, g.actions.length - 1);

  it('the NYC (no president) may not buy Michigan Southern from P3: only its run is offered', () => {
    expect(context(game).s.corporations.NYC.president).toBeNull();
    expect(attempt(game, g.actions.at(-1)!).error).not.toBeNull();
    expect(legalActions(game).map((a) => a.type)).not.toContain('buy_company');
    expect(legalActions(game).map((a) => a.type)).not.toContain('sell_shares');
  });
});

describe('§6.32 a redemption costs one column right of the stock price, and is written with that price', () => {
  const g = agreeGame('redeem-price-written__1846_2p_first_ed_s5204');
  const game = liveAt(g, g.actions.length - 1);
  const redeem = g.actions.at(-1)!;

  it('GT ($10, no train) redeems three shares at $20 each; the action names $20, as 18xx.games charges only the price named', () => {
    expect(redeem).toMatchObject({ type: 'buy_shares', entity: 'GT', percent: 30, share_price: 20 });
    const unwritten = { ...redeem, share_price: undefined } as Action;
    expect(asWritten(game, unwritten)).toMatchObject({ percent: 30, share_price: 20 });
  });

  it('the treasury pays $60, then, with nothing left to do, GT withholds, falls to $0 and closes (so its cash says nothing of the price)', () => {
    const after = context(liveAt(g));
    expect(after.s.log.some((l) => /GT redeems 3 share\(s\) for 60/.test(l.text))).toBe(true);
    expect(after.s.corporations.GT.closed).toBe(true);
  });
});
