import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../shared/engine/legal';
import { loadCase, playCase } from '../../support/cases';
import { join } from 'node:path';
import type { Action } from '../../../shared/engine/actions';
import { act, attempt, play, recordedAt } from '../../support/play';
import { FIXTURES, loadFixture } from '../../support/fixtures';

/**
 * Private companies' special abilities (1830 §4, private company cards), on a recorded 1830 game in which ERIE bought
 * the Delaware & Hudson and used it, before the players took that back (actions 227-229 of 1830_game_end_bank).
 */
const recorded = (id: number): Action => loadFixture(join(FIXTURES, '1830', '1830_game_end_bank.json')).actions.find((a) => a.id === id)!;

describe('1830 privates', () => {
  it('D&H: its owning corporation lays the F16 tile without a connection, paying the $120 mountain, then places a station there', () => {
    const { game } = recordedAt('1830', '1830_game_end_bank.json', 227);
    let g = play(game, [recorded(227)]);
    const cash = g.state.corporations.ERIE.cash;
    g = play(g, [recorded(228)]);
    expect(g.state.hexes.F16.tile).toBe('57');
    expect(g.state.corporations.ERIE.cash).toBe(cash - 120);
    g = play(g, [recorded(229)]);
    expect(g.state.hexes.F16.tokens[0]).toContain('ERIE');
  });

  it('D&H: its tile is the turn’s tile lay, so no other tile may follow', () => {
    const { game } = recordedAt('1830', '1830_game_end_bank.json', 227);
    const g = play(game, [recorded(227), recorded(228)]);
    const other = { type: 'lay_tile', entity: 'ERIE', entity_type: 'corporation', hex: 'E11', tile: '59-1', rotation: 2 } as unknown as Action;
    expect(attempt(g, other).error).toBeTruthy();
  });

  it('D&H: once the corporation has laid its tile this turn, the D&H may not lay one', () => {
    // Recorded: ERIE laid E11 (236) and bought the D&H afterwards (239).
    const { game } = recordedAt('1830', '1830_game_end_bank.json', 240);
    expect(game.state.companies.DH.owner).toBe('c:ERIE');
    expect(attempt(game, recorded(228)).error).toMatch(/tile lay: only in its track step/);
  });

  it('a private owned by a player blocks its hex: no tile may be laid there', () => {
    // Before action 227 a player still owns the D&H, which blocks F16.
    const { game } = recordedAt('1830', '1830_game_end_bank.json', 227);
    const lay = { type: 'lay_tile', entity: 'ERIE', entity_type: 'corporation', hex: 'F16', tile: '57-1', rotation: 1 } as unknown as Action;
    expect(attempt(game, lay).error).toMatch(/blocked by a private/);
  });
});

describe('1830 §3.0 C&StL: the turn waits while its tile may still be laid', () => {
  // test/fixtures/cases F1: NYNH owns the C&StL, its tile on B20 not laid, and has just bought a train.
  const c = loadCase('F1');
  const at = c.actions.length - 1;

  it('after the train purchase the corporation is asked to pass (the private may still act)', () => {
    const g = playCase(c, at);
    expect(g.state.round.kind === 'operating' && g.state.round.turn.step).toBe('company');
    expect(legalActions(g).some((a) => a.type === 'pass' && a.entity === 'NYNH')).toBe(true);
    expect(attempt(g, c.actions[at]).error).not.toBeNull();
    const passed = play(g, [act('NYNH', 'pass')]);
    expect(attempt(passed, c.actions[at]).error).toBeNull();
  });
});

describe("1830 D&H: the station comes with the tile, which is the turn's tile lay", () => {
  it('after the D&H tile on F16 the turn waits for the D&H station (or its pass) before going on (case R2)', () => {
    const c = loadCase('R2');
    const at = c.actions.length - 1;
    const g = play(playCase(c, at), [c.actions[at]]);
    expect(g.state.pending).toEqual([{ kind: 'teleport_token', entity: 'DH', corporation: 'C&O', hex: 'F16' }]);
    const legal = legalActions(g);
    const offer = legal.find((a) => a.type === 'company_token');
    expect(offer).toMatchObject({ entity: 'DH', cities: [{ hex: 'F16' }] });
    const city = offer?.type === 'company_token' ? offer.cities[0].city : '';
    expect(legal.some((a) => a.type === 'company_pass' && a.entity === 'DH')).toBe(true);
    expect(attempt(g, act('C&O', 'pass')).error).not.toBeNull();
    const placed = play(g, [act('DH', 'place_token', { city }, 'company')]);
    expect(placed.state.corporations['C&O'].tokens.some((t) => t.hex === 'F16')).toBe(true);
    const passed = play(g, [act('DH', 'pass', {}, 'company')]);
    expect(passed.state.pending).toEqual([]);
    expect(passed.state.round.kind === 'operating' && passed.state.round.turn.step).not.toBe('track');
  });

  it('the D&H tile may not be laid after the track step, e.g. once routes are run (case R3)', () => {
    const c = loadCase('R3');
    const at = c.actions.length - 1;
    expect(attempt(playCase(c, at), c.actions[at]).error).toMatch(/tile lay: only in its track step/);
  });
});
