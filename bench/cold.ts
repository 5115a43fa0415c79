/**
 * The cold replay, run in a fresh Node process by `bench/coldReplay.ts`: read the title folder (schema-checked, as
 * the CLI and the main process read it) and the recorded games, replay each game once, and tell what it took. Built
 * as the CLI is (`scripts/cachedBundle.ts`): one minified CommonJS bundle with the V8 code cache the build trained
 * for it, loaded by `bench/coldStart.ts`, which prints the figures. The process CPU is the whole process's since it
 * started (getrusage: Node's start, loading this bundle, V8's compiler threads, GC); the replays' main-thread CPU
 * beside it tells the engine's own work (interpreted, then compiled) from what V8's background threads spend on it.
 */
import { loadTitle, replayAll, threadCpu } from './replay';

export interface ColdFigures {
  actions: number;
  failed: number;
  games: number;
  startUs: number;
  titleUs: number;
  replayUs: number;
  replayMainUs: number | null;
  totalUs: number;
}

const cpu = () => {
  const u = process.cpuUsage();
  return u.user + u.system;
};

/** Reads title `id` and its recorded games under `root` (or the games in `gamesDir`: the build's training run),
 * replays each game once; `started`: the process CPU (µs) by the time the bundle was loaded. */
export async function coldReplay(root: string, id: string, started: number, gamesDir?: string): Promise<ColdFigures> {
  // Reading the title (schema-checked, as the CLI and the main process read it), the games and their logs.
  const loaded = await loadTitle(root, id, gamesDir);
  if (!loaded) throw new Error(`title ${id} or its recorded games do not load`);
  const read = cpu();
  const main0 = threadCpu();
  const { actions, failed } = replayAll(loaded);
  const main1 = threadCpu();
  const done = cpu();
  return {
    actions,
    failed,
    games: loaded.games.length,
    startUs: started,
    titleUs: read - started,
    replayUs: done - read,
    replayMainUs: main0 !== null && main1 !== null ? main1 - main0 : null,
    totalUs: done,
  };
}
