import { playRandom as play, type RandomPlayCase, type RandomPlayOptions, type RandomPlayResult } from '../../shared/play/randomPlay';
import { loadTitle } from './fixtures';
import { rulesFor } from '../../shared/rules/index';

export { caseName, routeStats, signature, prng, type RandomPlayCase, type RandomPlayProblem, type RandomPlayResult } from '../../shared/play/randomPlay';

/** The random player (shared/play/randomPlay.ts) with the title read from `titles/`. */
export function playRandom(pc: RandomPlayCase, opts: RandomPlayOptions): RandomPlayResult {
  const title = loadTitle(pc.title);
  return play(title, rulesFor(title), pc, opts);
}
