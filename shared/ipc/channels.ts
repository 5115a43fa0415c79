/**
 * The one list of calls between the renderer and main, with payload and result types. Main (IPC handlers and the
 * browser-mode HTTP server), the preload and the renderer's `api` are all generated from or checked against it.
 *
 * Calls are renderer → main and return a promise. Main validates every payload (`main/ipc/payloads.ts`).
 * A call that fails rejects with a `DeskError` (code + message); cancelling a dialog is not an error: it gives `null`.
 * Events are main → renderer (menu commands).
 */
import type { TitleDef } from '../title/types';
import type { LoadedPack, PackSummary, TitlePack } from './pack';
import type { SaveFile } from './save';

export type { SaveFile, SaveAction, SavePlayer, SaveTitleRef } from './save';
export type { LoadedPack, PackSummary, TitlePack, TitlePackMeta } from './pack';

/** A save file opened or written, and where. Paths are absolute in the desktop app, workspace-relative in browser mode. */
export interface SaveAtPath {
  path: string;
  save: SaveFile;
}

/**
 * A game opened or imported, with the title it is played with (as `titles.get` gives it): main has loaded it to
 * read the game, and the renderer opens the game without asking for it again.
 */
export interface OpenedGame extends SaveAtPath {
  title?: LoadedTitle;
}

export interface RecentFile {
  path: string;
  /** Title id of the game, for display. */
  titleId: string;
  /** Names of the players, for display. */
  players: string[];
  /** ISO 8601 time the file was last opened or saved here. */
  usedAt: string;
}

/** A save file in the workspace folder (browser mode's "file dialog"). */
export interface WorkspaceFile {
  /** Path relative to the workspace, with `/` separators. */
  path: string;
  size: number;
  /** ISO 8601 modification time. */
  modifiedAt: string;
}

export interface Recovered {
  save: SaveFile;
  /** ISO 8601 time of the autosave. */
  savedAt: string;
  /** Where the game was last saved by the user, if anywhere. */
  path?: string;
}

export interface TitleSummary {
  id: string;
  name: string;
  version: string;
  subtitle?: string;
  designer?: string;
  players: { min: number; max: number };
  /** Its rules are implemented (shared/rules has its module): offered for play; otherwise editor and print only. */
  playable: boolean;
}

export interface LoadedTitle {
  title: TitleDef;
  /** sha256 (hex) of the canonical JSON of `title`; saves record it. */
  hash: string;
}

/** One problem found in a title: `<file>: <json-pointer>: <message>` when rendered. */
export interface TitleProblem {
  file: string;
  pointer: string;
  message: string;
}

export interface TitleValidation {
  ok: boolean;
  problems: TitleProblem[];
}

/** Page size for printing: a named paper size or width × height in millimetres. */
export type PageSize = 'A4' | 'A3' | 'Letter' | 'Legal' | 'Tabloid' | { widthMm: number; heightMm: number };

export interface PrintOptions {
  pageSize?: PageSize;
  landscape?: boolean;
  /** Print CSS backgrounds (map colours); default true. */
  printBackground?: boolean;
}

export interface AppInfo {
  mode: 'desktop' | 'browser';
  version: string;
  /** Folder where browser mode keeps saves; the desktop app's default save folder. */
  workspace: string;
}

/** Every call: `payload` is what the renderer sends, `result` what the promise resolves to. */
export interface Channels {
  /**
   * Open a save: from `path`, or by asking the user (file dialog); `null` if the user cancels. A save whose title
   * changed since is refused (`title-mismatch`) unless `acceptTitleChange`.
   */
  'saves.open': { payload: { path?: string; acceptTitleChange?: boolean } | void; result: OpenedGame | null };
  /** Save to `path` (or ask where when absent); `null` if the user cancels. Keeps the previous file as `.bak`. */
  'saves.save': { payload: { path?: string; save: SaveFile }; result: { path: string } | null };
  /** Always ask where (`path` only suggests a name/folder; browser mode has no dialog: `path`, or a name made from the game, is the target). */
  'saves.saveAs': { payload: { path?: string; save: SaveFile }; result: { path: string } | null };
  'saves.listRecent': { payload: void; result: RecentFile[] };
  /** Save files in the workspace folder, newest first. */
  'saves.listWorkspace': { payload: void; result: WorkspaceFile[] };
  /**
   * Autosave after every action (to the app-data folder, not the user's file); `unsaved`: the game has play not
   * saved in a file (default true).
   */
  'autosave.write': { payload: { save: SaveFile; path?: string; unsaved?: boolean }; result: void };
  /**
   * The latest unsaved play to offer back: of a session that did not exit cleanly, or of this session (a browser
   * page reloaded); `null` otherwise. Offered until taken or declined (`autosave.discard`) or a clean exit.
   */
  'autosave.recover': { payload: void; result: Recovered | null };
  /** Forget the offered autosave (the user took it or declined it). */
  'autosave.discard': { payload: void; result: void };
  'titles.list': { payload: void; result: TitleSummary[] };
  'titles.get': { payload: { id: string }; result: LoadedTitle };
  /** Validate title parts (file name → parsed JSON), as the title editor holds them. */
  'titles.validate': { payload: { parts: Record<string, unknown> }; result: TitleValidation };
  /**
   * Import an 18xx.games game export (JSON) as a new, unsaved game: from `path`, from `content` (a file the user
   * uploaded or dropped on the window, named `name`), or from a file the user picks when neither is given.
   * The result's `path` is the file imported from (or `name`), not a save path.
   */
  'import.fromFile': { payload: { path?: string; content?: string; name?: string } | void; result: OpenedGame | null };
  /** Export a save as an 18xx.games game JSON to `path`, or where the user chooses when absent. */
  'export.toFile': { payload: { path?: string; save: SaveFile }; result: { path: string } | null };
  /**
   * Print a renderer route (e.g. `#/print/map?title=1830`) to PDF at true size; asks where when `path` is absent.
   * The route is a hash route of the renderer, never a URL of another origin.
   */
  'print.toPdf': { payload: { route: string; options?: PrintOptions; path?: string }; result: { path: string } | null };
  'app.info': { payload: void; result: AppInfo };
  /** Title packs: the built-in titles (read-only) and the user's (in the app-data folder), for the title editor. */
  'packs.list': { payload: void; result: PackSummary[] };
  /** One pack by title id (case-insensitive); `not-found` when there is none. */
  'packs.get': { payload: { id: string }; result: LoadedPack };
  /**
   * Install a pack from `path` (a `.18xxpack.json` file), from `pack` (the content, e.g. a file the page read), or
   * from a file the user chooses when both are absent (`null` if cancelled). Nothing is written unless the whole
   * pack is valid (`bad-pack`, message: one `<file>: <json-pointer>: <message>` per line). An installed id is
   * refused (`pack-exists`) unless `replace`; a built-in id always (`read-only`).
   */
  /** `fileName`: the file a pack given as content came from (browser mode's upload), named in every problem. */
  'packs.import': { payload: { path?: string; pack?: TitlePack; fileName?: string; replace?: boolean } | void; result: PackSummary | null };
  /** Write a pack (built-in or user) to `path`, or where the user chooses when absent; `null` if cancelled. */
  'packs.export': { payload: { id: string; path?: string }; result: { path: string } | null };
  /** Delete a user pack; built-in titles cannot be removed (`read-only`). */
  'packs.remove': { payload: { id: string }; result: void };
  /**
   * Check a pack as `packs.save` would, writing nothing: problems in the title name its file (`map.json`) and the
   * pointer within it, as `titles.validate` does; problems of the pack itself have file `pack` and a pointer into
   * the pack (`/assets/x.svg`). Whether the id is free is not checked (see `packs.list`).
   */
  'packs.validate': { payload: { pack: TitlePack }; result: TitleValidation };
  /** The title editor's "save title": as `packs.import` of `pack`, with `meta.updatedAt` set to now. */
  'packs.save': { payload: { pack: TitlePack; replace?: boolean }; result: PackSummary };
}

export type ChannelName = keyof Channels;
export type PayloadOf<C extends ChannelName> = Channels[C]['payload'];
export type ResultOf<C extends ChannelName> = Channels[C]['result'];

/** The runtime list of channel names; a compile-time check below keeps it equal to `Channels`. */
export const CHANNEL_NAMES = [
  'saves.open',
  'saves.save',
  'saves.saveAs',
  'saves.listRecent',
  'saves.listWorkspace',
  'autosave.write',
  'autosave.recover',
  'autosave.discard',
  'titles.list',
  'titles.get',
  'titles.validate',
  'import.fromFile',
  'export.toFile',
  'print.toPdf',
  'app.info',
  'packs.list',
  'packs.get',
  'packs.import',
  'packs.export',
  'packs.remove',
  'packs.validate',
  'packs.save',
] as const satisfies readonly ChannelName[];

type Missing = Exclude<ChannelName, (typeof CHANNEL_NAMES)[number]>;
const allChannelsListed: [Missing] extends [never] ? true : Missing = true;
void allChannelsListed;

export function isChannelName(name: unknown): name is ChannelName {
  return typeof name === 'string' && (CHANNEL_NAMES as readonly string[]).includes(name);
}

/** Commands of the native menu, pushed to the renderer, which owns the game and decides what they do. */
export type MenuCommand =
  | { command: 'new-game' }
  | { command: 'open' }
  | { command: 'open-recent'; path: string }
  | { command: 'save' }
  | { command: 'save-as' }
  | { command: 'import' }
  | { command: 'export' }
  | { command: 'undo' }
  | { command: 'redo' }
  | { command: 'print' }
  | { command: 'editor' };

export const MENU_COMMANDS = [
  'new-game',
  'open',
  'open-recent',
  'save',
  'save-as',
  'import',
  'export',
  'undo',
  'redo',
  'print',
  'editor',
] as const satisfies readonly MenuCommand['command'][];

/** Event channel (main → renderer) carrying a `MenuCommand`. */
export const MENU_EVENT = 'app.menu';

/** Result envelope on the wire (IPC and HTTP): errors are values until the renderer's `api` turns them into rejections. */
export type Envelope<T> = { ok: true; value: T } | { ok: false; error: { code: ErrorCode; message: string } };

export type ErrorCode =
  | 'bad-payload'
  | 'unknown-channel'
  | 'not-found'
  | 'bad-save'
  | 'newer-format'
  | 'unknown-title'
  | 'title-mismatch'
  | 'bad-import'
  | 'outside-workspace'
  | 'not-permitted'
  | 'unsupported'
  | 'io'
  | 'internal'
  /** A title pack that fails its checks; the message lists every problem, one per line. */
  | 'bad-pack'
  /** A user pack of that id is installed already (import again with `replace`). */
  | 'pack-exists'
  /** Built-in titles cannot be replaced or removed. */
  | 'read-only';

/** The error the renderer's `api` rejects with. */
export class DeskError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'DeskError';
  }
}

type NamespaceOf<C> = C extends `${infer N}.${string}` ? N : never;
type MethodOf<C, N extends string> = C extends `${N}.${infer M}` ? M : never;
type Call<C extends ChannelName> = [PayloadOf<C>] extends [void]
  ? () => Promise<ResultOf<C>>
  : void extends PayloadOf<C>
    ? (payload?: Exclude<PayloadOf<C>, void>) => Promise<ResultOf<C>>
    : (payload: PayloadOf<C>) => Promise<ResultOf<C>>;

/** The renderer's view of main: `api.saves.open({ path })`, `api.titles.list()`, ... and menu events. */
export type DeskApi = {
  [N in Exclude<NamespaceOf<ChannelName>, 'app'>]: { [C in ChannelName as MethodOf<C, N>]: Call<C> };
} & {
  app: { [C in ChannelName as MethodOf<C, 'app'>]: Call<C> } & { onMenu: OnMenu };
  /** Same as `app.onMenu`. */
  onMenu: OnMenu;
};

/** Subscribe to native-menu commands; returns the unsubscribe function. Browser mode has no native menu. */
export type OnMenu = (callback: (command: MenuCommand) => void) => () => void;

/** Split a channel name into its `api` namespace and method (`saves.open` → `['saves', 'open']`). */
export function splitChannel(name: ChannelName): [string, string] {
  const dot = name.indexOf('.');
  return [name.slice(0, dot), name.slice(dot + 1)];
}
