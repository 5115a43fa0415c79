/**
 * Runs the app in browser mode for a test: `tsx main/web/serve.ts --prod` on a free port with its workspace in a
 * temporary folder, and Debian Chromium driven by playwright-core. `stop()` ends both (the server by its process id).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const ROOT = resolve(import.meta.dirname, '..', '..', '..');
export const SHOTS = join(ROOT, 'test', 'e2e', '__screenshots__');

export interface RunningApp {
  url: string;
  workspace: string;
  page: Page;
  browser: Browser;
  server: ChildProcess;
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
    const timer = setTimeout(() => rej(new Error(`server did not start: ${out}`)), 30_000);
    const onData = (d: Buffer) => {
      out += d.toString();
      const m = /(http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        res({ server, url: m[1] });
      }
    };
    server.stdout!.on('data', onData);
    server.stderr!.on('data', onData);
    server.on('exit', (code) => rej(new Error(`server exited (${code}): ${out}`)));
  });
}

export async function startApp(): Promise<RunningApp> {
  const workspace = mkdtempSync(join(tmpdir(), 'desk-e2e-'));
  const { server, url } = await startServer(workspace);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  return {
    url,
    workspace,
    page,
    browser,
    server,
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

/** Text of the turn banner ("Alice" ...). */
export async function acting(page: Page): Promise<string> {
  return (await page.getByTestId('acting').textContent())?.trim() ?? '';
}

export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}
