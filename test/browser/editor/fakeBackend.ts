/**
 * An in-memory stand-in for main's `packs.*` calls: built-in titles from titles/<id>/*.json (read-only), user packs
 * in a Map, validation by the same shared checks main runs (shared/title/validate.ts; ajv runs fine in the test page).
 */
import { DeskError, type PackSummary, type TitlePack } from '@shared/ipc/channels';
import { mergeTitleParts } from '@shared/title/load';
import { validateTitle } from '@shared/title/validate';
import type { PackBackend } from '../../../renderer/stores/editor';

const files = import.meta.glob('../../../titles/*/*.json', { eager: true, import: 'default' }) as Record<string, Record<string, unknown>>;

function builtinPack(id: string): TitlePack | null {
  const entries = Object.entries(files).filter(([p]) => p.split('/').at(-2) === id);
  if (!entries.length) return null;
  return {
    format: '18xx-desk-pack',
    formatVersion: 1,
    files: Object.fromEntries(entries.map(([p, v]) => [p.split('/').at(-1)!, v])),
    assets: {},
    meta: { createdAt: '2026-01-01T00:00:00Z' },
  };
}

const summary = (pack: TitlePack, readOnly: boolean): PackSummary => {
  const t = mergeTitleParts(Object.entries(pack.files).map(([file, json]) => ({ file, json }))).title!;
  return {
    id: t.id,
    name: t.name,
    version: t.version,
    players: t.players,
    playable: true,
    source: readOnly ? 'builtin' : 'user',
    readOnly,
    updatedAt: pack.meta.updatedAt,
  };
};

export function fakeBackend(): PackBackend & { user: Map<string, TitlePack>; calls: string[] } {
  const user = new Map<string, TitlePack>();
  const calls: string[] = [];
  const builtins = [...new Set(Object.keys(files).map((p) => p.split('/').at(-2)!))];
  const problemsOf = (pack: TitlePack) => {
    const merged = mergeTitleParts(Object.entries(pack.files).map(([file, json]) => ({ file, json })));
    const lines = [...merged.errors, ...(merged.title ? validateTitle(merged.title, merged.provenance) : [])];
    return lines.map((l) => {
      const [file, pointer, ...rest] = l.split(': ');
      return { file: file!, pointer: pointer!, message: rest.join(': ') };
    });
  };
  const install = (pack: TitlePack, replace?: boolean) => {
    const problems = problemsOf(pack);
    if (problems.length) throw new DeskError('bad-pack', problems.map((p) => `${p.file}: ${p.pointer}: ${p.message}`).join('\n'));
    const id = String(pack.files['title.json']?.id);
    if (builtins.includes(id)) throw new DeskError('read-only', `"${id}" is a built-in title`);
    if (user.has(id) && !replace) throw new DeskError('pack-exists', `a title "${id}" is installed already`);
    const stored = { ...structuredClone(pack), meta: { ...pack.meta, updatedAt: '2026-11-21T12:00:00Z' } };
    user.set(id, stored);
    return summary(stored, false);
  };
  return {
    user,
    calls,
    async list() {
      calls.push('list');
      return [...builtins.map((id) => summary(builtinPack(id)!, true)), ...[...user.values()].map((p) => summary(p, false))];
    },
    async get({ id }) {
      calls.push(`get ${id}`);
      const b = builtinPack(id);
      if (b) return { pack: b, readOnly: true };
      const u = user.get(id);
      if (!u) throw new DeskError('not-found', `no title ${id}`);
      return { pack: structuredClone(u), readOnly: false };
    },
    async validate({ pack }) {
      calls.push('validate');
      const problems = problemsOf(pack);
      return { ok: problems.length === 0, problems };
    },
    async save({ pack, replace }) {
      calls.push(`save${replace ? ' replace' : ''}`);
      return install(pack, replace);
    },
    async import(p) {
      calls.push('import');
      if (!p?.pack) return null;
      return install(p.pack, p.replace);
    },
    async remove({ id }) {
      calls.push(`remove ${id}`);
      if (builtins.includes(id)) throw new DeskError('read-only', `"${id}" is a built-in title`);
      user.delete(id);
    },
    async export({ id }) {
      calls.push(`export ${id}`);
      return { path: `${id}.18xxpack.json` };
    },
  };
}
