/**
 * The title editor end to end, in browser mode: create a small new title (a handful of hexes, a designed tile, a
 * two-train roster), see it validate, save it, play-test it for a few moves, export it as a pack and import it back,
 * and open its printed manifest page.
 */
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { shot, startEditorApp, type EditorApp } from './app';

let app: EditorApp;
let page: Page;
/** What the next confirm() answers. */
let answer = true;
const asked: string[] = [];

beforeAll(async () => {
  app = await startEditorApp();
  page = app.page;
  page.on('dialog', (d) => {
    asked.push(d.message());
    void (answer ? d.accept() : d.dismiss());
  });
  await page.goto(`${app.url}/#/editor`);
});
afterAll(async () => {
  await app?.stop();
});

/** Validation runs in the server (debounced): allow it time. */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 10_000 });
const problemCount = async () => (await page.getByTestId('problem-count').textContent())?.trim();
const status = async () => (await page.getByTestId('editor-status').textContent())?.trim() ?? '';
const tab = (id: string) => page.locator(`[data-tab="${id}"]`).click();

test('a new title from the wizard: a handful of hexes, starter tiles, a two-train roster; it validates', async () => {
  await page.getByRole('heading', { name: 'Open a title' }).waitFor();
  await shot(page, 'e2e-editor-start');
  await page.locator('#nt-id').fill('e2emini');
  await page.locator('#nt-name').fill('E2E Mini');
  await page.locator('#nt-rows').fill('2');
  await page.locator('#nt-cols').fill('3');
  await page.locator('#nt-max').fill('3');
  await page.getByRole('button', { name: 'Create title' }).click();
  await poll(problemCount).toBe('0');
  expect(await page.getByTestId('valid').textContent()).toContain('valid');
  // Map: two more hexes by coordinate.
  await page.locator('[data-tool="add"]').click();
  for (const id of ['C1', 'C3']) {
    await page.getByLabel('Hex coordinate to add').fill(id);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
  }
  await poll(async () => (await page.getByTestId('map-message').textContent())?.trim()).toBe('Added C3.');
  await page.locator('[data-tool="select"]').click();
  await shot(page, 'e2e-editor-map');

  // Tiles: a yellow tile with a town, track drawn on the pad.
  await tab('tiles');
  await page.locator('[data-new-tile="yellow"]').click();
  await page.getByRole('button', { name: '+ town' }).click();
  for (const [a, b] of [
    ['[data-edge="0"]', '[data-stop="0"]'],
    ['[data-stop="0"]', '[data-edge="3"]'],
  ]) {
    await page.locator(`.tile-edit ${a}`).click();
    await page.locator(`.tile-edit ${b}`).click();
  }
  await poll(async () => page.locator('.tile-edit .path-list li').count()).toBe(2);
  await shot(page, 'e2e-editor-tile');

  // Trains: the roster is two trains; the 3-train costs 200.
  await tab('trains');
  expect(await page.locator('table[data-table="trains"] tbody tr').count()).toBe(2);
  await page.getByLabel('train 3 Price').fill('200');

  // Upgrades: the new tile upgrades from towns (none on this map yet, so the lint shows the rest as it is).
  await tab('upgrades');
  await poll(async () => page.getByTestId('upgrade-lint').textContent()).toContain('X1');
  await shot(page, 'e2e-editor-upgrades');
  await poll(problemCount).toBe('0');
});

test('an invalid value is listed with its place and clicking it goes there; undo removes the problem', async () => {
  await tab('trains');
  await page.getByLabel('phase 3 Starts on train').fill('Q');
  await poll(problemCount).toBe('1');
  await tab('title');
  await page.locator('.problem').first().click();
  expect(await page.locator('[data-tab="trains"]').getAttribute('aria-selected')).toBe('true');
  expect(await page.locator('table[data-table="phases"] tr.focused').getAttribute('data-row')).toBe('1');
  await shot(page, 'e2e-editor-problem');
  await page.keyboard.press('Control+z');
  await poll(problemCount).toBe('0');
});

test('saving writes a user pack; leaving with unsaved changes asks first', async () => {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await poll(status).toContain('Saved E2E Mini');
  expect(await page.getByTestId('dirty').count()).toBe(0);
  // An edit makes it dirty; navigating away asks, and declining stays in the editor.
  await tab('title');
  await page.locator('.ed-field', { hasText: 'Version' }).locator('input').fill('0.2.0');
  expect(await page.getByTestId('dirty').count()).toBe(1);
  answer = false;
  await page.evaluate(() => (location.hash = '#/'));
  await poll(() => asked.length).toBeGreaterThan(0);
  expect(asked.at(-1)).toContain('unsaved changes');
  await poll(() => page.url()).toContain('#/editor');
  expect(await page.getByTestId('editor').count()).toBe(1);
  answer = true;
  await page.keyboard.press('Control+s');
  await poll(async () => page.getByTestId('dirty').count()).toBe(0);
});

test('play-test: one click starts a hot-seat game of the edited title; a few moves in the engine', async () => {
  await page.getByTestId('playtest').click();
  const turn = page.getByTestId('playtest-turn');
  await poll(async () => turn.textContent()).toContain('Player 1');
  const moves = page.getByTestId('playtest-moves');
  await moves.getByRole('listitem').filter({ hasText: 'Par WR at $100' }).click();
  await moves
    .getByRole('listitem')
    .filter({ hasText: /^Buy 10% WR/ })
    .first()
    .click();
  await moves
    .getByRole('listitem')
    .filter({ hasText: /^Buy 10% WR/ })
    .first()
    .click();
  await moves
    .getByRole('listitem')
    .filter({ hasText: /^Pass$/ })
    .click();
  await poll(async () => turn.textContent()).toContain('4 moves');
  expect(await page.getByTestId('playtest-log').textContent()).toContain('WR');
  expect(await page.getByTestId('playtest-error').count()).toBe(0);
  await shot(page, 'e2e-editor-playtest');
});

test('export as a pack file, then import it back (replacing the installed one)', async () => {
  await page.getByRole('button', { name: 'Export pack' }).click();
  await poll(status).toContain('Exported to');
  const shown = (await status()).replace(/^Exported to /, '').replace(/\.$/, '');
  const file = isAbsolute(shown) ? shown : join(app.workspace, shown);
  expect(existsSync(file)).toBe(true);
  const pack = JSON.parse(readFileSync(file, 'utf8')) as { format: string; files: Record<string, Record<string, unknown>> };
  expect(pack.format).toBe('18xx-desk-pack');
  expect((pack.files['trains.json']!.trains as { name: string; price: number }[]).map((t) => [t.name, t.price])).toEqual([
    ['2', 80],
    ['3', 200],
  ]);
  expect(pack.files['title.json']!.version as string).toBe('0.2.0');

  await page.getByRole('button', { name: 'Titles…' }).click();
  await page.getByRole('heading', { name: 'Open a title' }).waitFor();
  expect(await page.locator('tr[data-pack="e2emini"]').textContent()).toContain('yours');
  const before = asked.length;
  await page.getByTestId('import-file').setInputFiles(file);
  // The id is installed already: the editor asks before replacing it, then opens the imported title.
  await poll(() => asked.length).toBe(before + 1);
  expect(asked.at(-1)).toContain('installed already');
  await poll(async () => page.locator('.ed-header h1').textContent()).toContain('E2E Mini (e2emini)');
  await tab('trains');
  expect(await page.getByLabel('train 3 Price').inputValue()).toBe('200');
  await shot(page, 'e2e-editor-imported');
});

test('a saved title also starts on the full game screen', async () => {
  await tab('playtest');
  await page.getByTestId('playtest-handoff').click();
  await poll(() => page.url()).toMatch(/#\/$/);
  await poll(async () => (await page.getByTestId('round').textContent())?.trim()).toBe('Stock round 1');
  await shot(page, 'e2e-editor-game-screen');
});

test('the printed manifest page loads for the user title', async () => {
  await page.goto(`${app.url}/#/print/manifest?title=e2emini`);
  // The print route marks <html data-print-ready> once its canvases are drawn (what printing waits for).
  await page.waitForSelector('html[data-print-ready]', { state: 'attached', timeout: 30_000 });
  const text = (await page.locator('#app').textContent()) ?? '';
  expect(text).not.toMatch(/unknown title|not found/i);
  expect(text).toContain('E2E Mini');
  await shot(page, 'e2e-editor-print-manifest');
  expect(app.errors).toEqual([]);
});
