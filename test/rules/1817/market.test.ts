import { describe, expect, it } from 'vitest';
import { context, createGame } from '../../../shared/engine/game';
import { moveLeft, moveRight, setPosition } from '../../../shared/engine/market';
import { rulesFor } from '../../../shared/rules/index';
import { operatingOrder1817 } from '../../../shared/rules/1817/market';
import { signalGameEnd, startOperatingSet1817 } from '../../../shared/rules/1817/gameEnd';
import { state1817 } from '../../../shared/rules/1817/state';
import { loadTitle } from '../../support/fixtures';
import { recordedAt } from './recorded';

/** 1817's one-row market (§6, §7.2) and the game end (§8), on a fresh four-player game. */
function ctx() {
  const t = loadTitle('1817');
  const r = createGame(t, rulesFor(t), { players: [1, 2, 3, 4].map((id) => ({ id, name: `P${id}` })), seed: 1 });
  if (!r.ok) throw new Error(r.error);
  const c = context(r.value);
  for (const [sym, col] of [
    ['A&S', 5],
    ['GT', 0],
  ] as const) {
    Object.assign(c.s.corporations[sym], { ipoed: true, floated: true, president: 1 });
    setPosition(c, c.s.corporations[sym], 0, col);
  }
  return c;
}

describe('1817 market', () => {
  it('§7.2.4 step 7: loans move a price left no further than the leftmost gray acquisition space', () => {
    const c = ctx();
    const k = c.s.corporations['A&S'];
    for (let i = 0; i < 10; i++) moveLeft(c, k);
    expect(k.market).toEqual([0, 1]);
    moveRight(c, k);
    expect(k.market).toEqual([0, 2]);
  });

  it('§6: companies in the red liquidation space do not operate', () => {
    const c = ctx();
    expect(operatingOrder1817(c)).toEqual(['A&S']);
  });
});

describe('1817 §8 game end', () => {
  it('the first 8-train in the first operating round of a set: a final set of two operating rounds after the next stock round', () => {
    const c = ctx();
    c.s.roundNum = 1;
    signalGameEnd(c, c.title.phases.at(-1)!);
    expect(c.s.gameEnd).toMatchObject({ reason: 'final_phase', timing: 'one_more_full_or_set' });
    expect(state1817(c).finalSet).toBe(2);
  });

  it('in the second: a final set of three', () => {
    const c = ctx();
    c.s.roundNum = 2;
    signalGameEnd(c, c.title.phases.at(-1)!);
    expect(state1817(c).finalSet).toBe(3);
    c.s.turn++;
    startOperatingSet1817(c);
    expect(c.s.orsInSet).toBe(3);
  });

  it('no other phase signals it', () => {
    const c = ctx();
    signalGameEnd(c, c.title.phases.at(-2)!);
    expect(c.s.gameEnd).toBeNull();
  });
});

describe('stations on an upgraded tile', () => {
  it("each station's record names the city it stands in after two cities become one (1817 X30 on E22)", () => {
    // 15528 action 1340: GT lays X30 on E22, joining its two cities.
    const g = recordedAt('15528', 1340);
    const h = g.state.hexes.E22;
    for (const k of Object.values(g.state.corporations)) for (const t of k.tokens) if (t.hex === 'E22') expect(h.tokens[t.stop]).toContain(k.sym);
    expect(h.tokens.flat().filter(Boolean).length).toBeGreaterThan(1);
  });
});

describe('1817 §7.1.1 a company that cannot pay for its new stations', () => {
  it('goes into liquidation, and is not sold in the acquisition round that follows (it fell there during it)', () => {
    // 15528 action 1203: R passes on loans after converting, short of the $100 for two stations.
    const g = recordedAt('15528', 1204);
    expect(g.state.corporations.R.market).toEqual([0, 0]);
    expect(g.state.corporations.R.ipoed).toBe(true);
    expect(g.state.round).toMatchObject({ kind: 'special', name: 'acquisition' });
    expect((g.state.round as unknown as { offering: string[] }).offering).not.toContain('R');
  });
});
