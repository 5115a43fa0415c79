import type { Action } from '../actions';
import type { Ctx } from '../context';
import type { Game } from '../game';
import type { LegalOffer } from '../legal';
import { RuleError } from '../result';
import type { PlayerId, SpecialRound } from '../state';

/**
 * Rounds of a title's own (1846's private draft, 1817's merger and acquisition rounds, 18NY's NYC formation and
 * capitalization): the state is a `SpecialRound` (`{ kind: 'special', name, ...its data }`), and the title's
 * `TitleRules.rounds[name]` says who acts, what each action does, when the round is over and what is legal. The
 * engine starts one where the title's `firstRound` or `nextRound` says (see `sequence.ts`) and, once it is over,
 * asks `nextRound` again (else a stock round follows).
 */
export interface SpecialRoundKind {
  name: string;
  /** The round's name as 18xx.games reports it, and its step's (trace comparison). */
  traceName: string;
  traceStep?(c: Ctx, r: SpecialRound): string;
  /** What the players see: "Private draft". */
  label: string;
  /** What the acting player must do, as a sentence's end: "choose a private company". */
  asks(c: Ctx, r: SpecialRound): string;
  actors(c: Ctx, r: SpecialRound): PlayerId[];
  /** The entity acting, where it is not the first actor (a corporation). */
  currentEntity?(c: Ctx, r: SpecialRound): PlayerId | string | null;
  /** Applies an action, or refuses it with a `RuleError`. */
  process(c: Ctx, r: SpecialRound, action: Action): void;
  finished(c: Ctx, r: SpecialRound): boolean;
  legal(game: Game, c: Ctx, r: SpecialRound, ok: (a: Record<string, unknown>) => boolean): LegalOffer[];
}

export function roundKind(c: Ctx, name: string): SpecialRoundKind {
  const kind = c.rules.rounds?.[name];
  if (!kind) throw new RuleError(`${c.title.id} has no ${name} round`);
  return kind;
}
