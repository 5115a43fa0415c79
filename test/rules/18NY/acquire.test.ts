import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../shared/engine/legal';
import { price } from '../../../shared/engine/market';
import { pay } from '../../../shared/engine/transfer/cash';
import { moveCert } from '../../../shared/engine/transfer/certs';
import { acquisitionCost } from '../../../shared/rules/18NY/acquire';
import type { Game } from '../../../shared/engine/game';
import { after, ctx, play } from './helpers';

/**
 * 18NY 7.2 mergers (same president) and takeovers (another president's company), with their prices: a minor at twice
 * its price (five times in a takeover), a share company at its price per share outside its treasury, pool included
 * (three times in a takeover). Positions of game 108746.
 */

const P1 = 5840;
const P2 = 4521;
const P3 = 2541;
const cashOf = (g: Game, id: number) => g.state.players.find((p) => p.id === id)!.cash;
const merge = (entity: string, corporation: string) => ({ type: 'merge', entity, entity_type: 'corporation', corporation });
const view = (entity: string) => ({ type: 'view_merge_options', entity, entity_type: 'corporation' });

/** After action 700: RWO (Player 1) at its token step, given `cash` from the bank; it reaches NY&H's and D&H's stations. */
function rwo(cash: number): Game {
  const g = after(700);
  pay(ctx(g), 'bank', 'c:RWO', cash);
  return play(g, view('RWO')).game!;
}

describe('7.2.2 takeovers', () => {
  it("a minor of another president costs five times its price, paid to its owner (minor 2 as Player 2's, action 370)", () => {
    const before = after(370);
    const c = ctx(before);
    moveCert(c, c.s.certificates[c.s.certOrder['2'][0]], `p:${P2}`);
    c.s.corporations['2'].president = P2;
    pay(c, 'bank', 'c:D&H', 500);
    const unit = price(c, c.s.corporations['2']);
    expect(acquisitionCost(c, c.s.corporations['D&H'], c.s.corporations['2'])).toBe(5 * unit);
    const g = play(before, merge('D&H', '2')).game!;
    expect(cashOf(g, P2) - cashOf(before, P2)).toBe(5 * unit);
    expect(cashOf(g, P1)).toBe(cashOf(before, P1));
  });

  it('a share company costs three times its price per share held by players or in the pool: players are paid, the bank for the pool', () => {
    const before = rwo(2000);
    const c = ctx(before);
    const nyh = c.s.corporations['NY&H'];
    const unit = price(c, nyh);
    const held = (owner: string) =>
      c.s.certOrder['NY&H']
        .map((id) => c.s.certificates[id])
        .filter((x) => x.owner === owner)
        .reduce((n, x) => n + x.percent / 10, 0);
    expect(acquisitionCost(c, c.s.corporations.RWO, nyh)).toBe(3 * unit * (held(`p:${P3}`) + held('pool')));
    const bank = before.state.bank!;
    const g = play(before, merge('RWO', 'NY&H')).game!;
    expect(cashOf(g, P3) - cashOf(before, P3)).toBe(3 * unit * held(`p:${P3}`));
    // The bank is paid for the pool's shares (and for any of NY&H's loans RWO pays off).
    const loans = before.state.corporations['NY&H'].loans?.length ?? 0;
    expect(g.state.bank! - bank).toBeGreaterThanOrEqual(3 * unit * held('pool'));
    expect(g.state.bank! - bank).toBeLessThanOrEqual(3 * unit * held('pool') + 50 * loans);
  });

  it('the acquirer may replace the acquired stations with its own, then the acquired company closes', () => {
    const g = play(rwo(2000), merge('RWO', 'NY&H')).game!;
    expect(g.state.pending).toMatchObject([{ kind: 'replace_tokens', entity: 'RWO', target: 'NY&H' }]);
    const offer = legalActions(g).find((o) => o.type === 'remove_token');
    const city = offer?.type === 'remove_token' ? offer.cities[0] : null;
    const done = play(g, { type: 'remove_token', entity: 'RWO', entity_type: 'corporation', city: city!.city, slot: city!.slot }).game!;
    expect(done.state.corporations.RWO.tokens.map((t) => t.hex)).toContain(city!.hex);
    const closed = play(done, { type: 'pass', entity: 'RWO', entity_type: 'corporation' }).game ?? done;
    expect(closed.state.corporations['NY&H'].closed).toBe(true);
  });

  it('a company without the cash may not take over (RWO, $233, for NY&H)', () => {
    expect(play(play(after(700), view('RWO')).game!, merge('RWO', 'NY&H')).error).toMatch(/not the \d+ to acquire NY&H/);
  });
});

describe('7.2.1 mergers', () => {
  it('a share company of the same president costs its price per share outside its treasury, pool included (RWO and the D&H)', () => {
    const before = rwo(2000);
    const c = ctx(before);
    const dh = c.s.corporations['D&H'];
    const unit = price(c, dh);
    const outside = c.s.certOrder['D&H'].map((id) => c.s.certificates[id]).filter((x) => x.owner.startsWith('p:') || x.owner === 'pool');
    expect(acquisitionCost(c, c.s.corporations.RWO, dh)).toBe((unit * outside.reduce((n, x) => n + x.percent, 0)) / 10);
    const g = play(before, merge('RWO', 'D&H')).game!;
    const p2 = outside.filter((x) => x.owner === `p:${P2}`).reduce((n, x) => n + x.percent / 10, 0);
    expect(cashOf(g, P2) - cashOf(before, P2)).toBe(unit * p2);
  });
});
