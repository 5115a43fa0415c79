/**
 * Opening a long game shows progress (#15): whenever an open lasts, a progress line says what is being loaded and how
 * many of the log's actions are replayed, and it goes once the board is drawn. The page's CPU is slowed down (Chromium's
 * CPU throttling) so that the open lasts on any machine: the test is about what the page shows, not how fast it is.
 */
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { effectiveActions, type Action } from '../../../shared/engine/actions';
import { FIXTURES } from '../../support/fixtures';
import { startApp, type RunningApp } from './app';

/** The longest recorded 1870 game (1,011 actions; 893 once undo and redo are resolved, those the progress counts). */
const GAME = '1870_game_end_bank.json';
const EFFECTIVE = effectiveActions((JSON.parse(readFileSync(join(FIXTURES, '1870', GAME), 'utf8')) as { actions: Action[] }).actions).length;

const poll = <T>(fn: () => Promise<T> | T, timeout = 60_000) => expect.poll(fn, { timeout, interval: 20 });

let app: RunningApp;
let page: Page;

beforeAll(async () => {
  app = await startApp();
  page = app.page;
  mkdirSync(join(app.workspace, 'imports'), { recursive: true });
  copyFileSync(join(FIXTURES, '1870', GAME), join(app.workspace, 'imports', GAME));
  await page.goto(`${app.url}/`);
  await page.getByTestId('welcome').waitFor();
});
afterAll(async () => {
  await app?.stop();
});

test('a long open shows its progress, counting the actions replayed, until the board is drawn', async () => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  // Every text the progress line shows, as the page changes it (polling could miss a short phase).
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="progress"]')?.textContent?.trim();
      if (text && seen[seen.length - 1] !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await page.getByTestId('cmd-import').first().click();
  await page.getByTestId('file-path').fill(`imports/${GAME}`);
  await page.getByTestId('file-ok').first().click();

  // Shown (not only in the page: visible, once its short delay has passed) while the game opens.
  await poll(() => page.getByTestId('progress').isVisible()).toBe(true);

  // Gone once the game is open and its board drawn.
  await poll(() => page.evaluate(() => performance.getEntriesByName('desk:open:drawn').length), 120_000).toBe(1);
  await poll(() => page.getByTestId('progress').count()).toBe(0);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

  // It said what it opened, then counted the actions replayed up to the whole log (undo and redo resolved).
  const seen = await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
  expect(seen[0]).toContain(`Opening imports/${GAME}`);
  const counts = seen.map((t) => /^Loading .*: (\d+) \/ (\d+) actions/.exec(t)).filter((m) => m !== null);
  expect(counts.length).toBeGreaterThan(1);
  const done = counts.map((m) => Number(m[1]));
  expect([...done].sort((a, b) => a - b)).toEqual(done);
  expect(counts.every((m) => Number(m[2]) === EFFECTIVE)).toBe(true);
  expect(done[done.length - 1]).toBe(EFFECTIVE);
  expect(app.errors).toEqual([]);
});
