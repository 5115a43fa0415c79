/**
 * Validation of every payload arriving from a renderer (IPC in the desktop app, HTTP in browser mode). A payload
 * that fails is rejected with `bad-payload` and a message naming the channel, the field and what was expected;
 * handlers only ever see checked values. Unknown fields are rejected too, so typos do not pass silently.
 */
import type { ChannelName, PayloadOf } from '../../shared/ipc/channels';
import { fail, ok, type Result } from '../result';
import { checkSave } from '../saves/saveFormat';

/** A check returns an error message, or `null` when the value is fine. */
type Check = (value: unknown, where: string) => string | null;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const path: Check = (v, where) =>
  typeof v !== 'string' || v === ''
    ? `${where}: must be a non-empty string`
    : v.length > 4096
      ? `${where}: longer than 4096 characters`
      : v.includes('\0')
        ? `${where}: contains a NUL character`
        : null;

/** The text of an uploaded or dropped game export (long games are a few MB). */
const importContent: Check = (v, where) =>
  typeof v !== 'string' ? `${where}: must be a string (the file's text)` : v.length > 32 * 1024 * 1024 ? `${where}: larger than 32 MB` : null;

/** A file's name as the user's system gave it (shown in messages only, never used as a path). */
const fileName: Check = (v, where) =>
  typeof v === 'string' && v !== '' && v.length <= 255 && !/[\\/\0]/.test(v) ? null : `${where}: must be a file name (no folders), at most 255 characters`;

const titleId: Check = (v, where) =>
  typeof v === 'string' && /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/.test(v) && !v.includes('..')
    ? null
    : `${where}: must be a title id (letters, digits, "_", "-", ".")`;

const save: Check = (v, where) => {
  const r = checkSave(v, where);
  return r.ok ? null : r.error.message;
};

const bool: Check = (v, where) => (typeof v === 'boolean' ? null : `${where}: must be true or false`);

/** A renderer hash route: `#/print/map?title=1830`; never a URL that could leave the app. */
const route: Check = (v, where) =>
  typeof v === 'string' && v.length <= 2048 && /^#\/[A-Za-z0-9\-._~/?=&%:,+]*$/.test(v)
    ? null
    : `${where}: must be a renderer route starting with "#/" (letters, digits and -._~/?=&%:,+ only)`;

const PAPER = ['A4', 'A3', 'Letter', 'Legal', 'Tabloid'];
const pageSize: Check = (v, where) => {
  if (typeof v === 'string') return PAPER.includes(v) ? null : `${where}: must be one of ${PAPER.join(', ')} or {widthMm, heightMm}`;
  return object({ widthMm: millimetres, heightMm: millimetres }, ['widthMm', 'heightMm'])(v, where);
};
const millimetres: Check = (v, where) =>
  typeof v === 'number' && Number.isFinite(v) && v >= 10 && v <= 5000 ? null : `${where}: must be a number of millimetres, 10 to 5000`;

const parts: Check = (v, where) => {
  if (!isObject(v)) return `${where}: must be an object of file name → JSON content`;
  const names = Object.keys(v);
  if (names.length > 64) return `${where}: at most 64 files`;
  for (const name of names) {
    if (!/^[A-Za-z0-9_.-]+\.json$/.test(name)) return `${where}: "${name}" is not a JSON file name`;
    if (!isObject(v[name])) return `${where}.${name}: must be a JSON object`;
  }
  return null;
};

/**
 * A title pack as a payload: any JSON object here; main/packs/ checks it in full (schema, title, assets) and reports
 * every problem with its JSON pointer, which a payload error could not do as well.
 */
const packObject: Check = (v, where) => (isObject(v) ? null : `${where}: must be a title pack (a JSON object)`);

/** An object with the given fields (checked when present), of which `required` must be present; no other fields. */
function object(fields: Record<string, Check>, required: string[] = []): Check {
  return (v, where) => {
    if (!isObject(v)) return `${where}: must be an object`;
    for (const key of Object.keys(v)) {
      if (!(key in fields)) return `${where}: unknown field "${key}" (expected ${Object.keys(fields).join(', ')})`;
    }
    for (const key of required) if (v[key] === undefined) return `${where}.${key}: is required`;
    for (const [key, check] of Object.entries(fields)) {
      if (v[key] === undefined) continue;
      const problem = check(v[key], `${where}.${key}`);
      if (problem) return problem;
    }
    return null;
  };
}

/** No payload: nothing, `null` (HTTP) or `{}`. */
const none: Check = (v, where) =>
  v === undefined || v === null || (isObject(v) && Object.keys(v).length === 0) ? null : `${where}: this call takes no payload`;

/** A payload that may be left out entirely. */
const optional =
  (check: Check): Check =>
  (v, where) =>
    v === undefined || v === null ? null : check(v, where);

const printOptions = object({ pageSize, landscape: bool, printBackground: bool });

export const PAYLOAD_CHECKS: { [C in ChannelName]: Check } = {
  'saves.open': optional(object({ path, acceptTitleChange: bool })),
  'saves.save': object({ path, save }, ['save']),
  'saves.saveAs': object({ path, save }, ['save']),
  'saves.listRecent': none,
  'saves.listWorkspace': none,
  'autosave.write': object({ save, path, unsaved: bool }, ['save']),
  'autosave.recover': none,
  'autosave.discard': none,
  'titles.list': none,
  'titles.get': object({ id: titleId }, ['id']),
  'titles.validate': object({ parts }, ['parts']),
  'import.fromFile': optional((v, where) => {
    const problem = object({ path, content: importContent, name: fileName })(v, where);
    if (problem) return problem;
    const p = v as { path?: unknown; content?: unknown; name?: unknown };
    if (p.path !== undefined && p.content !== undefined) return `${where}: give a path or the content, not both`;
    return null;
  }),
  'export.toFile': object({ path, save }, ['save']),
  'print.toPdf': object({ route, options: printOptions, path }, ['route']),
  'app.info': none,
  'packs.list': none,
  'packs.get': object({ id: titleId }, ['id']),
  'packs.import': optional((v, where) => {
    const problem = object({ path, pack: packObject, fileName, replace: bool })(v, where);
    if (problem) return problem;
    const p = v as Record<string, unknown>;
    if (p.fileName !== undefined && p.pack === undefined) return `${where}: fileName names the file of a pack given as content`;
    return p.path !== undefined && p.pack !== undefined ? `${where}: give either path or pack, not both` : null;
  }),
  'packs.export': object({ id: titleId, path }, ['id']),
  'packs.remove': object({ id: titleId }, ['id']),
  'packs.validate': object({ pack: packObject }, ['pack']),
  'packs.save': object({ pack: packObject, replace: bool }, ['pack']),
};

export function validatePayload<C extends ChannelName>(channel: C, payload: unknown): Result<PayloadOf<C>> {
  const problem = PAYLOAD_CHECKS[channel](payload, 'payload');
  if (problem) return fail('bad-payload', `${channel}: ${problem}`);
  return ok((payload ?? undefined) as PayloadOf<C>);
}
