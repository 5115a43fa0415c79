import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';
import { readTitleFolder } from '../../main/titles';
import type { TitleDef } from '../../shared/title/types';
import type { RecordedGame } from '../../shared/engine/replay';

/** The materials beside the checkout (`../shared`): recorded games and reference traces. */
const HERE = import.meta.dirname;
export const SHARED = resolve(HERE, '..', '..', '..', 'shared');
export const FIXTURES = join(SHARED, 'fixtures');
export const TITLES = resolve(HERE, '..', '..', 'titles');

const titles = new Map<string, TitleDef>();

export function loadTitle(id: string): TitleDef {
  let t = titles.get(id);
  if (!t) {
    const r = readTitleFolder(join(TITLES, id));
    if (!r.ok || !r.title) throw new Error(`title ${id}: ${r.errors.join('; ')}`);
    t = r.title;
    titles.set(id, t);
  }
  return t;
}

export function fixtureFiles(title: string): string[] {
  const dir = join(FIXTURES, title);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => join(dir, f));
}

export function fixtureTitles(): string[] {
  if (!existsSync(FIXTURES)) return [];
  return readdirSync(FIXTURES, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
}

export function loadFixture(file: string): RecordedGame {
  return JSON.parse(readFileSync(file, 'utf8')) as RecordedGame;
}

/** Reference trace lines for a fixture, or null when none is shipped (held-back games). */
export function loadTrace(title: string, file: string): Record<string, any>[] | null {
  const name = file.split('/').pop()!.replace(/\.json$/, '.trace.jsonl.gz');
  const path = join(SHARED, 'reference', 'traces', title, name);
  if (!existsSync(path)) return null;
  return gunzipSync(readFileSync(path)).toString('utf8').trim().split('\n').map((l) => JSON.parse(l));
}
