/**
 * The games a V8 code cache is trained on (#18; scripts/cachedBundle.ts): seeded random games (shared/play/randomPlay.ts),
 * one for every title with a rules module, never the recorded games of test/fixtures/games. The cold bench measures
 * replays of those recorded games, so a cache trained on them would have seen exactly what it is timed on; random
 * games reach the same engine code by other positions.
 *
 * Each is a whole game, played to its end, so that the cache also holds the code only a game's later part runs
 * (phases and rusting, 1870's destination runs, 18NY's NYC formation, the game's end). Playing them takes minutes
 * (random play checks every offer by a dry run and searches every run's best routes), far over a build's budget, so
 * they are played once by `npm run gen:training-games` and kept in test/fixtures/training/<title>/; a build only
 * replays them (~1 s for the five titles). A kept game that no longer replays whole under the engine as it now
 * stands (a rules change made one of its actions illegal) is replaced, for that build, by a game played there and
 * cut after MAX_TRAINING_ACTIONS actions, as the builds did before, with a warning to play the games again.
 *
 * Measured on the cold bench (interleaved runs, load ~15, medians), the cache trained on the whole games against the
 * one trained on the cut games: the replays' main thread 18NY -4 to -9%, 1830 -13%, 1870 -1% (the late game's
 * bytecode is read from the cache instead of compiled); the cache, 884 KB instead of 671, takes ~2 ms more to load,
 * so the process CPU per action gains less (1830 -3%, 18NY and 1870 ~-1%).
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openTitleFolder } from '../main/titles/openTitleFolder';
import { replay, setupOf, type RecordedGame } from '../shared/engine/replay';
import type { RandomPlayCase } from '../shared/play/randomPlay';
import { rulesFor, rulesModuleNames } from '../shared/rules/index';
import type { TitleDef } from '../shared/title/types';
import { gameName, MAX_ACTIONS, randomGame } from './randomGame';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Where the whole training games are kept, `<title>/<case>.json`. */
export const TRAINING_GAMES = join(ROOT, 'test', 'fixtures', 'training');

/** How many actions of a game played at build time (a kept game no longer replays) the cache is trained on. */
export const MAX_TRAINING_ACTIONS = 100;

/** The fixed seed of every title's training game (the same in every build). */
const SEED = 1;

/** One game for each title that has both a rules module and a title folder under `titles`: 4 players, or the nearest
 * count the title allows. */
async function trainingCases(titles: string): Promise<{ pc: RandomPlayCase; title: TitleDef }[]> {
  const out: { pc: RandomPlayCase; title: TitleDef }[] = [];
  for (const id of rulesModuleNames().filter((n) => n !== 'standard')) {
    const t = await openTitleFolder(join(titles, id));
    if (!t.ok || !t.title) continue;
    const players = Math.min(Math.max(4, t.title.players.min), t.title.players.max);
    out.push({ pc: { title: id, players, optionalRules: [], seed: SEED }, title: t.title });
  }
  return out;
}

/** A random game of the case as an 18xx.games game file; a game random play finds a fault in is refused (its log might
 * not replay). */
function playedGame(title: TitleDef, pc: RandomPlayCase, maxActions: number): Record<string, unknown> {
  const { file, play } = randomGame(title, pc, maxActions);
  if (play.problems.length) throw new Error(`training game ${gameName(pc)}: ${play.problems.map((p) => `#${p.index} ${p.kind}`).join(', ')}`);
  return file;
}

/** Does the kept game replay to its last action under the engine as it stands? */
function replaysWhole(title: TitleDef, file: string): boolean {
  const g = JSON.parse(readFileSync(file, 'utf8')) as RecordedGame;
  return replay(title, rulesFor(title), setupOf(g), g.actions).failure === null;
}

/** Writes each title's training game as `<outdir>/<title>/<case>.json` (the kept whole game, or one played and cut here
 * when the kept one is missing or no longer replays); returns the files. */
export async function writeTrainingGames(titles: string, outdir: string): Promise<string[]> {
  const files: string[] = [];
  for (const { pc, title } of await trainingCases(titles)) {
    mkdirSync(join(outdir, pc.title), { recursive: true });
    const path = join(outdir, pc.title, `${gameName(pc)}.json`);
    const kept = join(TRAINING_GAMES, pc.title, `${gameName(pc)}.json`);
    if (existsSync(kept) && replaysWhole(title, kept)) copyFileSync(kept, path);
    else {
      console.warn(
        `training game ${kept} is missing or no longer replays: trained on a game cut at ${MAX_TRAINING_ACTIONS} actions (npm run gen:training-games)`,
      );
      writeFileSync(path, JSON.stringify(playedGame(title, pc, MAX_TRAINING_ACTIONS)) + '\n');
    }
    files.push(path);
  }
  return files;
}

/** `npm run gen:training-games`: plays every title's training game to its end and keeps it. */
async function generate(): Promise<void> {
  for (const { pc, title } of await trainingCases(join(ROOT, 'titles'))) {
    const file = playedGame(title, pc, MAX_ACTIONS);
    mkdirSync(join(TRAINING_GAMES, pc.title), { recursive: true });
    writeFileSync(join(TRAINING_GAMES, pc.title, `${gameName(pc)}.json`), JSON.stringify(file) + '\n');
    console.log(`${pc.title}: ${(file.actions as unknown[]).length} actions${file.status === 'finished' ? '' : ' (not finished)'}`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  generate().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
