/**
 * Build the Electron main process and the preload with esbuild:
 * - dist/main/index.js: ESM (package.json "type": "module"), Node platform; `electron` and the runtime
 *   `dependencies` (packed by electron-builder) stay external, everything else is bundled.
 * - dist/main/preload.cjs: one CommonJS file with no local requires (a sandboxed preload cannot load files).
 */
import { build } from 'esbuild';
import { readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkShippedTitles } from './shippedTitles';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
export async function buildMain(outdir = join(root, 'dist', 'main')): Promise<void> {
  // The shipped titles are checked here, once: reading one recognises it by content and skips the check (#18).
  checkShippedTitles();
  rmSync(outdir, { recursive: true, force: true });
  const common = {
    bundle: true,
    platform: 'node' as const,
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning' as const,
    alias: { '@shared': join(root, 'shared') },
  };
  await build({
    ...common,
    entryPoints: [join(root, 'main', 'index.ts')],
    outfile: join(outdir, 'index.js'),
    format: 'esm',
    external: ['electron', ...Object.keys(pkg.dependencies ?? {})],
    // Bundled CommonJS code may call require(); give ESM output a real one.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  });
  await build({
    ...common,
    entryPoints: [join(root, 'main', 'electron', 'preload.ts')],
    outfile: join(outdir, 'preload.cjs'),
    format: 'cjs',
    platform: 'node',
    external: ['electron'],
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  buildMain().then(
    () => console.log('built dist/main'),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
