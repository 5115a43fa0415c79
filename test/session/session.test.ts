import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { GameSession } from '../../shared/session/session';
import { setupOf } from '../../shared/engine/replay';
import { FIXTURES, loadFixture, loadTitle } from '../support/fixtures';
import { act, PLAYERS } from '../support/play';

const title = () => loadTitle('1830');

describe('game session: the action log is the truth', () => {
  it('an action is appended with the next id; a refused action changes nothing', () => {
    const s = GameSession.create(title(), { players: PLAYERS, seed: 1 });
    if (!s.ok) throw new Error(s.error);
    const session = s.value;
    expect(session.act(act(1, 'bid', { company: 'SV', price: 20 })).ok).toBe(true);
    expect(session.log.map((a) => a.id)).toEqual([1]);
    expect(session.act(act(1, 'bid', { company: 'CS', price: 40 })).ok).toBe(false);
    expect(session.log).toHaveLength(1);
  });

  it('undo and redo are recorded in the log and restore the states', () => {
    const session = (GameSession.create(title(), { players: PLAYERS, seed: 1 }) as { ok: true; value: GameSession }).value;
    session.act(act(1, 'bid', { company: 'SV', price: 20 }));
    session.act(act(2, 'bid', { company: 'CS', price: 40 }));
    expect(session.game.state.companies.CS.owner).toBe('p:2');
    expect(session.undo().ok).toBe(true);
    expect(session.game.state.companies.CS.owner).toBeNull();
    expect(session.canRedo()).toBe(true);
    expect(session.redo().ok).toBe(true);
    expect(session.game.state.companies.CS.owner).toBe('p:2');
    expect(session.log.map((a) => a.type)).toEqual(['bid', 'bid', 'undo', 'redo']);
  });

  it('the history shows any past state, and play can continue from it', async () => {
    const g = loadFixture(join(FIXTURES, '1830', '26855.json'));
    const loaded = await GameSession.load(title(), setupOf(g), g.actions);
    if (!loaded.ok) throw new Error(loaded.error);
    const session = loaded.value;
    expect(session.game.state.finished).toBe(true);
    const at60 = session.at(60);
    expect(at60.ok && at60.value.state.finished).toBe(false);
    expect(session.continueFrom(60).ok).toBe(true);
    expect(session.length).toBe(60);
    expect(JSON.stringify(session.game.state)).toBe(JSON.stringify(at60.ok && at60.value.state));
  });

  it('a history checkpoint shares its log entries but keeps its own log: playing on from it leaves it as it was', async () => {
    const g = loadFixture(join(FIXTURES, '1830', '26855.json'));
    const loaded = await GameSession.load(title(), setupOf(g), g.actions);
    if (!loaded.ok) throw new Error(loaded.error);
    const session = loaded.value;
    // Both replay on from the checkpoint at 200; the first must not have changed the checkpoint's log for the second.
    const first = session.at(250);
    const again = session.at(250);
    if (!first.ok || !again.ok) throw new Error('no state at 250');
    expect(again.value.state.log).toEqual(first.value.state.log);
    expect(again.value.state.log).not.toBe(first.value.state.log);
    // The same as a replay of the log up to there from the start.
    const fresh = await GameSession.load(title(), setupOf(g), session.actions.slice(0, 250));
    if (!fresh.ok) throw new Error(fresh.error);
    expect(JSON.stringify(first.value.state)).toBe(JSON.stringify(fresh.value.game.state));
  });

  it('a long load reports progress', async () => {
    const g = loadFixture(join(FIXTURES, '1830', '1830_game_end_bank.json'));
    const seen: number[] = [];
    const loaded = await GameSession.load(title(), setupOf(g), g.actions, (done) => seen.push(done), 100);
    expect(loaded.ok).toBe(true);
    expect(seen.length).toBeGreaterThan(3);
    expect(seen[seen.length - 1]).toBe(548);
  });

  it('a game shown from a cached state is checked against its log: the same state is kept and the history filled', async () => {
    const g = loadFixture(join(FIXTURES, '1830', '26855.json'));
    const full = await GameSession.load(title(), setupOf(g), g.actions);
    if (!full.ok) throw new Error(full.error);
    const cached = GameSession.fromSnapshot(title(), setupOf(g), g.actions, structuredClone(full.value.game.state));
    if (!cached.ok) throw new Error(cached.error);
    const session = cached.value;
    expect(session.game.state.finished).toBe(true);
    const checked = await session.checkLog();
    expect(checked).toEqual({ ok: true, value: { stale: false } });
    expect(JSON.stringify(session.at(60).ok && session.at(60))).toBe(JSON.stringify(full.value.at(60)));
    expect(session.undo().ok).toBe(true);
    expect(session.length).toBe(full.value.length - 1);
  });

  it("a wrong cached state gives way to the log's state (the log is the truth)", async () => {
    const g = loadFixture(join(FIXTURES, '1830', '26855.json'));
    const full = await GameSession.load(title(), setupOf(g), g.actions);
    if (!full.ok) throw new Error(full.error);
    const early = full.value.at(60);
    if (!early.ok) throw new Error(early.error);
    const cached = GameSession.fromSnapshot(title(), setupOf(g), g.actions, structuredClone(early.value.state));
    if (!cached.ok) throw new Error(cached.error);
    expect(cached.value.game.state.finished).toBe(false);
    expect(await cached.value.checkLog()).toEqual({ ok: true, value: { stale: true } });
    expect(JSON.stringify(cached.value.game.state)).toBe(JSON.stringify(full.value.game.state));
  });
});
