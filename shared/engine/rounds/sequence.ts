import type { Ctx } from '../context';
import { log } from '../entities';
import { finishGame } from '../gameEnd';
import type { SpecialRound } from '../state';
import { phaseDef } from '../trains';
import { newOperatingRound } from './operating';
import { newStockRound } from './stock';

/**
 * Starting rounds: the standard sequence (a first round, then stock rounds each followed by a set of operating rounds,
 * 1830 §3) is the engine's default; a title that orders its rounds otherwise starts them from `TitleRules.nextRound`
 * with these.
 */

/** A stock round; `nextTurn` counts a new one (after an operating set) rather than the first after the opening. */
export function startStockRound(c: Ctx, nextTurn: boolean): void {
  if (nextTurn) c.s.turn++;
  // A game that reaches the title's turn limit is stopped unfinished (18xx.games "dnf").
  const limit = c.t.settings.turnLimit;
  if (limit !== null && c.s.turn >= limit) {
    c.s.roundNum = 1;
    c.s.gameEnd = { reason: 'dnf', timing: 'immediate', turn: c.s.turn, roundNum: 1 };
    c.s.round = newStockRound(c);
    finishGame(c);
    return;
  }
  c.s.roundNum = 1;
  log(c, `-- Stock round ${c.s.turn}`);
  c.s.round = newStockRound(c);
}

/** The first operating round of a set; the phase fixes how many the set has (1830 §phases). */
export function startOperatingSet(c: Ctx): void {
  c.s.roundNum = 1;
  c.s.orsInSet = phaseDef(c).operatingRounds;
  newOperatingRound(c);
}

/** The next operating round of the current set. */
export function startNextOperatingRound(c: Ctx): void {
  c.s.roundNum++;
  newOperatingRound(c);
}

/** A round of the title's own (`titleRounds.ts`), with its initial data. */
export function startSpecialRound(c: Ctx, name: string, data: Record<string, unknown> = {}): SpecialRound {
  const round: SpecialRound = { ...data, kind: 'special', name };
  c.s.round = round;
  return round;
}
