import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
// js-yaml is what electron-builder itself uses to read its config.
const yaml = require('js-yaml') as { load(text: string): unknown };

const root = resolve(__dirname, '../..');
const config = yaml.load(readFileSync(resolve(root, 'electron-builder.yml'), 'utf8')) as Record<string, any>;

describe('electron-builder.yml', () => {
  it('validates against electron-builder’s own JSON schema', () => {
    const schema = JSON.parse(readFileSync(require.resolve('app-builder-lib/scheme.json'), 'utf8'));
    const ajv = new Ajv({ allErrors: true, strict: false, allowUnionTypes: true });
    const validate = ajv.compile(schema);
    const ok = validate(config);
    expect(validate.errors ?? [], JSON.stringify(validate.errors, null, 2)).toEqual([]);
    expect(ok).toBe(true);
  });

  it('names the app and packs only the build output, package.json and data', () => {
    expect(config.productName).toBe('18xx Desk');
    expect(config.appId).toMatch(/^[a-z0-9]+(\.[a-z0-9]+)+$/);
    expect(config.files).toContain('dist/**');
    expect(config.files).toContain('package.json');
  });

  it('associates the .18xx save extension', () => {
    expect(config.fileAssociations.map((a: { ext: string }) => a.ext)).toContain('18xx');
  });

  it.each([
    ['linux', ['AppImage', 'deb']],
    ['win', ['nsis']],
    ['mac', ['dmg']],
  ])('targets %s: %j', (platform, targets) => {
    expect(config[platform].target).toEqual(targets);
  });

  it('points package.json "main" into dist/', () => {
    const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'));
    expect(pkg.main).toBe('dist/main/index.js');
  });
});
