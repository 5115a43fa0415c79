/**
 * End-to-end set-up: build the renderer once (the tests run the app as `npm run web --prod` does, from
 * dist/renderer), so a clean checkout (CI: `npm ci && npm test`) needs nothing prepared by hand.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

export default function setup(): void {
  const root = resolve(import.meta.dirname, '..', '..', '..');
  execFileSync(resolve(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit', timeout: 180_000 });
}
