/**
 * A dedicated worker that replays a game's log (#15): a long game opened cold replays its log here while the page
 * builds and draws the title's map, instead of one after the other. It loads only its title's rules
 * (shared/rules/load.ts). Messages: in, `warm` (maybe), `replay`, then `checkpoints`; out, `progress` (about every 40 ms), then `done`
 * with the state after the whole log (or `error`), then, once asked, the history checkpoints' states.
 */
import { createGame, type Game } from '@shared/engine/game';
import { effectiveActions } from '@shared/engine/actions';
import { loadRulesFor } from '@shared/rules/load';
import { replayLog } from '@shared/session/replay';
import type { ReplayReply, ReplayRequest } from './replayMessages';

const PROGRESS_MS = 40;

let kept: Map<number, Game> | null = null;
const reply = (m: ReplayReply) => self.postMessage(m);

self.onmessage = async (e: MessageEvent<ReplayRequest>) => {
  const m = e.data;
  if (m.type === 'warm') {
    // A title without rules of its own, or one gone, plays by the standard rules: nothing to load ahead then.
    void loadRulesFor({ id: m.titleId }).catch(() => undefined);
    return;
  }
  if (m.type === 'checkpoints') {
    reply({ type: 'checkpoints', states: [...(kept ?? [])].map(([n, g]) => [n, g.state] as const) });
    kept = null;
    return;
  }
  const start = createGame(m.title, await loadRulesFor(m.title), m.setup);
  if (!start.ok) return reply({ type: 'error', error: start.error });
  const effective = effectiveActions(m.log);
  let last = Date.now();
  const r = replayLog(start.value, effective, (done) => {
    if (Date.now() - last < PROGRESS_MS) return;
    last = Date.now();
    reply({ type: 'progress', done, total: effective.length });
  });
  if (!r.ok) return reply({ type: 'error', error: r.error });
  kept = r.value.checkpoints;
  reply({ type: 'progress', done: effective.length, total: effective.length });
  reply({ type: 'done', state: r.value.game.state });
};
