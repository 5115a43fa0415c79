/**
 * 1870 by mouse in browser mode: a new 3-player game's opening by clicks (the private auction with the SLSF par, the
 * first stock round, a first operating turn), then 1870's own decisions on recorded positions, each made through its
 * panel: the river bridge bought by MP in phase 1, a redemption and a reissue on the president's stock turn, price
 * protection as the president's prompt, the port marker, and a connection run's station put on the map (the
 * destination drawn as a station ringed twice).
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { closeUp as closeUpOf, cutRecorded, importGame, shot, startApp, type RunningApp } from './app';

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
const banner = async () => (await page.getByTestId('turn-banner').textContent()) ?? '';
const logText = async () => (await page.locator('.log li').allTextContents()).join('\n');
const click = async (id: string) => page.getByTestId(id).first().click();
const visible = async (selector: string) => (await page.locator(selector).count()) > 0;

test('a new 1870 game: the private auction, SLSF parred by its buyer, a corporation floated, a first operating turn', async () => {
  await click('welcome-new');
  await page.getByTestId('ng-title').selectOption('1870');
  await page.getByTestId('ng-count').fill('3');
  await page.getByTestId('ng-seed').fill('1');
  await click('ng-start');
  await poll(round).toBe('Private auction');
  await shot(page, 'play-1870-auction');
  // Each player in turn buys the cheapest private; the SLSF comes with its president's certificate, parred at once.
  for (let i = 0; i < 8 && !(await round()).startsWith('Stock round'); i++) {
    if (await visible('[data-testid^="par-price-"]')) await page.locator('[data-testid^="par-price-"]').first().click();
    else await page.locator('.auction [data-testid^="buy-"]').first().click();
  }
  await poll(round).toBe('Stock round 1');
  expect(await page.locator('.log li').count()).toBeGreaterThan(5);

  // A corporation started and bought to 60% (1870 floats it; it receives ten times its par, full capitalisation).
  await page.locator('[data-testid^="par-"]:not([data-testid^="par-price-"])').first().click();
  await page.locator('[data-testid^="par-price-"]').first().click();
  await shot(page, 'play-1870-stock-round');
  for (let i = 0; i < 12 && !(await round()).startsWith('Operating'); i++) {
    const buy = page.locator('[data-testid$="-ipo"]').first();
    if (await buy.count()) await buy.click();
    else await click('pass');
  }
  for (let i = 0; i < 12 && !(await round()).startsWith('Operating'); i++) await click('pass');
  // The header says how many operating rounds the phase has (1870 phase 1: one).
  await poll(round).toBe('Operating round 1.1 of 1');
  // Its first turn: a tile on the first hex offered.
  const select = page.getByTestId('hex-select');
  const hex = await select.locator('option').nth(1).getAttribute('value');
  await select.selectOption(hex!);
  await page.locator('[data-testid^="tile-"]').first().click();
  await click('confirm-tile');
  await poll(logText).toContain(`on ${hex}`);
  await shot(page, 'play-1870-operating-round');
  expect(app.errors).toEqual([]);
});

/** The recorded game imported just before its action `before`. */
const importAt = (file: string, before: number) => importGame(app, cutRecorded(app, '1870', file, before - 1));
const closeUp = (name: string, x: number, y: number) => closeUpOf(page, name, x, y);

/** Clicks a panel's button and waits for the log to say `said`; the engine reported nothing wrong. */
async function decide(testId: string, said: RegExp): Promise<void> {
  await page.getByTestId(testId).first().click();
  await poll(logText).toMatch(said);
  expect(await page.getByTestId('error').count()).toBe(0);
}

const PROTECT = '40469_white-to-yellow_price_protect_allowed.json';
const MARKET = 'game-end-market-400.json';

test('the river bridge: MP buys it from its owner in phase 1, at no more than its face value', async () => {
  await importAt(MARKET, 27);
  await poll(banner).toContain('MP');
  await page.getByLabel('Price for MRBC').fill('40');
  await decide('buy-company-MRBC', /MP buys MRBC/);
  await shot(page, 'play-1870-river-bridge');
});

test("redemption on the president's stock turn: MP redeems a share", async () => {
  await importAt(PROTECT, 75);
  await poll(async () => visible('[data-testid^="redeem-MP-"]')).toBe(true);
  await shot(page, 'play-1870-redeem');
  await decide((await page.locator('[data-testid^="redeem-MP-"]').first().getAttribute('data-testid'))!, /MP redeems/i);
});

test('price protection: the president is asked, by name, to buy back the shares just sold', async () => {
  await importAt(PROTECT, 122);
  await poll(banner).toContain('protect');
  await shot(page, 'play-1870-price-protection');
  const id = (await page.locator('[data-testid^="protect-"]').first().getAttribute('data-testid'))!;
  await decide(id, /price protects/);
});

test("the port marker: GSC's owner places it on M20", async () => {
  await importAt(MARKET, 110);
  await poll(async () => visible('[data-testid="assign-GSC-M20"]')).toBe(true);
  await decide('assign-GSC-M20', /places GSC's marker on M20/);
  await shot(page, 'play-1870-port');
  await closeUp('play-1870-port-closeup', 765, 518);
});

test('a connection run: IC puts its destination station on the map, drawn there as a station that doubles the city', async () => {
  await importAt(PROTECT, 433);
  await poll(async () => visible('[data-testid="choose-panel"]')).toBe(true);
  expect(await banner()).toContain("make IC's connection run");
  // Phase 3: two operating rounds to a set, as the header says (one in phase 1, three from phase 4).
  expect(await round()).toBe('Operating round 5.2 of 2');
  await shot(page, 'play-1870-connection-choose');
  await decide('choose-Map', /IC places its destination station/);
  await shot(page, 'play-1870-connection-station');
  await closeUp('play-1870-destination-closeup', 775, 80);
});

test('a reissue: TP reissues its redeemed shares on its president\u2019s stock turn', async () => {
  await importAt(MARKET, 633);
  await poll(async () => visible('[data-testid^="issue-TP-"]')).toBe(true);
  await decide((await page.locator('[data-testid^="issue-TP-"]').first().getAttribute('data-testid'))!, /TP reissues/i);
  expect(app.errors).toEqual([]);
});
