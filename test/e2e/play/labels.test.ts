/**
 * The map read at the default view (#15): at 1600×1000 and 1280×720 the city names on the board are at least 9 px
 * high on screen, measured on the board's own text nodes, with screenshots of both. The game is an 1846 two-player
 * variant started from New game (the variant is named there, and its draft is open: no screen to pass).
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { shot, startApp, type RunningApp } from './app';

let app: RunningApp;
let page: Page;

beforeAll(async () => {
  app = await startApp();
  page = app.page;
});
afterAll(async () => {
  await app?.stop();
});

/** On-screen heights (px) of the location names the board draws (Konva text nodes named `location-name`). */
async function nameHeights(): Promise<number[]> {
  return page.evaluate(() => {
    type Node = { fontSize(): number; getAbsoluteScale(): { y: number }; isVisible(): boolean };
    const konva = (window as unknown as { Konva?: { stages: { find(sel: string): Node[] }[] } }).Konva;
    const stage = konva?.stages[0];
    if (!stage) return [];
    return stage
      .find('.location-name')
      .filter((n) => n.isVisible())
      .map((n) => n.fontSize() * n.getAbsoluteScale().y);
  });
}

for (const [width, height] of [
  [1600, 1000],
  [1280, 720],
] as const) {
  test(`${width}×${height}: city names are at least 9 px at the default view (1846, two players)`, async () => {
    await page.setViewportSize({ width, height });
    await page.goto(`${app.url}/`);
    await page.waitForTimeout(300);
    if (await page.getByTestId('recover-no').isVisible()) await page.getByTestId('recover-no').click();
    await page.getByTestId('welcome-new').click();
    await page.getByTestId('ng-title').selectOption('1846');
    await page.getByTestId('ng-count').fill('2');
    await expect.poll(async () => (await page.getByTestId('ng-variant').textContent()) ?? '').toContain('1846 2p Variant');
    await page.getByTestId('ng-seed').fill('1');
    await page.getByTestId('ng-start').click();
    await expect.poll(async () => (await page.getByTestId('round').textContent()) ?? '', { timeout: 15_000 }).toBe('Private draft');
    // The open draft shows its cards at once.
    expect(await page.getByTestId('draft-screen').count()).toBe(0);
    await page.getByTestId('draft-MS').waitFor();
    await shot(page, `labels-1846-2p-${width}`);
    const heights = await nameHeights();
    expect(heights.length).toBeGreaterThan(20);
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(9);
  });
}
