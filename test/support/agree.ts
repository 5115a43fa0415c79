import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { applyAction, createGame, type Game } from '../../shared/engine/game';
import { setupOf, type RecordedGame } from '../../shared/engine/replay';
import { rulesFor } from '../../shared/rules/index';
import type { TitleDef } from '../../shared/title/types';

/** A game kept in test/fixtures/agree (a random game of ours that 18xx.games played otherwise, cut where it parts). */
export function agreeGame(name: string): RecordedGame {
  return JSON.parse(readFileSync(join(import.meta.dirname, '..', 'fixtures', 'agree', `${name}.json`), 'utf8')) as RecordedGame;
}

/** The game after its first `n` actions, played as live play (every check made). */
export function liveAt(t: TitleDef, g: RecordedGame, n = g.actions.length): Game {
  const created = createGame(t, rulesFor(t), setupOf(g));
  if (!created.ok) throw new Error(created.error);
  let game = created.value;
  for (const a of g.actions.slice(0, n)) {
    const r = applyAction(game, a, { inPlace: true });
    if (!r.ok) throw new Error(r.error);
    game = r.value;
  }
  return { ...game, cache: {} };
}
