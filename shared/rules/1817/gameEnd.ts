import type { Ctx } from '../../engine/context';
import { triggerGameEnd } from '../../engine/gameEnd';
import { startOperatingSet } from '../../engine/rounds/sequence';
import type { PhaseDef } from '../../title/types';
import { state1817 } from './state';

/**
 * 1817 §8: the first 8-train, bought or exported, signals the game's end. Triggered in the first operating round of a
 * set, the set is completed, a stock round played, and a final set of two operating rounds; in the second, the final
 * set has three. The merger and acquisition rounds between are played; the game ends after the last acquisition round.
 */
const LAST_PHASE = '8';

export function signalGameEnd(c: Ctx, phase: PhaseDef): void {
  if (phase.name !== LAST_PHASE || c.s.gameEnd) return;
  state1817(c).finalSet = c.s.roundNum === 2 ? 3 : 2;
  triggerGameEnd(c, 'final_phase');
}

/** The operating set after the stock round: the final one has its own length. */
export function startOperatingSet1817(c: Ctx): void {
  startOperatingSet(c);
  const final = state1817(c).finalSet;
  if (final && c.s.gameEnd && c.s.turn > c.s.gameEnd.turn) c.s.orsInSet = final;
}
