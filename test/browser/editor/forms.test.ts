/** Every field by form: abilities by kind, phase colours, token costs, counts, game end; the map grows; the standard table keeps the designer's entries. */
import { afterEach, expect, test } from 'vitest';
import { growMap } from '../../../renderer/editor/mapOps';
import { miniEditor, settle, type } from './harness';

let done: (() => void)[] = [];
afterEach(() => {
  done.forEach((d) => d());
  done = [];
});
const editor = () => miniEditor(done);
const select = (el: HTMLSelectElement, value: string) => {
  el.value = value;
  el.dispatchEvent(new Event('change', { bubbles: true }));
};

test('a private with an ability, by form: the kind chosen from a list, its hexes typed one by one', async () => {
  const h = await editor();
  h.ed.tab = 'companies';
  await settle();
  h.button('+ Add private').click();
  await settle();
  h.$('button[aria-label="Add an ability to private P Abilities"]').click();
  await settle();
  expect(h.ed.title!.companies[0]!.abilities).toEqual([{ type: 'blocks_hexes', hexes: [] }]);
  h.$('button[aria-label="Add to private P Abilities 1 hexes"]').click();
  await settle();
  type(h.$<HTMLInputElement>('input[aria-label="private P Abilities 1 hexes 1"]'), 'B2');
  await settle();
  select(h.$<HTMLSelectElement>('select[aria-label="private P Abilities 1 while owned by"]'), 'player');
  await settle();
  expect(h.ed.title!.companies[0]!.abilities).toEqual([{ type: 'blocks_hexes', hexes: ['B2'], ownerType: 'player' }]);
  // Another kind, another form.
  select(h.$<HTMLSelectElement>('select[aria-label="private P Abilities 1: kind"]'), 'tile_lay');
  await settle();
  expect(h.ed.title!.companies[0]!.abilities).toEqual([{ type: 'tile_lay', hexes: [], tiles: [] }]);
  expect(h.host.querySelector('input[aria-label="private P Abilities 1 free"]')).not.toBeNull();
  expect(h.host.querySelectorAll('.ed-field input.json')).toHaveLength(0);
});

test('phase tile colours by checkboxes, token costs and train counts by small forms, game end by choices', async () => {
  const h = await editor();
  h.ed.tab = 'trains';
  await settle();
  const green = h.$<HTMLInputElement>('input[aria-label="phase 2 Tile colours: green"]');
  green.click();
  await settle();
  expect(h.ed.title!.phases[0]!.tiles).toEqual(['yellow', 'green']);
  select(h.$<HTMLSelectElement>('select[aria-label="train 3 Count: kind"]'), 'unlimited');
  await settle();
  expect(h.ed.title!.trains[1]!.count).toBe('unlimited');
  h.ed.tab = 'companies';
  await settle();
  h.$('button[aria-label="Add to corporation WR Token costs"]').click();
  await settle();
  type(h.$<HTMLInputElement>('input[aria-label="corporation WR Token costs 3"]'), '100');
  await settle();
  expect(h.ed.title!.corporations[0]!.tokens).toEqual([0, 40, 100]);
  h.ed.tab = 'rules';
  await settle();
  select(h.$<HTMLSelectElement>('select[aria-label="Another game end condition"]'), 'stock_market');
  await settle();
  h.button('Add').click();
  await settle();
  expect(h.ed.title!.gameEnd.stock_market).toBe('full_or');
  select(h.$<HTMLSelectElement>('select[aria-label="Game end: stock_market"]'), 'immediate');
  await settle();
  expect(h.ed.title!.gameEnd.stock_market).toBe('immediate');
  await h.ed.validateNow();
  expect(h.ed.problems).toEqual([]);
});

test('the map grows before its first row and column: every hex renamed, with what names it', async () => {
  const h = await editor();
  const t = h.ed.title!;
  const home = t.corporations[0]!.home!;
  const down = growMap(t, 'rows');
  expect(down.map.hexes.map((x) => x.id)).toEqual(t.map.hexes.map((x) => `${String.fromCharCode(x.id.charCodeAt(0) + 1)}${x.id.slice(1)}`));
  expect(down.corporations[0]!.home).toBe(`${String.fromCharCode(home.charCodeAt(0) + 1)}${home.slice(1)}`);
  const right = growMap(t, 'columns');
  expect(right.map.hexes[0]!.id).toBe(`${t.map.hexes[0]!.id[0]}${Number(t.map.hexes[0]!.id.slice(1)) + 1}`);
  h.ed.tab = 'map';
  await settle();
  h.$('[data-testid="grow-rows"]').click();
  await settle();
  expect(h.ed.title!.map.hexes.some((x) => x.id.startsWith('A'))).toBe(false);
  await h.ed.validateNow();
  expect(h.ed.problems).toEqual([]);
});

test('"Standard table" adds what the rule allows and keeps what the designer put in by hand', async () => {
  const h = await editor();
  h.ed.set(['upgrades', '9'], ['57'], 'hand-made');
  h.ed.tab = 'upgrades';
  await settle();
  h.button('Standard table').click();
  await settle();
  expect(h.ed.title!.upgrades['9']).toContain('57');
  expect(h.ed.title!.upgrades['@plain']!.length).toBeGreaterThan(0);
});
