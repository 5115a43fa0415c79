/**
 * The save file format: a game is its action log plus what is needed to replay it (title, players, seed,
 * optional rules). Everything else the app shows is recomputed from these. Pure types: shared by main and renderer.
 */

export const SAVE_FORMAT = '18xx-desk-save';
export const SAVE_FORMAT_VERSION = 1;
/** File extension of save files (without the dot); electron-builder.yml associates it with the app. */
export const SAVE_EXTENSION = '18xx';

/** One action as 18xx.games writes it (`type`, `entity`, `entity_type`, `id`, ...); kept verbatim. */
export interface SaveAction {
  type: string;
  [key: string]: unknown;
}

export interface SavePlayer {
  /** Player id as 18xx.games uses it (a number) or any string for games started here. */
  id: number | string;
  name: string;
}

/** Which title the game was played with; a different hash means the title's content changed since. */
export interface SaveTitleRef {
  id: string;
  version: string;
  /** sha256 (hex) of the canonical JSON of the merged title definition. */
  hash: string;
}

export interface SaveFile {
  format: typeof SAVE_FORMAT;
  formatVersion: number;
  /** Version of the app (package.json) that last wrote the file. */
  engineVersion: string;
  title: SaveTitleRef;
  players: SavePlayer[];
  seed: number;
  optionalRules: string[];
  actions: SaveAction[];
  /** ISO 8601 timestamps. */
  createdAt: string;
  updatedAt: string;
  /** Free-form extra data (schemas/save.schema.json `meta`), e.g. where an imported game came from. */
  meta?: SaveMeta;
}

export interface SaveMeta {
  /** The 18xx.games game an import came from. */
  source?: { kind: '18xx.games'; gameId: string | number };
  [key: string]: unknown;
}
