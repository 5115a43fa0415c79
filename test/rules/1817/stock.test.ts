import { describe, expect, it } from 'vitest';
import { actingPlayers, applyAction, context, type Game } from '../../../shared/engine/game';
import { canGain } from '../../../shared/engine/certs';
import { legalActions } from '../../../shared/engine/legal';
import { setPosition } from '../../../shared/engine/market';
import { poolHasRoom } from '../../../shared/engine/shares';
import { recordedAt } from './recorded';

/** Scenario tests of 1817's stock round (../shared/rules/1817.txt §5) on recorded game 15528, loaded at the action named. */
const at = (id: number): Game => recordedAt('15528', id);

describe('1817 §5.5 starting a company', () => {
  it('with no private to hand in, its stations are bought as soon as it is won, before its station is placed', () => {
    // Action 721: 5159 wins UR (5 shares in phase 4) for $400 unopposed; its station is still to be placed.
    const g = at(721);
    expect(g.state.pending.at(-1)).toMatchObject({ kind: 'ipo_station', entity: 'UR' });
    expect(g.state.corporations.UR.cash).toBe(350);
  });
});

describe('1817 §7.1.4 after a conversion', () => {
  it('each other player may buy one share or sell shares of it they hold; a holder who cannot buy is asked too', () => {
    // Action 695: NYSW converts to 10 shares; 3370, its president, buys three (696-698); 5159, who holds one, is next.
    const g = at(698);
    expect(context(g).s.round.kind).toBe('special');
    const r = applyAction(g, { type: 'sell_shares', entity: 5159, entity_type: 'player', shares: ['NYSW_2'], percent: 10 } as never);
    if (!r.ok) throw new Error(r.error);
    expect(r.value.state.certificates.NYSW_2.owner).toBe('pool');
    expect(r.value.state.players.find((p) => p.id === 5159)!.cash).toBeGreaterThan(g.state.players.find((p) => p.id === 5159)!.cash);
    // Selling is their one chance: the next player is asked.
    expect(actingPlayers(context(r.value))).not.toContain(5159);
  });
});

describe('1817 §5.3 selling short', () => {
  it('one short a turn', () => {
    // Action 524: 1594 sells NYSW short; a second short in the same turn is refused.
    const g = at(524);
    const r = applyAction(g, { type: 'short', entity: 1594, entity_type: 'player', corporation: 'NYSW' } as never);
    expect(r.ok ? null : r.error).toMatch(/this turn/);
  });

  it('a share bought while short closes the short: no certificate or holding limit stops it', () => {
    const g = at(524);
    const title = { ...g.title, certLimit: Object.fromEntries(Object.keys(g.title.certLimit).map((n) => [n, 0])) };
    const c = context({ ...g, title });
    expect(canGain(c, 1594, 'NYSW', 20)).toBe(true);
    expect(canGain(c, 1594, 'H', 10)).toBe(false);
  });

  it('§5.2: the open market has no limit, so it may hold the shares paired with shorts beyond 100%', () => {
    const c = context(at(524));
    expect(c.title.poolLimit).toBe(100);
    expect(poolHasRoom(c, 'NYSW', 200)).toBe(true);
  });
});

describe('1817 §5.6 acting for a company', () => {
  it('is instead of the player’s own turn: after a company’s loan they may not start a company, buy, sell or short', () => {
    // Action 136: 655 has PSNR take a loan; 655 then passes (137).
    const g = at(136);
    const types = legalActions(g).map((o) => o.type);
    expect(types).not.toContain('bid');
    expect(types).not.toContain('buy_shares');
    expect(types).not.toContain('sell_shares');
    expect(types).not.toContain('short');
    expect(types).toContain('pass');
    const bid = applyAction(g, { type: 'bid', entity: 655, entity_type: 'player', corporation: 'B&A', price: 100 } as never);
    expect(bid.ok ? null : bid.error).toMatch(/acted for a company this turn may only pass/);
  });

  it('a company buys one or more of its own shares from the market in one purchase', () => {
    // Action 1238: NYSW buys two of its shares (NYSW_16, NYSW_18) at once.
    const before = at(1237);
    const price = context(before).t.cell(...(before.state.corporations.NYSW.market as [number, number]))!.price;
    const g = at(1238);
    expect(g.state.certificates.NYSW_16.owner).toBe('ipo:NYSW');
    expect(g.state.certificates.NYSW_18.owner).toBe('ipo:NYSW');
    expect(before.state.corporations.NYSW.cash - g.state.corporations.NYSW.cash).toBe(2 * price);
  });
});

describe('1817 §5.1 shares of a company in the gray acquisition or red liquidation zone are not traded', () => {
  it('a player may neither sell nor buy them: not offered, and refused', () => {
    // Action 523: a stock round; the acting player may sell some shares.
    const g = at(523);
    const sell = legalActions(g).find((o) => o.type === 'sell_shares');
    expect(sell?.type).toBe('sell_shares');
    const option = sell!.type === 'sell_shares' ? sell!.options[0] : null;
    const k = g.state.corporations[option!.corporation];
    // Its price falls into the acquisition zone (the market's gray spaces, columns 1-3).
    setPosition(context(g), k, 0, 2);
    const after = legalActions(g);
    const offered = (type: string) =>
      after.some((o) => o.type === type && 'options' in o && (o.options as { corporation?: string }[]).some((x) => x.corporation === k.sym));
    expect(offered('sell_shares')).toBe(false);
    expect(offered('buy_shares')).toBe(false);
    const r = applyAction(g, { type: 'sell_shares', entity: sell!.entity, entity_type: 'player', shares: option!.shares, percent: option!.percent } as never);
    expect(r.ok ? null : r.error).toMatch(/not traded in the acquisition or liquidation zone/);
  });
});
