/**
 * The title catalog's reader backed by the title code (main/titles/readTitleFolder.ts: merge + JSON Schema +
 * semantic checks), with results cached until a file of the folder changes (titles.list reads every title).
 */
import { promises as fs } from 'node:fs';
import { join } from 'node:path';
import type { TitleProblem, TitleValidation } from '../../shared/ipc/channels';
import { mergeTitleParts } from '../../shared/title/load';
import type { TitleDef } from '../../shared/title/types';
import { validateTitle } from '../../shared/title/validate';
import { fail, ok, type Result } from '../result';
import { readTitleFolder } from '../titles/readTitleFolder';
import type { TitleFolderReader } from './titleCatalog';

/** `<file>: <json-pointer>: <message>` → its parts. */
export function parseProblem(text: string): TitleProblem {
  // `<file>: <json-pointer>: <message>`; pointers may contain colons (`/upgrades/@cities2:OO/0`), so split at ": ".
  const m = /^(.*?): (.*?): ([\s\S]*)$/.exec(text);
  return m ? { file: m[1]!, pointer: m[2]!, message: m[3]! } : { file: '', pointer: '', message: text };
}

async function folderStamp(folder: string): Promise<string> {
  const files = (await fs.readdir(folder)).filter((f) => f.endsWith('.json')).sort();
  const stats = await Promise.all(files.map(async (f) => `${f}:${(await fs.stat(join(folder, f))).mtimeMs}`));
  return stats.join('|');
}

export function titleFolderReader(): TitleFolderReader {
  const cache = new Map<string, { stamp: string; result: Result<TitleDef> }>();
  return {
    async read(folder) {
      let stamp: string;
      try {
        stamp = await folderStamp(folder);
      } catch (error) {
        return fail('not-found', `${folder}: cannot read the title folder (${(error as Error).message})`);
      }
      const hit = cache.get(folder);
      if (hit && hit.stamp === stamp) return hit.result;
      const read = readTitleFolder(folder);
      const shown = read.errors.slice(0, 5).join('; ') + (read.errors.length > 5 ? `; and ${read.errors.length - 5} more` : '');
      const result: Result<TitleDef> = read.ok && read.title ? ok(read.title) : fail('bad-payload', `${folder}: ${shown}`);
      cache.set(folder, { stamp, result });
      return result;
    },
    async validateParts(parts): Promise<TitleValidation> {
      const merged = mergeTitleParts(Object.entries(parts).map(([file, json]) => ({ file, json })));
      const errors = [...merged.errors, ...(merged.title ? validateTitle(merged.title, merged.provenance) : [])];
      if (!merged.title && errors.length === 0) errors.push(': : no title keys found');
      return { ok: errors.length === 0, problems: errors.map(parseProblem) };
    },
  };
}
