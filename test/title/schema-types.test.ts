/**
 * Keeps schemas/title.schema.json and shared/title/types.ts from drifting: every property named in the types'
 * interfaces and object types appears in the schema and vice versa, and the colour unions match the schema enums.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import schema from '../../schemas/title.schema.json';
import { TITLES, loadTitle } from './helpers';

const root = join(__dirname, '../..');
const source = ts.createSourceFile('types.ts', readFileSync(join(root, 'shared/title/types.ts'), 'utf8'), ts.ScriptTarget.Latest, true);

function typeProperties(): Set<string> {
  const names = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isPropertySignature(node) && node.name && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name))) names.add(node.name.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

function unionMembers(alias: string): string[] {
  let out: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isTypeAliasDeclaration(node) && node.name.text === alias) {
      const collect = (t: ts.TypeNode): string[] =>
        ts.isUnionTypeNode(t)
          ? t.types.flatMap(collect)
          : ts.isLiteralTypeNode(t) && ts.isStringLiteral(t.literal)
            ? [t.literal.text]
            : ts.isTypeReferenceNode(t)
              ? unionMembers(t.typeName.getText())
              : [];
      out = collect(node.type);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

function schemaProperties(node: unknown, out = new Set<string>(), skip = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((n) => schemaProperties(n, out, skip));
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === 'properties' && v && typeof v === 'object') for (const name of Object.keys(v)) out.add(name);
      if (!skip.has(k)) schemaProperties(v, out, skip);
    }
  }
  return out;
}

const defs = (schema as any).$defs;
const settingsNames = new Set(Object.keys(defs.settings.properties));
const revenueColors = unionMembers('RevenueColor');

describe('schema and types.ts do not drift', () => {
  it('every property of the types is described in the schema', () => {
    const inSchema = schemaProperties(schema);
    const missing = [...typeProperties()].filter((n) => !inSchema.has(n));
    expect(missing).toEqual([]);
  });

  it('every schema property (outside free-form settings) exists in the types', () => {
    const inTypes = typeProperties();
    const withoutSettings = { ...schema, $defs: { ...defs, settings: {} } };
    const extra = [...schemaProperties(withoutSettings)].filter((n) => !inTypes.has(n) && n !== '$schema' && !revenueColors.includes(n));
    expect(extra).toEqual([]);
  });

  it.each([
    ['TileColor', 'tileColor'],
    ['PhaseColor', 'phaseColor'],
    ['RevenueColor', 'revenueColor'],
  ])('union %s equals the schema enum %s', (alias, def) => {
    expect(unionMembers(alias).sort()).toEqual([...defs[def].enum].sort());
  });

  it('every property in the schema has a description', () => {
    const undocumented: string[] = [];
    const walk = (node: unknown, path: string) => {
      if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${path}/${i}`));
      if (!node || typeof node !== 'object') return;
      for (const [k, v] of Object.entries(node)) {
        if (k === 'properties')
          for (const [name, sub] of Object.entries(v as object))
            if (!(sub as { description?: string }).description) undocumented.push(`${path}/properties/${name}`);
        walk(v, `${path}/${k}`);
      }
    };
    walk(schema, '');
    expect(undocumented).toEqual([]);
  });

  it.each(TITLES)('every setting used by %s is described in the schema', (id) => {
    const used = Object.keys(loadTitle(id).settings ?? {});
    expect(used.filter((k) => !settingsNames.has(k))).toEqual([]);
  });
});
