/**
 * The game being played: a GameSession (title + set-up + action log, the truth) and what the screen shows of it.
 * The current game is a shallowRef replaced after each action; legal actions are recomputed per state. Saving writes
 * the log (shared/ipc/save.ts); every action is autosaved so a crash loses nothing. A failed open or import never
 * touches the game in progress: the new session is built completely before it replaces the old one.
 */
import { defineStore } from 'pinia';
import { computed, markRaw, ref, shallowRef, watch } from 'vue';
import type { Action } from '@shared/engine/actions';
import type { Game } from '@shared/engine/game';
import type { GameSetup } from '@shared/engine/setup';
import { GameSession } from '@shared/session/session';
import { SAVE_FORMAT, SAVE_FORMAT_VERSION, type SaveFile } from '@shared/ipc/save';
import type { DeskApi, LoadedTitle, RecentFile } from '@shared/ipc/channels';
import type { TitleDef } from '@shared/title/types';
import pkg from '../../package.json';
import { playLegalActions, type PlayAction } from '../play/legal';
import { syncGameView } from '../play/view';
import { afterPaint } from '../play/afterPaint';
import { markOpen } from '../play/openTiming';
import { lastTitle, rememberTitle } from './lastTitle';
import { loadOffPage, replaysInWorker, warmReplay } from './replayOffPage';
import { readSnapshotOf, snapshotKey, writeSnapshot } from './snapshotCache';
import { receivershipRun } from '@shared/routes/receivership';
import { useGameViewStore } from './gameView';
import { useTitleStore } from './title';

/** Loading a log longer than this shows a progress bar (GameSession.load yields between slices). */
const PROGRESSIVE = 150;
/** A replay worker for the next open is started this long after an open. */
const WARM_AFTER_MS = 1000;
/** Play pauses this long before the game's state is cached for the next open. */
const SNAPSHOT_AFTER_MS = 2000;

type Api = DeskApi;

/** The app's `api`, loaded lazily so component tests can run without a server (see `useApi`). */
let apiOverride: Api | null = null;
export function setApiForTests(api: Api | null): void {
  apiOverride = api;
}
async function getApi(): Promise<Api> {
  if (apiOverride) return apiOverride;
  return (await import('../api')).api;
}

/** A game's title as the app shows it: the definition and its hash (saves and the state cache name it). */
interface ShownTitle {
  def: TitleDef;
  hash: string | null;
}

/** A file the user uploaded or dropped on the window: its name and text. */
export interface UploadedFile {
  name: string;
  content: string;
}

/** Is this text an 18xx Desk save (rather than an 18xx.games export)? */
function isDeskSave(text: string): boolean {
  try {
    return (JSON.parse(text) as { format?: unknown })?.format === SAVE_FORMAT;
  } catch {
    return false;
  }
}

/** An error's message without its closing full stop (the app adds its own sentence after it). */
const message = (e: unknown) => (e instanceof Error ? e.message : String(e)).replace(/\.+\s*$/, '');

export const useGameStore = defineStore('game', () => {
  const titles = useTitleStore();
  const view = useGameViewStore();

  const session = shallowRef<GameSession | null>(null);
  /** The game now (the session's current game), replaced after each action. */
  const current = shallowRef<Game | null>(null);
  /** Viewing history: the number of actions shown, or null for the present. */
  const historyAt = ref<number | null>(null);
  const historyGame = shallowRef<Game | null>(null);
  /** Where the game was last saved or opened; null for a new, unsaved game. */
  const path = ref<string | null>(null);
  const dirty = ref(false);
  /** What went wrong last (shown in a banner until dismissed); the game in progress is untouched. */
  const error = ref<string | null>(null);
  /** A short confirmation ("Saved to ..."), cleared by the next one. */
  const notice = ref<string | null>(null);
  const progress = ref<{ label: string; done: number; total: number } | null>(null);
  /** Bumped on every change of the session, so computed values that read it recompute. */
  const version = ref(0);
  let createdAt = new Date().toISOString();
  let meta: SaveFile['meta'];

  /** The game shown: a history state or the present. */
  const shown = computed(() => historyGame.value ?? current.value);
  const title = computed<TitleDef | null>(() => session.value?.title ?? null);

  const legal = computed<PlayAction[]>(() => {
    void version.value;
    if (historyAt.value !== null || !current.value) return [];
    return playLegalActions(current.value);
  });

  const canUndo = computed(() => (void version.value, !!session.value?.canUndo()));
  const canRedo = computed(() => (void version.value, !!session.value?.canRedo()));
  const length = computed(() => (void version.value, session.value?.length ?? 0));

  // A replay worker ready for the first open (where replays run in one: ./replayOffPage.ts), started once the app's
  // first screen is drawn (#15).
  afterPaint(() => warmReplay(lastTitle()));

  // Synchronous: panels and tests read the view right after an action.
  watch(shown, (g) => syncGameView(view, g), { immediate: true, flush: 'sync' });

  /**
   * The session replaces the game shown, with its title: both change in one update, so that a game of another title
   * builds and draws the new map once, with its pieces on it (#15), and no panel shows one title with another's game.
   */
  function install(s: GameSession, titleHash: string | null, where: string | null): void {
    markOpen('installed');
    rememberTitle(s.title.id);
    if (titles.title !== s.title) titles.setTitle(s.title, titleHash);
    session.value = markRaw(s);
    current.value = markRaw(s.game);
    historyAt.value = null;
    historyGame.value = null;
    path.value = where;
    dirty.value = false;
    version.value++;
  }

  function changed(): void {
    current.value = session.value ? markRaw(session.value.game) : null;
    historyAt.value = null;
    historyGame.value = null;
    dirty.value = true;
    version.value++;
    void autosave();
    keepSnapshotSoon();
  }

  function toSave(): SaveFile | null {
    const s = session.value;
    if (!s) return null;
    const now = new Date().toISOString();
    return {
      format: SAVE_FORMAT,
      formatVersion: SAVE_FORMAT_VERSION,
      engineVersion: pkg.version,
      title: { id: s.title.id, version: s.title.version, hash: titles.hash ?? '' },
      players: s.setup.players.map((p) => ({ id: p.id, name: p.name })),
      seed: s.setup.seed,
      optionalRules: [...(s.setup.optionalRules ?? [])],
      actions: s.log.map((a) => ({ ...a }) as SaveFile['actions'][number]),
      createdAt,
      updatedAt: now,
      ...(meta ? { meta } : {}),
    };
  }

  /**
   * Autosaves one at a time, in order, so the latest state is the one kept (a write still under way when the next
   * action comes is followed by the newest state only).
   */
  let writing: Promise<void> | null = null;
  let queued = false;
  async function autosave(): Promise<void> {
    if (writing) {
      queued = true;
      return writing;
    }
    writing = (async () => {
      do {
        queued = false;
        const save = toSave();
        if (!save) break;
        try {
          const api = await getApi();
          await api.autosave.write({ save, unsaved: dirty.value, ...(path.value ? { path: path.value } : {}) });
        } catch (e) {
          // Autosave failing must not stop play; say so.
          notice.value = `Autosave failed: ${message(e)}`;
        }
      } while (queued);
    })();
    try {
      await writing;
    } finally {
      writing = null;
    }
  }

  /**
   * The title a game is opened with, not shown yet (install shows it with the game): the one main sent with the game,
   * or read by id; the title shown is taken when it is the same, as a new title object rebuilds the whole map. The
   * error, if any, is returned as text.
   */
  async function gameTitle(id: string, given?: LoadedTitle): Promise<ShownTitle | string> {
    if (given && given.title.id === id) return givenTitle(given);
    if (titles.title?.id === id) return { def: titles.title, hash: titles.hash };
    const got = await titles.fetchTitle(id, async (which) => (await getApi()).titles.get({ id: which }));
    return typeof got === 'string' ? got : { def: got.title, hash: got.hash };
  }

  /** A title main sent, as the game will show it: the title shown when it is the same (id and hash). */
  function givenTitle(given: LoadedTitle): ShownTitle {
    const hash = given.hash ?? null;
    return titles.title?.id === given.title.id && titles.hash === hash ? { def: titles.title, hash } : { def: given.title, hash };
  }

  /** Starts a new game. Returns an error message, or null. */
  async function newGame(titleId: string, setup: GameSetup): Promise<string | null> {
    const got = await gameTitle(titleId);
    if (typeof got === 'string') return fail(got);
    const t = got.def;
    const r = GameSession.create(t, setup);
    if (!r.ok) return fail(`Cannot start the game: ${r.error}`);
    createdAt = new Date().toISOString();
    meta = undefined;
    install(r.value, got.hash, null);
    error.value = null;
    notice.value = `New game of ${t.name} with ${setup.players.map((p) => p.name).join(', ')}`;
    dirty.value = true;
    void autosave();
    return null;
  }

  /** An open or new game that failed: the game in progress and its title were never replaced. */
  function fail(text: string): string {
    error.value = text;
    return text;
  }

  /** Opens a save (already read by main); a save that does not replay leaves the current game as it was. */
  async function loadSave(save: SaveFile, where: string | null, label: string, title?: LoadedTitle): Promise<string | null> {
    if (!save || save.format !== SAVE_FORMAT || !Array.isArray(save.actions) || !save.title?.id) return fail(`${label}: not an 18xx Desk save`);
    const setup: GameSetup = { players: save.players.map((p) => ({ id: p.id, name: p.name })), seed: save.seed, optionalRules: save.optionalRules ?? [] };
    const log = save.actions as unknown as Action[];
    const cached = readSnapshotOf(save.title.id, setup, log);
    markOpen('read');
    const snapshot = await cached;
    // Replayed by ./replayOffPage.ts; in a worker (?replay=worker), a game not cached whose title came with it from
    // now on, while the page reads the title. The title's map is built and drawn only with the game (install, #15).
    const replay = (def: TitleDef) => {
      // Counted once the replay says how many actions (undo and redo resolved) it replays.
      if (log.length > PROGRESSIVE) progress.value = { label: `Loading ${label}`, done: 0, total: 0 };
      return loadOffPage(def, setup, log, (done, total) => {
        if (progress.value) progress.value = { ...progress.value, done, total };
      });
    };
    const early = replaysInWorker() && !snapshot && title?.title.id === save.title.id ? replay(givenTitle(title).def) : null;
    const got = await gameTitle(save.title.id, title);
    if (typeof got === 'string') {
      void early?.then((r) => r.ok && r.value.release());
      return fail(`${label}: ${got}`);
    }
    const t = got.def;
    markOpen('title');
    if (snapshot && snapshot.titleHash === (got.hash ?? '')) {
      // Shown at once from the cache; the log is replayed after the first paint (checkLog).
      const fast = GameSession.fromSnapshot(t, setup, log, snapshot.state);
      if (fast.ok) {
        markOpen('replayed');
        opened(save, got.hash, where, fast.value);
        afterPaint(() => void checkLog(fast.value));
        return null;
      }
    }
    const r = await (early ?? replay(t));
    progress.value = null;
    markOpen('replayed');
    if (!r.ok) return fail(`${label} cannot be replayed: ${r.error}. The game in progress was kept.`);
    opened(save, got.hash, where, r.value.session);
    // The history checkpoints and the state cached for the next open, once the board is on screen.
    afterPaint(() => {
      r.value.fillHistory();
      keepSnapshot(r.value.session);
      // And a worker for the next open, once this one's work after the paint is done.
      setTimeout(() => warmReplay(t.id), WARM_AFTER_MS);
    });
    return null;
  }

  function opened(save: SaveFile, titleHash: string | null, where: string | null, s: GameSession): void {
    createdAt = save.createdAt ?? new Date().toISOString();
    meta = save.meta;
    install(s, titleHash, where);
    error.value = null;
  }

  /** A game shown from the snapshot cache: its log replayed in the background, and the log's state put in if they differ. */
  async function checkLog(s: GameSession): Promise<void> {
    const r = await s.checkLog();
    if (session.value !== s) return;
    if (!r.ok) {
      error.value = `The game's log no longer replays: ${r.error}`;
      return;
    }
    if (!r.value.stale) return;
    current.value = markRaw(s.game);
    version.value++;
    notice.value = 'The game was rebuilt from its log (the cached state was out of date)';
    keepSnapshot(s);
  }

  /** Caches the session's state now (for the next open of this game). */
  function keepSnapshot(s: GameSession): void {
    void writeSnapshot({ key: snapshotKey(s.title.id, s.setup, s.log), titleHash: titles.hash ?? '', state: s.game.state });
  }

  /** Play changed the game: its state is cached once play pauses (a write clones the whole state). */
  let snapshotTimer: ReturnType<typeof setTimeout> | undefined;
  function keepSnapshotSoon(): void {
    clearTimeout(snapshotTimer);
    const s = session.value;
    if (s) snapshotTimer = setTimeout(() => session.value === s && keepSnapshot(s), SNAPSHOT_AFTER_MS);
  }

  /** A save whose title changed since it was written: the user may open it anyway (it may no longer replay). */
  const titleChanged = ref<{ path: string; message: string } | null>(null);

  /**
   * Runs an open, import or recovery with a progress line from the command on ("Opening <file>", then the actions
   * replayed; the page shows it only if it lasts), cleared when it ends either way.
   */
  async function opening(label: string | undefined, run: () => Promise<string | null>): Promise<string | null> {
    markOpen('start');
    if (label) progress.value = { label: `Opening ${label}`, done: 0, total: 0 };
    try {
      return await run();
    } finally {
      progress.value = null;
    }
  }

  function open(where?: string, acceptTitleChange = false): Promise<string | null> {
    titleChanged.value = null;
    return opening(where, () => openAt(where, acceptTitleChange));
  }

  async function openAt(where: string | undefined, acceptTitleChange: boolean): Promise<string | null> {
    try {
      const api = await getApi();
      const got = await api.saves.open(where ? { path: where, ...(acceptTitleChange ? { acceptTitleChange } : {}) } : undefined);
      if (!got) return null;
      const e = await loadSave(got.save, got.path, got.path, got.title);
      if (!e) notice.value = `Opened ${got.path}`;
      return e;
    } catch (e) {
      if ((e as { code?: string }).code === 'title-mismatch' && where) titleChanged.value = { path: where, message: message(e) };
      error.value = `Cannot open ${where ?? 'the file'}: ${message(e)}. The game in progress was kept.`;
      return error.value;
    }
  }

  /**
   * Imports an 18xx.games game: from a path, from a file's content (uploaded or dropped on the window), or from a
   * file the user picks (desktop). A dropped 18xx Desk save opens as an unsaved game.
   */
  function importGame(where?: string | UploadedFile): Promise<string | null> {
    const label = typeof where === 'object' ? where.name : where;
    return opening(label, () => (typeof where === 'object' && isDeskSave(where.content) ? openUploadedSave(where) : importFrom(where, label)));
  }

  async function importFrom(where: string | UploadedFile | undefined, label: string | undefined): Promise<string | null> {
    try {
      const api = await getApi();
      const payload = typeof where === 'object' ? { content: where.content, name: where.name } : where ? { path: where } : undefined;
      const got = await api.import.fromFile(payload);
      if (!got) return null;
      const e = await loadSave(got.save, null, got.path, got.title);
      if (!e) {
        notice.value = `Imported ${got.path} (${got.save.actions.length} actions); not saved yet`;
        dirty.value = true;
        // After the board is on screen: the save copies the whole log (#15).
        afterPaint(() => void autosave());
      }
      return e;
    } catch (e) {
      error.value = `Cannot import ${label ?? 'the file'}: ${message(e)}. The game in progress was kept.`;
      return error.value;
    }
  }

  async function openUploadedSave(file: UploadedFile): Promise<string | null> {
    const e = await loadSave(JSON.parse(file.content) as SaveFile, null, file.name);
    if (!e) {
      notice.value = `Opened ${file.name}; not saved in a file here yet`;
      dirty.value = true;
      void autosave();
    }
    return e;
  }

  async function save(as = false, where?: string): Promise<string | null> {
    const file = toSave();
    if (!file) return (error.value = 'There is no game to save.');
    try {
      const api = await getApi();
      const target = where ?? path.value ?? undefined;
      const r =
        as || !target ? await api.saves.saveAs({ ...(target ? { path: target } : {}), save: file }) : await api.saves.save({ path: target, save: file });
      if (!r) return null;
      path.value = r.path;
      dirty.value = false;
      notice.value = `Saved to ${r.path}`;
      error.value = null;
      void autosave();
      return null;
    } catch (e) {
      error.value = `Cannot save: ${message(e)}`;
      return error.value;
    }
  }

  /** Writes the game as an 18xx.games game JSON (for 18xx.games or other tools). */
  async function exportGame(where?: string): Promise<string | null> {
    const file = toSave();
    if (!file) return (error.value = 'There is no game to export.');
    try {
      const r = await (await getApi()).export.toFile({ ...(where ? { path: where } : {}), save: file });
      if (r) notice.value = `Exported to ${r.path}`;
      return null;
    } catch (e) {
      error.value = `Cannot export: ${message(e)}`;
      return error.value;
    }
  }

  /** Games opened or saved lately (the welcome screen lists them). */
  async function recentFiles(): Promise<RecentFile[]> {
    try {
      return (await (await getApi()).saves.listRecent()) ?? [];
    } catch {
      return [];
    }
  }

  /** The autosave of a session that ended badly, if any (the app offers to restore it). */
  async function recoverable(): Promise<{ save: SaveFile; savedAt: string; path?: string } | null> {
    try {
      return await (await getApi()).autosave.recover();
    } catch {
      return null;
    }
  }

  /** Takes the offered game: it replaces the offer (forgotten in main) and is autosaved afresh as unsaved play. */
  async function restore(r: { save: SaveFile; path?: string }): Promise<string | null> {
    const e = await opening('the recovered game', () => loadSave(r.save, r.path ?? null, 'the recovered game'));
    if (!e) {
      dirty.value = true;
      notice.value = 'Recovered the game from the last autosave';
      await discardRecovery();
      await autosave();
    }
    return e;
  }

  async function discardRecovery(): Promise<void> {
    try {
      await (await getApi()).autosave.discard();
    } catch {
      // nothing to discard
    }
  }

  /** Plays an action. Returns the engine's reason when it is refused (the state is unchanged then). */
  function act(action: Action): string | null {
    const s = session.value;
    if (!s) return (error.value = 'No game in progress.');
    if (historyAt.value !== null) return (error.value = 'You are viewing the history: return to the present (or continue from here) to play.');
    const r = s.act(action);
    notice.value = null;
    if (!r.ok) {
      error.value = r.error;
      return r.error;
    }
    error.value = null;
    // A corporation in receivership that comes next runs its best routes by itself (1846 §7.14).
    for (let auto = receivershipRun(s.game); auto; auto = receivershipRun(s.game)) if (!s.act(auto).ok) break;
    changed();
    return null;
  }

  function undo(): string | null {
    const s = session.value;
    if (!s) return null;
    const r = s.undo();
    if (!r.ok) return (error.value = `Cannot undo: ${r.error}`);
    changed();
    return null;
  }

  function redo(): string | null {
    const s = session.value;
    if (!s) return null;
    const r = s.redo();
    if (!r.ok) return (error.value = `Cannot redo: ${r.error}`);
    changed();
    return null;
  }

  /** Shows the game after `n` actions (n = length: the present). */
  function at(n: number): string | null {
    const s = session.value;
    if (!s) return null;
    if (n >= s.length) {
      historyAt.value = null;
      historyGame.value = null;
      return null;
    }
    const r = s.at(n);
    if (!r.ok) return (error.value = r.error);
    historyAt.value = n;
    historyGame.value = markRaw(r.value);
    return null;
  }

  /** Takes back every action after the `n`th and plays on from there (the UI confirms first). */
  function continueFrom(n: number): string | null {
    const s = session.value;
    if (!s) return null;
    const r = s.continueFrom(n);
    if (!r.ok) return (error.value = r.error);
    changed();
    return null;
  }

  function clearMessages(): void {
    error.value = null;
    notice.value = null;
  }

  return {
    session,
    current,
    shown,
    title,
    historyAt,
    path,
    dirty,
    titleChanged,
    error,
    notice,
    progress,
    version,
    legal,
    canUndo,
    canRedo,
    length,
    toSave,
    newGame,
    loadSave,
    open,
    importGame,
    save,
    exportGame,
    recentFiles,
    recoverable,
    restore,
    discardRecovery,
    act,
    undo,
    redo,
    at,
    continueFrom,
    clearMessages,
  };
});
