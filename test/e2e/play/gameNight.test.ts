/**
 * Game night screens in browser mode, at 1600×1000 and 1280×720: an 18xx.games game imported by uploading the file
 * (not from the workspace) ends on the end-of-game screen with the recorded result; the spreadsheet; the dividend
 * step of a game cut before a dividend (per share, who receives what, where the price goes). Screenshots of each.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { FIXTURES } from '../../support/fixtures';
import { shot, startApp, type RunningApp } from './app';

const poll = <T>(fn: () => Promise<T> | T, timeout = 30_000) => expect.poll(fn, { timeout, interval: 50 });
const SIZES = [
  [1600, 1000],
  [1280, 720],
] as const;

// Files outside the workspace: the server could not read them; only an upload brings them in.
const outside = mkdtempSync(join(tmpdir(), 'desk-e2e-upload-'));
const game26855 = JSON.parse(readFileSync(join(FIXTURES, '1830', '26855.json'), 'utf8'));
writeFileSync(join(outside, '26855.json'), JSON.stringify(game26855));
const firstDividend = game26855.actions.findIndex((a: { type: string }) => a.type === 'dividend');
writeFileSync(join(outside, '26855-dividend.json'), JSON.stringify({ ...game26855, actions: game26855.actions.slice(0, firstDividend) }));

let app: RunningApp;
let page: Page;

beforeAll(async () => {
  app = await startApp();
  page = app.page;
});
afterAll(async () => {
  await app?.stop();
  rmSync(outside, { recursive: true, force: true });
});

async function upload(file: string): Promise<void> {
  await page.goto(`${app.url}/`);
  await page.waitForTimeout(500);
  if (await page.getByTestId('recover-no').isVisible()) await page.getByTestId('recover-no').click();
  await page.getByTestId('cmd-import').click();
  await page.getByTestId('file-upload').setInputFiles(join(outside, file));
  await poll(
    async () =>
      (await page
        .getByTestId('notice')
        .textContent()
        .catch(() => '')) ?? '',
  ).toContain(`Imported ${file}`);
}

for (const [width, height] of SIZES) {
  test(`${width}×${height}: an uploaded 18xx.games game ends on the end screen with the recorded result; the spreadsheet`, async () => {
    await page.setViewportSize({ width, height });
    await upload('26855.json');
    const end = page.getByTestId('end-screen');
    await end.waitFor();
    expect(await page.getByTestId('end-reason').textContent()).toBe('A player went bankrupt.');
    // The recorded result (18xx.games), best first.
    const totals = await page.getByTestId('end-total').allTextContents();
    expect(totals).toEqual(['$2212', '$2127', '$1831', '$310']);
    expect(await end.locator('polyline').count()).toBe(4);
    await shot(page, `night-end-screen-${width}`);

    await page.getByTestId('end-close').click();
    await page.getByTestId('tab-sheet').click();
    const sheet = page.getByTestId('spreadsheet');
    await sheet.waitFor();
    expect(await sheet.locator('tr[data-corp="NYNH"]').textContent()).toContain('60%*');
    expect(await sheet.locator('thead').textContent()).toContain('OR 6.1');
    expect(await sheet.locator('tr[data-row="value"]').textContent()).toContain('$2212');
    await shot(page, `night-spreadsheet-${width}`);
    // Collapsed, the bottom panel leaves the map the free space.
    await page.getByTestId('panel-collapse').click();
    await shot(page, `night-board-${width}`);
    await page.getByTestId('panel-collapse').click();
    await page.getByTestId('show-end').click();
    await end.waitFor();
  });

  test(`${width}×${height}: the dividend step shows the payout per share, each holder's share and the price move`, async () => {
    await page.setViewportSize({ width, height });
    await upload('26855-dividend.json');
    const panel = page.getByTestId('dividend-panel');
    await panel.waitFor();
    expect(await page.getByTestId('dividend-revenue').textContent()).toBe('$110');
    const payout = (await page.getByTestId('dividend-choice-payout').textContent()) ?? '';
    expect(payout).toContain('$11 a share');
    expect(payout).toContain('Player 1 +$66');
    expect(payout).toMatch(/▲ \$\d+ → \$\d+/);
    expect((await page.getByTestId('dividend-choice-withhold').textContent()) ?? '').toContain('NYNH treasury +$110');
    await page.getByTestId('tab-sheet').click();
    await shot(page, `night-dividend-${width}`);
    await page.getByTestId('dividend-payout').click();
    await poll(async () => (await page.locator('tr[data-corp="NYNH"]').textContent()) ?? '').toContain('110');
  });
}

test('a game file dropped on the window is imported', async () => {
  await page.setViewportSize({ width: 1600, height: 1000 });
  await page.goto(`${app.url}/`);
  await page.waitForTimeout(500);
  if (await page.getByTestId('recover-no').isVisible()) await page.getByTestId('recover-no').click();
  const text = JSON.stringify({ ...game26855, actions: game26855.actions.slice(0, 40) });
  await page.evaluate((content) => {
    const data = new DataTransfer();
    data.items.add(new File([content], 'dropped-26855.json', { type: 'application/json' }));
    const shell = document.querySelector('.app-shell')!;
    shell.dispatchEvent(new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true }));
    shell.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
  }, text);
  await poll(
    async () =>
      (await page
        .getByTestId('notice')
        .textContent()
        .catch(() => '')) ?? '',
  ).toContain('Imported dropped-26855.json');
  expect(await page.getByTestId('round').textContent()).toBe('Stock round 1');
});
