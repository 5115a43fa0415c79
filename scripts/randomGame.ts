/**
 * A seeded random game (shared/play/randomPlay.ts: only our engine's legal actions) as an 18xx.games game file, for
 * `cli random-game` and `scripts/agree.ts`.
 */
import { context } from '../shared/engine/game';
import { gameFile } from '../shared/engine/export';
import { results } from '../shared/engine/value';
import { caseName, playRandom, type RandomPlayCase, type RandomPlayResult } from '../shared/play/randomPlay';
import type { TitleDef } from '../shared/title/types';
import { gameFileTitle, rulesFor } from '../shared/rules/index';
import type { Steer } from './agreeSteer';

/** Long enough for a whole game of 1830 or 1846; a game still going after it is written as it stands. */
export const MAX_ACTIONS = 3000;

/** The file name (without `.json`) of a case: `1830_4p_std_s12`, `1846_3p_first_ed_s5` (as `../shared/cases/`). */
export function gameName(pc: RandomPlayCase): string {
  return `${pc.title}_${pc.players}p_${pc.optionalRules.length ? pc.optionalRules.join('+') : 'std'}_s${pc.seed}`;
}

/** `steer`: the driver's own choices for some offers (`scripts/agreeSteer.ts`); none, the default random play. */
export function randomGame(
  title: TitleDef,
  pc: RandomPlayCase,
  maxActions = MAX_ACTIONS,
  steer?: Steer,
): { file: Record<string, unknown>; play: RandomPlayResult } {
  // Routes are searched to the end (no time limit that would make a game depend on the machine's speed).
  const play = playRandom(title, rulesFor(title), pc, { maxActions, routeMs: 60_000, steer });
  const g = play.game;
  const file = gameFile({
    id: gameName(pc),
    title: gameFileTitle(pc.title, pc.players),
    description: `random play: ${caseName(pc)}${play.problems.length ? `; problems: ${play.problems.map((p) => `#${p.index} ${p.kind}`).join(', ')}` : ''}`,
    players: Array.from({ length: pc.players }, (_, i) => ({ id: i + 1, name: `P${i + 1}` })),
    seed: pc.seed,
    optionalRules: pc.optionalRules,
    actions: play.actions,
    finished: play.finished,
    endReason: play.endReason,
    result: g?.state.finished ? results(context(g)) : undefined,
  });
  return { file, play };
}
