/**
 * The app in browser mode for end-to-end tests: `tsx main/web/serve.ts --prod` on a free port with a temporary
 * workspace (DESK_HOME), stopped by its process id. The renderer must be built: the e2e project's global set-up does it once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..', '..', '..');

export interface RunningApp {
  url: string;
  workspace: string;
  stop(): Promise<void>;
}

export async function startApp(timeoutMs = 60_000): Promise<RunningApp> {
  const workspace = mkdtempSync(join(tmpdir(), 'desk-e2e-print-'));
  const child: ChildProcess = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['main/web/serve.ts', '--prod', '--port', '0'], {
    cwd: ROOT,
    env: { ...process.env, DESK_HOME: workspace, PORT: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`browser mode did not start in ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /(http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
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
  return {
    url,
    workspace,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(workspace, { recursive: true, force: true });
    },
  };
}
