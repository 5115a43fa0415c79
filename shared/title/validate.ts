/**
 * Validation of a merged TitleDef: the JSON Schema (ajv, draft 2020-12) and the semantic checks of semantic.ts, all
 * reported at once.
 * Every error reads `<file>: <json-pointer>: <message>`, the file found from the provenance of the top-level key.
 *
 * The schemas are compiled ahead of time (`schemaValidators.generated.ts`, `npm run -s gen:validators`): compiling
 * them with ajv at run time cost every fresh process some 350 ms. This module is used by Node (main process, CLI,
 * tests); it uses no DOM and no node:* module; the renderer asks main to validate.
 */
import type { ErrorObject } from 'ajv';
import { validateSave as generatedSave, validateTitle as generatedTitle } from './schemaValidators.generated';
import { fileOfKey, pointerToken } from './load';
import { semanticProblems } from './semantic';
import type { TitleDef } from './types';

/** A compiled schema: true when valid, else false with the errors left on the function (ajv's convention). */
interface Validator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

// Named imports, each used only where it is needed: a bundle that never checks a save (the CLI, the bench) drops
// the save validator's code rather than parse it.
const checkTitle = generatedTitle as unknown as Validator;

/** Turn ajv's errors into `[pointer, message]`, dropping the noise of failed oneOf branches and if/then wrappers. */
function schemaProblems(errors: ErrorObject[]): [string, string][] {
  const oneOfAt = new Set(errors.filter((e) => e.keyword === 'oneOf').map((e) => e.instancePath));
  const out: [string, string][] = [];
  const seen = new Set<string>();
  for (const e of errors) {
    if (e.keyword === 'if') continue;
    // Inside a failed oneOf, report the oneOf once rather than each branch's complaint.
    const branch = e.schemaPath.lastIndexOf('/oneOf/');
    if (branch >= 0 && [...oneOfAt].some((p) => e.instancePath.startsWith(p))) continue;
    let pointer = e.instancePath;
    let message = e.message ?? 'is invalid';
    if (e.keyword === 'required') {
      pointer = `${e.instancePath}/${pointerToken(e.params.missingProperty)}`;
      message = 'is required';
    } else if (e.keyword === 'additionalProperties') {
      pointer = `${e.instancePath}/${pointerToken(e.params.additionalProperty)}`;
      message = 'is not a known property';
    } else if (e.keyword === 'oneOf') {
      message = 'does not match any allowed form';
    } else if (e.keyword === 'enum') {
      message = `must be one of ${(e.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    } else if (e.keyword === 'const') {
      message = `must be ${JSON.stringify(e.params.allowedValue)}`;
    }
    const key = `${pointer}\u0000${message}`;
    if (!seen.has(key)) out.push([pointer, message]);
    seen.add(key);
  }
  return out;
}

function withFile(problems: [string, string][], provenance: Record<string, string>): string[] {
  return problems.map(([pointer, message]) => {
    const top = pointer.split('/')[1] ?? '';
    const key = top.replace(/~1/g, '/').replace(/~0/g, '~');
    const file = provenance[key] ?? fileOfKey(key);
    return `${file}: ${pointer}: ${message}`;
  });
}

/**
 * Validate a merged title. `provenance` maps top-level keys to their files (from mergeTitleParts); keys without
 * provenance are reported against their conventional file. Returns [] when the title is valid.
 */
export function validateTitle(title: unknown, provenance: Record<string, string> = {}): string[] {
  const schema = checkTitle(title) ? [] : schemaProblems(checkTitle.errors ?? []);
  // Semantic problems too, even when the schema failed: one schema error must not hide the rest (semantic.ts reads
  // wrong shapes as empty). A semantic problem at or inside the place of a schema problem would only repeat it.
  const schemaAt = schema.map(([pointer]) => pointer).filter((p) => p !== '');
  const repeats = (pointer: string) => schemaAt.some((p) => pointer === p || pointer.startsWith(`${p}/`));
  const semantic = semanticProblems(title as TitleDef).filter(([pointer]) => !repeats(pointer));
  return withFile([...schema, ...semantic], provenance);
}

/** Validate a save file object; errors read `<file>: <pointer>: <message>` with the given file name. */
export function validateSave(save: unknown, file = 'save'): string[] {
  const checkSave = generatedSave as unknown as Validator;
  if (checkSave(save)) return [];
  return schemaProblems(checkSave.errors ?? []).map(([pointer, message]) => `${file}: ${pointer}: ${message}`);
}
