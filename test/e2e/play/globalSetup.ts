/**
 * End-to-end set-up: build the renderer once (the tests run the app as `npm run web --prod` does, from
 * dist/renderer), so a clean checkout (CI: `npm ci && npm test`) needs nothing prepared by hand. `E2E_BUILT=1` skips
 * the build when dist/renderer is already the one to test (re-running one test while working on it).
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

export default function setup(): void {
  if (process.env.E2E_BUILT === '1') return;
  const root = resolve(import.meta.dirname, '..', '..', '..');
  execFileSync(resolve(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit', timeout: 180_000 });
}
