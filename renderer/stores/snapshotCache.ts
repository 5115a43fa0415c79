/**
 * Engine states of the games opened or played lately, kept in the page's local storage, so that reopening a long game
 * (a save, a recent file, a recovered autosave, an import seen before) shows it without first replaying its log
 * (#15: opened in ≤ 300 ms). Only a cache: an entry is found by a hash of the title, set-up and whole action log, and
 * the session replays the log after the first paint and puts the log's state in place if the entry was wrong
 * (`GameSession.checkLog`). Where the storage is missing or full, nothing is cached and games replay as before.
 * Local storage rather than IndexedDB: the page loads it at start anyway (the bottom panel's size), so a read is
 * a JSON parse of ~100 kB (~1 ms), where a first IndexedDB read in a fresh browser took 100 ms on a busy machine.
 */
import type { GameState } from '@shared/engine/state';
import type { GameSetup } from '@shared/engine/setup';

/** Games kept: a long game's state is 50-100 kB of JSON (1870, 1,011 actions: 92 kB). */
const KEEP = 12;

/** Performance mark set when a state was written (the bench waits for it before closing the browser). */
export const SNAPSHOT_WRITTEN = 'desk:snapshot:written';

export interface Snapshot {
  key: string;
  /** Hash of the title the state was computed with: a changed title is not served a stale state. */
  titleHash: string;
  state: GameState;
  /** When written (ms since the epoch): the oldest entries go first. */
  at: number;
}

/** 53-bit string hash (cyrb53): fast on the ~300 kB of a long log; two seeds make a collision negligible. */
function hash53(text: string, seed: number): string {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** The cache key of a game: its title id, players, seed, optional rules and every logged action, in order. */
export function snapshotKey(titleId: string, setup: GameSetup, log: readonly unknown[]): string {
  const text = JSON.stringify([titleId, setup.players, setup.seed ?? null, setup.optionalRules ?? [], log]);
  return `${hash53(text, 1)}-${hash53(text, 2)}-${log.length}`;
}

const PREFIX = 'desk.snapshot.';
/** The keys cached, oldest first (localStorage has no order of its own). */
const INDEX = 'desk.snapshots';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function keys(store: Storage): string[] {
  try {
    const list = JSON.parse(store.getItem(INDEX) ?? '[]') as unknown;
    return Array.isArray(list) ? list.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

/** Reads the cache once ahead of need: the page's storage is loaded on its first use. */
export function openSnapshotCache(): void {
  storage()?.getItem(INDEX);
}

/** The cached state of a game, or null. Never throws: a cache that fails is a cache miss. */
async function readSnapshot(key: string): Promise<Snapshot | null> {
  try {
    const text = storage()?.getItem(PREFIX + key);
    return text ? (JSON.parse(text) as Snapshot) : null;
  } catch {
    return null;
  }
}

/**
 * The cached state of a game given by its title, set-up and log, or null: its key (a hash of the whole log, some ms for
 * a long game) is computed only where an entry for a log of that length is cached (a key ends with the length).
 */
export async function readSnapshotOf(titleId: string, setup: GameSetup, log: readonly unknown[]): Promise<Snapshot | null> {
  const store = storage();
  const length = `-${log.length}`;
  if (!store || !keys(store).some((k) => k.endsWith(length))) return null;
  return readSnapshot(snapshotKey(titleId, setup, log));
}

/** Keeps a game's state (the oldest entries beyond KEEP go, and more while the storage is full). Never throws. */
export async function writeSnapshot(entry: Omit<Snapshot, 'at'>): Promise<void> {
  const store = storage();
  if (!store) return;
  const text = JSON.stringify({ ...entry, at: Date.now() });
  const list = keys(store).filter((k) => k !== entry.key);
  for (;;) {
    while (list.length >= KEEP) store.removeItem(PREFIX + list.shift()!);
    try {
      store.setItem(PREFIX + entry.key, text);
      store.setItem(INDEX, JSON.stringify([...list, entry.key]));
      performance.mark(SNAPSHOT_WRITTEN);
      return;
    } catch {
      // Full: make room by the oldest, or give up (not cached: the next open replays the log).
      if (!list.length) return;
      store.removeItem(PREFIX + list.shift()!);
    }
  }
}
