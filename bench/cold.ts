/**
 * The cold replay, run in a fresh Node process by `bench/coldReplay.ts` (bundled on its own as bench/.cold.mjs, the
 * engine as the app ships it): read the title folder (schema-checked, as the CLI and the main process read it) and
 * the recorded games, replay each game once, print what it took as JSON on stdout. The process CPU it prints is the
 * whole process's since it started (getrusage: Node's own start, loading this bundle, V8's compiler threads, GC).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readTitleFolder } from '../main/titles';
import { effectiveActions } from '../shared/engine/actions';
import { applyAction, createGame } from '../shared/engine/game';
import { setupOf, type RecordedGame } from '../shared/engine/replay';
import { rulesFor } from '../shared/rules/index';

const [root, id] = process.argv.slice(2) as [string, string];
const cpu = () => {
  const u = process.cpuUsage();
  return u.user + u.system;
};
const loaded = cpu();
const read = readTitleFolder(join(root, 'titles', id));
if (!read.ok || !read.title) throw new Error(`title ${id} does not load`);
const title = read.title;
const titleRead = cpu();
const dir = join(root, 'test', 'fixtures', 'games', id);
const games = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as RecordedGame);
const gamesRead = cpu();
let actions = 0;
let failed = 0;
for (const g of games) {
  const created = createGame(title, rulesFor(title), setupOf(g));
  if (!created.ok) {
    failed++;
    continue;
  }
  let game = created.value;
  for (const a of effectiveActions(g.actions)) {
    const res = applyAction(game, a, { inPlace: true });
    if (!res.ok) {
      failed++;
      break;
    }
    game = res.value;
    actions++;
  }
}
const done = cpu();
console.log(
  JSON.stringify({
    actions,
    failed,
    games: games.length,
    startUs: loaded,
    titleUs: titleRead - loaded,
    gamesUs: gamesRead - titleRead,
    replayUs: done - gamesRead,
    totalUs: done,
  }),
);
