/**
 * Titles for browser tests, read straight from titles/<id>/*.json (each file holds some top-level keys of TitleDef)
 * and merged, as the main-process loader does. No validation here: the node tests validate titles.
 */
import type { TitleDef } from '@shared/title/types';

const files = import.meta.glob('../../titles/*/*.json', { eager: true, import: 'default' }) as Record<string, Record<string, unknown>>;

export function titleIds(): string[] {
  return [...new Set(Object.keys(files).map((p) => p.split('/').at(-2)!))].sort();
}

export function loadTitle(id: string): TitleDef {
  const parts = Object.entries(files).filter(([p]) => p.split('/').at(-2) === id);
  if (parts.length === 0) throw new Error(`titles/${id}: no JSON files`);
  return Object.assign({}, ...parts.map(([, v]) => v)) as TitleDef;
}
