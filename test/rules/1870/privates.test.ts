import { describe, expect, it } from 'vitest';
import { context, type Game } from '../../../shared/engine/game';
import { legalActions, type LegalAction } from '../../../shared/engine/legal';
import { operatingCorp } from '../../../shared/engine/rounds/operating';
import { replay, setupOf } from '../../../shared/engine/replay';
import { rulesFor } from '../../../shared/rules/index';
import { loadTitle } from '../../support/fixtures';
import { recorded } from './helpers';

/**
 * 1870 private companies (the privates' card; 18xx.games as the oracle): in phase 1 no corporation may buy a private,
 * except MP or SSW the Mississippi River Bridge, for at most its face value; from the first 3-train on any corporation
 * may buy one for half to twice its face value.
 */
type BuyOffer = Extract<LegalAction, { type: 'buy_company' }>;

/** Every private purchase offered in the recorded game, with the phase and the corporation's cash. */
function offers(name: string): { phase: number; sym: string; cash: number; offer: BuyOffer }[] {
  const g = recorded(name);
  const t = loadTitle('1870');
  const out: { phase: number; sym: string; cash: number; offer: BuyOffer }[] = [];
  replay(t, rulesFor(t), setupOf(g), g.actions, (game: Game) => {
    const c = context(game);
    if (c.s.round.kind !== 'operating' || c.s.finished || c.s.pending.length) return;
    const k = operatingCorp(c);
    if (!k) return;
    for (const o of legalActions(game)) if (o.type === 'buy_company') out.push({ phase: c.s.phase, sym: k.sym, cash: k.cash, offer: o });
  });
  return out;
}

describe('1870 private purchase windows and prices', () => {
  const all = offers('game-end-market-400');
  const value: Record<string, number> = { GRSC: 20, MRBC: 40, SCC: 50, GSC: 80, MKT: 160 };

  it('phase 1: only MP and SSW are offered a private, the river bridge, for at most its $40', () => {
    const early = all.filter((x) => x.phase === 0);
    expect(early.length).toBeGreaterThan(0);
    for (const x of early) {
      expect(['MP', 'SSW']).toContain(x.sym);
      expect(x.offer.options.map((o) => [o.company, o.max])).toEqual([['MRBC', Math.min(40, x.cash)]]);
    }
  });

  it('from the first 3-train: any private held by a player, for half to twice its face value', () => {
    const later = all.filter((x) => x.phase > 0);
    expect(later.length).toBeGreaterThan(0);
    for (const x of later)
      for (const o of x.offer.options) {
        expect(o.company).not.toBe('SLSF');
        expect([o.company, o.min]).toEqual([o.company, Math.ceil(value[o.company]! / 2)]);
        expect([o.company, o.max]).toEqual([o.company, Math.min(2 * value[o.company]!, x.cash)]);
      }
    expect(new Set(later.map((x) => x.sym)).size).toBeGreaterThan(2);
  });
});
