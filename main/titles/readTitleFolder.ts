/**
 * Reading title folders from disk (Node side): `titles/<id>/*.json` merged into one TitleDef and validated.
 * Used by the main process (built-in and user titles, validation for the renderer) and by the CLI
 * (`npm run -s cli -- validate <folder>`).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TitlePart } from '../../shared/title/load';
import { validateTitle } from '../../shared/title/validate';
import type { TitleDef } from '../../shared/title/types';
import { folderResult, mergeTitleFolder, readTitleFiles, type TitleFolderResult } from './titleFolderFiles';

export type { TitleFolderResult } from './titleFolderFiles';

/** Read and parse every `*.json` of a folder, in name order; unreadable or malformed files become errors. */
export function readTitleParts(dir: string): { parts: TitlePart[]; errors: string[] } {
  const { parts, errors } = readTitleFiles(dir);
  return { parts, errors };
}

/**
 * Read, merge and validate a title folder. A shipped title, recognised by its files' content, was validated when it
 * was built (`./shippedTitles.ts`); any other folder is validated here (`recognise: false`: every folder).
 */
export function readTitleFolder(dir: string, { recognise = true }: { recognise?: boolean } = {}): TitleFolderResult {
  const folder = mergeTitleFolder(dir, recognise);
  if (folder.toCheck) folder.errors.push(...validateTitle(folder.toCheck, folder.provenance));
  return folderResult(folder);
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
