/**
 * Reading the save format: JSON text → a checked `SaveFile`, or an error that says what is wrong and where.
 * The same checks guard save objects arriving from the renderer (`saves.save`, `autosave.write`).
 */
import { SAVE_FORMAT, SAVE_FORMAT_VERSION, type SaveFile } from '../../shared/ipc/save';
import { fail, ok, type Result } from '../result';
import { checkAction } from '../../shared/engine/actionSchema';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';

/** Check a parsed value against the save format; `where` prefixes messages (a file name or `payload.save`). */
export function checkSave(value: unknown, where: string): Result<SaveFile> {
  const bad = (pointer: string, message: string) => fail('bad-save', `${where}: ${pointer}: ${message}`);
  if (!isObject(value)) return bad('/', 'a save is a JSON object');
  if (value.format !== SAVE_FORMAT) {
    return bad('/format', `not an 18xx Desk save (format is ${JSON.stringify(value.format)}, expected "${SAVE_FORMAT}")`);
  }
  const version = value.formatVersion;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return bad('/formatVersion', 'must be a positive integer');
  }
  if (version > SAVE_FORMAT_VERSION) {
    const by = isString(value.engineVersion) ? ` (18xx Desk ${value.engineVersion})` : '';
    return fail(
      'newer-format',
      `${where}: written by a newer version of 18xx Desk${by}: save format ${version}, this version reads format ` +
        `${SAVE_FORMAT_VERSION} and older. Update 18xx Desk to open it.`,
    );
  }
  if (!isString(value.engineVersion)) return bad('/engineVersion', 'must be a string');
  const title = value.title;
  if (!isObject(title)) return bad('/title', 'must be an object {id, version, hash}');
  if (!isString(title.id) || title.id === '') return bad('/title/id', 'must be a non-empty string');
  if (!isString(title.version)) return bad('/title/version', 'must be a string');
  if (!isString(title.hash) || !/^[0-9a-f]{64}$/.test(title.hash)) {
    return bad('/title/hash', 'must be a sha256 hex digest (64 hex digits)');
  }
  if (!Array.isArray(value.players) || value.players.length === 0) return bad('/players', 'must be a non-empty array');
  for (const [i, p] of value.players.entries()) {
    if (!isObject(p)) return bad(`/players/${i}`, 'must be an object {id, name}');
    if (!(isString(p.id) || (typeof p.id === 'number' && Number.isFinite(p.id)))) {
      return bad(`/players/${i}/id`, 'must be a number or a string');
    }
    if (!isString(p.name)) return bad(`/players/${i}/name`, 'must be a string');
  }
  if (typeof value.seed !== 'number' || !Number.isSafeInteger(value.seed)) return bad('/seed', 'must be an integer');
  if (!Array.isArray(value.optionalRules) || !value.optionalRules.every(isString)) {
    return bad('/optionalRules', 'must be an array of strings');
  }
  if (!Array.isArray(value.actions)) return bad('/actions', 'must be an array');
  for (const [i, a] of value.actions.entries()) {
    if (!isObject(a)) return bad(`/actions/${i}`, 'an action is an object');
    if (!isString(a.type) || a.type === '') return bad(`/actions/${i}/type`, 'must be a non-empty string');
    // Each action in the 18xx.games format, as the engine will require (shared/engine/actionSchema.ts).
    const why = checkAction(a);
    if (why) {
      const colon = why.indexOf(': ');
      return bad(`/actions/${i}/${why.slice(0, colon)}`, why.slice(colon + 2));
    }
  }
  for (const key of ['createdAt', 'updatedAt'] as const) {
    if (!isString(value[key]) || Number.isNaN(Date.parse(value[key] as string))) {
      return bad(`/${key}`, 'must be an ISO 8601 date-time');
    }
  }
  if (value.meta !== undefined && !isObject(value.meta)) return bad('/meta', 'must be an object');
  return ok(value as unknown as SaveFile);
}

/**
 * True when the text is a well-nested JSON prefix that stops before its outer value closes: what a write cut short
 * leaves. A mismatched or extra closing bracket means damage instead.
 */
export function endsInsideValue(text: string): boolean {
  const open: string[] = [];
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') open.push(c);
    else if (c === '}' || c === ']') {
      if (open.pop() !== (c === '}' ? '{' : '[')) return false;
    }
  }
  return inString || open.length > 0;
}

/** Parse the text of a save file; truncated and garbled JSON get distinct explanations. */
export function parseSave(text: string, where: string): Result<SaveFile> {
  if (text.trim() === '') return fail('bad-save', `${where}: the file is empty`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (endsInsideValue(text)) {
      return fail(
        'bad-save',
        `${where}: the file is truncated (its JSON ends after ${text.length} characters, in the middle of a value); ` +
          `it was probably cut off while being written. The previous version may be in ${where}.bak.`,
      );
    }
    return fail('bad-save', `${where}: the file is not valid JSON (${message}); it is damaged or not a save file.`);
  }
  return checkSave(value, where);
}

/** The text written to disk: pretty enough to diff, one action per line. */
export function formatSave(save: SaveFile): string {
  const { actions, ...rest } = save;
  const head = JSON.stringify({ ...rest, actions: [] }, null, 2);
  if (actions.length === 0) return `${head}\n`;
  const lines = actions.map((a) => `    ${JSON.stringify(a)}`).join(',\n');
  return `${head.replace(/"actions": \[\]/, `"actions": [\n${lines}\n  ]`)}\n`;
}
