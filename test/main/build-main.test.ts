import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildMain } from '../../scripts/build-main';
import { tempDir } from './helpers';

const root = resolve(__dirname, '../..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? (e.name === 'node_modules' ? [] : sources(join(dir, e.name))) : /\.(ts|vue)$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

describe('main process build', { timeout: 60_000 }, () => {
  it('bundles main as ESM needing only electron, node built-ins and runtime dependencies, and the preload as one CommonJS file', async () => {
    const out = tempDir();
    await buildMain(out);
    const main = readFileSync(join(out, 'index.js'), 'utf8');
    const imports = [...main.matchAll(/^import .* from "([^"]+)";?$/gm)].map((m) => m[1]!);
    const packageOf = (m: string) => (m.startsWith('@') ? m.split('/').slice(0, 2).join('/') : m.split('/')[0]!);
    const allowed = (m: string) => m === 'electron' || m.startsWith('node:') || packageOf(m) in pkg.dependencies;
    expect(imports.filter((m) => !allowed(m))).toEqual([]);
    expect(imports).toContain('electron');

    const preload = readFileSync(join(out, 'preload.cjs'), 'utf8');
    const requires = [...preload.matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1]);
    expect(requires).toEqual(['electron']);
    expect(preload).not.toMatch(/^import /m);
    expect(preload).toContain('exposeInMainWorld');
  });

  it('only main/electron/ imports electron at run time', () => {
    const offenders = [...sources(join(root, 'main')), ...sources(join(root, 'shared')), ...sources(join(root, 'renderer'))]
      .filter((file) => !relative(root, file).startsWith(join('main', 'electron')))
      .filter((file) => /^\s*import\s+(?!type\b)[^;]*from\s+['"]electron['"]/m.test(readFileSync(file, 'utf8')));
    expect(offenders.map((f) => relative(root, f))).toEqual([]);
  });
});
