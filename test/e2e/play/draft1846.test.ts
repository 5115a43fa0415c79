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

/** One click of the acting player's most natural move in an operating turn: track, then station, routes, dividend, trains. */
async function operateOnce(): Promise<string> {
  const visible = (id: string) =>
    page
      .locator(`[data-testid^="${id}"]`)
      .first()
      .isVisible()
      .catch(() => false);
  if (await visible('dividend-payout')) return (await page.getByTestId('dividend-payout').click(), 'dividend');
  if (await visible('best-routes')) {
    await page.getByTestId('best-routes').click();
    await expect.poll(async () => page.getByTestId('best-routes').textContent(), { timeout: 15_000 }).not.toContain('Searching');
    if (await page.getByTestId('run-routes').isEnabled()) return (await page.getByTestId('run-routes').click(), 'routes');
  }
  if (await visible('hex-select')) {
    const hex = await page.getByTestId('hex-select').locator('option').nth(1).getAttribute('value');
    if (hex) {
      await page.getByTestId('hex-select').selectOption(hex);
      const tile = page.locator('[data-testid^="tile-"]').first();
      if (await tile.isVisible().catch(() => false)) {
        await tile.click();
        await page.getByTestId('confirm-tile').click();
        return `tile on ${hex}`;
      }
      if (await page.getByTestId('cancel-tile').isVisible()) await page.getByTestId('cancel-tile').click();
    }
  }
  if (await visible('buy-train-')) {
    const train = page.locator('[data-testid^="buy-train-"]').first();
    if (await train.isEnabled()) return (await train.click(), 'train');
  }
  // 1846 §6.11: a corporation short of a train's price issues shares before its president pays the rest.
  if ((await page.getByTestId('turn-banner').textContent())?.includes('buy trains') && (await visible('issue-'))) {
    return (await page.locator('[data-testid^="issue-"]').first().click(), 'issue');
  }
  await page.getByTestId('pass').first().click();
  return 'pass';
}

test('1846: the first stock round (a corporation started) and the first operating round, by clicks', async () => {
  const round = async () => (await page.getByTestId('round').textContent()) ?? '';
  // Stock round 1: the first player starts a corporation at the lowest par price shown; everyone else passes.
  await page.locator('[data-testid^="par-"]:not([data-testid^="par-price"])').first().click();
  await page.locator('[data-testid^="par-price-"]').first().click();
  await shot(page, 'play-1846-par');
  for (let i = 0; i < 12 && (await round()).startsWith('Stock'); i++) await page.getByTestId('pass').first().click();
  await expect.poll(round).toMatch(/^Operating round 1\.1/);
  await shot(page, 'play-1846-operating');
  const done: string[] = [];
  for (let i = 0; i < 60 && (await round()).startsWith('Operating round 1.'); i++) {
    try {
      done.push(`${await acting(page)}: ${await operateOnce()}`);
    } catch (e) {
      await shot(page, 'play-1846-stuck');
      throw new Error(`stuck after ${done.join('; ')}: ${(e as Error).message.split('\n')[0]}`);
    }
  }
  expect(await round()).not.toMatch(/^Operating round 1\./);
  // Something was built and run on the way, not only passed.
  expect(done.some((d) => d.includes('tile on'))).toBe(true);
  await shot(page, 'play-1846-after-or1');
  expect(app.errors).toEqual([]);
});
