import { describe, expect, it } from 'vitest';
import { raiseCashCrisis } from '../../../shared/rules/18NY/cashCrisis';
import { checkGameEnd18NY, declareBankruptcy18NY, inReceivership } from '../../../shared/rules/18NY/bankruptcy';
import { legalActions } from '../../../shared/engine/legal';
import { certLimit } from '../../../shared/engine/certs';
import { moveCert } from '../../../shared/engine/transfer/certs';
import { price } from '../../../shared/engine/market';
import { operatingCorp, orRound } from '../../../shared/engine/rounds/or/common';
import { endTurn } from '../../../shared/engine/rounds/operating';
import type { Game } from '../../../shared/engine/game';
import type { LegalAction } from '../../../shared/engine/offers';
import { after, ctx, play } from './helpers';

/**
 * Bankruptcy as the second edition plays it (18xx.games; the first edition's 7.1.7.3 ended the game). Position: RWO
 * at its dividend step (after action 670), owing $3000 of interest it cannot raise: its president, Player 1 (5840),
 * also presides over the D&H and holds 10% of the ERIE and of the NYC.
 */
const P1 = 5840;
const P2 = 4521;

/** The action an offer stands for: its last option's (the largest sale), or its own. */
const actionOf = (o: LegalAction) =>
  'options' in o && Array.isArray(o.options) ? (o.options.at(-1) as { action: unknown }).action : (o as { action: unknown }).action;

function apply(g: Game, o: LegalAction): Game {
  const r = play(g, actionOf(o) as Record<string, unknown>);
  if (!r.game) throw new Error(r.error!);
  return r.game;
}

/** RWO owes $3000; it borrows and issues what it may, then its president goes bankrupt. */
function bankrupt(prepare: (g: Game) => void = () => {}): Game {
  let g = after(670);
  prepare(g);
  const c = ctx(g);
  c.s.corporations.RWO.cash = -3000;
  raiseCashCrisis(c, c.s.corporations.RWO);
  for (;;) {
    const offers = legalActions(g);
    const b = offers.find((o) => o.type === 'bankrupt');
    if (b) return apply(g, b);
    g = apply(
      g,
      offers.find((o) => o.type === 'take_loan' || o.type === 'issue')!,
    );
  }
}

const certs = (g: Game, sym: string, owner: string) => Object.values(g.state.certificates).filter((x) => x.corp === sym && x.owner === owner);

describe('9 player bankruptcies (second edition): the game goes on', () => {
  it('is offered only once the company can neither borrow nor issue and its president cannot pay', () => {
    const g = after(670);
    const c = ctx(g);
    c.s.corporations.RWO.cash = -3000;
    raiseCashCrisis(c, c.s.corporations.RWO);
    expect(legalActions(g).map((o) => o.type)).not.toContain('bankrupt');
    expect(play(g, { type: 'bankrupt', entity: 'RWO', entity_type: 'corporation' }).error).toMatch(/can still borrow or issue/);
  });

  it("the president sells what the emergency rules allow, places the rest in the pool unpaid, and the player's cash goes to the company", () => {
    const g = bankrupt();
    const p1 = g.state.players.find((p) => p.id === P1)!;
    expect(p1.bankrupt).toBe(true);
    expect(p1.cash).toBe(0);
    expect(Object.values(g.state.certificates).filter((x) => x.owner === `p:${P1}`)).toEqual([]);
    // The best sale of each company: 30% of the D&H (its presidency kept; 40% would leave more in the pool than the
    // players hold), the NYC's and the ERIE's 10%.
    const sales = g.state.log.filter((l) => /^Player 1 sells/.test(l.text)).map((l) => l.text);
    expect(sales).toEqual(expect.arrayContaining(['Player 1 sells 30% of D&H for 690', 'Player 1 sells 10% of NYC for 175']));
    expect(certs(g, 'D&H', 'pool').some((x) => x.president)).toBe(true);
    expect(g.state.finished).toBe(false);
  });

  it('a company no player holds 20% of enters receivership: it does not operate', () => {
    const g = bankrupt();
    const c = ctx(g);
    expect(inReceivership(c, c.s.corporations.RWO)).toBe(true);
    expect(inReceivership(c, c.s.corporations['D&H'])).toBe(true);
    expect(c.s.corporations['D&H'].president).toBeNull();
    // RWO's turn ended: the next operating round began; the D&H's turn will be passed over.
    expect(c.s.round.kind).toBe('operating');
    // The turn after the NYC's passes the D&H over and goes to the ERIE.
    const r = orRound(c);
    r.index = r.order.indexOf('NYC');
    endTurn(c);
    expect(operatingCorp(c)?.sym).toBe('ERIE');
  });

  it('a holder of 20% takes the presidency over, swapping two shares for the certificate', () => {
    const g = bankrupt((g0) => moveCert(ctx(g0), certs(g0, 'D&H', 'ipo:D&H')[0], `p:${P2}`));
    const dh = g.state.corporations['D&H'];
    expect(dh.president).toBe(P2);
    expect(certs(g, 'D&H', `p:${P2}`).map((x) => x.percent)).toEqual([20]);
    expect(inReceivership(ctx(g), dh)).toBe(false);
  });

  it('the certificate limit stays that of the players who started', () => {
    const before = certLimit(ctx(after(670)));
    expect(certLimit(ctx(bankrupt()))).toBe(before);
  });

  it('a minor left in the pool is bought there whole, at twice its market price, and its buyer takes it over (1e §9)', () => {
    const g = after(303);
    const c = ctx(g);
    const minor = certs(g, '3', 'p:2541')[0];
    moveCert(c, minor, 'pool');
    c.s.corporations['3'].president = null;
    const buys = legalActions(g).find((o) => o.type === 'buy_shares');
    const offer = buys?.type === 'buy_shares' ? buys.options.find((o) => o.corporation === '3') : undefined;
    expect(offer).toMatchObject({ shares: [minor.id], percent: 100, from: 'pool', price: 2 * price(c, c.s.corporations['3']) });
    const cash = g.state.players.find((p) => p.id === P1)!.cash;
    const r = play(g, { type: 'buy_shares', entity: P1, entity_type: 'player', shares: [minor.id], percent: 100 });
    expect(r.error).toBeNull();
    expect(r.game!.state.corporations['3'].president).toBe(P1);
    expect(cash - r.game!.state.players.find((p) => p.id === P1)!.cash).toBe(offer!.price);
  });
});

describe('10 game end conditions (second edition)', () => {
  it('one player left solvent ends the game at once', () => {
    const g = bankrupt();
    const c = ctx(g);
    declareBankruptcy18NY(c, c.s.corporations['NY&H']);
    expect(c.s.finished).toBe(true);
    expect(c.s.endReason).toBe('bankrupt');
  });

  it('at most one company left open ends the game after the set of operating rounds', () => {
    const c = ctx(after(670));
    for (const sym in c.s.corporations) if (sym !== 'NYC') c.s.corporations[sym].closed = true;
    checkGameEnd18NY(c);
    expect(c.s.gameEnd).toMatchObject({ reason: 'closed', timing: 'full_or' });
    expect(c.s.finished).toBe(false);
  });

  it('a company whose price reaches a closing space closes, and the debt it had to raise lapses with it', () => {
    const c = ctx(after(670));
    const k = c.s.corporations.RWO;
    k.cash = -30;
    raiseCashCrisis(c, k);
    const row = c.title.market.rows.findIndex((r) => r[0]?.zones?.includes('close'));
    k.market = [row, 0];
    checkGameEnd18NY(c);
    expect(k.closed).toBe(true);
    expect(k.tokens.every((t) => !t.hex)).toBe(true);
    expect(c.s.pending).toEqual([]);
  });
});
