/**
 * The title catalog with user packs: the built-in titles first, then the user's packs from `<appData>/titles/`, so
 * a user title can be chosen for a new game and saves of it open. Built-in ids win (a user pack can never take
 * one: PackStore refuses it).
 */
import type { LoadedTitle, TitleSummary, TitleValidation } from '../../shared/ipc/channels';
import { summaryOf, type TitleCatalog } from '../catalog/titleCatalog';
import { fail, ok, type Result } from '../result';
import { titleHash } from '../saves/titleHash';
import type { PackStore } from './packStore';

export class CatalogWithPacks implements TitleCatalog {
  constructor(
    private readonly builtin: TitleCatalog,
    private readonly packs: PackStore,
  ) {}

  async list(): Promise<TitleSummary[]> {
    const builtin = await this.builtin.list();
    const user = (await this.packs.userTitles()).map(summaryOf);
    return [...builtin, ...user];
  }

  async get(id: string): Promise<Result<LoadedTitle>> {
    const builtin = await this.builtin.get(id);
    if (builtin.ok || this.packs.isBuiltin(id)) return builtin;
    const user = await this.packs.userTitle(id);
    if (user.ok) return ok({ title: user.value, hash: titleHash(user.value) });
    if (user.error.code !== 'not-found') return fail('unknown-title', `title "${id}" cannot be loaded: ${user.error.message}`);
    const all = (await this.list()).map((t) => t.id);
    return fail('unknown-title', `title "${id}" is not installed (installed: ${all.join(', ') || 'none'})`);
  }

  validate(parts: Record<string, unknown>): Promise<TitleValidation> {
    return this.builtin.validate(parts);
  }
}
