/**
 * Engine states of the games opened or played lately, kept in the page's IndexedDB, so that reopening a long game
 * (a save, a recent file, a recovered autosave, an import seen before) shows it without first replaying its log
 * (#15: opened in ≤ 300 ms). Only a cache: an entry is found by a hash of the title, set-up and whole action log, and
 * the session replays the log after the first paint and puts the log's state in place if the entry was wrong
 * (`GameSession.checkLog`). Where IndexedDB is missing or refuses, nothing is cached and games replay as before.
 */
import type { GameState } from '@shared/engine/state';
import type { GameSetup } from '@shared/engine/setup';

const DB_NAME = '18xx-desk-snapshots';
const STORE = 'states';
/** Games kept: a long game's state is a few hundred kB. */
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

let opened: Promise<IDBDatabase | null> | null = null;

function db(): Promise<IDBDatabase | null> {
  opened ??= new Promise((resolve) => {
    try {
      if (typeof indexedDB === 'undefined') return resolve(null);
      const req = indexedDB.open(DB_NAME, 1);
      req.onupgradeneeded = () => req.result.createObjectStore(STORE, { keyPath: 'key' }).createIndex('at', 'at');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => resolve(null);
      req.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
  return opened;
}

/** Opens the cache ahead of need (opening IndexedDB costs ~100 ms cold): the app calls it once started. */
export function openSnapshotCache(): void {
  void db();
}

function done<T>(req: IDBRequest<T>): Promise<T | null> {
  return new Promise((resolve) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => resolve(null);
  });
}

/** The cached state of a game, or null. Never throws: a cache that fails is a cache miss. */
export async function readSnapshot(key: string): Promise<Snapshot | null> {
  try {
    const d = await db();
    if (!d) return null;
    const got = await done(d.transaction(STORE, 'readonly').objectStore(STORE).get(key));
    return (got as Snapshot | undefined) ?? null;
  } catch {
    return null;
  }
}

/** Keeps a game's state (the oldest entries beyond KEEP go). Never throws. */
export async function writeSnapshot(entry: Omit<Snapshot, 'at'>): Promise<void> {
  try {
    const d = await db();
    if (!d) return;
    const store = d.transaction(STORE, 'readwrite').objectStore(STORE);
    await done(store.put({ ...entry, at: Date.now() }));
    performance.mark(SNAPSHOT_WRITTEN);
    const count = (await done(store.count())) ?? 0;
    if (count <= KEEP) return;
    // Oldest first along the `at` index: delete until KEEP are left.
    let extra = count - KEEP;
    const cursor = store.index('at').openCursor();
    await new Promise<void>((resolve) => {
      cursor.onsuccess = () => {
        const c = cursor.result;
        if (!c || extra-- <= 0) return resolve();
        c.delete();
        c.continue();
      };
      cursor.onerror = () => resolve();
    });
  } catch {
    // not cached: the next open replays the log
  }
}
