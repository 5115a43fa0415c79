/**
 * Merging a title folder's files into one TitleDef. Pure: the caller reads the files (main/titles/readTitleFolder.ts
 * on disk, the editor from memory). Each file holds some top-level keys; a key may appear in one file only. The
 * provenance (key → file) lets validation errors name the file a problem is in.
 */
import type { TitleDef } from './types';

export interface TitlePart {
  /** File name within the folder, e.g. `trains.json`. */
  file: string;
  /** Parsed JSON content. */
  json: unknown;
}

export interface MergedTitle {
  /** The merged object, not yet validated (absent when no part was usable). */
  title?: TitleDef;
  /** Top-level key → file it came from. */
  provenance: Record<string, string>;
  /** `<file>: <json-pointer>: <message>` */
  errors: string[];
}

/** Which file a top-level key conventionally lives in (for keys missing altogether). */
export const DEFAULT_FILE_OF_KEY: Record<string, string> = {
  market: 'market.json',
  trains: 'trains.json',
  phases: 'trains.json',
  companies: 'companies.json',
  corporations: 'companies.json',
  minors: 'companies.json',
  map: 'map.json',
  tiles: 'tiles.json',
  manifest: 'tiles.json',
  upgrades: 'tiles.json',
};

export const fileOfKey = (key: string): string => DEFAULT_FILE_OF_KEY[key] ?? 'title.json';

/** Escape one JSON-pointer reference token (RFC 6901). */
export const pointerToken = (key: string | number): string => String(key).replace(/~/g, '~0').replace(/\//g, '~1');

export function mergeTitleParts(parts: TitlePart[]): MergedTitle {
  const merged: Record<string, unknown> = {};
  const provenance: Record<string, string> = {};
  const errors: string[] = [];
  for (const { file, json } of parts) {
    if (json === null || typeof json !== 'object' || Array.isArray(json)) {
      errors.push(`${file}: : must be a JSON object of title keys`);
      continue;
    }
    for (const [key, value] of Object.entries(json)) {
      if (key === '$schema') continue;
      if (key in merged) {
        errors.push(`${file}: /${pointerToken(key)}: duplicate key, already defined in ${provenance[key]}`);
        continue;
      }
      merged[key] = value;
      provenance[key] = file;
    }
  }
  const usable = Object.keys(merged).length > 0;
  return { title: usable ? (merged as unknown as TitleDef) : undefined, provenance, errors };
}
