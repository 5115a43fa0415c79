import { describe, expect, it } from 'vitest';
import { applyAction, context, dryRun } from '../../../shared/engine/game';
import { legalActions } from '../../../shared/engine/legal';
import { price } from '../../../shared/engine/market';
import { loadProbe, playProbe, probeDifferences } from './probe';
import { recordedAt } from './recorded';

/**
 * 1817 rules no recorded game reaches (test/rules/1817/COVERAGE.md), each on a position built from one that does and
 * played in 18xx.games as well (`probe.ts`): our state after every action of the probe is 18xx.games'. Then rules
 * the recorded games reach that had no scenario test of their own, on the recorded positions.
 */
const cash = (g: ReturnType<typeof playProbe>, id: number) => g.state.players.find((p) => p.id === id)!.cash;
const owner = (g: ReturnType<typeof playProbe>, cert: string) => g.state.certificates[cert].owner;

describe('1817 §7.1.2 a 2-share merger of companies with one president', () => {
  it('the survivor takes the other’s charter at the two prices together; its president holds the president’s certificate, three shares wait in the treasury', () => {
    // 15528 action 490: WT ($60, 655) merges with J ($90, 655): a 5-share company at $150.
    const before = recordedAt('15528', 489);
    const g = recordedAt('15528', 490);
    const k = g.state.corporations.WT;
    expect(price(context(g), k)).toBe(150);
    expect(k.cash).toBe(before.state.corporations.WT.cash + before.state.corporations.J.cash);
    expect(k.loans).toHaveLength(1);
    expect(k.trains).toHaveLength(3);
    expect(g.state.certificates.WT_0).toMatchObject({ owner: 'p:655', percent: 40 });
    expect(Object.values(g.state.certificates).filter((x) => x.corp === 'WT' && x.owner === 'ipo:WT')).toHaveLength(3);
    expect(cash(g, 655)).toBe(cash(before, 655));
  });
});

describe('1817 §7.1.2 a 2-share merger of companies with different presidents', () => {
  const p = loadProbe('merger-2-share-different-presidents');

  it('the initiating president buys one more share for the president’s certificate; the other receives a single share', () => {
    // 15528 after action 264: A&S ($75, 5159) and Belt ($75, 1594) make one 5-share company at $150.
    const before = playProbe(p, 0);
    const g = playProbe(p, 1);
    const k = g.state.corporations['A&S'];
    expect(price(context(g), k)).toBe(150);
    expect(k.president).toBe(5159);
    expect(g.state.certificates['A&S_0']).toMatchObject({ owner: 'p:5159', percent: 40 });
    expect(owner(g, 'A&S_1')).toBe('p:1594');
    // The extra share's price goes from 5159 into A&S's treasury, beside Belt's cash.
    expect(cash(before, 5159) - cash(g, 5159)).toBe(150);
    expect(k.cash).toBe(before.state.corporations['A&S'].cash + before.state.corporations.Belt.cash + 150);
    expect(g.state.corporations.Belt).toMatchObject({ ipoed: false, market: null });
  });

  it('§7.1.4: the president who cannot pay for a share is not asked; a holder may sell, at a price the sale does not move (§5.2)', () => {
    const g = playProbe(p, 1);
    // 5159 ($10) cannot buy at $150: 655, the next in turn, is asked first.
    expect(legalActions(g).map((o) => o.entity)).not.toContain(5159);
    const sold = playProbe(p);
    expect(cash(sold, 1594) - cash(g, 1594)).toBe(150);
    expect(owner(sold, 'A&S_1')).toBe('pool');
    expect(price(context(sold), sold.state.corporations['A&S'])).toBe(150);
  });

  it('agrees with 18xx.games after every action', () => {
    expect(probeDifferences(p)).toEqual([]);
  });
});

describe('1817 §5.2.1 resigning as president', () => {
  const p = loadProbe('president-by-sale');

  it('a president selling below another holder of two shares hands the certificate over for two shares, then sells them', () => {
    // Random game 1817 3p seed 50 after action 207: P2 presides A&S (10 shares) with 20%, P3 holds 20%.
    const g = playProbe(p);
    expect(g.state.corporations['A&S'].president).toBe(3);
    expect(owner(g, 'A&S_0')).toBe('p:3');
    expect(g.state.players.find((x) => x.id === 2)!.cash - cash(playProbe(p, 0), 2)).toBe(160);
  });

  it('agrees with 18xx.games', () => {
    expect(probeDifferences(p)).toEqual([]);
  });
});

describe('1817 §5.4.1 change of president on a purchase', () => {
  const p = loadProbe('president-by-purchase');

  it('a player whose purchase takes them above the president becomes president, handing two shares for the certificate', () => {
    // Random game 1817 3p seed 50 after action 307: P3 presides A&S with 20%; P1, with 20%, buys a third share.
    expect(playProbe(p, 0).state.corporations['A&S'].president).toBe(3);
    const g = playProbe(p);
    expect(g.state.corporations['A&S'].president).toBe(1);
    expect(owner(g, 'A&S_0')).toBe('p:1');
  });

  it('agrees with 18xx.games', () => {
    expect(probeDifferences(p)).toEqual([]);
  });
});

describe('1817 §5.3 short selling is prohibited during phase 8', () => {
  it('in the stock round after the first 8-train no short is offered, and one is refused (as 18xx.games refuses it)', () => {
    // 15528 after action 1498: stock round 7, phase 8; 1594, on turn, holds no DL&W share.
    const g = recordedAt('15528', 1498);
    expect(g.state.phase).toBe(context(g).title.phases.length - 1);
    expect(legalActions(g).some((o) => o.type === 'short')).toBe(false);
    const r = dryRun(g, { type: 'short', entity: 1594, entity_type: 'player', corporation: 'DL&W' } as never);
    expect(r.ok ? null : r.error).toMatch(/no new shorts/);
  });
});

describe('1817 §6.6 players short of a company pay its dividend', () => {
  it('each short pays the bank what a share receives; the price moves by the total paid (two steps at twice the price)', () => {
    // 15528 action 577: NYSW (5 shares, $80) pays out $240, $48 a share; 1594 is short one share.
    const before = recordedAt('15528', 576);
    const g = recordedAt('15528', 577);
    expect(cash(before, 1594) - cash(g, 1594)).toBe(48);
    expect(cash(g, 655) - cash(before, 655)).toBe(48);
    expect(price(context(g), g.state.corporations.NYSW)).toBe(100);
  });
});

describe('1817 §7.2.2 a company in the gray acquisition zone is offered for sale from $10', () => {
  it('a bid below $10 is refused; the first bid is $10 (then steps of $10, §7.2.4)', () => {
    // 15528 after action 1125: PSNR is offered for acquisition; 1594 is first to bid.
    const g = recordedAt('15528', 1125);
    const bid = (price: number) => dryRun(g, { type: 'bid', entity: 1594, entity_type: 'player', corporation: 'PSNR', price } as never);
    expect(bid(0).ok).toBe(false);
    expect(bid(5).ok).toBe(false);
    expect(bid(10).ok).toBe(true);
    expect(bid(15).ok).toBe(false);
  });
});

describe('1817 §8 the first 8-train exported signals the end of the game', () => {
  const p = loadProbe('eight-train-exported');

  it('exported as the first operating round of a set ends: the set is completed, a stock round, then a final set of two', () => {
    // 15528 after action 1336: from here no company buys a train; OR 6.1 ends with the first 8-train exported.
    let g = playProbe(p, 0);
    const last = context(g).title.phases.length - 1;
    for (const a of p.actions) {
      const next = applyAction(g, a);
      if (!next.ok) throw new Error(next.error);
      g = next.value;
      if (g.state.phase === last) break;
    }
    expect(g.state.gameEnd).toMatchObject({ reason: 'final_phase' });
    expect(g.state.log.some((l) => /8-train is exported/.test(l.text))).toBe(true);
    const end = playProbe(p);
    expect(end.state.finished).toBe(true);
    expect(end.state.endReason).toBe('final_phase');
    // The last rounds played: operating round 6.2, stock round 7, operating rounds 7.1 and 7.2 (and their M&A rounds).
    const rounds = end.state.log.filter((l) => /^-- (Operating|Stock) round/.test(l.text)).map((l) => l.text);
    expect(rounds.slice(-4)).toEqual(['-- Operating round 6.2', '-- Stock round 7', '-- Operating round 7.1', '-- Operating round 7.2']);
  });

  it('agrees with 18xx.games after every action, to the end of the game', () => {
    expect(probeDifferences(p)).toEqual([]);
  });
});

describe('1817 §6.3.2 tiles with a coal mine may not be upgraded', () => {
  it('Bess’s upgrade of its mine on C24 (tile 9) to an 82 is refused, as 18xx.games refuses it, and C24 is not offered', () => {
    // 15528 after action 1179: phase 6, Bess has its second tile lay.
    const g = recordedAt('15528', 1179);
    const r = dryRun(g, { type: 'lay_tile', entity: 'Bess', entity_type: 'corporation', hex: 'C24', tile: '82-0', rotation: 1 } as never);
    expect(r.ok ? null : r.error).toMatch(/mine on C24 may not be upgraded/);
    const lays = legalActions(g).filter((o) => o.type === 'lay_tile' && o.entity === 'Bess');
    expect(lays.some((o) => o.type === 'lay_tile' && o.hexes.includes('C24'))).toBe(false);
  });
});
