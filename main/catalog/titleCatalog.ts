/**
 * The installed titles as main sees them: list, load (merged definition + hash), validate parts.
 * Loading a folder is the title code's business (main/titles/); this module only finds folders and hashes results,
 * so saves and the channel handlers depend on this small interface.
 */
import { promises as fs } from 'node:fs';
import { join } from 'node:path';
import type { LoadedTitle, TitleSummary, TitleValidation } from '../../shared/ipc/channels';
import type { TitleDef } from '../../shared/title/types';
import { fail, ok, type Result } from '../result';
import { titleHash } from '../saves/titleHash';
import { hasRules } from '../../shared/rules';

/** What the title list shows of a title. */
export function summaryOf(t: TitleDef): TitleSummary {
  return {
    id: t.id,
    name: t.name,
    version: t.version,
    players: t.players,
    playable: hasRules(t),
    ...(t.subtitle ? { subtitle: t.subtitle } : {}),
    ...(t.designer ? { designer: t.designer } : {}),
  };
}

export interface TitleCatalog {
  list(): Promise<TitleSummary[]>;
  /** Load a title by id (case-insensitive: 18xx.games writes `18NY`); `unknown-title` when absent or broken. */
  get(id: string): Promise<Result<LoadedTitle>>;
  validate(parts: Record<string, unknown>): Promise<TitleValidation>;
}

/** How one title folder becomes a merged, checked `TitleDef` (implemented by main/titles/). */
export interface TitleFolderReader {
  read(folder: string): Promise<Result<TitleDef>>;
  validateParts(parts: Record<string, unknown>): Promise<TitleValidation>;
}

export class FolderTitleCatalog implements TitleCatalog {
  constructor(
    private readonly titlesDir: string,
    private readonly reader: TitleFolderReader,
  ) {}

  private async folders(): Promise<string[]> {
    let entries: import('node:fs').Dirent[];
    try {
      entries = await fs.readdir(this.titlesDir, { withFileTypes: true });
    } catch {
      return [];
    }
    return entries
      .filter((e) => e.isDirectory() && !e.name.startsWith('.'))
      .map((e) => e.name)
      .sort();
  }

  async list(): Promise<TitleSummary[]> {
    const out: TitleSummary[] = [];
    for (const name of await this.folders()) {
      const loaded = await this.reader.read(join(this.titlesDir, name));
      if (!loaded.ok) continue; // a broken title is reported by `titles.get` / `validate`, not hidden in the list
      out.push(summaryOf(loaded.value));
    }
    return out;
  }

  async get(id: string): Promise<Result<LoadedTitle>> {
    const names = await this.folders();
    const name = names.find((n) => n === id) ?? names.find((n) => n.toLowerCase() === id.toLowerCase());
    if (!name) {
      return fail('unknown-title', `title "${id}" is not installed (installed: ${names.join(', ') || 'none'})`);
    }
    const loaded = await this.reader.read(join(this.titlesDir, name));
    if (!loaded.ok) return fail('unknown-title', `title "${id}" cannot be loaded: ${loaded.error.message}`);
    return ok({ title: loaded.value, hash: titleHash(loaded.value) });
  }

  validate(parts: Record<string, unknown>): Promise<TitleValidation> {
    return this.reader.validateParts(parts);
  }
}

/** A catalog over fixed in-memory titles (tests, tools). */
export class MemoryTitleCatalog implements TitleCatalog {
  constructor(private readonly titles: TitleDef[]) {}
  async list(): Promise<TitleSummary[]> {
    return this.titles.map((t) => ({ id: t.id, name: t.name, version: t.version, players: t.players, playable: hasRules(t) }));
  }
  async get(id: string): Promise<Result<LoadedTitle>> {
    const t = this.titles.find((x) => x.id === id) ?? this.titles.find((x) => x.id.toLowerCase() === id.toLowerCase());
    if (!t) {
      return fail('unknown-title', `title "${id}" is not installed (installed: ${this.titles.map((x) => x.id).join(', ') || 'none'})`);
    }
    return ok({ title: t, hash: titleHash(t) });
  }
  async validate(): Promise<TitleValidation> {
    return { ok: true, problems: [] };
  }
}
