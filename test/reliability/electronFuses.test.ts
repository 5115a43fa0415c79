import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const yaml = require('js-yaml') as { load(text: string): unknown };
const config = yaml.load(readFileSync(resolve(import.meta.dirname, '../../electron-builder.yml'), 'utf8')) as Record<string, any>;

/** The packaged binary's fuses (issue #17); electron-builder-config.test.ts validates the file against its schema. */
describe('Electron fuses in electron-builder.yml', () => {
  it.each([
    ['runAsNode', false],
    ['enableCookieEncryption', true],
    ['enableNodeOptionsEnvironmentVariable', false],
    ['enableNodeCliInspectArguments', false],
    ['enableEmbeddedAsarIntegrityValidation', true],
    ['onlyLoadAppFromAsar', true],
    ['grantFileProtocolExtraPrivileges', false],
  ])('%s is %s', (fuse, value) => {
    expect(config.electronFuses[fuse]).toBe(value);
  });

  it('the app is packed as an ASAR archive, which two of the fuses rely on', () => {
    expect(config.asar).toBe(true);
  });
});
