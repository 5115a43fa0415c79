/**
 * A 4-player 1830 game played by clicks in browser mode: the private auction, the first stock round, the first
 * operating rounds (track, station, routes, dividend, trains), then saved, reopened and undone.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { acting, shot, startApp, type RunningApp } from './app';

/** Waits for the page to catch up (generous: CI machines are slow). */
const poll = <T>(fn: () => Promise<T> | T, timeout = 15_000) => expect.poll(fn, { timeout, interval: 50 });

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

const round = async () => (await page.getByTestId('round').textContent())?.trim() ?? '';
const click = async (id: string) => page.getByTestId(id).first().click();

async function passUntil(pred: () => Promise<boolean>, max = 12): Promise<void> {
  for (let i = 0; i < max && !(await pred()); i++) await click('pass');
}

test('the private auction: each player buys the cheapest private; the B&O buyer sets its par price', async () => {
  await click('welcome-new');
  await page.getByTestId('ng-seed').fill('1');
  await click('ng-start');
  await poll(round).toBe('Private auction');
  expect(await acting(page)).toBe('Alice');
  await shot(page, 'play-auction');
  for (const [who, sym] of [
    ['Alice', 'SV'],
    ['Bob', 'CS'],
    ['Carol', 'DH'],
    ['Dave', 'MH'],
    ['Alice', 'CA'],
    ['Bob', 'BO'],
  ]) {
    expect(await acting(page)).toBe(who);
    await click(`buy-${sym}`);
  }
  // 1830 §4: the B&O private comes with the president's certificate; its buyer sets the par price at once.
  expect(await page.getByTestId('turn-banner').textContent()).toContain('par price of B&O');
  await click('par-price-67');
  await poll(round).toBe('Stock round 1');
});

test('the first stock round: PRR is started and floats with 60% sold; everyone passes', async () => {
  await click('par-PRR');
  await click('par-price-67');
  for (let i = 0; i < 4; i++) await click('buy-PRR-ipo');
  await shot(page, 'play-stock-round');
  await passUntil(async () => (await round()).startsWith('Operating'));
  expect(await round()).toBe('Operating round 1.1 of 1');
  expect(await page.getByTestId('turn-banner').textContent()).toContain('(PRR)');
});

async function layFirstTile(): Promise<string> {
  const select = page.getByTestId('hex-select');
  const hex = await select.locator('option').nth(1).getAttribute('value');
  await select.selectOption(hex!);
  await page.locator('[data-testid^="tile-"]').first().click();
  await shot(page, 'play-tile-preview');
  await click('rotate');
  await click('confirm-tile');
  return hex!;
}

test('the first operating round: PRR lays a tile, buys a 2-train', async () => {
  const hex = await layFirstTile();
  await poll(async () => (await page.locator('.log li').allTextContents()).join('\n')).toContain(`on ${hex}`);
  // Station step: skip it when offered.
  if (
    await page
      .getByTestId('turn-banner')
      .textContent()
      .then((t) => t?.includes('station'))
  )
    await click('pass');
  await page.getByTestId('buy-train-2').click();
  await poll(async () => page.locator('li[data-sym="PRR"]').textContent()).toContain('2');
  await shot(page, 'play-operating-round-1');
  await passUntil(async () => (await round()).startsWith('Stock round 2'));
  await passUntil(async () => (await round()).startsWith('Operating round 2'));
  expect(await round()).toBe('Operating round 2.1 of 1');
});

test('the second operating round: track, station, routes with revenue shown, dividend paid, a train bought', async () => {
  await layFirstTile();
  const banner = async () => (await page.getByTestId('turn-banner').textContent()) ?? '';
  if ((await banner()).includes('station')) {
    const city = page.locator('[data-testid^="city-"]').first();
    if (await city.count()) {
      await city.click();
      await click('confirm-token');
    } else await click('pass');
  }
  await poll(banner).toContain('run trains');
  await click('best-routes');
  await poll(async () => (await page.getByTestId('run-routes').textContent()) ?? '').not.toContain('$0');
  const revenue = Number(((await page.getByTestId('run-routes').textContent()) ?? '').replace(/\D/g, ''));
  expect(revenue).toBeGreaterThan(0);
  await shot(page, 'play-routes');
  await click('run-routes');
  await poll(banner).toContain('pay or withhold');
  const cashBefore = await page.locator('[data-player="Carol"] .cash').textContent();
  await click('dividend-payout');
  await poll(async () => page.locator('[data-player="Carol"] .cash').textContent()).not.toBe(cashBefore);
  await page.getByTestId('buy-train-2').click();
  await shot(page, 'play-operating-round-2');
  expect(await page.locator('li[data-sym="PRR"]').textContent()).toMatch(/2 2/);
});

test('the game is saved, reopened where it was, and an action is undone', async () => {
  const before = await page.getByTestId('history-slider').getAttribute('max');
  await click('cmd-save');
  await page.getByTestId('file-path').fill('games/e2e-1830.18xx');
  await click('file-ok');
  await poll(async () => (await page.getByTestId('notice').textContent()) ?? '').toContain('Saved to games/e2e-1830.18xx');

  // Reopen in a fresh page: the game is back at the same point.
  await page.goto(`${app.url}/`);
  await page.reload();
  const recover = page.getByTestId('recover-no');
  if (await recover.isVisible().catch(() => false)) await recover.click();
  // The welcome screen lists the game among the recent ones.
  await poll(async () => (await page.getByTestId('welcome').textContent()) ?? '').toContain('e2e-1830.18xx');
  await click('cmd-open');
  await page.getByText('games/e2e-1830.18xx').first().click();
  await click('file-ok');
  await poll(async () => (await page.getByTestId('notice').textContent()) ?? '').toContain('Opened');
  expect(await page.getByTestId('history-slider').getAttribute('max')).toBe(before);
  const cash = await page.locator('[data-player="Carol"] .cash').textContent();

  await click('undo');
  await poll(async () => page.getByTestId('history-slider').getAttribute('max')).toBe(String(Number(before) - 1));
  expect(await page.locator('li[data-sym="PRR"]').textContent()).not.toMatch(/2 2/);
  await click('redo');
  await poll(async () => page.getByTestId('history-slider').getAttribute('max')).toBe(before);
  expect(await page.locator('[data-player="Carol"] .cash').textContent()).toBe(cash);
  await shot(page, 'play-reopened');
});
