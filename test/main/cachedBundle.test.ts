import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cacheFileOf, loadBundle } from '../../main/cachedBundle';
import { tempDir } from './helpers';

interface Tiny {
  sum(xs: number[]): number;
  where: string;
}

/** A small CommonJS bundle, as esbuild writes one: requires a built-in, exports a function. */
function tinyBundle(): string {
  const file = join(tempDir(), 'tiny.cjs');
  writeFileSync(
    file,
    'const { basename } = require("node:path");\nexports.sum = (xs) => xs.reduce((a, b) => a + b, 0);\nexports.where = basename(__filename) + " in " + basename(__dirname);\n',
  );
  return file;
}

describe('a bundle run with its build-made code cache (#18)', () => {
  it('runs as CommonJS: its exports, require, __filename and __dirname', () => {
    const file = tinyBundle();
    const b = loadBundle<Tiny>(file);
    expect(b.cache).toBe('none');
    expect(b.exports.sum([1, 2, 3])).toBe(6);
    expect(b.exports.where).toMatch(/^tiny\.cjs in /);
  });

  it('starts from the cache a training run saved, and compiles as usual from a cache V8 refuses', () => {
    const file = tinyBundle();
    const trained = loadBundle<Tiny>(file, false);
    trained.exports.sum([1]);
    trained.saveCache();
    // Elsewhere (V8 keeps what this process compiled by file name: a copy is new to it), with the cache beside it.
    const copy = join(tempDir(), 'tiny.cjs');
    copyFileSync(file, copy);
    copyFileSync(cacheFileOf(file), cacheFileOf(copy));
    const cached = loadBundle<Tiny>(copy);
    expect(cached.cache).toBe('used');
    expect(cached.exports.sum([4, 5])).toBe(9);
    // A cache made for this build of the bundle (it starts with the bundle's first line) that V8 refuses.
    const other = join(tempDir(), 'tiny.cjs');
    copyFileSync(file, other);
    writeFileSync(cacheFileOf(other), `${readFileSync(file, 'utf8').split('\n')[0]}\nnot a code cache`);
    const refused = loadBundle<Tiny>(other);
    expect(refused.cache).toBe('rejected');
    expect(refused.exports.sum([4, 5])).toBe(9);
    // One made for another build of it (V8 would know it only by the script's length): not used at all.
    writeFileSync(other, `// another build\n${readFileSync(file, 'utf8')}`);
    copyFileSync(cacheFileOf(file), cacheFileOf(other));
    const stale = loadBundle<Tiny>(other);
    expect(stale.cache).toBe('stale');
    expect(stale.exports.sum([4, 5])).toBe(9);
    // The training run compiles afresh whatever cache there is.
    expect(loadBundle<Tiny>(other, false).cache).toBe('none');
  });
});
