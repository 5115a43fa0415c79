/** The editor's parts at work: map tools on the real board, the tile pad, manifest, upgrade lint, problems, play-test. */
import type Konva from 'konva';
import { afterEach, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import HexBoard from '../../../renderer/board/HexBoard.vue';
import { mountEditor, newMini, settle, type } from './harness';

let done: (() => void)[] = [];
afterEach(() => {
  done.forEach((d) => d());
  done = [];
});
async function editor(route?: string) {
  const h = await mountEditor(route);
  done.push(h.destroy);
  return h;
}

type BoardVm = { getStage(): Konva.Stage; hexCenter(id: string): { x: number; y: number } | null };

/** Clicks the board at a board pixel (before pan and zoom). */
async function clickBoard(h: Awaited<ReturnType<typeof editor>>, at: { x: number; y: number }) {
  const vm = h.wrapper.findComponent(HexBoard).vm as unknown as BoardVm;
  const p = vm.getStage().getAbsoluteTransform().point(at);
  const content = h.host.querySelector('.map-editor .konvajs-content') as HTMLElement;
  await userEvent.click(content, { position: { x: Math.round(p.x), y: Math.round(p.y) } });
}
const center = (h: Awaited<ReturnType<typeof editor>>, id: string) => (h.wrapper.findComponent(HexBoard).vm as unknown as BoardVm).hexCenter(id)!;

test('map: clicking empty board beside the map adds the hex there; typed coordinates too; remove and paint tools', async () => {
  const h = await editor();
  newMini(h.ed);
  h.ed.tab = 'map';
  await settle(100);
  h.button('Add hexes').click();
  await settle();
  // D2 lies below B2 ... one row below C1/C3: half-way between C1 and C3, one row down.
  const c1 = center(h, 'C1');
  const c3 = center(h, 'C3');
  const rowStep = center(h, 'C1').y - center(h, 'B2').y;
  await clickBoard(h, { x: (c1.x + c3.x) / 2, y: c1.y + rowStep });
  await settle();
  expect(h.ed.title!.map.hexes.map((x) => x.id)).toContain('D2');
  type(h.$<HTMLInputElement>('input[aria-label="Hex coordinate to add"]'), 'D4');
  h.button('Add').click();
  await settle();
  expect(h.ed.title!.map.hexes.map((x) => x.id)).toContain('D4');
  type(h.$<HTMLInputElement>('input[aria-label="Hex coordinate to add"]'), 'D5');
  h.button('Add').click();
  await settle();
  expect(h.$('[data-testid="map-message"]').textContent).toContain('not on this map');

  h.button('Paint colour').click();
  await settle();
  h.$('button[aria-label="blue"]').click();
  await settle();
  await clickBoard(h, center(h, 'B4'));
  await settle(80);
  expect(h.ed.title!.map.hexes.find((x) => x.id === 'B4')!.color).toBe('blue');

  h.button('Remove hexes').click();
  await settle();
  await clickBoard(h, center(h, 'D4'));
  await settle(80);
  expect(h.ed.title!.map.hexes.map((x) => x.id)).not.toContain('D4');
  h.ed.undo();
  expect(h.ed.title!.map.hexes.map((x) => x.id)).toContain('D4');
  await page.screenshot({ path: '__screenshots__/editor-map-edited.png' });
});

test('map: the inspector places a city with revenue, sets a home there and reserves a slot', async () => {
  const h = await editor();
  newMini(h.ed);
  h.ed.tab = 'map';
  h.ed.selectedHex = 'C3';
  await settle(100);
  expect(h.$('[data-testid="inspected-hex"]').textContent).toBe('C3');
  h.button('+ city').click();
  await settle();
  const hex = () => h.ed.title!.map.hexes.find((x) => x.id === 'C3')!;
  expect(hex().tile!.stops).toEqual([{ type: 'city', revenue: 20, slots: 1 }]);
  type(h.$<HTMLInputElement>('input[aria-label="Hex C3 stop 0 revenue"]'), '40', 'change');
  type(h.$<HTMLInputElement>('input[aria-label="Stop 0 slots"]'), '2');
  await settle();
  expect(hex().tile!.stops![0]).toMatchObject({ revenue: 40, slots: 2 });
  // Track from edge 0 to the city, drawn on the pad.
  h.$('.hex-inspector [data-edge="0"]').dispatchEvent(new MouseEvent('click', { bubbles: true }));
  h.$('.hex-inspector [data-stop="0"]').dispatchEvent(new MouseEvent('click', { bubbles: true }));
  await settle();
  expect(hex().tile!.paths).toEqual([{ a: { edge: 0 }, b: { stop: 0 } }]);
  type(h.$<HTMLSelectElement>('select[aria-label="Corporation"]'), 'ER', 'change');
  await settle();
  h.button('Set home here').click();
  await settle();
  expect(h.ed.title!.corporations.find((c) => c.sym === 'ER')!.home).toBe('C3');
  type(h.$<HTMLSelectElement>('select[aria-label="Reserved for"]'), 'corporations:WR', 'change');
  await settle();
  h.button('Reserve a slot').click();
  await settle();
  expect(h.ed.title!.corporations.find((c) => c.sym === 'WR')!.abilities).toEqual([{ type: 'reservation', hex: 'C3', city: 0 }]);
  await h.ed.validateNow();
  expect(h.ed.problems).toEqual([]);
  await settle(150);
  await page.screenshot({ path: '__screenshots__/editor-map-inspector.png' });
});

test('tiles: a new tile drawn on the pad, previewed in six rotations, counted in the manifest', async () => {
  const h = await editor();
  newMini(h.ed);
  h.ed.tab = 'tiles';
  await settle();
  h.$('[data-new-tile="yellow"]').click();
  await settle();
  const id = h.ed.selectedTile!;
  expect(id).toBe('X1');
  h.button('+ town').click();
  await settle();
  for (const [a, b] of [
    ['[data-edge="1"]', '[data-stop="0"]'],
    ['[data-stop="0"]', '[data-edge="4"]'],
  ]) {
    h.$(`.tile-edit ${a}`).dispatchEvent(new MouseEvent('click', { bubbles: true }));
    h.$(`.tile-edit ${b}`).dispatchEvent(new MouseEvent('click', { bubbles: true }));
  }
  await settle();
  const tile = () => h.ed.title!.tiles.find((x) => x.id === id)!;
  expect(tile().paths).toEqual([
    { a: { edge: 1 }, b: { stop: 0 } },
    { a: { stop: 0 }, b: { edge: 4 } },
  ]);
  expect(h.$('[data-testid="rotations"]').querySelectorAll('canvas').length).toBe(6);
  // Clicking drawn track removes it.
  h.$('.tile-edit [data-path="1"]').dispatchEvent(new MouseEvent('click', { bubbles: true }));
  await settle();
  expect(tile().paths).toHaveLength(1);
  h.ed.undo();
  // Renumbering the tile follows into the manifest.
  type(h.$<HTMLInputElement>('#tile-id'), 'T9');
  h.$<HTMLInputElement>('#tile-id').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  await settle();
  expect(h.ed.title!.manifest.T9).toBe(1);
  await page.screenshot({ path: '__screenshots__/editor-tile-designed.png' });

  h.ed.tab = 'manifest';
  await settle(100);
  type(h.$<HTMLInputElement>('input[aria-label="Copies of tile T9"]'), '3', 'change');
  h.$<HTMLInputElement>('input[aria-label="Tile 7 unlimited"]').click();
  await settle();
  expect(h.ed.title!.manifest).toMatchObject({ T9: 3, '7': 'unlimited' });
  expect(h.$('[data-testid="manifest-total-yellow"]').textContent).toContain('15 + 1 unlimited copies of 5 tiles');
});

test('upgrades: adding an upgrade that drops track is flagged; a tile nothing upgrades to too; clicking goes to its row', async () => {
  const h = await editor();
  newMini(h.ed);
  h.ed.tab = 'upgrades';
  await settle(100);
  expect(h.$('[data-testid="upgrade-lint"]').textContent).toContain('No upgrade drops track');
  type(h.$<HTMLSelectElement>('select[aria-label="Add upgrade of 7"]'), '24', 'change');
  await settle();
  expect(h.ed.title!.upgrades['7']).toEqual(['24']);
  const lint = h.$('[data-testid="upgrade-lint"]');
  expect(lint.querySelector('[data-kind="drops-track"]')!.textContent).toContain('7 → 24');
  h.$('button[aria-label="Remove upgrade @plain to 9"]').click();
  await settle();
  const none = lint.querySelector('[data-kind="unreachable"]') as HTMLButtonElement;
  expect(none.textContent).toContain('tile 9');
  none.click();
  await settle();
  expect(h.ed.selectedSource).toBe('9');
  expect(h.$('[data-source="9"]').classList.contains('focused')).toBe(true);
  await page.screenshot({ path: '__screenshots__/editor-upgrade-lint.png' });
});

test('problems are listed with their place; clicking one opens that tab at that hex, tile or row', async () => {
  const h = await editor();
  newMini(h.ed);
  h.ed.update(['map', 'hexes', 5, 'tile'], () => ({ paths: [{ a: { edge: 0 }, b: { stop: 3 } }] }), 'bad track');
  h.ed.set(['phases', 1, 'on'], 'Q');
  await h.ed.validateNow();
  await settle();
  const items = [...h.host.querySelectorAll<HTMLButtonElement>('.problem')];
  expect(items.map((b) => b.querySelector('.where')!.textContent)).toEqual(expect.arrayContaining(['hex B4 tile.paths.0.b.stop', 'phases 3 on']));
  expect(h.$('[data-testid="problem-count"]').textContent).toBe(String(items.length));
  items.find((b) => b.textContent!.includes('hex B4'))!.click();
  await settle(100);
  expect(h.ed.tab).toBe('map');
  expect(h.$('[data-testid="inspected-hex"]').textContent).toBe('B4');
  items.find((b) => b.textContent!.includes('phases 3'))!.click();
  await settle(100);
  expect(h.ed.tab).toBe('trains');
  expect(h.$('table[data-table="phases"] tr.focused').getAttribute('data-row')).toBe('1');
  await page.screenshot({ path: '__screenshots__/editor-problems.png' });
});

test('tables: a train added, edited and removed in the roster; a number cell commits only numbers', async () => {
  const h = await editor();
  newMini(h.ed);
  h.ed.tab = 'trains';
  await settle();
  h.button('+ Add train').click();
  await settle();
  expect(h.ed.title!.trains).toHaveLength(3);
  type(h.$<HTMLInputElement>('input[aria-label="train N Name"]'), '4');
  await settle();
  const distance = h.$<HTMLInputElement>('input[aria-label="train 4 Distance"]');
  type(distance, '4x');
  await settle();
  expect(h.ed.title!.trains[2]!.distance).toBe(2);
  expect(distance.closest('.ed-field')!.classList.contains('invalid')).toBe(true);
  type(distance, '4');
  await settle();
  expect(h.ed.title!.trains[2]!.distance).toBe(4);
  h.$('button[aria-label="Remove train 4"]').click();
  await settle();
  expect(h.ed.title!.trains.map((t) => t.name)).toEqual(['2', '3']);
});

test('market: a zone painted on a cell with the brush; a cell added and removed', async () => {
  const h = await editor();
  newMini(h.ed);
  h.ed.tab = 'market';
  await settle();
  h.$<HTMLInputElement>('input[name="zone-brush"][value="no_cert_limit"]').click();
  await settle();
  h.$('button[aria-label="Toggle no_cert_limit at row 4 column 1"]').click();
  await settle();
  expect(h.ed.title!.market.rows[3]![0]).toEqual({ price: 30, zones: ['no_cert_limit'] });
  h.$('button[aria-label="Add cell at end of row 4"]').click();
  await settle();
  expect(h.ed.title!.market.rows[3]!.at(-1)).toEqual({ price: 100 });
  type(h.$<HTMLInputElement>('input[aria-label="Price row 1 column 1"]'), '65', 'change');
  expect(h.ed.title!.market.rows[0]![0]!.price).toBe(65);
});

test('play-test: one click starts a hot-seat game of the edited title; moves are the engine legal actions', async () => {
  const h = await editor();
  newMini(h.ed);
  // The edited roster is what the engine uses: one fewer 2-train.
  h.ed.set(['trains', 0, 'count'], 3);
  await settle();
  h.$('[data-testid="playtest"]').click();
  await settle(150);
  expect(h.ed.tab).toBe('playtest');
  expect(h.$('[data-testid="playtest-turn"]').textContent).toContain('Player 1');
  const moves = () => [...h.$('[data-testid="playtest-moves"]').querySelectorAll('button')];
  moves()
    .find((b) => b.textContent === 'Par WR at $100')!
    .click();
  await settle();
  expect(h.$('[data-testid="playtest-turn"]').textContent).toContain('1 moves');
  moves()
    .find((b) => b.textContent!.startsWith('Buy 10% WR'))!
    .click();
  await settle();
  expect(h.$('[data-testid="playtest-log"]').textContent).toContain('WR');
  expect(h.host.querySelector('[data-testid="playtest-error"]')).toBeNull();
  await page.screenshot({ path: '__screenshots__/editor-playtest-moves.png' });
});

test('tiles: a tile copied from another title (the built-in 1830 green OO tile 59) starts a new one', async () => {
  const h = await editor();
  newMini(h.ed);
  h.ed.tab = 'tiles';
  await settle(150);
  type(h.$<HTMLSelectElement>('select[aria-label="Copy a tile from title"]'), '1830', 'change');
  await settle(150);
  type(h.$<HTMLSelectElement>('select[aria-label="Tile to copy"]'), '59', 'change');
  await settle();
  const tile = h.ed.title!.tiles.find((x) => x.id === '59')!;
  expect(tile).toMatchObject({ color: 'green', label: 'OO' });
  expect(h.ed.selectedTile).toBe('59');
  expect(h.ed.title!.manifest['59']).toBe(1);
});

test('map: painting keeps the zoom and pan the designer chose', async () => {
  const h = await editor();
  newMini(h.ed);
  h.ed.tab = 'map';
  await settle(100);
  const vm = h.wrapper.findComponent(HexBoard).vm as unknown as { zoomBy(f: number): void; view: { scale: number; x: number; y: number } };
  vm.zoomBy(1.5);
  await settle();
  const before = { ...vm.view };
  h.button('Paint colour').click();
  await settle();
  await clickBoard(h, center(h, 'B2'));
  await settle(120);
  expect(h.ed.title!.map.hexes.find((x) => x.id === 'B2')!.color).toBe('white');
  h.$('button[aria-label="green"]').click();
  await clickBoard(h, center(h, 'B2'));
  await settle(150);
  expect(h.ed.title!.map.hexes.find((x) => x.id === 'B2')!.color).toBe('green');
  expect(vm.view.scale).toBeCloseTo(before.scale, 5);
});

test('map: an off-board with revenue by phase colour, a location name and a border', async () => {
  const h = await editor();
  newMini(h.ed);
  h.ed.tab = 'map';
  h.ed.selectedHex = 'C1';
  await settle(100);
  const hex = () => h.ed.title!.map.hexes.find((x) => x.id === 'C1')!;
  const colour = [...h.host.querySelectorAll<HTMLSelectElement>('.hex-inspector select')].find((s) => [...s.options].some((o) => o.value === 'red'))!;
  type(colour, 'red', 'change');
  type(h.$<HTMLInputElement>('.hex-inspector .ed-field:nth-child(3) input'), 'Lake Shore');
  h.button('+ offboard').click();
  await settle();
  expect(hex().tile!.stops).toEqual([{ type: 'offboard', revenue: { yellow: 20, brown: 40 } }]);
  type(h.$<HTMLInputElement>('input[aria-label="Hex C1 stop 0 revenue in green phases"]'), '30', 'change');
  h.$('.hex-inspector [data-edge="1"]').dispatchEvent(new MouseEvent('click', { bubbles: true }));
  h.$('.hex-inspector [data-stop="0"]').dispatchEvent(new MouseEvent('click', { bubbles: true }));
  h.button('+ Add border').click();
  await settle();
  expect(hex()).toMatchObject({
    color: 'red',
    name: 'Lake Shore',
    tile: { stops: [{ type: 'offboard', revenue: { yellow: 20, green: 30, brown: 40 } }], paths: [{ a: { edge: 1 }, b: { stop: 0 } }] },
    borders: [{ edge: 0, type: 'impassable' }],
  });
  await h.ed.validateNow();
  expect(h.ed.problems).toEqual([]);
  await settle(150);
  await page.screenshot({ path: '__screenshots__/editor-offboard.png' });
});
