/**
 * Titles from 18xx-maker (shared/title/import/maker/): every sample game imports and validates, and 1889's map,
 * tiles and market are compared with 18xx-maker's own data, hex by hex, tile by tile, cell by cell. 18xx-maker
 * draws track from a side (1-6, bottom first, clockwise): `straight` to the opposite side, `sharp` to the next
 * side clockwise, `gentle` to the one after, `city` (the default) and `offboard` to the middle; our edges are 0-5 in
 * the same order.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateTitleFolder } from '../../main/titles';
import { importTitleCommand } from '../../scripts/importTitleCommand';
import { applyAction, createGame, type Game } from '../../shared/engine/game';
import { legalActions } from '../../shared/engine/legal';
import type { Action } from '../../shared/engine/actions';
import { rulesFor } from '../../shared/rules/index';
import { importMakerGame, makerTileLibrary } from '../../shared/title/import/maker/index';
import type { MapHex, TileContent, TileDef } from '../../shared/title/types';
import { validateTitle } from '../../shared/title/validate';

const MAKER = join(import.meta.dirname, '..', 'fixtures', '18xx-maker');
const SAMPLES = ['1889', '1858', '1861', '18NC', '18Test'];
type Json = Record<string, any>;
const source = (id: string): Json => JSON.parse(readFileSync(join(MAKER, 'games', `${id}.json`), 'utf8'));
const imported = (id: string) => importMakerGame(source(id), makerTileLibrary, id);

describe('every 18xx-maker sample imports and validates, with what is not mapped listed item by item', () => {
  it.each(SAMPLES)('%s', (id) => {
    const r = imported(id);
    expect(validateTitle(r.title)).toEqual([]);
    expect(r.title.map.hexes.length).toBeGreaterThan(5);
    expect(r.title.tiles.length).toBeGreaterThan(3);
    expect(r.unmapped.length).toBeGreaterThan(0);
    for (const line of r.unmapped) expect(line).toMatch(/^[^:]+: \S/);
  });
});

/** Sides (1-6) a drawing's track reaches, read from 18xx-maker's data as the module comment says. */
function sidesOf(drawing: Json): number[] {
  const far: Record<string, number> = { straight: 3, sharp: 1, gentle: 2 };
  const out = new Set<number>();
  for (const t of drawing.track ?? []) {
    const side = t.side ?? 1;
    if ((t.start ?? 0) === 0) out.add(side);
    const step = far[t.type ?? 'city'];
    if (step !== undefined && (t.end ?? 1) === 1) out.add(((side - 1 + step) % 6) + 1);
  }
  return [...out].sort();
}
const edgesOf = (c: TileContent | undefined): number[] =>
  [...new Set((c?.paths ?? []).flatMap((p) => [p.a, p.b]).flatMap((e) => ('edge' in e ? [e.edge + 1] : [])))].sort();
const kinds = (c: TileContent | undefined, type: string) => (c?.stops ?? []).filter((s) => s.type === type);

/** The drawing's cities, towns, values, labels and track, as ours must say them. */
function expectSameContent(drawing: Json, ours: TileContent | undefined, where: string): void {
  expect(edgesOf(ours), `${where} track`).toEqual(sidesOf(drawing));
  const cities = kinds(ours, 'city');
  expect(
    cities.map((c) => c.slots ?? 1),
    `${where} cities`,
  ).toEqual((drawing.cities ?? []).map((c: Json) => c.size ?? 1));
  expect(kinds(ours, 'town').length, `${where} towns`).toBe((drawing.towns ?? []).length + (drawing.centerTowns ?? []).length);
  const values = (drawing.values ?? []).map((v: Json) => v.value).sort();
  const revenues = [...cities, ...kinds(ours, 'town')].map((s) => s.revenue);
  if (values.length === 1) expect(new Set(revenues), `${where} revenue`).toEqual(new Set([values[0]]));
  else if (values.length > 1) expect([...revenues].sort(), `${where} revenues`).toEqual(values);
  expect(ours?.label, `${where} label`).toBe(drawing.labels?.[0]?.label);
  if (drawing.offBoardRevenue) {
    const want = Object.fromEntries(
      drawing.offBoardRevenue.revenues.filter((r: Json) => /^\d+$/.test(String(r.cost ?? r.value))).map((r: Json) => [r.color, Number(r.cost ?? r.value)]),
    );
    expect(kinds(ours, 'offboard')[0]?.revenue, `${where} off-board`).toEqual(want);
  }
}

describe('1889 compared with 18xx-maker data', () => {
  const src = source('1889');
  const { title } = imported('1889');

  it('the map, hex by hex: colour, name, cities, towns, revenue, track, label, terrain cost, homes', () => {
    const colors: Record<string, string> = { plain: 'white', offboard: 'red', yellow: 'yellow', green: 'green', gray: 'gray' };
    let n = 0;
    for (const group of src.map.hexes as Json[]) {
      for (const id of group.hexes as string[]) {
        const hex = title.map.hexes.find((h) => h.id === id) as MapHex;
        expect(hex, id).toBeDefined();
        expect(hex.color, `${id} colour`).toBe(colors[group.color]);
        const names = [...(group.cities ?? []), ...(group.centerTowns ?? []), ...(group.towns ?? []), group.offBoardRevenue ?? {}]
          .map((x: Json) => x.name?.name)
          .filter(Boolean);
        expect(hex.name, `${id} name`).toBe(names.length ? names.join(' / ') : undefined);
        expectSameContent(group, hex.tile, `hex ${id}`);
        const cost = (group.terrain ?? []).reduce((sum: number, t: Json) => sum + (t.cost ?? 0), 0);
        expect(
          (hex.terrain ?? []).reduce((sum, t) => sum + t.cost, 0),
          `${id} terrain`,
        ).toBe(cost);
        (group.cities ?? []).forEach((c: Json) =>
          (c.companies ?? []).forEach((sym: string) => expect(title.corporations.find((k) => k.sym === sym)?.home, `${sym} home`).toBe(id)),
        );
        n++;
      }
    }
    expect(n).toBe(title.map.hexes.length);
    expect(title.map.layout).toBe('flat');
  });

  it('the tiles, tile by tile: count, colour, cities, towns, revenue, track, label', () => {
    expect(Object.keys(title.manifest).sort()).toEqual(Object.keys(src.tiles).sort());
    for (const [id, count] of Object.entries(src.tiles as Record<string, number>)) {
      const drawing = makerTileLibrary[id]!;
      const tile = title.tiles.find((t) => t.id === id) as TileDef;
      expect(title.manifest[id], `tile ${id} count`).toBe(count);
      expect(tile.color, `tile ${id} colour`).toBe(drawing.color);
      expectSameContent(drawing, tile, `tile ${id}`);
    }
  });

  it('the market, cell by cell: prices, par cells, zones from the legend', () => {
    const zoneOfLegend = ['no_cert_limit', 'unlimited'];
    src.stock.market.forEach((row: unknown[], r: number) =>
      row.forEach((cell, c) => {
        const o: Json = typeof cell === 'object' && cell ? (cell as Json) : { label: cell };
        const ours = title.market.rows[r]![c]!;
        expect(ours.price, `cell ${r + 1},${c + 1}`).toBe(Number(o.label));
        expect(ours.zones?.includes('par') ?? false, `par ${r + 1},${c + 1}`).toBe(o.par === true);
        if (typeof o.legend === 'number') expect(ours.zones, `zone ${r + 1},${c + 1}`).toContain(zoneOfLegend[o.legend]);
      }),
    );
    expect(title.market.rows.map((r) => r.length)).toEqual(src.stock.market.map((r: unknown[]) => r.length));
  });

  it('trains, phases, corporations and privates', () => {
    expect(title.trains.map((t) => [t.name, t.count, t.price, t.rustsOn ?? null])).toEqual(
      src.trains.map((t: Json) => [t.name, t.quantity === '∞' ? 'unlimited' : t.quantity, t.price, t.rust ?? null]),
    );
    expect(title.phases.map((p) => [p.name, p.trainLimit, p.operatingRounds, p.tiles.at(-1)])).toEqual(
      src.phases.map((p: Json) => [p.name, p.limit, p.rounds, p.tiles]),
    );
    expect(title.corporations.map((c) => [c.sym, c.tokens.length, c.floatPercent])).toEqual(
      src.companies.map((c: Json) => [c.abbrev, src.tokenTypes[c.tokens ?? 'default'].length, src.floatPercent]),
    );
    expect(title.companies.map((c) => [c.name, c.value])).toEqual(src.privates.map((p: Json) => [p.name, p.price]));
    expect(title.companies.find((c) => c.sym === 'TR')?.abilities).toEqual([{ type: 'blocks_hexes', hexes: ['K4'] }]);
  });
});

/** A concrete action from an offered one: par first, then buy, then buy a private outright, else pass. */
function pick(game: Game): Action {
  const legal = legalActions(game);
  const who = (e: number | string) => ({ entity: e, entity_type: typeof e === 'number' ? 'player' : 'corporation' });
  for (const l of legal) {
    if (l.type === 'par')
      return {
        type: 'par',
        ...who(l.entity),
        corporation: l.corporations[0],
        share_price: `${l.prices[0]!.price},${l.prices[0]!.row},${l.prices[0]!.col}`,
      } as Action;
  }
  for (const l of legal) {
    if (l.type === 'buy_shares' && l.options[0])
      return { type: 'buy_shares', ...who(l.entity), shares: l.options[0].shares, percent: l.options[0].percent } as Action;
    if (l.type === 'bid' && l.options[0]) return { type: 'bid', ...who(l.entity), company: l.options[0].company, price: l.options[0].min } as Action;
  }
  const pass = legal.find((l) => l.type === 'pass')!;
  return { type: 'pass', ...who(pass.entity) } as Action;
}

it('the imported 1889 plays under the standard rules: a dozen offered actions are accepted', () => {
  const { title } = imported('1889');
  const created = createGame(title, rulesFor(title), { players: [1, 2, 3].map((id) => ({ id, name: `P${id}` })), seed: 7 });
  expect(created.ok).toBe(true);
  let game = (created as { ok: true; value: Game }).value;
  const total = () => Object.values(game.state.players).reduce((s, p) => s + p.cash, 0);
  const before = total();
  for (let i = 0; i < 12; i++) {
    const action = pick(game);
    const r = applyAction(game, action);
    expect(r.ok, `${JSON.stringify(action)}: ${r.ok ? '' : r.error}`).toBe(true);
    if (r.ok) game = r.value;
  }
  expect(total()).toBeLessThan(before);
});

it('import-title writes a title folder that validate accepts, and lists what it did not map', () => {
  const out = mkdtempSync(join(tmpdir(), 'maker-'));
  try {
    const r = importTitleCommand([join(MAKER, 'games', '1889.json'), '--out', out]);
    expect(r.error).toBeUndefined();
    expect(r.out.some((l) => l.startsWith('1889.json: map hex F1: off-board revenue "D100"'))).toBe(true);
    expect(r.out.at(-1)).toBe(`${out}: valid (1889)`);
    expect(validateTitleFolder(out).ok).toBe(true);
    expect(importTitleCommand([join(MAKER, 'games', '1889.json'), '--out', out]).error).toMatch(/holds a title already/);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
