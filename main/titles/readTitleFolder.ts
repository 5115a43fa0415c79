/**
 * Reading title folders from disk (Node side): `titles/<id>/*.json` merged into one TitleDef and validated.
 * Used by the main process (built-in and user titles, validation for the renderer) and by the CLI
 * (`npm run -s cli -- validate <folder>`).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mergeTitleParts, type TitlePart } from '../../shared/title/load';
import { validateTitle } from '../../shared/title/validate';
import { isShippedTitle, type TitleFileText } from './shippedTitles';
import type { TitleDef } from '../../shared/title/types';

export interface TitleFolderResult {
  ok: boolean;
  title?: TitleDef;
  /** `<file>: <json-pointer>: <message>` */
  errors: string[];
  /** Top-level key → file it came from. */
  provenance: Record<string, string>;
}

/** Read and parse every `*.json` of a folder, in name order; unreadable or malformed files become errors. */
export function readTitleParts(dir: string): { parts: TitlePart[]; errors: string[] } {
  const { parts, errors } = readTitleFiles(dir);
  return { parts, errors };
}

/** `readTitleParts` with the files' texts, by which a shipped title is recognised. */
function readTitleFiles(dir: string): { parts: TitlePart[]; errors: string[]; texts: TitleFileText[] } {
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

/**
 * Read, merge and validate a title folder. A shipped title, recognised by its files' content, was validated when it
 * was built (`./shippedTitles.ts`); any other folder is validated here.
 */
export function readTitleFolder(dir: string, { recognise = true }: { recognise?: boolean } = {}): TitleFolderResult {
  const { parts, errors, texts } = readTitleFiles(dir);
  const merged = mergeTitleParts(parts);
  const all = [...errors, ...merged.errors];
  if (merged.title) {
    if (all.length > 0 || !recognise || !isShippedTitle(texts))
      all.push(...validateTitle(merged.title, merged.provenance));
  } else if (all.length === 0) all.push(`${basename(dir)}: : no title keys found`);
  return all.length === 0
    ? { ok: true, title: merged.title, errors: [], provenance: merged.provenance }
    : { ok: false, errors: all, provenance: merged.provenance };
}

/** For the CLI: `{ ok, title?, errors }`, the folder checked in full even when it is a shipped title. */
export function validateTitleFolder(dir: string): { ok: boolean; title?: TitleDef; errors: string[] } {
  const { ok, title, errors } = readTitleFolder(dir, { recognise: false });
  return ok ? { ok, title, errors } : { ok, errors };
}

/**
 * The folder of built-in titles: `$DESK_TITLES_DIR` if set, else the nearest `titles/` folder above this module
 * (source tree and built `dist/` alike), else `./titles`.
 */
export function builtinTitlesDir(): string {
  if (process.env.DESK_TITLES_DIR) return resolve(process.env.DESK_TITLES_DIR);
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = join(dir, 'titles');
    if (existsSync(join(candidate, '1830', 'title.json'))) return candidate;
    dir = dirname(dir);
  }
  return resolve('titles');
}

export interface TitleListing {
  id: string;
  name: string;
  dir: string;
}

/** Title folders (those with a `title.json`) under `root`, sorted by id. Reads only `title.json`. */
export function listTitles(root: string = builtinTitlesDir()): TitleListing[] {
  if (!existsSync(root)) return [];
  const out: TitleListing[] = [];
  for (const entry of readdirSync(root).sort()) {
    const dir = join(root, entry);
    const meta = join(dir, 'title.json');
    if (!statSync(dir).isDirectory() || !existsSync(meta)) continue;
    try {
      const json = JSON.parse(readFileSync(meta, 'utf8')) as { id?: string; name?: string };
      out.push({ id: json.id ?? entry, name: json.name ?? entry, dir });
    } catch {
      out.push({ id: entry, name: entry, dir });
    }
  }
  return out;
}
