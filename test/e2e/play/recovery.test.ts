/**
 * Crash recovery in browser mode: the server is killed mid-game (no clean exit), restarted on the same workspace,
 * the game is recovered and played on; after a clean exit the next start offers nothing. A reload of the page
 * offers the session's own unsaved play back.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, startServer, type RunningServer } from '../support/server';

const poll = <T>(fn: () => Promise<T> | T, timeout = 15_000) => expect.poll(fn, { timeout, interval: 50 });

const workspace = mkdtempSync(join(tmpdir(), 'desk-e2e-recovery-'));
let server: RunningServer | null = null;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
});
afterAll(async () => {
  await browser?.close().catch(() => undefined);
  await server?.stop();
  rmSync(workspace, { recursive: true, force: true });
});

async function open(): Promise<void> {
  server = await startServer({ name: 'recovery', workspace });
  await page.goto(`${server.url}/`);
  await page.getByTestId('welcome').waitFor();
}
const actions = async () => Number(await page.getByTestId('history-slider').getAttribute('max'));
const offered = async () => {
  await page.waitForTimeout(800); // the offer comes once main has answered
  return page.getByTestId('recovery').isVisible();
};

test('killed mid-game: the restarted app offers the latest unsaved play; taken, it plays on; a clean exit clears it', async () => {
  await open();
  await page.getByTestId('welcome-new').click();
  await page.getByTestId('ng-seed').fill('3');
  await page.getByTestId('ng-start').click();
  await poll(async () => (await page.getByTestId('round').textContent()) ?? '').toBe('Private auction');
  for (const sym of ['SV', 'CS']) await page.getByTestId(`buy-${sym}`).click();
  await poll(actions).toBe(2);
  await page.waitForTimeout(300); // the autosave of the last action reaches main

  await server!.kill();
  await open();
  expect(await offered()).toBe(true);
  expect(await page.getByTestId('recovery').textContent()).toContain('2 actions');
  await page.getByTestId('recover').click();
  await poll(actions).toBe(2);
  await page.getByTestId('buy-DH').click();
  await poll(actions).toBe(3);
  await page.waitForTimeout(300);

  // Killed again: the game played on after the recovery is the one offered (once: it was taken before).
  await server!.kill();
  await open();
  expect(await offered()).toBe(true);
  expect(await page.getByTestId('recovery').textContent()).toContain('3 actions');
  await page.getByTestId('recover').click();
  await poll(actions).toBe(3);

  // A reload of the page (the server runs on) offers the unsaved play of the session back.
  await page.goto(`${server!.url}/`);
  expect(await offered()).toBe(true);
  await page.getByTestId('recover').click();
  await poll(actions).toBe(3);

  // A clean exit clears it: the next start offers nothing.
  await server!.stop();
  await open();
  expect(await offered()).toBe(false);
  expect(await page.getByTestId('welcome').isVisible()).toBe(true);
});
