/**
 * Stand-in title folder reader: merges the top-level keys of every `*.json` file in a title folder, checking
 * only that the result names an id, a name and a version. Schema validation belongs to main/titles/; this keeps
 * saves and browser mode working without it.
 */
import { promises as fs } from 'node:fs';
import { join } from 'node:path';
import type { TitleValidation } from '../../shared/ipc/channels';
import type { TitleDef } from '../../shared/title/types';
import { fail, ok, type Result } from '../result';
import type { TitleFolderReader } from './titleCatalog';

export function mergeParts(parts: Record<string, unknown>): Result<Record<string, unknown>> {
  const merged: Record<string, unknown> = {};
  for (const file of Object.keys(parts).sort()) {
    const part = parts[file];
    if (typeof part !== 'object' || part === null || Array.isArray(part)) return fail('bad-payload', `${file}: /: must be a JSON object`);
    for (const [key, value] of Object.entries(part)) {
      if (key in merged) return fail('bad-payload', `${file}: /${key}: also defined in another file of the title`);
      merged[key] = value;
    }
  }
  return ok(merged);
}

function basicProblems(merged: Record<string, unknown>): TitleValidation {
  const problems = (['id', 'name', 'version'] as const)
    .filter((k) => typeof merged[k] !== 'string' || merged[k] === '')
    .map((k) => ({ file: 'title.json', pointer: `/${k}`, message: 'required string is missing' }));
  return { ok: problems.length === 0, problems };
}

export const plainFolderReader: TitleFolderReader = {
  async read(folder: string): Promise<Result<TitleDef>> {
    let files: string[];
    try {
      files = (await fs.readdir(folder)).filter((f) => f.endsWith('.json')).sort();
    } catch (error) {
      return fail('not-found', `${folder}: cannot read the title folder (${(error as Error).message})`);
    }
    const parts: Record<string, unknown> = {};
    for (const file of files) {
      try {
        parts[file] = JSON.parse(await fs.readFile(join(folder, file), 'utf8'));
      } catch (error) {
        return fail('bad-payload', `${join(folder, file)}: invalid JSON (${(error as Error).message})`);
      }
    }
    const merged = mergeParts(parts);
    if (!merged.ok) return merged;
    const check = basicProblems(merged.value);
    if (!check.ok) return fail('bad-payload', check.problems.map((p) => `${folder}/${p.file}: ${p.pointer}: ${p.message}`).join('; '));
    return ok(merged.value as unknown as TitleDef);
  },
  async validateParts(parts) {
    const merged = mergeParts(parts);
    if (!merged.ok) return { ok: false, problems: [{ file: '', pointer: '/', message: merged.error.message }] };
    return basicProblems(merged.value);
  },
};
