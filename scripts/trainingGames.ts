/**
 * The games a V8 code cache is trained on (#18; scripts/cachedBundle.ts): seeded random games (shared/play/randomPlay.ts),
 * one for every title with a rules module, never the recorded games of test/fixtures/games. The cold bench measures
 * replays of those recorded games, so a cache trained on them would have seen exactly what it is timed on; random
 * games reach the same engine code by other positions. The seeds are fixed, so two builds train on the same games.
 *
 * Each game is cut after MAX_TRAINING_ACTIONS actions: random play searches every run's best routes, and whole games
 * took ~50 s of CPU for the five titles, where the build's training must stay under ~10 s on a loaded 2-core machine.
 * A cut game covers the auction, stock rounds, the first operating rounds (tile lays, tokens, routes, train buys);
 * the code only the late game runs (rusting, the end) is compiled as usual when a replay reaches it. Measured on the
 * cold bench (2 × 5 interleaved runs, load 7-10, medians): with this cache the recorded games' cold replay costs less
 * process CPU than with none (18NY, 1846 ~20%, 1830 ~11%, 1817 ~9%, 1870 ~3%), and 0-10% more than with a cache
 * trained on those very games; cut at 200 actions instead, no clear gain for twice the build time.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openTitleFolder } from '../main/titles/openTitleFolder';
import type { RandomPlayCase } from '../shared/play/randomPlay';
import { rulesModuleNames } from '../shared/rules/index';
import { gameName, randomGame } from './randomGame';

/** How many actions of each random game the cache is trained on. */
export const MAX_TRAINING_ACTIONS = 100;

/** The fixed seed of every title's training game (the same in every build). */
const SEED = 1;

/** One game for each title that has both a rules module and a title folder under `titles`: 4 players, or the nearest
 * count the title allows. */
async function trainingCases(titles: string): Promise<{ pc: RandomPlayCase; dir: string }[]> {
  const out: { pc: RandomPlayCase; dir: string }[] = [];
  for (const id of rulesModuleNames().filter((n) => n !== 'standard')) {
    const dir = join(titles, id);
    const t = await openTitleFolder(dir);
    if (!t.ok || !t.title) continue;
    const players = Math.min(Math.max(4, t.title.players.min), t.title.players.max);
    out.push({ pc: { title: id, players, optionalRules: [], seed: SEED }, dir });
  }
  return out;
}

/** Plays the training games and writes each as an 18xx.games game file, `<outdir>/<title>/<case>.json`; returns the
 * files. A game random play finds a fault in fails the build (its log might not replay). */
export async function writeTrainingGames(titles: string, outdir: string): Promise<string[]> {
  const files: string[] = [];
  for (const { pc, dir } of await trainingCases(titles)) {
    const t = await openTitleFolder(dir);
    if (!t.ok || !t.title) continue;
    const { file, play } = randomGame(t.title, pc, MAX_TRAINING_ACTIONS);
    if (play.problems.length) throw new Error(`training game ${gameName(pc)}: ${play.problems.map((p) => `#${p.index} ${p.kind}`).join(', ')}`);
    mkdirSync(join(outdir, pc.title), { recursive: true });
    const path = join(outdir, pc.title, `${gameName(pc)}.json`);
    writeFileSync(path, JSON.stringify(file) + '\n');
    files.push(path);
  }
  return files;
}
