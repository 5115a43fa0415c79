/**
 * Files in browser mode: an 18xx.games export imported and shown at its final state (playable on), and a corrupt
 * save refused with a clear message while the game in progress is kept.
 */
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { FIXTURES } from '../../support/fixtures';
import { shot, startApp, type RunningApp } from './app';

/** Waits for the page to catch up (generous: CI machines are slow). */
const poll = <T>(fn: () => Promise<T> | T, timeout = 15_000) => expect.poll(fn, { timeout, interval: 50 });

let app: RunningApp;
let page: Page;

beforeAll(async () => {
  app = await startApp();
  page = app.page;
  mkdirSync(join(app.workspace, 'imports'), { recursive: true });
  copyFileSync(join(FIXTURES, '1830', '26855.json'), join(app.workspace, 'imports', '26855.json'));
  writeFileSync(join(app.workspace, 'broken.18xx'), '{"format":"18xx-desk-save", "formatVersion": 1, "title": ');
  await page.goto(`${app.url}/`);
});
afterAll(async () => {
  await app?.stop();
});

const click = async (id: string) => page.getByTestId(id).first().click();

test('an 18xx.games game is imported and shown at its final state', async () => {
  await click('cmd-import');
  await page.getByTestId('file-path').fill('imports/26855.json');
  await click('file-ok');
  await poll(async () => (await page.getByTestId('notice').textContent()) ?? '', 60_000).toContain('Imported');
  // The recorded result (18xx.games): 2212, 2127, 1831, 310.
  await poll(async () => (await page.getByTestId('game-over').textContent()) ?? '').toContain('Game over');
  const text = (await page.getByTestId('game-over').textContent()) ?? '';
  for (const v of ['2212', '2127', '1831', '310']) expect(text).toContain(v);
  await shot(page, 'play-imported-26855');
  // The extra panels under the board show the imported game.
  for (const name of ['Trains', 'Privates', 'Values', 'History']) {
    const tab = page.getByRole('tab', { name, exact: true });
    if (!(await tab.count())) continue;
    await tab.click();
    await page.waitForTimeout(300);
    await shot(page, `play-tab-${name.toLowerCase()}`);
  }
  await page.getByRole('tab', { name: 'Stock market' }).click();
  // Playable on: taking back the last action reopens the game with someone to act.
  await page.getByTestId('undo').click();
  await poll(async () => page.getByTestId('turn-banner').isVisible()).toBe(true);
  await page.getByTestId('redo').click();
  await poll(async () => page.getByTestId('game-over').isVisible()).toBe(true);
});

test('a corrupt save is refused with a clear message and the game in progress is kept', async () => {
  const before = await page.getByTestId('history-slider').getAttribute('max');
  await click('cmd-open');
  // The imported game is not saved in a file yet: the app asks first.
  await click('unsaved-discard');
  await page.getByTestId('file-path').fill('broken.18xx');
  await click('file-ok');
  await poll(async () => (await page.getByTestId('error').textContent()) ?? '').toContain('broken.18xx');
  const message = (await page.getByTestId('error').textContent()) ?? '';
  expect(message).toMatch(/Cannot open broken\.18xx: .+ The game in progress was kept\./);
  expect(await page.getByTestId('history-slider').getAttribute('max')).toBe(before);
  expect(await page.getByTestId('game-over').isVisible()).toBe(true);
  await shot(page, 'play-corrupt-save');
});
