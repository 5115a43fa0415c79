/**
 * The title pack format: one title in one JSON file `<id>.18xxpack.json`, for sharing titles and for the title
 * editor. Pure types and constants, shared by main and renderer; `schemas/pack.schema.json` is its JSON Schema and
 * main/packs/ reads, checks and writes packs.
 *
 * `files` holds the title folder's files by name (`title.json`, `map.json`, ...), each the parsed JSON of that
 * file, so a pack converts to a folder `titles/<id>/` and back without loss, and problems name the file they are in.
 * `assets` holds images as data URLs; the title refers to one with a string `asset:<name>` (e.g. a hex icon
 * `"asset:meat.svg"`).
 */
import type { TitleSummary } from './channels';

export const PACK_FORMAT = '18xx-desk-pack';
export const PACK_FORMAT_VERSION = 1;
/** File extension of pack files, with its leading dot. */
export const PACK_EXTENSION = '.18xxpack.json';
/** How a title string names an asset of its pack: `asset:<name>`. */
export const ASSET_PREFIX = 'asset:';

export interface TitlePackMeta {
  /** Who made the pack (not necessarily the game's designer). */
  author?: string;
  /** ISO 8601 times. */
  createdAt: string;
  updatedAt?: string;
  description?: string;
  [key: string]: unknown;
}

export interface TitlePack {
  format: typeof PACK_FORMAT;
  formatVersion: number;
  /** File name (`title.json`, ...) → that file's JSON object; merged, they are one TitleDef. */
  files: Record<string, Record<string, unknown>>;
  /** Asset name → `data:image/...;base64,...` URL. */
  assets: Record<string, string>;
  meta: TitlePackMeta;
}

/** A title pack as `packs.list` shows it. */
export interface PackSummary extends TitleSummary {
  /** `builtin`: shipped with the app (`titles/<id>/`), read-only; `user`: imported or saved by the editor. */
  source: 'builtin' | 'user';
  readOnly: boolean;
  author?: string;
  updatedAt?: string;
  /** Set when a user pack on disk no longer loads (edited by hand, newer app): why. It can still be removed. */
  problem?: string;
}

/** A pack as `packs.get` returns it, for the title editor. */
export interface LoadedPack {
  pack: TitlePack;
  readOnly: boolean;
}
