import { join } from 'node:path';
import { builtinTitlesDir, readTitleParts } from '../../main/titles';
import { mergeTitleParts } from '../../shared/title/load';
import { validateTitle } from '../../shared/title/validate';
import type { TitleDef } from '../../shared/title/types';

export const TITLES = ['1830', '1846', '1870', '18NY', '1817'];
export const titleDir = (id: string) => join(builtinTitlesDir(), id);

/** Load a built-in title (throws if it does not validate: the builtin test reports details). */
export function loadTitle(id: string): TitleDef {
  const { parts } = readTitleParts(titleDir(id));
  const merged = mergeTitleParts(parts);
  return merged.title!;
}

/** Files of a built-in title as parsed JSON, keyed by file name (a fresh copy each call). */
export function titleFiles(id: string): Record<string, any> {
  const { parts } = readTitleParts(titleDir(id));
  return Object.fromEntries(parts.map((p) => [p.file, structuredClone(p.json)]));
}

/** Merge and validate in-memory files. */
export function validateFiles(files: Record<string, unknown>): string[] {
  const merged = mergeTitleParts(
    Object.entries(files)
      .sort()
      .map(([file, json]) => ({ file, json })),
  );
  return [...merged.errors, ...(merged.title ? validateTitle(merged.title, merged.provenance) : [])];
}
