/**
 * The cold replay, run in a fresh Node process by `bench/coldReplay.ts` (bundled on its own as bench/.cold/, the
 * engine as the app ships it): read the title folder (schema-checked, as the CLI and the main process read it) and
 * the recorded games, replay each game once, print what it took as JSON on stdout. The process CPU it prints is the
 * whole process's since it started (getrusage: Node's own start, loading this bundle, V8's compiler threads, GC); the
 * replays' main-thread CPU beside it tells the engine's own work (interpreted, then compiled) from what V8's background
 * threads spend on it (optimising compiles, concurrent GC).
 */
import { tuneV8 } from '../main/v8Flags';
import { loadTitle, replayAll, threadCpu } from './replay';

// As the CLI's `replay` does first thing (main/v8Flags.ts; BENCH_V8_FLAGS=0 leaves V8's defaults, to compare).
if (process.env.BENCH_V8_FLAGS !== '0') tuneV8('replay-only');
const [root, id] = process.argv.slice(2) as [string, string];
const cpu = () => {
  const u = process.cpuUsage();
  return u.user + u.system;
};
const started = cpu();
// Reading the title (schema-checked, as the CLI and the main process read it), the games and their logs.
const loaded = await loadTitle(root, id);
if (!loaded) throw new Error(`title ${id} or its recorded games do not load`);
const read = cpu();
const main0 = threadCpu();
const { actions, failed } = replayAll(loaded);
const main1 = threadCpu();
const done = cpu();
console.log(
  JSON.stringify({
    actions,
    failed,
    games: loaded.games.length,
    startUs: started,
    titleUs: read - started,
    replayUs: done - read,
    replayMainUs: main0 !== null && main1 !== null ? main1 - main0 : null,
    totalUs: done,
  }),
);
