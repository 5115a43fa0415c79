/**
 * A title folder's files read and merged, and whether they still need the full check: the part of reading a title
 * that needs no validator code, shared by `readTitleFolder` (the check's code loaded with it) and `openTitleFolder`
 * (loaded only for a folder that is not a shipped title).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { mergeTitleParts, type TitlePart } from '../../shared/title/load';
import type { TitleDef } from '../../shared/title/types';
import { isShippedTitle, type TitleFileText } from './shippedTitles';

export interface TitleFolderResult {
  ok: boolean;
  title?: TitleDef;
  /** `<file>: <json-pointer>: <message>` */
  errors: string[];
  /** Top-level key → file it came from. */
  provenance: Record<string, string>;
}

/** Every `*.json` of a folder, in name order, parsed and as text; unreadable or malformed files become errors. */
export function readTitleFiles(dir: string): { parts: TitlePart[]; errors: string[]; texts: TitleFileText[] } {
  const parts: TitlePart[] = [];
  const errors: string[] = [];
  const texts: TitleFileText[] = [];
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return { parts, errors: [`${dir}: : not a folder`], texts };
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  if (files.length === 0) errors.push(`${basename(dir)}: : no .json files in the folder`);
  for (const file of files) {
    try {
      const text = readFileSync(join(dir, file), 'utf8');
      texts.push({ file, text });
      parts.push({ file, json: JSON.parse(text) });
    } catch (e) {
      errors.push(`${file}: : invalid JSON: ${(e as Error).message}`);
    }
  }
  return { parts, errors, texts };
}

/** A folder merged: its title (if any), the problems so far, and the title when it still needs the full check. */
export interface MergedFolder {
  title?: TitleDef;
  errors: string[];
  provenance: Record<string, string>;
  /** The merged title, unless it is a shipped one recognised by content (`recognise`), or there is none. */
  toCheck?: TitleDef;
}

/** Reads and merges a folder; a shipped title recognised by its files' content needs no check (./shippedTitles.ts). */
export function mergeTitleFolder(dir: string, recognise: boolean): MergedFolder {
  const { parts, errors, texts } = readTitleFiles(dir);
  const merged = mergeTitleParts(parts);
  const all = [...errors, ...merged.errors];
  if (!merged.title) {
    if (all.length === 0) all.push(`${basename(dir)}: : no title keys found`);
    return { errors: all, provenance: merged.provenance };
  }
  const shipped = all.length === 0 && recognise && isShippedTitle(texts);
  return { title: merged.title, errors: all, provenance: merged.provenance, ...(shipped ? {} : { toCheck: merged.title }) };
}

/** The result of a merged folder whose check (if it needed one) added its problems to `errors`. */
export function folderResult({ title, errors, provenance }: MergedFolder): TitleFolderResult {
  return errors.length === 0 && title ? { ok: true, title, errors: [], provenance } : { ok: false, errors, provenance };
}
