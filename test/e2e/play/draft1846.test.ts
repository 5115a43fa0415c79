/** An 1846 game started from the new-game dialog: the title switches and the private draft keeps cards secret. */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { acting, shot, startApp, type RunningApp } from './app';

let app: RunningApp;
let page: Page;

beforeAll(async () => {
  app = await startApp();
  page = app.page;
  await page.goto(`${app.url}/`);
});
afterAll(async () => {
  await app?.stop();
});

test('1846 with three players: each draft turn starts behind a "pass to" screen; the draft leads to the stock round', async () => {
  await page.getByTestId('welcome-new').click();
  await page.getByTestId('ng-title').selectOption('1846');
  await page.getByTestId('ng-count').fill('3');
  await page.getByTestId('ng-seed').fill('5');
  await page.getByTestId('ng-start').click();
  await expect.poll(async () => (await page.getByTestId('title-name').textContent()) ?? '', { timeout: 15_000 }).toContain('1846');
  expect(await page.getByTestId('round').textContent()).toBe('Private draft');
  await shot(page, 'play-1846-draft-screen');
  for (let turn = 0; turn < 40 && (await page.getByTestId('round').textContent()) === 'Private draft'; turn++) {
    const who = await acting(page);
    expect(await page.getByTestId('draft-screen').textContent()).toContain(`Pass the screen to ${who}`);
    await page.getByTestId('reveal').click();
    if (turn === 0) await shot(page, 'play-1846-draft-cards');
    const cards = page.locator('[data-testid^="draft-"]');
    if (await cards.count()) await cards.first().click();
    else await page.getByRole('button', { name: /^Pass/ }).click();
  }
  expect(await page.getByTestId('round').textContent()).toBe('Stock round 1');
  await shot(page, 'play-1846-stock-round');
});
