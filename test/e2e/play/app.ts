/**
 * Runs the app in browser mode for a test: `tsx main/web/serve.ts --prod` on a free port with its workspace in a
 * temporary folder, and Debian Chromium driven by playwright-core. `stop()` ends both (the server by its process id).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { FIXTURES } from '../../support/fixtures';
import { ROOT, startApp as start, type RunningApp } from '../support/server';

export { ROOT, type RunningApp };
export const SHOTS = join(ROOT, 'test', 'e2e', '__screenshots__');

export const startApp = (): Promise<RunningApp> => start({ name: 'play' });

/** Text of the turn banner ("Alice" ...). */
export async function acting(page: Page): Promise<string> {
  return (await page.getByTestId('acting').textContent())?.trim() ?? '';
}

export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

/** The screen at 1600×1000 and at 1280×720 (`<name>.png`, `<name>-1280.png`), the window left at 1600×1000. */
export async function shotBoth(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1600, height: 1000 });
  await shot(page, name);
  await page.setViewportSize({ width: 1280, height: 720 });
  await shot(page, `${name}-1280`);
  await page.setViewportSize({ width: 1600, height: 1000 });
}

/** A close-up of the board around a point of the page, zoomed in with the wheel. */
export async function closeUp(page: Page, name: string, x: number, y: number): Promise<void> {
  await page.mouse.move(x, y);
  for (let i = 0; i < 4; i++) {
    await page.mouse.wheel(0, -300);
    await page.waitForTimeout(150);
  }
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(SHOTS, `${name}.png`), clip: { x: Math.max(0, x - 380), y: Math.max(40, y - 260), width: 760, height: 520 } });
}

/** A new game of `title` started from the New game dialog on a fresh page (any crash-recovery offer declined). */
export async function newGameFromDialog(app: RunningApp, page: Page, title: string, players: number, seed: number): Promise<void> {
  await page.goto(`${app.url}/`);
  const recover = page.getByTestId('recover-no');
  await recover.waitFor({ timeout: 3000 }).catch(() => undefined);
  if (await recover.isVisible().catch(() => false)) await recover.click();
  await page.getByTestId('cmd-new').first().click();
  await page.getByTestId('ng-title').selectOption(title);
  await page.getByTestId('ng-count').fill(String(players));
  await page.getByTestId('ng-seed').fill(String(seed));
  await page.getByTestId('ng-start').first().click();
}

/** A recorded game of `test/fixtures/games/<title>/` cut after the action `upTo`, put in the workspace for import. */
export function cutRecorded(app: RunningApp, title: string, file: string, upTo: number): string {
  const g = JSON.parse(readFileSync(join(FIXTURES, title, file), 'utf8'));
  g.actions = g.actions.filter((a: { id: number }) => a.id <= upTo);
  delete g.result;
  delete g.game_end_reason;
  return putImport(app, `${file.replace('.json', '')}-${upTo}.json`, g);
}

/** A game file put in the workspace for import; its name there. */
export function putImport(app: RunningApp, file: string, game: object): string {
  mkdirSync(join(app.workspace, 'imports'), { recursive: true });
  const name = `imports/${file}`;
  writeFileSync(join(app.workspace, name), JSON.stringify(game));
  return name;
}

/** Imports a file of the workspace on a fresh page (declining the unsaved game a reload offers back). */
export async function importGame(app: RunningApp, name: string): Promise<void> {
  const page = app.page;
  await page.goto(`${app.url}/`);
  const recover = page.getByTestId('recover-no');
  await recover.waitFor({ timeout: 3000 }).catch(() => undefined);
  if (await recover.isVisible().catch(() => false)) await recover.click();
  await page.getByTestId('cmd-import').first().click();
  await page.getByTestId('file-path').fill(name);
  await page.getByTestId('file-ok').first().click();
  await expect.poll(async () => (await page.getByTestId('notice').textContent()) ?? '', { timeout: 60_000, interval: 50 }).toContain('Imported');
}

/** Polls until the expectation holds (15 s by default), every 50 ms. */
export const poll = <T>(fn: () => Promise<T> | T, timeout = 15_000) => expect.poll(fn, { timeout, interval: 50 });

/**
 * Reading a page's screen and deciding through its panels, for tests that play on from an imported position
 * (`page` is read at each call: tests start their page in `beforeAll`).
 */
export function onScreen(page: () => Page) {
  const logText = async () => (await page().locator('.log li').allTextContents()).join('\n');
  return {
    banner: async () => (await page().getByTestId('turn-banner').textContent()) ?? '',
    round: async () => (await page().getByTestId('round').textContent())?.trim() ?? '',
    logText,
    visible: async (selector: string) => (await page().locator(selector).count()) > 0,
    /** Clicks a panel's button and waits for the log to say `said`; the engine reported nothing wrong. */
    async decide(testId: string, said: RegExp): Promise<void> {
      await page().getByTestId(testId).first().click();
      await poll(logText).toMatch(said);
      expect(await page().getByTestId('error').count()).toBe(0);
    },
  };
}

/**
 * The app started before a file's tests (at 1600×1000; `timeout`: the page's default wait, in ms) and stopped after
 * them: the getter hands it out once started.
 */
export function startedApp(timeout?: number): () => RunningApp {
  let app: RunningApp | undefined;
  beforeAll(async () => {
    app = await startApp();
    await app.page.setViewportSize({ width: 1600, height: 1000 });
    if (timeout !== undefined) app.page.setDefaultTimeout(timeout);
  });
  afterAll(async () => {
    await app?.stop();
  });
  return (): RunningApp => {
    if (!app) throw new Error('the app is not started yet');
    return app;
  };
}

/**
 * The app for tests that play on from positions of a recorded game (`test/fixtures/games/<title>/<file>`): started
 * at 1600×1000 before them and stopped after; `importAt(n)` imports the game just before its action `n`.
 */
export function playingRecorded(title: string, file: string) {
  const running = startedApp();
  return {
    get app(): RunningApp {
      return running();
    },
    get page(): Page {
      return running().page;
    },
    importAt: (before: number) => importGame(running(), cutRecorded(running(), title, file, before - 1)),
    ...onScreen(() => running().page),
  };
}
