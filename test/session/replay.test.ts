/**
 * A log replayed apart from its session (shared/session/replay.ts), as the app's replay worker does when a game is
 * opened (#15), gives the session the page would have built itself: the same state, and the same history once the
 * worker's checkpoints are put in.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { effectiveActions } from '../../shared/engine/actions';
import { createGame } from '../../shared/engine/game';
import { setupOf } from '../../shared/engine/replay';
import { rulesFor } from '../../shared/rules/index';
import { CHECKPOINT, replayLog } from '../../shared/session/replay';
import { GameSession } from '../../shared/session/session';
import { FIXTURES, loadFixture, loadTitle } from '../support/fixtures';

describe('a log replayed off the page', () => {
  it('builds the state and the checkpoints the page would, and a session of them has the same history', async () => {
    const title = loadTitle('1870');
    const g = loadFixture(join(FIXTURES, '1870', '1870_game_end_bank.json'));
    const setup = setupOf(g);
    const start = createGame(title, rulesFor(title), setup);
    if (!start.ok) throw new Error(start.error);
    const effective = effectiveActions(g.actions);
    const seen: number[] = [];
    const off = replayLog(start.value, effective, (done) => seen.push(done));
    if (!off.ok) throw new Error(off.error);
    expect(seen).toEqual(effective.map((_, i) => i + 1));
    expect([...off.value.checkpoints.keys()]).toEqual(effective.flatMap((_, i) => ((i + 1) % CHECKPOINT === 0 ? [i + 1] : [])));

    const page = await GameSession.load(title, setup, g.actions);
    if (!page.ok) throw new Error(page.error);
    expect(off.value.game.state).toEqual(page.value.game.state);

    // What the worker posts is a structured clone of each state.
    const s = GameSession.fromReplayed(title, setup, g.actions, structuredClone(off.value.game.state));
    if (!s.ok) throw new Error(s.error);
    s.value.addCheckpoints([...off.value.checkpoints].map(([n, game]) => [n, structuredClone(game.state)] as const));
    for (const n of [150, 450, effective.length - 1]) {
      const a = s.value.at(n);
      const b = page.value.at(n);
      if (!a.ok || !b.ok) throw new Error('no history state');
      expect(a.value.state).toEqual(b.value.state);
    }
    // Play goes on from it as from the page's own.
    expect(s.value.length).toBe(page.value.length);
  });

  it('names the log position of an action that fails', () => {
    const title = loadTitle('1830');
    const g = loadFixture(join(FIXTURES, '1830', '26855.json'));
    const start = createGame(title, rulesFor(title), setupOf(g));
    if (!start.ok) throw new Error(start.error);
    const effective = effectiveActions(g.actions);
    const broken = [...effective.slice(0, 5), { ...effective[5]!, type: 'pass', entity: 'nobody' } as (typeof effective)[number]];
    const r = replayLog(start.value, broken);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/^log position 6: /);
  });
});
