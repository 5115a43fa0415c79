import { describe, expect, it } from 'vitest';
import { applyAction, context, type Game } from '../../../shared/engine/game';
import { legalActions } from '../../../shared/engine/legal';
import { holdingOk } from '../../../shared/engine/certs';
import { DEPOT } from '../../../shared/engine/state';
import { gameFileTitle, rulesFor, titleOfGameFile } from '../../../shared/rules/index';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readTrace } from '../../../scripts/trace-diff';
import { createGame } from '../../../shared/engine/game';
import { effectiveActions } from '../../../shared/engine/actions';
import { setupOf, type RecordedGame } from '../../../shared/engine/replay';
import { diffTrace, traceSnapshot } from '../../../shared/engine/trace';
import { results } from '../../../shared/engine/value';
import { loadTitle } from '../../support/fixtures';
import type { Action } from '../../../shared/engine/actions';
import { act, newGame, play } from '../../support/play';
import { state1846, type State1846 } from '../../../shared/rules/1846/state';

/**
 * The two-player variant of 1846 (the designer's rules for two players, as 18xx.games plays "1846 2p Variant"):
 * its own set-up, an open draft in rounds with operating rounds for the independents between them, a 70% holding
 * limit, and the game's end one set of operating rounds after the last train is bought.
 */

const two = (seed = 1, optionalRules: string[] = []) => newGame('1846', { players: 2, seed, optionalRules });

/** Passes through an operating round of independents (they lay no track, run nothing). */
function passThroughOperating(g: Game): Game {
  for (let i = 0; i < 50 && g.state.round.kind === 'operating'; i++) {
    const pass = legalActions(g).find((a) => a.type === 'pass');
    if (!pass) throw new Error('no pass offered');
    g = play(g, [{ type: 'pass', entity: pass.entity, entity_type: 'minor' } as unknown as Action]);
  }
  return g;
}

describe('2p set-up: $600 each, no pass cards, one corporation removed from the north group and one from the south', () => {
  it('removes one corporation of each group, two privates of each colour (second edition), and starts in turn 0', () => {
    const s = two(1).state;
    expect(s.players.map((p) => p.cash)).toEqual([600, 600]);
    expect((s.titleState as State1846).removed).toEqual(['MC', 'O&I', 'MPC', 'BT', 'NYC', 'B&O']);
    expect(s.turn).toBe(0);
    expect(s.round).toMatchObject({ kind: 'special', name: 'draft2p' });
    const draft = legalActions(two(1)).find((a) => a.type === 'draft');
    expect(draft && draft.type === 'draft' && draft.cards.some((x) => x.company.startsWith('Pass'))).toBe(false);
  });

  it('first edition: one private of each colour is removed', () => {
    expect((two(1, ['first_ed']).state.titleState as State1846).removed.length).toBe(4);
  });

  it('fewer trains: seven 2-trains, five 4-trains, three 5-trains, four 6-trains', () => {
    const s = two(1).state;
    const count = (name: string) => Object.values(s.trains).filter((t) => t.name === name).length;
    expect([count('2'), count('4'), count('5'), count('6')]).toEqual([7, 5, 3, 4]);
  });

  it('a removed ERIE puts its second token on D20 at once (seed 2)', () => {
    const s = two(2).state;
    expect((s.titleState as State1846).removed).toContain('ERIE');
    expect(s.hexes.D20.tokens.flat()).toContain('ERIE');
  });

  it('any other removed corporation waits for its city to turn green (seed 1: NYC on E17, B&O on H12), shown there', () => {
    const g = two(1);
    expect((g.state.titleState as State1846).secondTokensInGreen).toEqual({ E17: 'NYC', H12: 'B&O' });
    expect(g.state.hexes.E17.tokens.flat()).not.toContain('NYC');
    expect(g.rules.markers?.(context(g))).toContainEqual({ company: 'NYC', hex: 'E17', corporation: 'NYC' });
  });

  it('the token goes in when a green tile is laid there', () => {
    const g = two(1);
    const state = structuredClone(g.state);
    // Cleveland (E17) upgraded to a green city of two slots (14), as a corporation's lay would leave it.
    state.hexes.E17 = { ...state.hexes.E17, tile: '14', copy: '14-0', rotation: 0, tokens: [[null, null]], reserved: [[null, null]] };
    const c = context({ ...g, state, cache: {} });
    g.rules.afterTileLay?.(c, c.s.corporations.PRR, 'E17');
    expect(c.s.hexes.E17.tokens.flat()).toContain('NYC');
    expect(state1846(c).secondTokensInGreen).toEqual({ H12: 'B&O' });
  });
});

describe('2p draft: open cards, bought at once, with operating rounds for the independents between draft rounds', () => {
  it('the first player may not pass before anyone has bought a private', () => {
    const r = applyAction(two(1), act(2, 'pass'));
    expect(r.ok ? null : r.error).toMatch(/must buy a private/);
  });

  it('the last player buys first and pays at once; the independent floats with its treasury', () => {
    const g = play(two(1), [act(2, 'bid', { company: 'MS', price: 140 })]);
    expect(g.state.players.map((p) => p.cash)).toEqual([600, 460]);
    expect(g.state.companies.MS.owner).toBe('p:2');
    expect(g.state.corporations.MS.cash).toBe(60);
  });

  it('when both pass with privates unsold, a set of operating rounds (turn 0) follows, then another draft round', () => {
    let g = play(two(1), [act(2, 'bid', { company: 'MS', price: 140 }), act(1, 'pass'), act(2, 'pass')]);
    expect(g.state.round).toMatchObject({ kind: 'operating', order: ['MS'] });
    expect(g.state.turn).toBe(0);
    g = passThroughOperating(g);
    expect(g.state.round).toMatchObject({ kind: 'special', name: 'draft2p' });
    expect(g.state.turn).toBe(0);
  });

  it('the first stock round (turn 1) follows the draft round in which the last private is sold', () => {
    let g = two(1);
    for (let i = 0; i < 40 && g.state.round.kind === 'special'; i++) {
      const d = legalActions(g).find((a) => a.type === 'draft');
      if (!d || d.type !== 'draft') throw new Error('no draft offered');
      const card = d.cards.find((x) => x.price <= context(g).s.players.find((p) => p.id === d.entity)!.cash);
      g = play(g, [card ? act(d.entity, 'bid', { company: card.company, price: card.price }) : act(d.entity, 'pass')]);
      g = passThroughOperating(g);
    }
    expect(g.state.round.kind).toBe('stock');
    expect(g.state.turn).toBe(1);
    expect(Object.values(g.state.companies).every((co) => co.closed || co.owner?.startsWith('p:'))).toBe(true);
  });
});

describe('2p limits and game end', () => {
  it('a player may hold 70% of a corporation (60% with more players)', () => {
    const c = context(two(1));
    expect(holdingOk(c, 1, 'PRR', 70)).toBe(true);
    expect(holdingOk(c, 1, 'PRR', 80)).toBe(false);
    expect(holdingOk(context(newGame('1846', { players: 3 })), 1, 'PRR', 70)).toBe(false);
  });

  it('the last train bought ends the game after one more full set of operating rounds (final_train)', () => {
    const g = two(1);
    const state = structuredClone(g.state);
    for (const t of Object.values(state.trains)) if (t.owner === DEPOT) t.owner = 'c:PRR';
    const c = context({ ...g, state, cache: {} });
    g.rules.checkGameEnd?.(c);
    expect(c.s.gameEnd).toMatchObject({ reason: 'final_train', timing: 'one_more_full_or_set' });
  });
});

describe('a random two-player game agrees with 18xx.games to its end', () => {
  // test/fixtures/agreed: our random player's 1846 2p game (seed 7: two draft rounds with the independents' operating
  // rounds 0.1 and 0.2 between them, ended by the final train), replayed in 18xx.games with its trace.
  it("the state after every action is 18xx.games' (step and acting entity included), and so is the result", () => {
    const dir = resolve(import.meta.dirname, '..', '..', 'fixtures', 'agreed');
    const file = JSON.parse(readFileSync(join(dir, '1846_2p_std_s7.json'), 'utf8')) as RecordedGame & { result: Record<string, number> };
    expect(titleOfGameFile(file.title)).toBe('1846');
    const trace = readTrace(join(dir, '1846_2p_std_s7.trace.jsonl.gz'));
    const created = createGame(loadTitle('1846'), rulesFor(loadTitle('1846')), setupOf(file));
    if (!created.ok) throw new Error(created.error);
    let game = created.value;
    const diffs: string[] = [];
    const actions = effectiveActions(file.actions);
    actions.forEach((a, i) => {
      const r = applyAction(game, a);
      if (!r.ok) throw new Error(`action ${a.id}: ${r.error}`);
      game = r.value;
      diffs.push(...diffTrace(traceSnapshot(context(game)), trace[i + 1]).map((d) => `after action ${a.id}: ${d}`));
    });
    expect(diffs.slice(0, 5)).toEqual([]);
    expect(game.state.endReason).toBe('final_train');
    expect(results(context(game))).toEqual(file.result);
  });
});

describe('2p games are "1846 2p Variant" in 18xx.games game files', () => {
  it('written and read under that name', () => {
    expect(gameFileTitle('1846', 2)).toBe('1846 2p Variant');
    expect(gameFileTitle('1846', 4)).toBe('1846');
    expect(titleOfGameFile('1846 2p Variant')).toBe('1846');
    expect(titleOfGameFile('1830')).toBe('1830');
  });
});
