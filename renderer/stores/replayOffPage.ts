/**
 * Loads a game's session with its log replayed in a worker (./replayWorker.ts), so that a long game opened cold
 * replays while the page builds and draws the map (#15: ≤ 300 ms from the click to the board drawn), where chosen
 * (MODE below). Otherwise, or where no worker can run (tests in Node, a worker that fails to start), the page replays
 * it itself (GameSession.load), as before.
 * The history checkpoints are fetched from the worker once asked (`fillHistory`, after the first paint).
 */
import type { Action } from '@shared/engine/actions';
import { err, ok, type Result } from '@shared/engine/result';
import type { GameSetup } from '@shared/engine/setup';
import { GameSession } from '@shared/session/session';
import type { TitleDef } from '@shared/title/types';
import type { ReplayReply, ReplayRequest } from './replayMessages';

export interface Loaded {
  session: GameSession;
  /** Puts the history checkpoints in the session (from the worker), then lets the worker go. */
  fillHistory(): void;
  /** Lets the worker go without them (the session is not used). */
  release(): void;
}

type Progress = (done: number, total: number) => void;

function inPage(title: TitleDef, setup: GameSetup, log: Action[], onProgress: Progress): Promise<Result<Loaded>> {
  return GameSession.load(title, setup, log, onProgress).then((r) =>
    r.ok ? ok({ session: r.value, fillHistory: () => undefined, release: () => undefined }) : r,
  );
}

/**
 * Where the log is replayed, by the page's query: in the page by default; `replay=worker` in a worker started ahead,
 * `replay=cold` in one started at the open. On this machine, shared by others, the worker did not win (1870's
 * longest game, runs interleaved: at load ~11, 751 ms median against the page's 561; at load ~2, 448 against 449),
 * so it stays a choice to measure on a quiet machine (bench/openGame.ts, BENCH_OPEN_VARIANTS=,replay=worker).
 */
const MODE = typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('replay');
const IN_WORKER = MODE === 'worker' || MODE === 'cold';

/** Does a replay run apart from the page (so that it gains by starting before the title's map is built)? */
export const replaysInWorker = (): boolean => IN_WORKER && typeof Worker !== 'undefined';

/** A worker started ahead of need (`warmReplay`), its script loaded and compiled by the time a game is opened. */
let spare: Worker | null = null;

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined' || !IN_WORKER) return null;
  try {
    return new Worker(new URL('./replayWorker.ts', import.meta.url), { type: 'module', name: 'replay' });
  } catch {
    return null;
  }
}

/**
 * Starts a worker for the next open, with the rules of the title it will most likely be (the last game's), while the
 * app is idle: a cold one costs the open its script's loading and compiling (#15). Does nothing if one is ready.
 */
export function warmReplay(titleId: string | null): void {
  if (spare || MODE !== 'worker') return;
  const w = startWorker();
  if (!w) return;
  // One that fails to start is dropped: the open then starts its own, or replays in the page.
  w.onerror = (e) => {
    e.preventDefault();
    w.terminate();
    if (spare === w) spare = null;
  };
  if (titleId) w.postMessage({ type: 'warm', titleId } satisfies ReplayRequest);
  spare = w;
}

export function loadOffPage(title: TitleDef, setup: GameSetup, log: Action[], onProgress: Progress): Promise<Result<Loaded>> {
  const worker = spare ?? startWorker();
  spare = null;
  if (!worker) return inPage(title, setup, log, onProgress);
  const send = (m: ReplayRequest) => worker.postMessage(m);
  return new Promise((resolve) => {
    let settled = false;
    const settle = (r: Result<Loaded> | Promise<Result<Loaded>>) => {
      if (settled) return;
      settled = true;
      resolve(r);
    };
    // A worker that cannot start (its script refused): the page replays the log itself.
    worker.onerror = (e) => {
      e.preventDefault();
      worker.terminate();
      settle(inPage(title, setup, log, onProgress));
    };
    worker.onmessage = (e: MessageEvent<ReplayReply>) => {
      const m = e.data;
      if (m.type === 'progress') onProgress(m.done, m.total);
      else if (m.type === 'error') {
        worker.terminate();
        settle(err(m.error));
      } else if (m.type === 'done') {
        const s = GameSession.fromReplayed(title, setup, log, m.state);
        if (!s.ok) {
          worker.terminate();
          return settle(s);
        }
        worker.onmessage = (reply: MessageEvent<ReplayReply>) => {
          if (reply.data.type === 'checkpoints') s.value.addCheckpoints(reply.data.states);
          worker.terminate();
        };
        settle(ok({ session: s.value, fillHistory: () => send({ type: 'checkpoints' }), release: () => worker.terminate() }));
      }
    };
    try {
      send({ type: 'replay', title, setup, log });
    } catch {
      // Something not plain data in the game (it cannot be copied to the worker): replayed here.
      worker.terminate();
      settle(inPage(title, setup, log, onProgress));
    }
  });
}
