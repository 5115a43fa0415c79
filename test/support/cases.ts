import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Action } from '../../shared/engine/actions';
import { applyAction, createGame, type Game } from '../../shared/engine/game';
import { setupOf, type RecordedGame } from '../../shared/engine/replay';
import type { TraceLine } from '../../shared/engine/trace';
import { rulesFor } from '../../shared/rules/index';
import { loadTitle } from './fixtures';

/** The cases of `test/fixtures/cases/` (from `../shared/cases/`): random games cut where 18xx.games disagreed. */
export const CASES_DIR = join(import.meta.dirname, '..', 'fixtures', 'cases');

export interface Wait {
  index: number;
  entity: number | string;
  step: string;
}

export interface Case extends RecordedGame {
  description: string;
  divergence: { kind: string; index?: number; reference?: unknown; reference_waited_for_pass?: Wait[] };
}

/** Case files by key (`R11`, `F3b`, ...). */
export function caseFiles(): { key: string; file: string }[] {
  return readdirSync(CASES_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => ({ key: file.split('-')[0], file }));
}

export function loadCase(keyOrFile: string): Case {
  const file = keyOrFile.endsWith('.json') ? keyOrFile : caseFiles().find((x) => x.key === keyOrFile)!.file;
  return JSON.parse(readFileSync(join(CASES_DIR, file), 'utf8')) as Case;
}

/** 18xx.games' state after each action of a case (line 0: after set-up). */
export function caseTrace(file: string): TraceLine[] {
  return gunzipSync(readFileSync(join(CASES_DIR, file.replace(/\.json$/, '.trace.jsonl.gz'))))
    .toString('utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as TraceLine);
}

export const passBy = (entity: number | string): Action =>
  ({ type: 'pass', entity, entity_type: typeof entity === 'number' ? 'player' : 'corporation' }) as Action;

/**
 * A case's game played as in live play up to (not including) action `upTo`, with the passes 18xx.games waited for
 * (`waits`, default the case's own) given where it waited.
 */
export function playCase(c: Case, upTo: number, waits: Wait[] = c.divergence.reference_waited_for_pass ?? []): Game {
  const title = loadTitle(c.title);
  const created = createGame(title, rulesFor(title), setupOf(c));
  if (!created.ok) throw new Error(created.error);
  let game = created.value;
  const apply = (a: Action, where: string) => {
    const r = applyAction(game, a, { inPlace: true });
    if (!r.ok) throw new Error(`${where}: ${r.error}`);
    game = r.value;
  };
  for (let i = 0; i < upTo; i++) {
    for (const w of waits.filter((x) => x.index === i)) apply(passBy(w.entity), `the pass before #${i}`);
    apply(c.actions[i], `#${i}`);
  }
  return { ...game, state: structuredClone(game.state), cache: {} };
}
