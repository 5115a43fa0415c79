import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyAction, context, type Game } from '../../../shared/engine/game';
import { legalActions } from '../../../shared/engine/legal';
import { percentOf, playerKey } from '../../../shared/engine/entities';
import { moveCert } from '../../../shared/engine/transfer/certs';
import { price } from '../../../shared/engine/market';
import { shareCount } from '../../../shared/engine/certSize';
import { replay, setupOf } from '../../../shared/engine/replay';
import { openShort } from '../../../shared/engine/shorts';
import { conservationProblems } from '../../../shared/engine/conservation';
import { rulesFor } from '../../../shared/rules/index';
import { FIXTURES, loadFixture, loadTitle } from '../../support/fixtures';

/**
 * 1817 §7.1.3, 5-share mergers, on recorded game 16281 just before its first one (action 632): R (5 shares, $120,
 * Player 4 president with 60%, Player 2 short one share) merges with PLE (5 shares, $55, Player 4 with 60%).
 */
function beforeMerger(): Game {
  const t = loadTitle('1817');
  const g = loadFixture(join(FIXTURES, '1817', '16281.json'));
  const r = replay(
    t,
    rulesFor(t),
    setupOf(g),
    g.actions.filter((a) => (a.id ?? 0) < 632),
  );
  if (!r.game) throw new Error(r.failure?.error);
  return r.game;
}

const merge = (g: Game) => applyAction(g, { type: 'merge', entity: 'R', entity_type: 'corporation', corporation: 'PLE' } as never);
const P2 = 289;
const P3 = 3467;
const P4 = 524;

describe('1817 §7.1.3 a 5-share merger', () => {
  it('makes a 10-share company at the average price; shares become 10% shares and shorts 10% shorts', () => {
    const r = merge(beforeMerger());
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const c = context(r.value);
    expect(shareCount(c, 'R')).toBe(10);
    // ($120 + $55) / 2 = $87: the market price at or below it.
    expect(price(c, c.s.corporations.R)).toBe(80);
    // Player 4's three R shares and three PLE shares: six 10% shares, still president.
    expect(percentOf(c, 'R', playerKey(P4))).toBe(60);
    expect(c.s.corporations.R.president).toBe(P4);
    expect(percentOf(c, 'R', playerKey(P2))).toBe(-10);
    // PLE is reset, free to be started again.
    expect(c.s.certOrder.PLE).toHaveLength(1);
    expect(c.s.corporations.PLE.ipoed).toBe(false);
    expect(conservationProblems(c.s)).toEqual([]);
  });

  it('the player holding most shares of the two together becomes president, handing two shares for the certificate', () => {
    const g = beforeMerger();
    const c = context(g);
    // Player 3 takes over PLE (its president's certificate and a share) and a share of R from R's treasury.
    for (const cert of Object.values(c.s.certificates).filter((x) => x.corp === 'PLE' && x.owner === playerKey(P4))) moveCert(c, cert, playerKey(P3));
    c.s.corporations.PLE.president = P3;
    const share = Object.values(c.s.certificates).find((x) => x.corp === 'R' && x.owner === 'ipo:R' && x.percent > 0)!;
    moveCert(c, share, playerKey(P3));
    const r = merge(g);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const after = context(r.value);
    expect(after.s.corporations.R.president).toBe(P3);
    expect(percentOf(after, 'R', playerKey(P3))).toBe(40);
    expect(percentOf(after, 'R', playerKey(P4))).toBe(30);
    expect(after.s.certificates[after.s.certOrder.R[0]].owner).toBe(playerKey(P3));
    expect(conservationProblems(after.s)).toEqual([]);
  });

  it('is refused when shorts leave no player two shares of the two together (a cross-short merger)', () => {
    const g = beforeMerger();
    const c = context(g);
    // Player 4 keeps R's president's certificate only and sells PLE's to Player 3 (again only the certificate)...
    const keepOnly = (sym: string, owner: number) => {
      for (const x of Object.values(c.s.certificates).filter((x) => x.corp === sym && x.owner === playerKey(P4) && !x.president)) moveCert(c, x, `ipo:${sym}`);
      moveCert(c, c.s.certificates[c.s.certOrder[sym][0]], playerKey(owner));
      c.s.corporations[sym].president = owner;
    };
    keepOnly('R', P4);
    keepOnly('PLE', P3);
    // ...then each is short two shares of the other's company: together each holds nothing.
    for (let i = 0; i < 2; i++) {
      openShort(c, P4, 'PLE');
      openShort(c, P3, 'R');
    }
    const r = merge(g);
    expect(r.ok ? null : r.error).toMatch(/no player would hold two shares/);
  });
});

describe('1817 §7.1 the merger round offers its choices as legal actions', () => {
  it('the company whose turn it is may convert, merge with a company of its size, or pass; then shares are offered round the table', () => {
    const g = beforeMerger();
    const offers = legalActions(g);
    expect(offers.find((o) => o.type === 'convert')).toMatchObject({ entity: 'R', from: 5, to: 10, action: { type: 'convert', entity: 'R' } });
    const merges = offers.find((o) => o.type === 'merge');
    expect(merges && merges.type === 'merge' && merges.options.map((o) => o.corporation)).toContain('PLE');
    expect(offers.some((o) => o.type === 'pass' && o.entity === 'R')).toBe(true);
    // Merging by the offered action; the next player round the table may buy a treasury share or pass.
    const option = merges!.type === 'merge' ? merges!.options.find((o) => o.corporation === 'PLE')! : null;
    const r = applyAction(g, option!.action);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const after = legalActions(r.value);
    expect(after.map((o) => o.type)).toContain('pass');
    expect(after.every((o) => o.entity === 634 || o.entity === '634')).toBe(true);
  });
});
