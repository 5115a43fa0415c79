/** Validation in the editor shows every problem at once: broken field text, schema and semantic problems, market cells. */
import { afterEach, expect, test } from 'vitest';
import { miniEditor, settle, type } from './harness';

let done: (() => void)[] = [];
afterEach(() => {
  done.forEach((d) => d());
  done = [];
});
const editor = () => miniEditor(done);
const listed = (h: Awaited<ReturnType<typeof editor>>) => [...h.host.querySelectorAll('.problems li')].map((li) => li.textContent!.replace(/\s+/g, ' ').trim());

test('a field whose text does not parse is a listed problem, survives leaving the tab, and blocks saving until fixed', async () => {
  const h = await editor();
  h.ed.tab = 'trains';
  await settle();
  const distance = () => h.$<HTMLInputElement>('table[data-table="trains"] input[aria-label="train 2 Distance"]');
  type(distance(), '3 stops');
  await settle();
  expect(listed(h).some((l) => l.startsWith('trains 2 distance') && l.includes('"3 stops" is not a number'))).toBe(true);
  expect(h.button('Save').disabled).toBe(true);
  expect(await h.ed.save()).toBeNull();
  expect(h.ed.error).toContain('a field does not parse');

  h.ed.tab = 'map';
  await settle();
  h.ed.tab = 'trains';
  await settle();
  expect(distance().value).toBe('3 stops');
  type(distance(), '3');
  await settle();
  expect(listed(h).some((l) => l.includes('is not a number'))).toBe(false);
  expect(h.ed.title!.trains[0]!.distance).toBe(3);
  expect(await h.ed.save()).not.toBeNull();
});

test('a schema error and semantic problems are listed together; a market problem outlines its cell, counted from 1', async () => {
  const h = await editor();
  h.ed.set(['market', 'rows', 0, 1, 'price'], 'lots');
  h.ed.set(['corporations', 0, 'home'], 'Z9');
  await h.ed.validateNow();
  await settle();
  const lines = listed(h);
  expect(lines.some((l) => l.startsWith('market row 1, column 2 price'))).toBe(true);
  expect(lines.some((l) => l.includes('unknown hex "Z9"'))).toBe(true);
  h.ed.tab = 'market';
  await settle();
  const cell = h.$('td[data-cell="1,2"]');
  expect(cell.classList.contains('invalid')).toBe(true);
  expect(cell.title).toMatch(/must be/);
  expect(h.host.querySelectorAll('td.invalid')).toHaveLength(1);
});
