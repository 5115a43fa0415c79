/**
 * The app in browser mode for the editor's end-to-end test: `tsx main/web/serve.ts --prod` on a free port, its
 * workspace (DESK_HOME) in a temporary folder, Debian Chromium through playwright-core. `stop()` ends both, the
 * server by its own process id. The renderer is built by the e2e project's global set-up.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ROOT, startApp, type RunningApp } from '../support/server';

export { ROOT };
export const SHOTS = join(import.meta.dirname, '__screenshots__');

export type EditorApp = RunningApp;

export async function startEditorApp(): Promise<EditorApp> {
  mkdirSync(SHOTS, { recursive: true });
  return startApp({ name: 'editor', defaultTimeoutMs: 15_000 });
}

export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}
