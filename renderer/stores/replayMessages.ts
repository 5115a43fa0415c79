/** The messages between the page and the replay worker (./replayWorker.ts). */
import type { Action } from '@shared/engine/actions';
import type { Game } from '@shared/engine/game';
import type { GameSetup } from '@shared/engine/setup';
import type { TitleDef } from '@shared/title/types';

export type ReplayRequest =
  | { type: 'replay'; title: TitleDef; setup: GameSetup; log: Action[] }
  | { type: 'checkpoints' }
  /** Load this title's rules ahead of a replay. */
  | { type: 'warm'; titleId: string };

export type ReplayReply =
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; state: Game['state'] }
  | { type: 'error'; error: string }
  | { type: 'checkpoints'; states: (readonly [number, Game['state']])[] };
