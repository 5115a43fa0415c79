/**
 * Between a title pack (the title's files by name, as on disk) and the one TitleDef the editor edits. Each file
 * holds some top-level keys of the title, so a pointer into a file (`map.json` `/map/hexes/3`) is the same pointer
 * into the merged title; the editor keeps which key came from which file to write the files back unchanged.
 */
import { fileOfKey, mergeTitleParts } from '@shared/title/load';
import type { TitleDef } from '@shared/title/types';
import { PACK_FORMAT, PACK_FORMAT_VERSION, type TitlePack, type TitlePackMeta } from '@shared/ipc/pack';

export interface EditedTitle {
  title: TitleDef;
  /** Top-level key → file it is written to. */
  provenance: Record<string, string>;
}

export function titleOfPack(pack: TitlePack): EditedTitle {
  const merged = mergeTitleParts(Object.entries(pack.files).map(([file, json]) => ({ file, json })));
  if (!merged.title) throw new Error('the pack has no title files');
  return { title: merged.title, provenance: merged.provenance };
}

/** The title's files: each key goes where it came from, or to its conventional file (`map` → `map.json`). */
export function filesOfTitle(title: TitleDef, provenance: Record<string, string>): Record<string, Record<string, unknown>> {
  const files: Record<string, Record<string, unknown>> = {};
  for (const [key, value] of Object.entries(title)) {
    if (value === undefined) continue;
    const file = provenance[key] ?? fileOfKey(key);
    (files[file] ??= {})[key] = value;
  }
  return files;
}

export function packOf(title: TitleDef, provenance: Record<string, string>, assets: Record<string, string>, meta: TitlePackMeta): TitlePack {
  return { format: PACK_FORMAT, formatVersion: PACK_FORMAT_VERSION, files: filesOfTitle(title, provenance), assets, meta };
}

/** Title ids become file names: letters, digits, `_ - .` (README "Title packs"). */
export const TITLE_ID = /^[A-Za-z0-9_.-]+$/;

export function idProblem(id: string): string | null {
  if (id.trim() === '') return 'an id is needed';
  if (!TITLE_ID.test(id)) return 'letters, digits, "_", "-" and "." only';
  return null;
}
