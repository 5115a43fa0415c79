import { describe, expect, it } from 'vitest';
import { applyAction, context, dryRun, type Game } from '../../../shared/engine/game';
import { legalActions } from '../../../shared/engine/legal';
import { atPrice } from '../../../shared/engine/offers';
import { phaseDef } from '../../../shared/engine/trains';
import type { Action } from '../../../shared/engine/actions';
import { recordedAt } from './recorded';

/**
 * `applyAction` checks every amount an 1817 action carries and refuses actions no step offers, with a clear error;
 * the offers carry only what it accepts. On recorded game 15528 (players 3370, 5159, 655, 1594 in seating order).
 */
const at = (id: number): Game => recordedAt('15528', id);

function err(g: Game, a: Record<string, unknown>): string | null {
  const r = applyAction(g, { entity_type: typeof a.entity === 'number' ? 'player' : 'corporation', ...a } as never);
  return r.ok ? null : r.error;
}

describe('1817 §5.5 the IPO auction: bids are paid with cash and privates at face value', () => {
  it('a bid no choice of privates plus cash pays is refused; the offered ranges hold only payable bids', () => {
    // Action 86: H's station is placed; 1594 bid $160 and 3370 ($95 in cash, three privates) is next.
    const g = at(86);
    const bid = legalActions(g).find((o) => o.type === 'bid');
    expect(bid?.type === 'bid' && bid.entity).toBe(3370);
    const options = bid?.type === 'bid' ? bid.options : [];
    expect(options.length).toBeGreaterThan(0);
    for (const o of options) {
      expect(o.min % 5).toBe(0);
      expect(dryRun(g, atPrice(o.action, o.min)).ok).toBe(true);
      expect(dryRun(g, atPrice(o.action, o.max)).ok).toBe(true);
    }
    // Every price from $165 to $400 in $5 steps is accepted exactly when an offered range holds it.
    for (let price = 165; price <= 400; price += 5) {
      const offered = options.some((o) => price >= o.min && price <= o.max);
      const e = err(g, { type: 'bid', entity: 3370, corporation: 'H', price });
      expect(e === null, `bid ${price}: ${e}`).toBe(offered);
      if (!offered) expect(e).toMatch(/cannot be paid|at most/);
    }
    expect(err(g, { type: 'bid', entity: 3370, corporation: 'H', price: 160 })).toMatch(/at least 165/);
    expect(err(g, { type: 'bid', entity: 3370, corporation: 'H', price: 167 })).toMatch(/multiple of 5/);
    expect(err(g, { type: 'bid', entity: 3370, corporation: 'A&S', price: 165 })).toMatch(/bidding is on H/);
    expect(err(g, { type: 'bid', entity: 5159, corporation: 'H', price: 165 })).toMatch(/first/);
  });

  it('the winner below zero hands in privates: each usable one is offered, passing is refused until cash is not negative', () => {
    // Action 89: everyone passed; 1594 won H for $160 with $110 in cash, so stands at -$50 until privates make it up.
    const g = at(89);
    expect(g.state.players.find((p) => p.id === 1594)!.cash).toBe(-50);
    const legal = legalActions(g);
    const assign = legal.find((o) => o.type === 'assign');
    expect(assign?.type === 'assign' && assign.targets.map((t) => t.target).sort()).toEqual(['CM', 'MINM', 'OBC', 'TS']);
    expect(assign?.type === 'assign' && assign.targets[0].action).toMatchObject({
      type: 'assign',
      entity: 1594,
      entity_type: 'player',
      target_type: 'company',
    });
    expect(legal.some((o) => o.type === 'pass')).toBe(false);
    expect(err(g, { type: 'pass', entity: 1594 })).toMatch(/must hand in privates/);
    expect(err(g, { type: 'assign', entity: 1594, target: 'UBC', target_type: 'company' })).toMatch(/cannot be used to pay for H/);
    expect(err(g, { type: 'assign', entity: 3370, target: 'UBC', target_type: 'company' })).toMatch(/first/);
    // No other kind of action while the IPO is being paid.
    expect(err(g, { type: 'short', entity: 1594, corporation: 'H' })).toMatch(/first/);
  });

  it('a size the phase does not allow is refused; the offered sizes are the phase’s, as numbers', () => {
    // Action 303: J's station is placed; 655 won J and chooses its size.
    const g = at(303);
    const sizes = phaseDef(context(g)).corporationSizes ?? [2];
    const choose = legalActions(g).find((o) => o.type === 'choose');
    expect(choose?.type === 'choose' && choose.options!.map((o) => (o.action as unknown as { choice: number }).choice)).toEqual(sizes);
    const bad = [2, 5, 10].find((n) => !sizes.includes(n))!;
    expect(err(g, { type: 'choose', entity: 655, choice: bad })).toMatch(new RegExp(`cannot have ${bad} shares`));
    expect(err(g, { type: 'choose', entity: 655, choice: 7 })).toMatch(/cannot have 7 shares/);
  });
});

describe('1817 §6.4 revenue is the routes’ alone', () => {
  it('a run recorded with a revenue its routes do not earn is refused', () => {
    const g = at(212);
    const run = { type: 'run_routes', entity: 'A&S', routes: [{ train: '2-0', connections: [['F19', 'F21', 'E22']], revenue: 1000 }] };
    expect(err(g, run)).toMatch(/recorded revenue 1000/);
    expect(err(g, { ...run, routes: [{ train: '2-0', connections: [['F19', 'F21', 'E22']] }] })).toBeNull();
  });
});

describe('1817 §5.6 loans in the stock round', () => {
  it('only the president on their turn takes a loan for a company, and not over its limit', () => {
    // Action 135: 655's turn goes on after starting WT; 655 presides PSNR.
    const g = at(135);
    expect(err(g, { type: 'take_loan', entity: 'PSNR', loan: 0 })).toBeNull();
    const other = Object.values(g.state.corporations).find((k) => k.ipoed && k.president !== null && k.president !== 655)!;
    expect(err(g, { type: 'take_loan', entity: other.sym, loan: 0 })).toMatch(/not presided by/);
    const full = at(135);
    const k = full.state.corporations.PSNR;
    k.loans = [100, 101];
    expect(err(full, { type: 'take_loan', entity: 'PSNR', loan: 0 })).toMatch(/loan/);
    expect(legalActions(full).some((o) => o.type === 'take_loan' && o.entity === 'PSNR')).toBe(false);
  });

  it('a company buys only its own shares, from the market, and pays what they cost', () => {
    const g = at(1237);
    const legal = legalActions(g).find((o) => o.type === 'buy_shares' && o.entity === 'NYSW');
    expect(legal?.type === 'buy_shares' && legal.options.map((o) => o.shares.length)).toEqual([1, 2]);
    expect(err(g, { type: 'buy_shares', entity: 'NYSW', shares: ['NYSW_16'], percent: 20 })).not.toBeNull();
    const recorded = { type: 'buy_shares', entity: 'NYSW', entity_type: 'corporation', shares: ['NYSW_16', 'NYSW_18'], percent: 20 } as unknown as Action;
    expect(dryRun(g, recorded).ok).toBe(true);
  });
});
