import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { RecordedGame } from '../../shared/engine/replay';
import { ORACLE, firstDifference, runOracle, type Verdict } from '../../scripts/agree';
import { gameName, randomGame } from '../../scripts/randomGame';
import { readTrace } from '../../scripts/trace-diff';
import type { RandomPlayCase } from '../../shared/play/randomPlay';
import { loadTitle } from '../support/fixtures';

/**
 * Our engine and 18xx.games agree on the opening of a few seeded random games (the loop of `npm run agree`, made
 * cheap: each game is cut after its first operating rounds). Runs only where Ruby and the 18xx.games oracle
 * (`../shared/oracle/oracle`) are installed; skipped otherwise.
 */

const hasRuby = (() => {
  try {
    execFileSync('ruby', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
const available = hasRuby && existsSync(ORACLE);

const GAMES: RandomPlayCase[] = [
  { title: '1830', players: 4, optionalRules: [], seed: 3 },
  { title: '1846', players: 3, optionalRules: [], seed: 3 },
];
const ACTIONS = 120;

const dir = available ? mkdtempSync(join(tmpdir(), 'oracle-test-')) : '';
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!available)('18xx.games agrees with our random play (oracle)', () => {
  it(`the first ${ACTIONS} actions of ${GAMES.map(gameName).join(', ')}`, { timeout: 120_000 }, () => {
    const files = GAMES.map((pc) => {
      const { file } = randomGame(loadTitle(pc.title), pc, ACTIONS);
      const path = join(dir, `${gameName(pc)}.json`);
      writeFileSync(path, JSON.stringify(file));
      return path;
    });
    expect(runOracle(files, dir)).toBeNull();
    const found = GAMES.map((pc, i) => {
      const game = JSON.parse(readFileSync(files[i], 'utf8')) as RecordedGame;
      const verdict = JSON.parse(readFileSync(join(dir, 'verdict', `${gameName(pc)}.json`), 'utf8')) as Verdict;
      // An unfinished game: only the refusal, the waits and the states count, not the end.
      return firstDifference(loadTitle(pc.title), game, { ...verdict, end_diff: [] }, readTrace(join(dir, 'trace', `${gameName(pc)}.trace.jsonl`)));
    });
    expect(found).toEqual(GAMES.map(() => null));
  });
});
