/**
 * Checking a title pack before anything is written: the pack schema (schemas/pack.schema.json), then the title its
 * files merge into (title schema + semantic checks, shared/title/validate.ts), then what only a pack has (its id
 * as a file name, assets named by the title, the rules module). Every problem reads
 * `<file>: <json-pointer>: <message>`, the pointer leading into the pack file (`/files/map.json/map/hexes/3`).
 */
import Ajv2020 from 'ajv/dist/2020';
import type { ErrorObject, ValidateFunction } from 'ajv';
import packSchema from '../../schemas/pack.schema.json';
import { PACK_FORMAT, PACK_FORMAT_VERSION, type TitlePack } from '../../shared/ipc/pack';
import { isRulesModule, rulesFor } from '../../shared/rules/index';
import { standardRules } from '../../shared/rules/standard';
import { mergeTitleParts, pointerToken } from '../../shared/title/load';
import type { TitleDef } from '../../shared/title/types';
import { validateTitle } from '../../shared/title/validate';
import { fail, ok, type Result } from '../result';
import { assetReferences } from './assets';
import { assetProblems, isWindowsReservedName } from './assetCheck';

/** Title ids become file names (`<id>.18xxpack.json`): the same rule as ids in payloads. */
export const PACK_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;
export const isPackId = (id: string): boolean => PACK_ID.test(id) && !id.includes('..');

/** Problems shown in an error message; the rest are counted. */
const SHOWN = 40;

let compiled: ValidateFunction | undefined;
function packValidator(): ValidateFunction {
  // Formats (date-time) are documentation here, as for titles and saves.
  compiled ??= new Ajv2020({ allErrors: true, strict: true, validateFormats: false }).compile(packSchema);
  return compiled;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function schemaProblems(errors: ErrorObject[]): [string, string][] {
  const out: [string, string][] = [];
  for (const e of errors) {
    if (e.keyword === 'propertyNames') continue; // its inner error names the property
    let pointer = e.instancePath;
    let message = e.message ?? 'is invalid';
    if (e.propertyName !== undefined) {
      pointer = `${e.instancePath}/${pointerToken(e.propertyName)}`;
      message =
        e.keyword === 'pattern'
          ? e.instancePath === '/files'
            ? 'is not a JSON file name (letters, digits, _ . - then .json)'
            : 'is not an asset name (letters, digits, _ . -)'
          : `name ${message}`;
    } else if (e.keyword === 'required') {
      pointer = `${e.instancePath}/${pointerToken(e.params.missingProperty)}`;
      message = 'is required';
    } else if (e.keyword === 'additionalProperties') {
      pointer = `${e.instancePath}/${pointerToken(e.params.additionalProperty)}`;
      message = 'is not a known property';
    } else if (e.keyword === 'const') {
      message = `must be ${JSON.stringify(e.params.allowedValue)}`;
    } else if (e.keyword === 'pattern' && e.instancePath.startsWith('/assets/')) {
      message = 'must be a base64 data URL of an SVG, PNG, JPEG, WebP or GIF image';
    }
    out.push([pointer, message]);
  }
  return out;
}

/**
 * `<file>: <json-pointer>: <message>` → its parts. Split at the first two `": "`, not at every colon: pointers may
 * hold colons (`/upgrades/@cities2:OO/0`).
 */
export function splitProblem(text: string): { file: string; pointer: string; message: string } {
  const a = text.indexOf(': ');
  const b = a < 0 ? -1 : text.indexOf(': ', a + 2);
  if (b < 0) return { file: '', pointer: '', message: text };
  return { file: text.slice(0, a), pointer: text.slice(a + 2, b), message: text.slice(b + 2) };
}

export interface CheckedPack {
  pack: TitlePack;
  title: TitleDef;
}

export interface PackCheck {
  /** The pack and its merged title when there are no problems. */
  checked?: CheckedPack;
  /** `<file>: <json-pointer>: <message>` */
  problems: string[];
  /** The pack comes from a newer app (its format version is higher than ours). */
  newer: boolean;
}

/** All problems of a parsed pack; `file` names it in the messages. */
export interface CheckOptions {
  /**
   * Rules modules a title may name besides the registered ones (shared/rules/): the built-in titles' ids, whose
   * modules may still be in the making. Absent: `rules` is not checked (the built-ins themselves).
   */
  knownRules?: (name: string) => boolean;
}

export function checkPack(raw: unknown, file: string, options: CheckOptions = {}): PackCheck {
  const at = (pointer: string, message: string) => `${file}: ${pointer}: ${message}`;
  if (!isObject(raw)) return { problems: [at('', 'must be a JSON object (a title pack)')], newer: false };
  if (raw.format === PACK_FORMAT && typeof raw.formatVersion === 'number' && raw.formatVersion > PACK_FORMAT_VERSION) {
    const message = `format version ${raw.formatVersion} is newer than this app reads (${PACK_FORMAT_VERSION}); update 18xx Desk`;
    return { problems: [at('/formatVersion', message)], newer: true };
  }
  // Every problem at once: the pack's own fields, then the title its files make, then ids, rules and assets. A
  // problem in one (a missing meta.createdAt) must not hide those of the others.
  const validate = packValidator();
  const problems = validate(raw) ? [] : schemaProblems(validate.errors ?? []).map(([p, m]) => at(p, m));
  const packSound = problems.length === 0;
  if (!isObject(raw.files)) return { problems, newer: false };
  const files = raw.files;
  const assets = isObject(raw.assets) ? raw.assets : {};
  const own = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

  // Names that become file names, and the images the renderer will draw (assetCheck.ts).
  for (const name of Object.keys(files)) {
    if (isWindowsReservedName(name)) problems.push(at(`/files/${pointerToken(name)}`, `"${name}" is a name Windows reserves for a device; rename the file`));
  }
  for (const [name, url] of Object.entries(assets)) {
    // An asset the schema refused already (not an image data URL) is not looked into.
    if (typeof url !== 'string' || problems.some((p) => p.startsWith(at(`/assets/${pointerToken(name)}`, '')))) continue;
    for (const message of assetProblems(name, url)) problems.push(at(`/assets/${pointerToken(name)}`, message));
  }

  // The title: files merged in name order, as a folder is read (a file that is not an object the schema reported).
  const names = Object.keys(files)
    .filter((name) => isObject(files[name]))
    .sort();
  const merged = mergeTitleParts(names.map((name) => ({ file: name, json: files[name] })));
  const inFile = (text: string) => {
    const p = splitProblem(text);
    return at(`/files/${pointerToken(p.file)}${p.pointer}`, p.message);
  };
  problems.push(...merged.errors.map(inFile));
  if (!merged.title) return { problems: problems.length ? problems : [at('/files', 'no title keys found')], newer: false };
  const titleProblems = validateTitle(merged.title, merged.provenance);
  problems.push(...titleProblems.map(inFile));
  const title = merged.title;

  // The id and the rules module, when they are text at all (the schema reported them otherwise).
  if (typeof title.id === 'string') {
    const idFile = `/files/${pointerToken(merged.provenance.id ?? 'title.json')}/id`;
    if (isWindowsReservedName(title.id)) problems.push(at(idFile, `"${title.id}" is a name Windows reserves for a device; choose another id`));
    else if (!isPackId(title.id)) problems.push(at(idFile, `"${title.id}" cannot be a pack id (letters, digits, "_", "-", "." only, at most 64)`));
  }
  // A title naming a rules module that does not exist would silently play by the standard rules.
  const known = options.knownRules;
  if (known && typeof title.rules === 'string' && title.rules !== 'standard' && rulesFor(title) === standardRules && !known(title.rules)) {
    problems.push(at(`/files/${pointerToken(merged.provenance.rules ?? 'title.json')}/rules`, `unknown rules module "${title.rules}"`));
  }
  // Optional rules the title's rules module does not implement would be offered and then silently not played. A
  // module still in the making (a built-in title's, not yet registered) is not judged.
  const moduleName = typeof title.rules === 'string' ? title.rules : 'standard';
  if (known && Array.isArray(title.optionalRules) && isRulesModule(moduleName)) {
    const supported = new Set(rulesFor(title).optionalRules ?? []);
    const rulesFile = pointerToken(merged.provenance.optionalRules ?? 'title.json');
    title.optionalRules.forEach((o, i) => {
      if (typeof o?.id === 'string' && !supported.has(o.id)) {
        const by = moduleName === 'standard' ? 'the standard rules' : `the rules module "${moduleName}"`;
        problems.push(
          at(
            `/files/${rulesFile}/optionalRules/${i}/id`,
            `${by} cannot play optional rule "${o.id}" (${supported.size ? `it has ${[...supported].join(', ')}` : 'it has none'})`,
          ),
        );
      }
    });
  }
  for (const name of names) {
    for (const ref of assetReferences(files[name])) {
      if (!own(assets, ref.name)) {
        problems.push(at(`/files/${pointerToken(name)}${ref.pointer}`, `asset "${ref.name}" is not in the pack's assets`));
      }
    }
  }
  if (problems.length || !packSound) return { problems, newer: false };
  return { checked: { pack: raw as unknown as TitlePack, title }, problems: [], newer: false };
}

/** The check as a result: `bad-pack` (or `newer-format`) with every problem, one per line. */
export function checkedPack(raw: unknown, file: string, options: CheckOptions = {}): Result<CheckedPack> {
  const check = checkPack(raw, file, options);
  if (check.checked) return ok(check.checked);
  const shown = check.problems.slice(0, SHOWN);
  const more = check.problems.length - shown.length;
  return fail(check.newer ? 'newer-format' : 'bad-pack', [...shown, ...(more > 0 ? [`${file}: : and ${more} more problems`] : [])].join('\n'));
}

/** Parse a pack file's text; malformed JSON is a `bad-pack` problem at the file itself. */
export function parsePackText(text: string, file: string): Result<unknown> {
  try {
    return ok(JSON.parse(text));
  } catch (error) {
    return fail('bad-pack', `${file}: : invalid JSON: ${(error as Error).message}`);
  }
}
