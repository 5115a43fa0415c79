import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildMain } from '../../scripts/build-main';
import { tempDir } from './helpers';

const root = resolve(__dirname, '../..');
// js-yaml is what electron-builder itself uses to read its config.
const yaml = createRequire(import.meta.url)('js-yaml') as { load(text: string): unknown };
const bin = (name: string) => join(root, 'node_modules', '.bin', name);

// electron-builder --dir with a stand-in Electron folder: no download, no installer, just the app.asar that
// `npm run dist` would ship, listed to check that electron-builder.yml packs what the app needs and nothing else.
describe('packaging with electron-builder', { timeout: 120_000 }, () => {
  it('packs the built main process, package.json, titles, schemas and runtime dependencies only', async () => {
    await buildMain(join(root, 'dist', 'main')); // what `npm run build:main` does
    const work = tempDir();
    const stub = join(work, 'electron-stub');
    mkdirSync(stub);
    writeFileSync(join(stub, 'electron'), '');
    chmodSync(join(stub, 'electron'), 0o755);
    // The fuses are flipped inside the Electron binary, which the stand-in has not: the rest of the config as it is.
    const config = yaml.load(readFileSync(join(root, 'electron-builder.yml'), 'utf8')) as Record<string, unknown>;
    delete config.electronFuses;
    writeFileSync(join(work, 'builder.json'), JSON.stringify(config));
    execFileSync(
      bin('electron-builder'),
      [
        '--dir',
        '--linux',
        '--config',
        join(work, 'builder.json'),
        `-c.electronDist=${stub}`,
        '-c.npmRebuild=false',
        `-c.directories.output=${join(work, 'out')}`,
        '--publish',
        'never',
      ],
      { cwd: root, env: { ...process.env, CI: 'true' }, stdio: 'pipe', timeout: 110_000 },
    );
    const asar = join(work, 'out', 'linux-unpacked', 'resources', 'app.asar');
    const files = execFileSync(bin('asar'), ['list', asar], { encoding: 'utf8' }).split('\n').filter(Boolean);
    expect(files).toEqual(
      expect.arrayContaining([
        '/package.json',
        '/dist/main/index.js',
        '/dist/main/preload.cjs',
        '/titles/1830/title.json',
        '/schemas/title.schema.json',
        '/node_modules/ajv/package.json',
        '/node_modules/fast-deep-equal/package.json',
      ]),
    );
    const unwanted = files.filter(
      (f) =>
        /^\/(main|renderer|shared|test|scripts|bench|\.ci)\//.test(f) ||
        f.startsWith('/node_modules/electron/') ||
        f.endsWith('.map') ||
        (f.endsWith('.ts') && !f.startsWith('/node_modules/')),
    );
    expect(unwanted).toEqual([]);
  });
});
