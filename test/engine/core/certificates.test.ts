import { describe, expect, it } from 'vitest';
import { context, createGame, type Game } from '../../../shared/engine/game';
import type { Ctx } from '../../../shared/engine/context';
import { resizeCertificates, shareCount } from '../../../shared/engine/certSize';
import { closeShort, openShort, openShorts, shortsOf } from '../../../shared/engine/shorts';
import { conservationProblems } from '../../../shared/engine/conservation';
import { percentOf, sharePercent } from '../../../shared/engine/entities';
import { moveCert } from '../../../shared/engine/transfer/certs';
import { numCerts } from '../../../shared/engine/certs';
import { setPosition } from '../../../shared/engine/market';
import { playerValue } from '../../../shared/engine/value';
import { ipoKey, playerKey, POOL } from '../../../shared/engine/state';
import { standardRules } from '../../../shared/rules/standard';
import type { TitleDef } from '../../../shared/title/types';
import { loadTitle } from '../../support/fixtures';

/**
 * Resizable and short certificates, core pieces a title uses through the engine's functions (1817 starts companies
 * at 2, 5 or 10 shares and converts them; its players sell short). The test title is 1830's data with the PRR
 * issued as one certificate of two shares, played by the standard rules.
 */
function tinyTitle(): TitleDef {
  const t = structuredClone(loadTitle('1830'));
  t.corporations = t.corporations.map((k) => (k.sym === 'PRR' ? { ...k, shares: [100] } : k));
  return t;
}

/** A game whose PRR is started: its one certificate with player 1, at $100. */
function started(): { g: Game; c: Ctx } {
  const r = createGame(tinyTitle(), standardRules, { players: [1, 2, 3].map((id) => ({ id, name: `P${id}` })), seed: 1 });
  if (!r.ok) throw new Error(r.error);
  const g = r.value;
  const c = context(g);
  const k = c.s.corporations.PRR;
  k.ipoed = true;
  k.floated = true;
  k.president = 1;
  k.parPrice = 100;
  const cell = c.title.market.rows.findIndex((row) => row.some((x) => x?.price === 100));
  setPosition(
    c,
    k,
    cell,
    c.title.market.rows[cell].findIndex((x) => x?.price === 100),
  );
  moveCert(c, c.s.certificates.PRR_0, playerKey(1));
  return { g, c };
}

const percents = (c: Ctx) => c.s.certOrder.PRR.map((id) => [id, c.s.certificates[id].percent, c.s.certificates[id].owner]);

describe('resizable certificates', () => {
  it('a single certificate is two shares: a share is half of it, and it is worth two shares', () => {
    const { g, c } = started();
    expect(shareCount(c, 'PRR')).toBe(2);
    expect(sharePercent(c, 'PRR')).toBe(50);
    expect(playerValue(c, 1) - g.state.players[0].cash).toBe(200);
  });

  it('2 → 5 shares: the president keeps two shares as 40%, three new 20% shares go to the treasury', () => {
    const { c } = started();
    const added = resizeCertificates(c, 'PRR', 5);
    expect(added.map((x) => x.id)).toEqual(['PRR_1', 'PRR_2', 'PRR_3']);
    expect(percents(c)).toEqual([
      ['PRR_0', 40, 'p:1'],
      ['PRR_1', 20, 'ipo:PRR'],
      ['PRR_2', 20, 'ipo:PRR'],
      ['PRR_3', 20, 'ipo:PRR'],
    ]);
    expect(shareCount(c, 'PRR')).toBe(5);
    expect(conservationProblems(c.s)).toEqual([]);
  });

  it('5 → 10 shares: every share held stays one share (10%), shorts included; five new shares numbered _4 to _8', () => {
    const { c } = started();
    resizeCertificates(c, 'PRR', 5);
    moveCert(c, c.s.certificates.PRR_1, playerKey(2));
    openShort(c, 3, 'PRR');
    const added = resizeCertificates(c, 'PRR', 10);
    expect(added.map((x) => x.id)).toEqual(['PRR_4', 'PRR_5', 'PRR_6', 'PRR_7', 'PRR_8']);
    expect(percentOf(c, 'PRR', playerKey(1))).toBe(20);
    expect(percentOf(c, 'PRR', playerKey(2))).toBe(10);
    expect(percentOf(c, 'PRR', playerKey(3))).toBe(-10);
    expect(shareCount(c, 'PRR')).toBe(10);
    expect(conservationProblems(c.s)).toEqual([]);
  });

  it('2 → 10 shares at once: the president 20%, eight new 10% shares', () => {
    const { c } = started();
    expect(resizeCertificates(c, 'PRR', 10)).toHaveLength(8);
    expect(percentOf(c, 'PRR', playerKey(1))).toBe(20);
    expect(conservationProblems(c.s)).toEqual([]);
  });

  it('a corporation never shrinks, nor takes a size it has no table for', () => {
    const { c } = started();
    resizeCertificates(c, 'PRR', 5);
    expect(() => resizeCertificates(c, 'PRR', 2)).toThrow(/cannot go from 5 to 2 shares/);
    expect(() => resizeCertificates(c, 'PRR', 7)).toThrow(/cannot go from 5 to 7 shares/);
  });
});

describe('short certificates', () => {
  it('selling short puts a share in the market and a negative one with the seller, who is paid the price', () => {
    const { c } = started();
    resizeCertificates(c, 'PRR', 5);
    const cash = c.s.players[2].cash;
    const short = openShort(c, 3, 'PRR');
    expect(short).toMatchObject({ id: 'PRR_11', percent: -20, owner: 'p:3' });
    expect(c.s.certificates.PRR_10).toMatchObject({ percent: 20, owner: POOL });
    expect(c.s.players[2].cash).toBe(cash + 100);
    // The short is a debt of one share at market price, and no certificate toward the limit.
    expect(playerValue(c, 3)).toBe(c.s.players[2].cash - 100);
    expect(numCerts(c, 3)).toBe(0);
    expect(openShorts(c, 'PRR')).toHaveLength(1);
    expect(conservationProblems(c.s)).toEqual([]);
  });

  it('buying a share closes a short: the share bought and the short both leave the game', () => {
    const { c } = started();
    resizeCertificates(c, 'PRR', 5);
    openShort(c, 3, 'PRR');
    moveCert(c, c.s.certificates.PRR_10, playerKey(3));
    closeShort(c, 3, c.s.certificates.PRR_10);
    expect(shortsOf(c, 3, 'PRR')).toEqual([]);
    expect(c.s.certificates.PRR_10).toBeUndefined();
    expect(percentOf(c, 'PRR', playerKey(3))).toBe(0);
    expect(conservationProblems(c.s)).toEqual([]);
  });

  it('the conservation checks catch a short held by neither a player nor the market, and a certificate lost from its list', () => {
    const { c } = started();
    resizeCertificates(c, 'PRR', 5);
    const short = openShort(c, 3, 'PRR');
    // The market may hold a short (1817 §7.4, a bankrupt player's), a corporation may not.
    short.owner = POOL;
    expect(conservationProblems(c.s)).toEqual([]);
    short.owner = ipoKey('PRR');
    expect(conservationProblems(c.s)).toEqual(['PRR_11 is a short held by ipo:PRR']);
    short.owner = playerKey(3);
    c.s.certOrder.PRR = c.s.certOrder.PRR.filter((id) => id !== 'PRR_10');
    expect(conservationProblems(c.s)).toEqual(['PRR certificates add up to 80%', "PRR_10 is not among PRR's certificates"]);
  });
});
