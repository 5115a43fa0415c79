/**
 * A complete recorded 1830 game (18xx.games 26855: four players, ends by bankruptcy) played by clicks in browser mode,
 * from "New game" to the end screen: every action of the record is made through the panels and the board tools
 * (bids, pars, shares, tile lays with their rotation, stations, routes stop by stop, dividends, trains, privates,
 * emergency sales, bankruptcy; test/e2e/support/recordedClicks.ts), and the end screen shows the recorded result.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { setupOf, type RecordedGame } from '../../../shared/engine/replay';
import { FIXTURES, loadTitle } from '../../support/fixtures';
import { clickPlan } from '../support/clickPlan';
import { expectRecordedResult, playByClicks, screenOf, STANDARD_CLICKS } from '../support/recordedClicks';
import { shot, startApp, type RunningApp } from './app';

const recorded = JSON.parse(readFileSync(join(FIXTURES, '1830', '26855.json'), 'utf8')) as RecordedGame & { result: Record<string, number> };
const title = loadTitle('1830');
const plan = clickPlan(title, recorded);

let app: RunningApp;
let page: Page;

beforeAll(async () => {
  app = await startApp();
  page = app.page;
  page.setDefaultTimeout(10_000);
  await page.goto(`${app.url}/`);
});
afterAll(async () => {
  await app?.stop();
});

test('26855 played by clicks from New game to the end screen: the recorded result', { timeout: 600_000 }, async () => {
  const started = Date.now();
  const x = screenOf(page);
  await x.tid('welcome-new').click();
  await page.getByTestId('ng-count').fill(String(recorded.players.length));
  for (const [i, p] of recorded.players.entries()) await page.getByTestId(`ng-name-${i + 1}`).fill(p.name);
  await page.getByTestId('ng-seed').fill(String(setupOf(recorded).seed));
  for (const rule of recorded.settings?.optional_rules ?? []) await page.locator(`input[type="checkbox"][value="${rule}"]`).check();
  await x.tid('ng-start').click();
  await expect.poll(async () => page.getByTestId('round').textContent()).toBe('Private auction');

  await playByClicks(x, plan, STANDARD_CLICKS, { currency: title.currency, onStuck: () => shot(page, 'recorded-1830-stuck') });
  await expectRecordedResult(page, recorded.result);
  await shot(page, 'recorded-1830-end');
  console.log(`26855 by clicks: ${plan.steps.length} actions in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  expect(app.errors).toEqual([]);
});
