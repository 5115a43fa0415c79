/**
 * The recorded 1830 game 26855 (four players, ends by bankruptcy in OR 6.1) as a GameSession, for the extra panels'
 * tests. The JSON comes in through a Vite import; the title is read as the other browser tests read it.
 */
import recorded from '../../fixtures/games/1830/26855.json';
import type { Game } from '@shared/engine/game';
import { setupOf, type RecordedGame } from '@shared/engine/replay';
import { GameSession } from '@shared/session/session';
import { loadTitle } from '../titles';

export const game26855 = recorded as unknown as RecordedGame;
let session: GameSession | null = null;

export function session26855(): GameSession {
  if (session) return session;
  const r = GameSession.create(loadTitle('1830'), setupOf(game26855), game26855.actions);
  if (!r.ok) throw new Error(`26855 does not replay: ${r.error}`);
  session = r.value;
  return session;
}

/** The game after `n` effective actions. */
export function gameAt(n: number): Game {
  const r = session26855().at(n);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

export const players26855 = game26855.players.map((p) => ({ id: p.id!, name: p.name }));
