/**
 * The app in browser mode for end-to-end tests: `tsx main/web/serve.ts --prod` on a free port with a temporary
 * workspace (DESK_HOME), stopped by its own process id. The renderer must be built: the e2e project's global set-up
 * does it once (test/e2e/play/globalSetup.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const ROOT = resolve(import.meta.dirname, '..', '..', '..');

/** Debian Chromium with the flags this machine needs (/work/shared/notes/stack.md): the ones browser-mode printing uses. */
export { CHROMIUM_ARGS } from '../../../main/web/chromiumPrinter';
import { CHROMIUM_ARGS } from '../../../main/web/chromiumPrinter';

export interface RunningServer {
  url: string;
  workspace: string;
  stop(): Promise<void>;
  /** Ends the server as a crash would (SIGKILL: no clean exit), keeping the workspace for a restart. */
  kill(): Promise<void>;
}

/**
 * `workspace`: restart on an existing workspace (kept when stopped: its creator removes it); otherwise a fresh
 * temporary one, removed by `stop()`.
 */
export async function startServer(opts: { name?: string; timeoutMs?: number; workspace?: string } = {}): Promise<RunningServer> {
  const timeoutMs = opts.timeoutMs ?? 60_000;
  const workspace = opts.workspace ?? mkdtempSync(join(tmpdir(), `desk-e2e-${opts.name ?? 'app'}-`));
  const child: ChildProcess = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['main/web/serve.ts', '--prod', '--port', '0'], {
    cwd: ROOT,
    env: { ...process.env, DESK_HOME: workspace, PORT: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so a simulated crash can end tsx and the node process it runs together.
    detached: true,
  });
  let output = '';
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    if (!opts.workspace) rmSync(workspace, { recursive: true, force: true });
  };
  const kill = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    process.kill(-child.pid!, 'SIGKILL');
    await exited;
  };
  const url = await new Promise<string>((ok, fail) => {
    const timer = setTimeout(() => {
      void stop();
      fail(new Error(`browser mode did not start in ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /(http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        ok(m[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`browser mode exited (${code}) before starting:\n${output}`));
    });
  });
  return { url, workspace, stop, kill };
}

export interface RunningApp extends RunningServer {
  page: Page;
  browser: Browser;
  /** Uncaught errors of the page, to check none happened. */
  errors: string[];
}

/** Browser mode plus a Chromium page (1440×900 unless `viewport` says otherwise) on it. */
export async function startApp(opts: { name?: string; defaultTimeoutMs?: number; viewport?: { width: number; height: number } } = {}): Promise<RunningApp> {
  const server = await startServer({ name: opts.name });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const page = await browser.newPage({ viewport: opts.viewport ?? { width: 1440, height: 900 } });
  if (opts.defaultTimeoutMs) page.setDefaultTimeout(opts.defaultTimeoutMs);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  return {
    ...server,
    page,
    browser,
    errors,
    async stop() {
      await browser.close().catch(() => undefined);
      await server.stop();
    },
  };
}
