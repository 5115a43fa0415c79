/** "Import an 18xx-maker game" in the editor: a new, unsaved title and the report of what was not mapped. */
import { afterEach, expect, test } from 'vitest';
import { mountEditor, settle } from './harness';

let done: (() => void)[] = [];
afterEach(() => {
  done.forEach((d) => d());
  done = [];
});

/** A small game in 18xx-maker's format: two cities joined by preprinted track, one tile, a market, one train. */
const GAME = {
  info: { title: 'Tiny', designer: 'Someone', orientation: 'horizontal', background: 'water' },
  bank: 4000,
  players: [2, 3].map((number) => ({ number, certLimit: 12, capital: 400 })),
  floatPercent: 60,
  tokenTypes: { default: ['Free', 40] },
  companies: [{ name: 'Alpha Railway', abbrev: 'AR', color: 'red' }],
  privates: [{ name: 'Little Line', price: 20, revenue: 5, abilities: [{ type: 'blocks_hexes', hexes: ['C2'] }] }],
  trains: [
    { name: '2', quantity: 4, price: 80 },
    { name: '3', quantity: 3, price: 180, rust: '2' },
  ],
  phases: [
    { name: '2', limit: 4, rounds: 1, tiles: 'yellow' },
    { name: '3', limit: 4, rounds: 2, tiles: 'green', on: '3' },
  ],
  stock: { type: '2D', market: [[{ label: '50', par: true }, 60, 70, { label: '80', par: true }, 90, 100]] },
  tiles: { '57': 2, '9': 3 },
  map: {
    hexes: [
      { color: 'plain', hexes: ['A2', 'B3', 'C2'] },
      { color: 'plain', cities: [{ name: { name: 'Alpha' }, companies: ['AR'] }], hexes: ['A4'] },
      { color: 'yellow', cities: [{ name: { name: 'Beta' } }], values: [{ value: 20 }], track: [{ side: 1 }, { side: 4 }], hexes: ['B5'] },
      { color: 'plain', terrain: [{ type: 'mountain', size: 'small' }], hexes: ['C4'] },
    ],
  },
};

test('an 18xx-maker game becomes a new unsaved title; what is not mapped is listed item by item; it validates', async () => {
  const h = await mountEditor();
  done.push(h.destroy);
  const input = h.$<HTMLInputElement>('input[data-testid="import-maker"]');
  const transfer = new DataTransfer();
  transfer.items.add(new File([JSON.stringify(GAME)], 'tiny.json', { type: 'application/json' }));
  input.files = transfer.files;
  input.dispatchEvent(new Event('change'));
  await settle(300);
  expect(h.ed.title?.id).toBe('tiny');
  expect(h.ed.title?.name).toBe('Tiny');
  expect(h.ed.dirty).toBe(true);
  expect(h.ed.title?.map.hexes.find((x) => x.id === 'B5')?.tile?.paths).toHaveLength(2);
  expect(h.ed.title?.corporations[0]).toMatchObject({ sym: 'AR', home: 'A4', tokens: [0, 40] });
  const report = h.$('[data-testid="import-report"]');
  expect(report.textContent).toContain('tiny.json');
  const lines = [...report.querySelectorAll('li')].map((li) => li.textContent);
  expect(lines).toContain('info: "background" not mapped (printing only)');
  expect(lines).toContain('map hex C4: terrain "mountain" without a cost not mapped (a drawing only)');
  await h.ed.validateNow();
  expect(h.ed.problems).toEqual([]);
  expect(await h.ed.save()).not.toBeNull();
});
