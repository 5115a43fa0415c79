/**
 * Checks of a TitleDef that JSON Schema cannot express: references between parts (manifest, upgrades, homes,
 * abilities, phases, trains) and uniqueness of ids. Errors are `[pointer, message]` pairs; validate.ts adds files.
 *
 * They run on a title the schema rejected too, so that one schema error does not hide every other problem: each
 * group of checks runs on its own (`sections`), and a group that meets a part of the wrong shape (already reported
 * by the schema) is skipped rather than stopping the rest.
 */
import type { Ability, TitleDef } from './types';
import { pointerToken } from './load';

export type Problem = [pointer: string, message: string];

const CLASS_SOURCE = /^@(plain|town|towns2|city|cities2)(:.+)?$/;

function duplicates<T>(items: T[], idOf: (t: T) => string, base: string, what: string, out: Problem[]): Set<string> {
  const seen = new Set<string>();
  items.forEach((item, i) => {
    const id = idOf(item);
    // A missing or non-text id is the schema's to report.
    if (typeof id !== 'string') return;
    if (seen.has(id)) out.push([`${base}/${i}`, `duplicate ${what} "${id}"`]);
    seen.add(id);
  });
  return seen;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
/** A list of records as the checks read it: not a list → empty; an item of the wrong kind → an empty record. */
const records = <T>(v: unknown): T[] => (Array.isArray(v) ? v.map((x) => (isObject(x) ? x : {})) : []) as T[];

/**
 * The title's parts in the shapes the checks read, whatever the input: the schema reports wrong shapes; here they
 * read as empty, so the checks of the other parts still run.
 */
function readable(raw: TitleDef): TitleDef {
  const t = (isObject(raw) ? raw : {}) as unknown as Record<string, unknown>;
  const map = isObject(t.map) ? t.map : {};
  const market = isObject(t.market) ? t.market : {};
  const players = isObject(t.players) ? t.players : {};
  return {
    ...t,
    tiles: records(t.tiles),
    map: { ...map, hexes: records(map.hexes) },
    trains: records(t.trains),
    phases: records(t.phases),
    corporations: records(t.corporations),
    minors: records(t.minors),
    companies: records(t.companies),
    optionalRules: records(t.optionalRules),
    manifest: isObject(t.manifest) ? t.manifest : {},
    upgrades: isObject(t.upgrades) ? t.upgrades : {},
    settings: isObject(t.settings) ? t.settings : {},
    startingCash: isObject(t.startingCash) ? t.startingCash : {},
    certLimit: isObject(t.certLimit) ? t.certLimit : {},
    players: { min: Number(players.min), max: Number(players.max) },
    market: { ...market, rows: Array.isArray(market.rows) ? market.rows.map((r) => (Array.isArray(r) ? r : [])) : [] },
  } as unknown as TitleDef;
}

/** Run one group of checks; a throw means a part of the wrong shape, which the schema reports. */
function section(run: () => void): void {
  try {
    run();
  } catch {
    // Skipped: see the module comment.
  }
}

export function semanticProblems(raw: TitleDef): Problem[] {
  const out: Problem[] = [];
  const t = readable(raw);
  const tiles = duplicates(t.tiles, (x) => x.id, '/tiles', 'tile id', out);
  const hexes = duplicates(t.map.hexes, (x) => x.id, '/map/hexes', 'hex id', out);
  const trains = duplicates(t.trains, (x) => x.name, '/trains', 'train name', out);
  duplicates(t.phases, (x) => x.name, '/phases', 'phase name', out);
  const entities = [...t.corporations, ...(t.minors ?? [])];
  const corpSyms = duplicates(t.corporations, (x) => x.sym, '/corporations', 'corporation', out);
  (t.minors ?? []).forEach((m, i) => {
    if (corpSyms.has(m.sym)) out.push([`/minors/${i}`, `duplicate corporation "${m.sym}" (also a corporation)`]);
  });
  duplicates(t.companies, (x) => x.sym, '/companies', 'company', out);
  const rules = duplicates(t.optionalRules ?? [], (x) => x.id, '/optionalRules', 'optional rule', out);
  const phases = new Set(t.phases.map((p) => p.name));
  const hexById = new Map(t.map.hexes.map((h) => [h.id, h]));
  const entitySyms = new Set(entities.map((e) => e.sym));

  const unknownTile = (ptr: string, id: string) => !tiles.has(id) && out.push([ptr, `unknown tile "${id}"`]);
  const unknownHex = (ptr: string, id: string) => !hexes.has(id) && out.push([ptr, `unknown hex "${id}"`]);
  const unknownTrain = (ptr: string, name: string) => !trains.has(name) && out.push([ptr, `unknown train "${name}"`]);

  // Manifest: every tile has a count, every count a tile.
  for (const id of Object.keys(t.manifest)) unknownTile(`/manifest/${pointerToken(id)}`, id);
  t.tiles.forEach((tile, i) => {
    if (typeof tile.id === 'string' && !(tile.id in t.manifest)) out.push([`/tiles/${i}`, `tile "${tile.id}" has no count in the manifest`]);
  });

  // Upgrade table: sources and targets must exist.
  for (const [source, targets] of Object.entries(t.upgrades))
    section(() => {
      const ptr = `/upgrades/${pointerToken(source)}`;
      const onHex = /^(.+)@([A-Z]+-?\d+)$/.exec(source);
      if (onHex) {
        unknownTile(ptr, onHex[1]);
        unknownHex(ptr, onHex[2]);
      } else {
        const tileSource = source.includes(':') && !source.startsWith('@') ? source.slice(0, source.indexOf(':')) : source;
        if (!CLASS_SOURCE.test(source) && !tiles.has(tileSource) && !hexes.has(source))
          out.push([ptr, `unknown upgrade source "${source}" (not a tile, hex or @class)`]);
      }
      targets.forEach((target, k) => unknownTile(`${ptr}/${k}`, target));
    });

  // Tiles' and hexes' paths must name existing stops.
  const checkPaths = (ptr: string, content: { stops?: unknown[]; paths?: { a: object; b: object }[] } | undefined) => {
    const n = content?.stops?.length ?? 0;
    content?.paths?.forEach((p, k) => {
      for (const end of ['a', 'b'] as const) {
        const e = p[end] as { stop?: number };
        if (e.stop !== undefined && e.stop >= n) out.push([`${ptr}/paths/${k}/${end}/stop`, `no stop ${e.stop} on this tile`]);
      }
    });
  };
  t.tiles.forEach((tile, i) => section(() => checkPaths(`/tiles/${i}`, tile)));
  t.map.hexes.forEach((hex, i) => section(() => checkPaths(`/map/hexes/${i}/tile`, hex.tile)));

  // Trains and phases refer to trains.
  t.phases.forEach((p, i) => p.on !== undefined && unknownTrain(`/phases/${i}/on`, p.on));
  t.trains.forEach((tr, i) =>
    section(() => {
      for (const key of ['rustsOn', 'obsoleteOn', 'availableOn'] as const) {
        const v = tr[key];
        if (v !== undefined) unknownTrain(`/trains/${i}/${key}`, v);
      }
      for (const name of Object.keys(tr.discount ?? {})) unknownTrain(`/trains/${i}/discount/${pointerToken(name)}`, name);
    }),
  );

  // Corporations: homes and destinations on the map; home city within the hex's stops.
  const checkEntity = (base: string) => (c: (typeof entities)[number], i: number) =>
    section(() => {
      if (c.home !== undefined) {
        unknownHex(`${base}/${i}/home`, c.home);
        const cities = hexById.get(c.home)?.tile?.stops?.length ?? 0;
        if (c.homeCity !== undefined && hexById.has(c.home) && c.homeCity >= Math.max(cities, 1))
          out.push([`${base}/${i}/homeCity`, `hex "${c.home}" has no stop ${c.homeCity}`]);
      }
      if (c.destination !== undefined) unknownHex(`${base}/${i}/destination`, c.destination);
      c.abilities?.forEach((a, k) => checkAbility(`${base}/${i}/abilities/${k}`, a));
    });

  function checkAbility(ptr: string, a: Ability): void {
    const rec = a as Record<string, unknown>;
    const list = (key: string) => (Array.isArray(rec[key]) ? (rec[key] as string[]) : []);
    list('hexes').forEach((h, k) => unknownHex(`${ptr}/hexes/${k}`, h));
    if (typeof rec.hex === 'string') unknownHex(`${ptr}/hex`, rec.hex);
    list('tiles').forEach((id, k) => unknownTile(`${ptr}/tiles/${k}`, id));
    list('trains').forEach((name, k) => unknownTrain(`${ptr}/trains/${k}`, name));
    list('corporations').forEach((s, k) => !entitySyms.has(s) && out.push([`${ptr}/corporations/${k}`, `unknown corporation "${s}"`]));
    list('shares').forEach((share, k) => {
      const sym = share.slice(0, share.lastIndexOf('_'));
      if (!entitySyms.has(sym)) out.push([`${ptr}/shares/${k}`, `unknown corporation "${sym}" in share "${share}"`]);
    });
    if (typeof rec.corporation === 'string' && !entitySyms.has(rec.corporation)) out.push([`${ptr}/corporation`, `unknown corporation "${rec.corporation}"`]);
    if (typeof rec.onPhase === 'string' && rec.onPhase !== 'never' && !phases.has(rec.onPhase)) out.push([`${ptr}/onPhase`, `unknown phase "${rec.onPhase}"`]);
  }

  t.corporations.forEach(checkEntity('/corporations'));
  (t.minors ?? []).forEach(checkEntity('/minors'));
  t.companies.forEach((c, i) =>
    section(() => {
      c.abilities?.forEach((a, k) => checkAbility(`/companies/${i}/abilities/${k}`, a));
      if (c.minor !== undefined && !entitySyms.has(c.minor)) out.push([`/companies/${i}/minor`, `unknown minor "${c.minor}"`]);
    }),
  );

  // Settings naming hexes (`steamboatHexes`, `coalLocations`, ...) must name map hexes.
  for (const [key, value] of Object.entries(t.settings ?? {})) {
    if (!/Hexes$|Locations$/.test(key)) continue;
    const walk = (v: unknown, ptr: string): void => {
      if (typeof v === 'string') unknownHex(ptr, v);
      else if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${ptr}/${i}`));
    };
    walk(value, `/settings/${pointerToken(key)}`);
  }

  // Optional rules that exclude each other must exist.
  (t.optionalRules ?? []).forEach((r, i) =>
    section(() => r.excludes?.forEach((x, k) => !rules.has(x) && out.push([`/optionalRules/${i}/excludes/${k}`, `unknown optional rule "${x}"`]))),
  );

  // Player-count tables must cover every allowed player count (a range the schema refused is not walked).
  for (let n = t.players.min; n <= Math.min(t.players.max, t.players.min + 20); n++) {
    if (!(String(n) in t.startingCash)) out.push(['/startingCash', `no starting cash for ${n} players`]);
    if (!(String(n) in t.certLimit)) out.push(['/certLimit', `no certificate limit for ${n} players`]);
  }
  if (t.players.min > t.players.max) out.push(['/players', 'min is greater than max']);

  // The market needs somewhere to par.
  const parCells = t.market.rows.flat().filter((c) => Array.isArray(c?.zones) && c.zones.some((z) => String(z).startsWith('par')));
  if (parCells.length === 0) out.push(['/market/rows', 'no par cell in the market']);

  return out;
}
