/**
 * Runs the app in browser mode for a test: `tsx main/web/serve.ts --prod` on a free port with its workspace in a
 * temporary folder, and Debian Chromium driven by playwright-core. `stop()` ends both (the server by its process id).
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
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
