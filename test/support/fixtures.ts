import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';
import { readTitleFolder } from '../../main/titles';
import type { TitleDef } from '../../shared/title/types';
import type { RecordedGame } from '../../shared/engine/replay';

/**
 * Recorded games and reference traces. The suite's own copy is `test/fixtures/` (see its README: copied from the
 * project's shared materials), so a clone alone runs every test. Where the shared materials stand beside the
 * checkout (`../shared`), any recorded game there that the copy lacks (games held back, added later) is replayed too.
 */
const HERE = import.meta.dirname;
export const FIXTURES = resolve(HERE, '..', 'fixtures', 'games');
const TRACES = resolve(HERE, '..', 'fixtures', 'traces');
export const REFERENCE = resolve(HERE, '..', 'fixtures', 'reference');
const SHARED = resolve(HERE, '..', '..', '..', 'shared');
const SHARED_FIXTURES = join(SHARED, 'fixtures');
const SHARED_TRACES = join(SHARED, 'reference', 'traces');
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

const jsonFiles = (dir: string): string[] => (existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : []);

/** A title's recorded games: the suite's copy, then those only beside the checkout, by file name. */
export function fixtureFiles(title: string): string[] {
  const own = jsonFiles(join(FIXTURES, title));
  const extra = jsonFiles(join(SHARED_FIXTURES, title)).filter((f) => !own.includes(f));
  return [...own.map((f) => join(FIXTURES, title, f)), ...extra.map((f) => join(SHARED_FIXTURES, title, f))].sort((a, b) =>
    a.split('/').pop()!.localeCompare(b.split('/').pop()!),
  );
}

export function fixtureTitles(): string[] {
  const dirs = (root: string) =>
    existsSync(root)
      ? readdirSync(root, { withFileTypes: true })
          .filter((d) => d.isDirectory())
          .map((d) => d.name)
      : [];
  return [...new Set([...dirs(FIXTURES), ...dirs(SHARED_FIXTURES)])].sort();
}

export function loadFixture(file: string): RecordedGame {
  return JSON.parse(readFileSync(file, 'utf8')) as RecordedGame;
}

/** Reference trace lines for a fixture, or null when none is shipped (held-back games). */
export function loadTrace(title: string, file: string): Record<string, any>[] | null {
  const name = file
    .split('/')
    .pop()!
    .replace(/\.json$/, '.trace.jsonl.gz');
  const path = [join(TRACES, title, name), join(SHARED_TRACES, title, name)].find((p) => existsSync(p));
  if (!path) return null;
  return gunzipSync(readFileSync(path))
    .toString('utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
}
