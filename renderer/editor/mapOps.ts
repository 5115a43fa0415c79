/**
 * Whole-title edits the map editor makes: adding and removing hexes (with what refers to them), renaming a hex,
 * homes and reserved slots. Pure: each returns a new title.
 */
import { hexId, mapParity, parseHexId, type Layout } from '@shared/hex';
import { coordParity } from '@shared/hex';
import type { Ability, MapHex, TitleDef } from '@shared/title/types';

export function hexIndex(title: TitleDef, id: string): number {
  return title.map.hexes.findIndex((h) => h.id === id);
}

/** Why `id` cannot be a new hex of this map, or null. */
export function newHexProblem(title: TitleDef, id: string): string | null {
  const layout: Layout = title.map.layout;
  let c;
  try {
    c = parseHexId(id, layout);
  } catch {
    return `"${id}" is not a hex coordinate (letters then a number, e.g. C5)`;
  }
  if (hexIndex(title, id) >= 0) return `${id} is already on the map`;
  const ids = title.map.hexes.map((h) => h.id);
  if (ids.length && coordParity(c) !== mapParity(ids, layout))
    return `${id} is not on this map's grid (neighbouring coordinates differ by 2 along the ${layout === 'pointy' ? 'row' : 'column'})`;
  return null;
}

export function addHex(title: TitleDef, hex: MapHex): TitleDef {
  return { ...title, map: { ...title.map, hexes: [...title.map.hexes, hex] } };
}

/** Removes a hex, and the homes on it (corporations then choose, or the validation says what is missing). */
export function removeHex(title: TitleDef, id: string): TitleDef {
  const dropHome = <T extends { home?: string; homeCity?: number }>(c: T): T => {
    if (c.home !== id) return c;
    const { home: _h, homeCity: _c, ...rest } = c;
    return rest as T;
  };
  return {
    ...title,
    map: { ...title.map, hexes: title.map.hexes.filter((h) => h.id !== id) },
    corporations: title.corporations.map(dropHome),
    ...(title.minors ? { minors: title.minors.map(dropHome) } : {}),
  };
}

export function setHome(title: TitleDef, sym: string, hex: string | null, city?: number): TitleDef {
  const put = <T extends { sym: string; home?: string; homeCity?: number }>(c: T): T => {
    if (c.sym !== sym) return c;
    const { home: _h, homeCity: _c, ...rest } = c;
    return (hex === null ? rest : { ...rest, home: hex, ...(city ? { homeCity: city } : {}) }) as T;
  };
  return { ...title, corporations: title.corporations.map(put), ...(title.minors ? { minors: title.minors.map(put) } : {}) };
}

export interface Reservation {
  /** `companies` or `corporations` (or `minors`). */
  table: 'companies' | 'corporations' | 'minors';
  sym: string;
  city: number;
  slot?: number;
  /** Index of the ability in its owner's abilities. */
  ability: number;
}

export function reservationsOn(title: TitleDef, hex: string): Reservation[] {
  const out: Reservation[] = [];
  for (const table of ['companies', 'corporations', 'minors'] as const) {
    for (const owner of (title[table] ?? []) as { sym: string; abilities?: Ability[] }[]) {
      (owner.abilities ?? []).forEach((a, k) => {
        if (a.type === 'reservation' && (a as { hex: string }).hex === hex) {
          const r = a as Extract<Ability, { type: 'reservation' }>;
          out.push({ table, sym: owner.sym, city: r.city ?? 0, slot: r.slot, ability: k });
        }
      });
    }
  }
  return out;
}

export function addReservation(title: TitleDef, table: Reservation['table'], sym: string, hex: string, city: number): TitleDef {
  const list = (title[table] ?? []) as { sym: string; abilities?: Ability[] }[];
  const next = list.map((o) => (o.sym === sym ? { ...o, abilities: [...(o.abilities ?? []), { type: 'reservation', hex, city } as Ability] } : o));
  return { ...title, [table]: next } as TitleDef;
}

export function removeReservation(title: TitleDef, r: Reservation): TitleDef {
  const list = (title[r.table] ?? []) as { sym: string; abilities?: Ability[] }[];
  const next = list.map((o) => {
    if (o.sym !== r.sym) return o;
    const abilities = (o.abilities ?? []).filter((_, k) => k !== r.ability);
    const { abilities: _a, ...rest } = o;
    return abilities.length ? { ...rest, abilities } : rest;
  });
  return { ...title, [r.table]: next } as TitleDef;
}

/** Renames a hex everywhere the title names it: homes, destinations, reservations, upgrade sources, abilities' hex lists. */
export function renameHex(title: TitleDef, from: string, to: string): TitleDef {
  return renameHexes(title, new Map([[from, to]]));
}

/**
 * Renames hexes all at once (so a hex may take a name another gives up): the map, homes, destinations,
 * reservations, abilities' hex lists, settings naming hexes (`…Hexes`, `…Locations`), and upgrade sources (a hex id,
 * or `<tile>@<hex>`).
 */
export function renameHexes(title: TitleDef, names: ReadonlyMap<string, string>): TitleDef {
  const to = (id: string) => names.get(id) ?? id;
  const hexList = (key: string) => key === 'hexes' || /Hexes$|Locations$/.test(key);
  const rename = (v: unknown): unknown => (typeof v === 'string' ? to(v) : Array.isArray(v) ? v.map(rename) : v);
  const json = JSON.stringify(title, (key, value: unknown) => {
    if (typeof value === 'string' && ['id', 'home', 'destination', 'hex'].includes(key)) return to(value);
    if (hexList(key) && Array.isArray(value) && !value.some((x) => typeof x === 'object' && x !== null)) return rename(value);
    return value;
  });
  const t = JSON.parse(json) as TitleDef;
  // Only the map hex itself is renamed by `id` (tiles and rules have ids too).
  t.id = title.id;
  t.tiles = title.tiles;
  t.optionalRules = title.optionalRules;
  if (!title.optionalRules) delete t.optionalRules;
  t.upgrades = Object.fromEntries(
    Object.entries(title.upgrades).map(([k, v]) => {
      const at = k.lastIndexOf('@');
      return [at > 0 ? `${k.slice(0, at)}@${to(k.slice(at + 1))}` : to(k), v];
    }),
  );
  return t;
}

/**
 * Room before the first row or column: every hex moves one row down (`rows`) or one column right (`columns`), and
 * is renamed so (with all that names it). One step keeps the hexes' neighbours (a map's coordinates may have either
 * parity), and the first row (A, or 1 on a flat map's rows) is free for new hexes.
 */
export function growMap(title: TitleDef, where: 'rows' | 'columns'): TitleDef {
  const layout = title.map.layout;
  const names = new Map<string, string>();
  for (const h of title.map.hexes) {
    const c = parseHexId(h.id, layout);
    names.set(h.id, where === 'rows' ? hexId(c.row + 1, c.col, layout) : hexId(c.row, c.col + 1, layout));
  }
  return renameHexes(title, names);
}
