import { describe, expect, it } from 'vitest';
import { context, createGame } from '../../../shared/engine/game';
import { sharePercent } from '../../../shared/engine/entities';
import { takeLoan } from '../../../shared/engine/loans';
import { payCompanyRevenue } from '../../../shared/engine/companies';
import { freshTurn } from '../../../shared/engine/rounds/operating';
import { tileLaySlots, trackStep } from '../../../shared/engine/rounds/or/track';
import { gainTrain } from '../../../shared/engine/trains';
import { playerValue } from '../../../shared/engine/value';
import type { TitleRules } from '../../../shared/rules/types';
import { standardRules } from '../../../shared/rules/standard';
import { loadTitle } from '../../support/fixtures';

/**
 * Kinds of corporation in the core, through the hooks of a tiny test title on 18NY's data (minors of one 100%
 * certificate with a market, share companies of ten): a minor's own tile lays, its certificate counted as two shares,
 * loans that bring less than their amount, a title's adjustment of players' values and a private's changing income.
 */
const tinyRules: TitleRules = {
  ...standardRules,
  id: 'kinds-test',
  tileLays: (c, k) => (k.minor ? c.title.tileLays.slice(0, 1) : null),
  loans: { amount: () => 50, proceeds: () => 45, limit: () => 2, interest: () => 5 },
  playerValueAdjustment: (_c, id) => (id === 1 ? -7 : 0),
  companyRevenue: (c, sym) => (sym === 'EC' ? 60 : c.t.company.get(sym)!.revenue),
};

function start(rules: TitleRules = tinyRules) {
  const r = createGame(loadTitle('18NY'), rules, { players: [1, 2, 3].map((id) => ({ id, name: `P${id}` })), seed: 1 });
  if (!r.ok) throw new Error(r.error);
  return context(r.value);
}

describe('corporation kinds in the core', () => {
  it("a minor's tile lays come from the title's rules for its kind (TitleRules.tileLays); a share company keeps the title's", () => {
    const c = start();
    c.s.round = { kind: 'operating', order: ['1', 'D&H'], index: 0, turn: freshTurn() };
    expect(tileLaySlots(c)).toHaveLength(1);
    c.s.round.index = 1;
    expect(tileLaySlots(c)).toEqual(c.title.tileLays);
  });

  it('a corporation of a single certificate counts it as two shares; a share company has 10% shares', () => {
    const c = start();
    expect(sharePercent(c, '1')).toBe(50);
    expect(sharePercent(c, 'D&H')).toBe(10);
  });

  it('a loan brings its proceeds (TitleRules.loans.proceeds) but is owed at its amount', () => {
    const c = start();
    const k = c.s.corporations.ERIE;
    takeLoan(c, k);
    expect(k.cash).toBe(45);
    expect(k.loans).toEqual([0]);
  });

  it("a player's value takes the title's adjustment (TitleRules.playerValueAdjustment)", () => {
    const c = start();
    expect(playerValue(c, 1)).toBe(c.s.players[0].cash - 7);
    expect(playerValue(c, 2)).toBe(c.s.players[1].cash);
  });

  it("a private pays the income the title's rules give it now (TitleRules.companyRevenue)", () => {
    const c = start();
    c.s.companies.EC.owner = 'p:2';
    const cash = c.s.players[1].cash;
    payCompanyRevenue(c);
    expect(c.s.players[1].cash - cash).toBe(60);
  });

  it("a lay's cost is weighed against the title's track buying power (TitleRules.trackBuyingPower), not the cash alone", () => {
    // D&H has made its first lay and has $10; the second lay costs $20 (18NY's lays).
    const at = (rules: TitleRules) => {
      const c = start(rules);
      c.s.round = { kind: 'operating', order: ['D&H'], index: 0, turn: { ...freshTurn(), tileLays: [{ upgrade: false, hex: 'E13' }] } };
      c.s.corporations['D&H'].cash = 10;
      return trackStep.active(c, c.s.corporations['D&H']);
    };
    expect(at(tinyRules)).toBe(false);
    expect(at({ ...tinyRules, trackBuyingPower: () => 60 })).toBe(true);
  });

  it('a train event with `when: n` happens when the n-th train of its type leaves the depot, not with the first', () => {
    // 18NY's 12H: float_50, close_companies and nyc_formation with the first, capitalization_round with the third.
    const seen: string[] = [];
    const c = start({ ...tinyRules, trainEvent: (_c, type) => (seen.push(type), true) });
    const twelves = Object.values(c.s.trains).filter((t) => t.name === '12H');
    const buy = (i: number) => {
      seen.length = 0;
      gainTrain(c, c.s.corporations.ERIE, twelves[i], true);
      return [...seen];
    };
    expect(buy(0)).toEqual(['float_50', 'close_companies', 'nyc_formation']);
    expect(buy(1)).toEqual([]);
    expect(buy(2)).toEqual(['capitalization_round']);
  });
});
