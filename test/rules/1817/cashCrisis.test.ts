import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyAction, context, type Game } from '../../../shared/engine/game';
import { legalActions } from '../../../shared/engine/legal';
import { percentOf, playerKey } from '../../../shared/engine/entities';
import { zonesAt } from '../../../shared/engine/market';
import { conservationProblems } from '../../../shared/engine/conservation';
import { replay, setupOf } from '../../../shared/engine/replay';
import { rulesFor } from '../../../shared/rules/index';
import { FIXTURES, loadFixture, loadTitle } from '../../support/fixtures';

/**
 * 1817 §6.10 cash crisis and bankruptcy, on recorded game 16281 as R is about to pay its dividend (action 719): Player 2
 * is short one share of R, so a payout takes R's dividend per share back from them.
 */
const P2 = 289;

function beforeDividend(cash: number): Game {
  const t = loadTitle('1817');
  const g = loadFixture(join(FIXTURES, '1817', '16281.json'));
  const r = replay(
    t,
    rulesFor(t),
    setupOf(g),
    g.actions.filter((a) => (a.id ?? 0) < 719),
  );
  if (!r.game) throw new Error(r.failure?.error);
  const c = context(r.game);
  c.s.players.find((p) => p.id === P2)!.cash = cash;
  return r.game;
}

function act(g: Game, a: Record<string, unknown>): Game {
  const r = applyAction(g, a as never);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

const payout = { type: 'dividend', entity: 'R', entity_type: 'corporation', kind: 'payout' };

describe('1817 §6.10 a player in debt (cash crisis)', () => {
  it('a player left below zero by a short must sell shares before play goes on; the crisis ends at zero or more', () => {
    let g = act(beforeDividend(0), payout);
    expect(percentOf(context(g), 'R', playerKey(P2))).toBeLessThan(0);
    expect(g.state.players.find((p) => p.id === P2)!.cash).toBeLessThan(0);
    expect(g.state.pending[0]).toMatchObject({ kind: 'cash_crisis', entity: P2 });
    const offers = legalActions(g);
    expect(offers.map((o) => o.type).sort()).toEqual(['bankrupt', 'sell_shares']);
    // R's own train buying waits.
    expect(applyAction(g, { type: 'pass', entity: 'R', entity_type: 'corporation' } as never).ok).toBe(false);
    const sale = offers.find((o) => o.type === 'sell_shares')!;
    const option = (sale as { options: { shares: string[]; percent: number }[] }).options[0];
    // §7.4: no sale may hand a president's certificate to another player.
    for (const o of (sale as { options: { shares: string[] }[] }).options) expect(o.shares.some((id) => g.state.certificates[id].president)).toBe(false);
    g = act(g, { type: 'sell_shares', entity: P2, entity_type: 'player', shares: option.shares, percent: option.percent });
    expect(g.state.players.find((p) => p.id === P2)!.cash).toBeGreaterThanOrEqual(0);
    expect(g.state.pending).toEqual([]);
    expect(conservationProblems(g.state)).toEqual([]);
  });

  it('a bankrupt player puts all their shares and shorts in the market, the companies they presided in liquidation, and is out (§7.4)', () => {
    let g = act(beforeDividend(0), payout);
    const presided = Object.values(g.state.corporations)
      .filter((k) => k.president === P2)
      .map((k) => k.sym);
    expect(presided.length).toBeGreaterThan(0);
    g = act(g, { type: 'bankrupt', entity: P2, entity_type: 'player' });
    const c = context(g);
    const p2 = g.state.players.find((p) => p.id === P2)!;
    expect(p2.bankrupt).toBe(true);
    expect(p2.cash).toBe(0);
    expect(Object.values(g.state.certificates).filter((x) => x.owner === playerKey(P2))).toEqual([]);
    for (const sym of presided) {
      expect(g.state.corporations[sym].president).toBeNull();
      expect(zonesAt(c, g.state.corporations[sym])).toContain('liquidation');
    }
    expect(g.state.pending).toEqual([]);
    expect(g.state.finished).toBe(false);
    expect(conservationProblems(g.state)).toEqual([]);
  });
});
