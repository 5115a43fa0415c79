import { describe, expect, it } from 'vitest';
import { applyAction, context, type Game } from '../../../shared/engine/game';
import { replay, setupOf } from '../../../shared/engine/replay';
import { rulesFor } from '../../../shared/rules/index';
import { agreeGame } from '../../support/agree';
import { loadTitle } from '../../support/fixtures';
import { act, recordedAt } from '../../support/play';
import { gameAt } from './helpers';

describe('game end and bankruptcy (§7.2, §9)', () => {
  it('a bankrupt president\u2019s corporation enters receivership and the game goes on', () => {
    const c = gameAt('1846_game_end_reason_bankrupt', 221);
    expect(c.s.players.find((p) => p.id === 'Player 1')!.bankrupt).toBe(true);
    expect(c.s.corporations.GT.president).toBeNull();
    expect(c.s.finished).toBe(false);
  });

  it('the game ends when all but one player are bankrupt', () => {
    const c = gameAt('1846_game_end_reason_bankrupt');
    expect(c.s.endReason).toBe('bankrupt');
  });

  it('a corporation whose price reaches 0 closes', () => {
    const c = gameAt('19962', 122);
    expect(c.s.corporations.NYC.closed).toBe(true);
  });

  it('the game ends when every corporation has closed', () => {
    expect(gameAt('1846_game_end_reason_all_closed').s.endReason).toBe('all_closed');
  });

  it('a game that reaches the turn limit is stopped unfinished', () => {
    const c = gameAt('1846_game_end_reason_dnf');
    expect(c.s.endReason).toBe('dnf');
    expect(c.s.turn).toBe(100);
  });

  it('the empty rounds to the limit are logged one by one, each with its own number (written at once: emptyCycles.ts)', () => {
    const c = gameAt('1846_game_end_reason_dnf');
    const minor = (sym: string) => [`${sym} skips lay track and place a station`, `${sym} skips run routes`, `${sym} pays 0 to its owner and keeps 0`];
    const or = (t: number, n: number) => [`-- Operating round ${t}.${n}`, ...minor('MS'), ...minor('BIG4')];
    const expected: string[] = [];
    for (let t = 3; t <= 99; t++) expected.push(`-- Stock round ${t}`, ...or(t, 1), ...or(t, 2));
    const last = c.s.lastActionId;
    const texts = c.s.log.filter((l) => l.action === last).map((l) => l.text);
    const from = texts.indexOf('-- Stock round 3');
    expect(texts.slice(from, from + expected.length)).toEqual(expected);
    expect(texts.length - from - expected.length).toBeLessThanOrEqual(2);
  });

  it('a player with no legal stock-round action is skipped', () => {
    expect(gameAt('hs_wwhjwjvo_1716866882').s.finished).toBe(true);
  });
});

describe('bankruptcy only when the train cannot be paid for (§6.89)', () => {
  // 1846_game_end_reason_bankrupt.json: GT's president goes bankrupt (action 221).
  const { game } = recordedAt('1846', '1846_game_end_reason_bankrupt.json', 221);
  const bankrupt = act('GT', 'bankrupt');

  it('the recorded bankruptcy is accepted', () => {
    expect(applyAction(game, bankrupt).ok).toBe(true);
  });

  it('not while the corporation, its president and what the president may sell can pay for the cheapest train', () => {
    const rich: Game = { ...game, state: structuredClone(game.state), cache: {} };
    rich.state.corporations.GT.cash += 1000;
    rich.state.bank! -= 1000;
    const r = applyAction(rich, bankrupt);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/cannot go bankrupt/);
  });
});

describe('§10.1 the bank runs out in a stock round: its round sequence (the stock round and two operating rounds) is finished', () => {
  // Random 4p seed 5214, steered to sell in turn 14's stock round until the bank is out (action 594); 18xx.games
  // plays the game alike to its end.
  const g = agreeGame('bank-broken-in-stock-round__1846_4p_std_s5214');
  const t = loadTitle('1846');
  const at = (n: number) => {
    const r = replay(t, rulesFor(t), setupOf(g), g.actions.slice(0, n));
    if (!r.game || r.failure) throw new Error(`does not replay: ${r.failure?.error}`);
    return context(r.game).s;
  };
  const sale = g.actions.findIndex((a) => a.id === 594);

  it('the sale that empties the bank ends nothing yet: the stock round goes on', () => {
    expect(at(sale).gameEnd).toBeFalsy();
    const after = at(sale + 1);
    expect(after.bank).toBeLessThanOrEqual(0);
    expect(after.gameEnd).toMatchObject({ reason: 'bank', turn: 14 });
    expect(after).toMatchObject({ finished: false, round: { kind: 'stock' } });
  });

  it('the game ends as the second operating round of that sequence ends, not before', () => {
    expect(at(g.actions.length - 1)).toMatchObject({ finished: false, turn: 14, roundNum: 2 });
    expect(at(g.actions.length)).toMatchObject({ finished: true, endReason: 'bank', turn: 14, roundNum: 2, round: { kind: 'operating' } });
  });
});
