/**
 * 1846 on the board: the companies' markers over their printed icons in the colours of the corporation they serve,
 * and in its panel; the icons of companies out of the game not drawn; Chicago's four cities (#298-#300) apart; the
 * forced train purchase explained.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { SHOTS, closeUp as closeUpOf, cutRecorded, importGame as importIn, shot, startApp, type RunningApp } from './app';

const poll = <T>(fn: () => Promise<T> | T, timeout = 15_000) => expect.poll(fn, { timeout, interval: 50 });

let app: RunningApp;
let page: Page;

const cut = (file: string, upTo: number) => cutRecorded(app, '1846', file, upTo);
const importGame = (name: string) => importIn(app, name);
const closeUp = (name: string, x: number, y: number) => closeUpOf(page, name, x, y);

beforeAll(async () => {
  app = await startApp();
  page = app.page;
  mkdirSync(join(app.workspace, 'imports'), { recursive: true });
  await page.goto(`${app.url}/`);
});
afterAll(async () => {
  await app?.stop();
});

test('markers show on the map and in the panel of the corporation they serve (19962.json, OR 2.1)', async () => {
  // IC owns the Steamboat and has just moved it to Toledo (152); PRR's Meat Packing marker is in Chicago.
  await importGame(cut('19962.json', 153));
  await poll(async () => page.locator('[data-sym="IC"] [data-marker="SC"]').count()).toBe(1);
  expect(await page.locator('[data-sym="PRR"] [data-marker="MPC"]').count()).toBe(1);
  await shot(page, 'play-1846-markers');
  await closeUp('play-1846-markers-chicago-toledo', 450, 300);
  expect(app.errors).toEqual([]);
});

test('Chicago #300 with its four cities apart (12666.json at its end)', async () => {
  await importGame(cut('12666.json', 330));
  await shot(page, 'play-1846-chicago-300');
  await closeUp('play-1846-chicago-300-closeup', 330, 285);
  expect(app.errors).toEqual([]);
});

test('a forced train purchase says which train, what issuing brings and what the president adds (12666.json, IC in OR 2.2)', async () => {
  await importGame(cut('12666.json', 122));
  const note = page.getByTestId('forced-purchase');
  await poll(async () => (await note.textContent()) ?? '').toContain('IC must buy a train');
  const text = (await note.textContent()) ?? '';
  expect(text).toContain('3/5-train $160');
  expect(text).toContain('1 for $40, 2 for $60');
  await page.screenshot({ path: join(SHOTS, 'play-1846-forced-purchase.png'), clip: { x: 1060, y: 40, width: 380, height: 520 } });
  expect(app.errors).toEqual([]);
});
