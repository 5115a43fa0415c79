/**
 * The title packs main knows: the built-in titles (folders under `titles/`, read-only, shown as packs) and the
 * user's packs, one file `<id>.18xxpack.json` each in `<appData>/titles/`.
 *
 * Installing checks the whole pack first (checkPack.ts) and then writes one file atomically (write a temporary file,
 * flush, rename: main/saves/atomicWrite.ts), so a refused or interrupted install leaves the folder as it was.
 * Operations that change the folder run one at a time.
 */
import { hasRules } from '../../shared/rules';
import { promises as fs } from 'node:fs';
import { basename, join } from 'node:path';
import type { TitleValidation } from '../../shared/ipc/channels';
import { PACK_EXTENSION, type LoadedPack, type PackSummary, type TitlePack } from '../../shared/ipc/pack';
import type { TitleDef } from '../../shared/title/types';
import { fail, ok, type Result } from '../result';
import { backupPath, writeFileAtomic, type AtomicOps } from '../saves/atomicWrite';
import { listTitles } from '../titles/readTitleFolder';
import { checkedPack, checkPack, isPackId, parsePackText, splitProblem, type CheckedPack, type CheckOptions } from './checkPack';
import { folderToPack } from './folder';

export interface PackStoreOptions {
  /** The built-in titles' folder (`titles/`). */
  builtinDir: string;
  /** Where user packs live: `<appData>/titles`. */
  userDir: string;
  now?: () => Date;
  /** File-system steps of the atomic write, replaceable in tests to simulate a crash. */
  atomicOps?: Partial<AtomicOps>;
}

export interface InstallOptions {
  /** Replace an installed user pack of the same id. */
  replace?: boolean;
  /** Name of the pack in error messages (the file it came from). */
  file?: string;
  /** Stamp `meta.updatedAt` (and `createdAt` when missing): the editor's "save title". */
  stamp?: boolean;
}

interface UserEntry {
  /** File name in the user folder. */
  name: string;
  path: string;
  /** The file name's id part (`<id>.18xxpack.json`). */
  id: string;
  loaded: Result<CheckedPack>;
}

/** Larger files are not read (the browser-mode API takes requests up to 64 MB too). */
export const MAX_PACK_BYTES = 64 * 1024 * 1024;

/** The text a pack is written as. */
export const packText = (pack: TitlePack): string => `${JSON.stringify(pack, null, 2)}\n`;

export const packFileName = (id: string): string => `${id}${PACK_EXTENSION}`;

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function summaryOf(title: TitleDef, pack: TitlePack, source: PackSummary['source']): PackSummary {
  return {
    id: title.id,
    name: title.name,
    version: title.version,
    players: title.players,
    playable: hasRules(title),
    ...(title.subtitle ? { subtitle: title.subtitle } : {}),
    ...(title.designer ? { designer: title.designer } : {}),
    source,
    readOnly: source === 'builtin',
    ...(pack.meta.author ? { author: pack.meta.author } : {}),
    ...(pack.meta.updatedAt ? { updatedAt: pack.meta.updatedAt } : {}),
  };
}

export class PackStore {
  private readonly cache = new Map<string, { stamp: string; loaded: Result<CheckedPack> }>();
  private queue: Promise<unknown> = Promise.resolve();
  readonly builtinDir: string;
  readonly userDir: string;
  private readonly now: () => Date;
  private readonly atomicOps?: Partial<AtomicOps>;

  constructor(options: PackStoreOptions) {
    this.builtinDir = options.builtinDir;
    this.userDir = options.userDir;
    this.now = options.now ?? (() => new Date());
    this.atomicOps = options.atomicOps;
  }

  /** Run changes of the user folder one after another. */
  private serial<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work, work);
    this.queue = next.catch(() => {});
    return next;
  }

  private builtinList?: { id: string; dir: string }[];

  /** Built-in titles: id (from title.json) and folder. They ship with the app: read once. */
  builtins(): { id: string; dir: string }[] {
    this.builtinList ??= listTitles(this.builtinDir).map(({ id, dir }) => ({ id, dir }));
    return this.builtinList;
  }

  /** Is this id (case-insensitive) a built-in title's, by its id or its folder name? */
  isBuiltin(id: string): boolean {
    return this.builtins().some((b) => same(b.id, id) || same(basename(b.dir), id));
  }

  /** User packs may name the rules of a built-in title. */
  private checks(): CheckOptions {
    return { knownRules: (name) => this.isBuiltin(name) };
  }

  private async loadUser(name: string): Promise<UserEntry> {
    const path = join(this.userDir, name);
    const id = name.slice(0, -PACK_EXTENSION.length);
    let stamp = '';
    try {
      const s = await fs.stat(path);
      stamp = `${s.mtimeMs}:${s.size}`;
    } catch {
      /* read below reports it */
    }
    const hit = this.cache.get(path);
    if (hit && hit.stamp === stamp) return { name, path, id, loaded: hit.loaded };
    let loaded: Result<CheckedPack>;
    try {
      const parsed = parsePackText(await fs.readFile(path, 'utf8'), name);
      loaded = parsed.ok ? checkedPack(parsed.value, name, this.checks()) : parsed;
      if (loaded.ok && loaded.value.title.id !== id) {
        loaded = fail('bad-pack', `${name}: the file holds title "${loaded.value.title.id}", not "${id}"`);
      }
    } catch (error) {
      loaded = fail('io', `${name}: cannot read (${(error as Error).message})`);
    }
    this.cache.set(path, { stamp, loaded });
    return { name, path, id, loaded };
  }

  /** The user packs on disk, in name order; leftovers of a crash (dot files, `.bak`) are not packs. */
  private async userEntries(): Promise<UserEntry[]> {
    let names: string[];
    try {
      names = (await fs.readdir(this.userDir)).filter((n) => n.endsWith(PACK_EXTENSION) && !n.startsWith('.')).sort();
    } catch {
      return [];
    }
    return Promise.all(names.map((n) => this.loadUser(n)));
  }

  private async userEntry(id: string): Promise<UserEntry | undefined> {
    const entries = await this.userEntries();
    return entries.find((e) => e.id === id) ?? entries.find((e) => same(e.id, id));
  }

  /** The valid user titles (for the title catalog), built-in ids left out. */
  async userTitles(): Promise<TitleDef[]> {
    const out: TitleDef[] = [];
    for (const e of await this.userEntries()) if (e.loaded.ok && !this.isBuiltin(e.id)) out.push(e.loaded.value.title);
    return out;
  }

  async userTitle(id: string): Promise<Result<TitleDef>> {
    const entry = await this.userEntry(id);
    if (!entry || this.isBuiltin(entry.id)) return fail('not-found', `no user title pack "${id}"`);
    return entry.loaded.ok ? ok(entry.loaded.value.title) : entry.loaded;
  }

  async list(): Promise<PackSummary[]> {
    const out: PackSummary[] = [];
    for (const b of this.builtins()) {
      const pack = await this.builtinPack(b.dir);
      if (pack.ok) out.push(summaryOf(pack.value.title, pack.value.pack, 'builtin'));
    }
    for (const e of await this.userEntries()) {
      if (this.isBuiltin(e.id)) continue;
      if (e.loaded.ok) out.push(summaryOf(e.loaded.value.title, e.loaded.value.pack, 'user'));
      else
        out.push({
          id: e.id,
          name: e.id,
          version: '',
          players: { min: 0, max: 0 },
          playable: false,
          source: 'user',
          readOnly: false,
          problem: e.loaded.error.message,
        });
    }
    return out;
  }

  private async builtinPack(dir: string): Promise<Result<CheckedPack>> {
    const pack = await folderToPack(dir);
    return pack.ok ? checkedPack(pack.value, basename(dir)) : pack;
  }

  /** A pack by id: built-in (read-only) first, then the user's. */
  async get(id: string): Promise<Result<LoadedPack>> {
    const builtin = this.builtins().find((b) => b.id === id) ?? this.builtins().find((b) => same(b.id, id) || same(basename(b.dir), id));
    if (builtin) {
      const pack = await this.builtinPack(builtin.dir);
      return pack.ok ? ok({ pack: pack.value.pack, readOnly: true }) : pack;
    }
    const entry = await this.userEntry(id);
    if (!entry) return fail('not-found', `no title pack "${id}"`);
    return entry.loaded.ok ? ok({ pack: entry.loaded.value.pack, readOnly: false }) : entry.loaded;
  }

  /** Check and install a pack (parsed JSON). Nothing is written unless every check passes. */
  install(raw: unknown, options: InstallOptions = {}): Promise<Result<PackSummary>> {
    return this.serial(async () => {
      const idGuess = (raw as { files?: { 'title.json'?: { id?: unknown } } } | null)?.files?.['title.json']?.id;
      const file = options.file ?? (typeof idGuess === 'string' && isPackId(idGuess) ? packFileName(idGuess) : 'pack');
      const stamped = options.stamp ? this.stamp(raw) : raw;
      const checked = checkedPack(stamped, file, this.checks());
      if (!checked.ok) return checked;
      const { pack, title } = checked.value;
      if (this.isBuiltin(title.id)) {
        return fail('read-only', `${file}: "${title.id}" is a built-in title, which cannot be replaced; give the pack another id`);
      }
      const existing = await this.userEntry(title.id);
      if (existing && !options.replace) {
        return fail('pack-exists', `${file}: a title pack "${existing.id}" is installed already; import with replace to overwrite it`);
      }
      const target = join(this.userDir, packFileName(title.id));
      try {
        await fs.mkdir(this.userDir, { recursive: true });
        await writeFileAtomic(target, packText(pack), { ops: this.atomicOps });
        // Same id in another letter case: the old file goes once the new one is in place (unless the file system
        // ignores case and they are one file).
        if (existing && existing.path !== target) {
          const [a, b] = await Promise.all([fs.stat(existing.path).catch(() => null), fs.stat(target)]);
          if (a && a.ino !== b.ino) await fs.rm(existing.path, { force: true });
        }
      } catch (error) {
        return fail('io', `${target}: cannot write the title pack (${(error as Error).message})`);
      }
      return ok(summaryOf(title, pack, 'user'));
    });
  }

  private stamp(raw: unknown): unknown {
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return raw;
    const r = raw as Record<string, unknown>;
    const meta = r.meta !== null && typeof r.meta === 'object' && !Array.isArray(r.meta) ? (r.meta as Record<string, unknown>) : {};
    const now = this.now().toISOString();
    return { ...r, meta: { createdAt: now, ...meta, updatedAt: now } };
  }

  /** The problems `install` would find in the pack's content, by title file (see the `packs.validate` channel). */
  validate(raw: unknown): TitleValidation {
    const label = 'pack';
    const problems = checkPack(raw, label, this.checks()).problems.map((text) => {
      const p = splitProblem(text);
      const m = /^\/files\/([^/]*)(\/.*)?$/.exec(p.pointer);
      if (!m) return { file: label, pointer: p.pointer, message: p.message };
      return { file: m[1]!.replace(/~1/g, '/').replace(/~0/g, '~'), pointer: m[2] ?? '', message: p.message };
    });
    return { ok: problems.length === 0, problems };
  }

  /** Install the pack file at `path`. */
  async installFile(path: string, options: InstallOptions = {}): Promise<Result<PackSummary>> {
    const file = options.file ?? basename(path);
    let text: string;
    try {
      const size = (await fs.stat(path)).size;
      if (size > MAX_PACK_BYTES) return fail('bad-pack', `${file}: : ${size} bytes; a title pack may have at most ${MAX_PACK_BYTES}`);
      text = await fs.readFile(path, 'utf8');
    } catch (error) {
      return fail('not-found', `${file}: cannot read (${(error as Error).message})`);
    }
    const parsed = parsePackText(text, file);
    return parsed.ok ? this.install(parsed.value, { ...options, file }) : parsed;
  }

  /** Delete a user pack (and its backup). */
  remove(id: string): Promise<Result<void>> {
    return this.serial(async () => {
      if (this.isBuiltin(id)) return fail('read-only', `"${id}" is a built-in title and cannot be removed`);
      const entry = await this.userEntry(id);
      if (!entry) return fail('not-found', `no user title pack "${id}"`);
      try {
        await fs.rm(entry.path, { force: true });
        await fs.rm(backupPath(entry.path), { force: true });
      } catch (error) {
        return fail('io', `${entry.path}: cannot remove (${(error as Error).message})`);
      }
      this.cache.delete(entry.path);
      return ok(undefined);
    });
  }
}
