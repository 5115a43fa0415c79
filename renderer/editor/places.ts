/**
 * Where a validation problem is, in the editor's terms: from `<file>: <json-pointer>` to the tab and the hex,
 * tile or table row to show. Pointers into a title file are pointers into the merged title (packFiles.ts).
 */
import type { TitleProblem } from '@shared/ipc/channels';
import type { TitleDef } from '@shared/title/types';
import { pathOf } from './paths';

export type EditorTab = 'title' | 'map' | 'tiles' | 'manifest' | 'upgrades' | 'market' | 'trains' | 'companies' | 'rules' | 'playtest';

export interface Place {
  tab: EditorTab;
  hex?: string;
  tile?: string;
  /** Upgrade-table source key. */
  source?: string;
  /** Index of a row in a table (train, phase, company, corporation). */
  row?: number;
  /** The title key of the table (`trains`, `phases`, `companies`, ...). */
  table?: string;
  /** A stock market cell, by index (labels count from 1, as the grid shows). */
  cell?: { row: number; column?: number };
  /** Human name of the place: `hex C3`, `tile 57`, `trains[1].price`. */
  label: string;
}

const TAB_OF_KEY: Record<string, EditorTab> = {
  map: 'map',
  tiles: 'tiles',
  manifest: 'manifest',
  upgrades: 'upgrades',
  market: 'market',
  trains: 'trains',
  phases: 'trains',
  companies: 'companies',
  corporations: 'companies',
  minors: 'companies',
  stock: 'rules',
  tileLays: 'rules',
  gameEnd: 'rules',
  settings: 'rules',
  random: 'rules',
};

export function placeOf(problem: Pick<TitleProblem, 'file' | 'pointer'>, title: TitleDef | null): Place {
  const path = pathOf(problem.pointer);
  if (problem.file === 'pack') return { tab: 'title', label: `pack ${problem.pointer}` };
  const [key, a, b] = path;
  if (!key) return { tab: 'title', label: problem.file };
  const rest = path.slice(1).join('.');
  const label = rest ? `${key}.${rest}` : key;
  if (key === 'map' && a === 'hexes' && b !== undefined) {
    const hex = title?.map?.hexes?.[Number(b)]?.id;
    return { tab: 'map', hex, label: hex ? `hex ${hex}${path.length > 3 ? ` ${path.slice(3).join('.')}` : ''}` : label };
  }
  if (key === 'tiles' && a !== undefined) {
    const tile = title?.tiles?.[Number(a)]?.id;
    return { tab: 'tiles', tile, label: tile ? `tile ${tile}${path.length > 2 ? ` ${path.slice(2).join('.')}` : ''}` : label };
  }
  if (key === 'market' && a === 'rows' && b !== undefined) {
    const row = Number(b);
    const c = path[3];
    const column = c === undefined ? undefined : Number(c);
    const more = path.length > 4 ? ` ${path.slice(4).join('.')}` : '';
    return { tab: 'market', cell: { row, column }, label: `market row ${row + 1}${column === undefined ? '' : `, column ${column + 1}`}${more}` };
  }
  if (key === 'manifest') return { tab: 'manifest', tile: a, label: a ? `manifest ${a}` : 'manifest' };
  if (key === 'upgrades') return { tab: 'upgrades', source: a, label: a ? `upgrades of ${a}` : 'upgrade table' };
  if (['trains', 'phases', 'companies', 'corporations', 'minors', 'optionalRules'].includes(key) && a !== undefined) {
    const row = Number(a);
    const rows = (title as unknown as Record<string, { name?: string; sym?: string; id?: string }[] | undefined>)?.[key];
    const name = rows?.[row]?.name ?? rows?.[row]?.sym ?? rows?.[row]?.id;
    const tab = key === 'optionalRules' ? 'title' : TAB_OF_KEY[key]!;
    // Unnamed rows are counted from 1, as the tables show them.
    return { tab, table: key, row, label: `${key} ${name ?? `#${row + 1}`}${path.length > 2 ? ` ${path.slice(2).join('.')}` : ''}` };
  }
  return { tab: TAB_OF_KEY[key] ?? 'title', table: key, label };
}

/** A problem as the list shows it: `map.json` `/map/hexes/3/tile` → `hex C3 tile`. */
export function problemKey(p: TitleProblem): string {
  return `${p.file}:${p.pointer}:${p.message}`;
}
