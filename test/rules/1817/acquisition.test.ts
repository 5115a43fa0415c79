import { describe, expect, it } from 'vitest';
import { applyAction, context, type Game } from '../../../shared/engine/game';
import { legalActions } from '../../../shared/engine/legal';
import type { AcquisitionRound } from '../../../shared/rules/1817/acquisition';
import { recordedAt } from './recorded';

/**
 * Scenario tests of 1817's acquisition round (../shared/rules/1817.txt §7.2, §7.3) on recorded game 15528, loaded at
 * the action named; player ids are 18xx.games': 3370, 5159, 655, 1594 in seating order.
 */
const at = (id: number): Game => recordedAt('15528', id);

function act(g: Game, a: Record<string, unknown>): Game {
  const r = applyAction(g, { entity_type: typeof a.entity === 'number' ? 'player' : 'corporation', ...a } as never);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

function err(g: Game, a: Record<string, unknown>): string | null {
  const r = applyAction(g, { entity_type: typeof a.entity === 'number' ? 'player' : 'corporation', ...a } as never);
  return r.ok ? null : r.error;
}

const round = (g: Game) => g.state.round as AcquisitionRound;
const cash = (g: Game, id: number) => g.state.players.find((p) => p.id === id)!.cash;

describe('1817 §7.2.1 liquidation: a company in the red space is always sold', () => {
  it('the bank holds the $0 opening bid; players bid from $10, in steps of $10, from the left of its president', () => {
    // Action 612 ends the merger round; GT (president 5159) is in liquidation with $50 and no loans.
    const g = at(612);
    const sale = round(g).sale!;
    expect(sale).toMatchObject({ corporation: 'GT', mode: 'liquidation', stage: 'auction', setAsideCash: 50 });
    // §7.2.4 step 2: its cash is set aside.
    expect(g.state.corporations.GT.cash).toBe(0);
    expect(context(g).s.round.kind).toBe('special');
    expect(legalActions(g)).toContainEqual(
      expect.objectContaining({ type: 'bid', entity: 655, options: [expect.objectContaining({ company: 'GT', min: 10 })] }),
    );
    expect(err(g, { type: 'bid', entity: 655, corporation: 'GT', price: 15 })).toMatch(/multiple of 10/);
    expect(err(g, { type: 'bid', entity: 1594, corporation: 'GT', price: 10 })).toMatch(/turn/);
  });

  it("the sold company's president may raise the bid by the least step only", () => {
    const g = at(615);
    // High bid 30 (3370): 5159, GT's president, may bid 40 and no more.
    expect(err(g, { type: 'bid', entity: 5159, corporation: 'GT', price: 50 })).toMatch(/40 at most/);
    expect(round(act(g, { type: 'bid', entity: 5159, corporation: 'GT', price: 40 })).sale!.high).toEqual({ player: 5159, price: 40 });
  });

  it('a player who passes is out of the auction', () => {
    const g = at(619);
    expect(round(g).sale!.bidders).not.toContain(3370);
  });

  it("steps 6-9: the winner's one eligible company buys, taking the loans it must; the price, less the loans, goes to the shareholders", () => {
    let g = at(621);
    const before = { 655: cash(g, 655), 3370: cash(g, 3370), 5159: cash(g, 5159) };
    // 1594 passes: 5159 wins at $70; A&S, its only company that can pay, buys with a loan (it had $50).
    g = act(g, { type: 'pass', entity: 1594 });
    const as = g.state.corporations['A&S'];
    expect(round(g).sale).toMatchObject({ buyer: 'A&S', stage: 'loans' });
    expect(as.loans).toHaveLength(1);
    expect(as.cash).toBe(80);
    expect(as.tokens.filter((t) => t.hex).map((t) => t.hex)).toContain('D7');
    // A&S passes on more loans: the $50 set aside and the $70 paid ($120, no loans) are shared: $24 a share.
    g = act(g, { type: 'pass', entity: 'A&S' });
    expect(cash(g, 655) - before[655]).toBe(24);
    expect(cash(g, 3370) - before[3370]).toBe(24);
    expect(cash(g, 5159) - before[5159]).toBe(72);
    // Step 10: GT is back in storage, one certificate in its IPO, free to be started again.
    expect(g.state.corporations.GT).toMatchObject({ ipoed: false, floated: false, president: null, cash: 0, market: null });
    expect(g.state.certOrder.GT).toEqual(['GT_0']);
    expect(g.state.certificates.GT_0).toMatchObject({ percent: 100, owner: 'ipo:GT' });
  });

  it('step 5: with no bid the bank takes it for $0: its stations leave the map; its cash, less its loans, goes to the shareholders', () => {
    let g = at(612);
    const before = cash(g, 5159);
    for (const id of [655, 1594, 3370, 5159]) g = act(g, { type: 'pass', entity: id });
    expect(g.state.corporations.GT.ipoed).toBe(false);
    expect(g.state.hexes.D7.tokens.flat()).not.toContain('GT');
    // $50 set aside, 5 shares: $10 a share; 5159 holds three.
    expect(cash(g, 5159) - before).toBe(30);
    expect(round(g).offering).not.toContain('GT');
  });
});

describe('1817 §7.2.3 friendly sales', () => {
  it('a company outside the low zones is sold only when its president offers it; the opening bid is its market value', () => {
    const g = at(705);
    const sale = round(g).sale!;
    expect(sale).toMatchObject({ mode: 'friendly', stage: 'offer' });
    const k = g.state.corporations[sale.corporation];
    expect(legalActions(g).map((a) => a.type)).toEqual(['assign', 'pass']);
    const offered = act(g, { type: 'assign', entity: k.president, target: k.sym, target_type: 'corporation' });
    const bid = legalActions(offered).find((a) => a.type === 'bid') as { options: { company: string; min: number }[] };
    const price = context(g).t.cell(k.market![0], k.market![1])!.price;
    const shares = g.state.certOrder[k.sym].length === 1 ? 2 : 100 / g.state.certificates[g.state.certOrder[k.sym][1]].percent;
    expect(bid.options[0]).toMatchObject({ company: k.sym, min: Math.ceil((shares * price) / 10) * 10 });
    // Declined: it is not sold and the next company comes up.
    const declined = act(g, { type: 'pass', entity: k.president });
    expect(round(declined).offering).not.toContain(k.sym);
    expect(declined.state.corporations[k.sym].ipoed).toBe(true);
  });
});

describe('1817 §7.3 acquired station markers', () => {
  it('a buyer left with more than eight stations on the map removes some, then keeps eight in all', () => {
    let g = at(621);
    // Give A&S eight stations on the map (free city slots), so that GT's D7 makes nine.
    const s = structuredClone(g.state);
    const as = s.corporations['A&S'];
    let placed = as.tokens.filter((t) => t.hex).length;
    for (const [hex, h] of Object.entries(s.hexes)) {
      if (placed >= 8) break;
      if (hex === 'D7' || as.tokens.some((t) => t.hex === hex)) continue;
      const stop = h.tokens.findIndex((slots) => slots.includes(null));
      if (stop < 0) continue;
      h.tokens[stop][h.tokens[stop].indexOf(null)] = 'A&S';
      const spare = as.tokens.find((t) => !t.hex);
      if (spare) Object.assign(spare, { hex, stop });
      else as.tokens.push({ price: 0, hex, stop });
      placed++;
    }
    g = { ...g, state: s, cache: {} };
    g = act(g, { type: 'pass', entity: 1594 });
    expect(g.state.pending.at(-1)).toMatchObject({ kind: 'reduce_tokens', entity: 'A&S', other: 'GT' });
    // GT's station stays GT's until the reduction is done (as 18xx.games shows it): nine on the map between them.
    expect(context(g).s.corporations['A&S'].tokens.filter((t) => t.hex)).toHaveLength(8);
    expect(
      context(g)
        .s.corporations.GT.tokens.filter((t) => t.hex)
        .map((t) => t.hex),
    ).toEqual(['D7']);
    const choose = legalActions(g).find((a) => a.type === 'choose') as { options: { action: Record<string, unknown> }[] };
    expect(choose.options).toHaveLength(9);
    g = act(g, choose.options[0].action);
    expect(g.state.pending).toEqual([]);
    expect(g.state.corporations['A&S'].tokens).toHaveLength(8);
    expect(g.state.corporations['A&S'].tokens.every((t) => t.hex)).toBe(true);
  });
});

describe('1817 §7.4 cash crisis', () => {
  /** 15528 before action 612, GT (president 5159) holding `loans` loans against its $50, and 5159 with `cash`. */
  function indebted(cash: number, loans = 5): Game {
    const g = at(611);
    const s = structuredClone(g.state);
    s.corporations.GT.loans = Array.from({ length: loans }, (_, i) => 90 + i);
    s.players.find((p) => p.id === 5159)!.cash = cash;
    return act({ ...g, state: s, cache: {} }, { type: 'pass', entity: 'ME' });
  }

  it("a liquidated company's president who cannot pay its debts sells shares until the debt is paid, never a presidency", () => {
    let g = indebted(10);
    for (const id of [655, 1594, 3370, 5159]) g = act(g, { type: 'pass', entity: id });
    // $500 of loans less the $50 set aside: 5159 owes $450 and has $10.
    expect(cash(g, 5159)).toBe(-440);
    expect(g.state.pending.at(-1)).toMatchObject({ kind: 'cash_crisis', entity: 5159 });
    const offers = legalActions(g);
    expect(offers.map((o) => o.type)).toEqual([expect.stringMatching(/sell_shares|bankrupt/)]);
    const sells = offers[0].type === 'sell_shares' ? offers[0].options : [];
    for (const o of sells) expect(g.state.certificates[o.shares[0]].president).toBe(false);
    expect(err(g, { type: 'pass', entity: 5159 })).toMatch(/cash crisis|sell/i);
  });

  it('a player with nothing left to sell goes bankrupt: their shares go to the market, their companies into liquidation without a president', () => {
    // $1,000 of loans less the $50 set aside: more than all 5159 may sell.
    let g = indebted(0, 10);
    // A private 5159 holds stays theirs (18xx.games keeps it with the bankrupt player, in their value).
    Object.assign(g.state.companies.P20, { owner: 'p:5159', closed: false });
    for (const id of [655, 1594, 3370, 5159]) g = act(g, { type: 'pass', entity: id });
    for (let i = 0; i < 20 && g.state.pending.length; i++) {
      const o = legalActions(g)[0];
      const next = o.type === 'sell_shares' ? o.options[0].action : (o as { action: unknown }).action;
      g = act(g, next as Record<string, unknown>);
    }
    const p = g.state.players.find((x) => x.id === 5159)!;
    expect(p.bankrupt).toBe(true);
    expect(p.cash).toBe(0);
    expect(Object.values(g.state.certificates).filter((x) => x.owner === 'p:5159')).toEqual([]);
    expect(g.state.corporations['A&S']).toMatchObject({ president: null, market: [0, 0] });
    expect(g.state.companies.P20).toMatchObject({ owner: 'p:5159', closed: false });
    // The game goes on without them, and they bid no more.
    expect(g.state.finished).toBe(false);
    expect(round(g).bidders).not.toContain(5159);
    expect(round(g).sale?.bidders ?? []).not.toContain(5159);
    expect(g.state.players.filter((x) => x.bankrupt)).toHaveLength(1);
  });
});
