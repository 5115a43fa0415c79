import Ajv2020 from 'ajv/dist/2020';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as generated from '../../shared/title/schemaValidators.generated';
import { loadTitle, TITLES } from './helpers';

/**
 * The generated validators are ajv's output made smaller (annotations dropped, error sites calling one helper, the
 * draft-07 class: scripts/schemaValidators.ts). Their errors must be exactly those of the schemas as written, compiled
 * by ajv at run time with Ajv2020 as `shared/title/validate.ts` once did (each `$ref` compiled once, whose errors
 * carry paths within the referenced definition): checked on seeded random mutations of every
 * built-in title (a key removed, a value of another type, an unknown property), and on broken saves.
 */
interface Validator {
  (data: unknown): boolean;
  errors?: unknown;
}
const { validateTitle, validateSave } = generated as unknown as Record<'validateTitle' | 'validateSave', Validator>;
const schema = (name: string) => JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'schemas', `${name}.schema.json`), 'utf8')) as object;
const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true, validateFormats: false, inlineRefs: false });
const reference = { title: ajv.compile(schema('title')), save: ajv.compile(schema('save')) };

const VALUES: unknown[] = [null, 0, -1, 1.5, 'x', 'purple', 'unlimited', 'city', true, [], {}, [1], { a: 1 }, 999];

/** Every path into a JSON value. */
function paths(value: unknown, at: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(at);
  if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) paths(v, [...at, Array.isArray(value) ? Number(k) : k], out);
  }
  return out;
}

/** One to three random defects, from a seeded generator so a failure reproduces. */
function mutate(title: unknown, all: (string | number)[][], next: (n: number) => number): unknown {
  const t = structuredClone(title) as Record<string | number, any>;
  for (let j = 1 + next(3); j > 0; j--) {
    const path = all[1 + next(all.length - 1)]!;
    let parent: any = t;
    for (const k of path.slice(0, -1)) parent = parent?.[k];
    if (parent === null || typeof parent !== 'object') continue;
    const last = path[path.length - 1]!;
    const kind = next(3);
    if (kind === 0) delete parent[last];
    else if (kind === 1) parent[last] = structuredClone(VALUES[next(VALUES.length)]);
    else if (parent[last] !== null && typeof parent[last] === 'object' && !Array.isArray(parent[last])) parent[last][`zz${next(3)}`] = 1;
  }
  return t;
}

describe('the generated schema validators', () => {
  it.each(TITLES)('report exactly the errors of the schemas as written on mutations of %s', (id) => {
    const title = loadTitle(id);
    const all = paths(title);
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let i = 0; i < 80; i++) {
      const t = mutate(title, all, next);
      const ok = reference.title(t);
      expect(validateTitle(t)).toBe(ok);
      expect(validateTitle.errors ?? null).toEqual(reference.title.errors ?? null);
    }
  });

  it('report exactly the errors of the save schema as written', () => {
    const saves = [{}, null, [], { format: 'x', formatVersion: 2, players: [{ id: 1.5, name: '' }], actions: [{ entity: true }], extra: 1 }];
    for (const save of saves) {
      expect(validateSave(save)).toBe(reference.save(save));
      expect(validateSave.errors ?? null).toEqual(reference.save.errors ?? null);
    }
  });
});
