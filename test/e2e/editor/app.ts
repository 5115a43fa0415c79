/**
 * The app in browser mode for the editor's end-to-end test: `tsx main/web/serve.ts --prod` on a free port, its
 * workspace (DESK_HOME) in a temporary folder, Debian Chromium through playwright-core. `stop()` ends both, the
 * server by its own process id. The renderer is built by the e2e project's global set-up.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const ROOT = resolve(import.meta.dirname, '..', '..', '..');
export const SHOTS = join(import.meta.dirname, '__screenshots__');

export interface EditorApp {
  url: string;
  workspace: string;
  page: Page;
  browser: Browser;
  /** Uncaught errors of the page, to check none happened. */
  errors: string[];
  stop(): Promise<void>;
}

function startServer(workspace: string): Promise<{ server: ChildProcess; url: string }> {
  const server = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['main/web/serve.ts', '--prod', '--port', '0'], {
    cwd: ROOT,
    env: { ...process.env, DESK_HOME: workspace },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((res, rej) => {
    let out = '';
    const timer = setTimeout(() => {
      server.kill('SIGKILL');
      rej(new Error(`server did not start within 30 s: ${out}`));
    }, 30_000);
    const onData = (d: Buffer) => {
      out += d.toString();
      const m = /(http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        res({ server, url: m[1]! });
      }
    };
    server.stdout!.on('data', onData);
    server.stderr!.on('data', onData);
    server.on('exit', (code) => rej(new Error(`server exited (${code}): ${out}`)));
  });
}

export async function startEditorApp(): Promise<EditorApp> {
  const workspace = mkdtempSync(join(tmpdir(), 'desk-e2e-editor-'));
  mkdirSync(SHOTS, { recursive: true });
  const { server, url } = await startServer(workspace);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  page.setDefaultTimeout(15_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  return {
    url,
    workspace,
    page,
    browser,
    errors,
    async stop() {
      await browser.close().catch(() => undefined);
      if (server.exitCode === null) {
        const exited = new Promise((r) => server.once('exit', r));
        server.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (server.exitCode === null) server.kill('SIGKILL');
      }
      rmSync(workspace, { recursive: true, force: true });
    },
  };
}

export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}
