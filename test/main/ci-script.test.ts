import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from './helpers';

const root = resolve(__dirname, '../..');

/**
 * Run .ci/run in a scratch folder with stand-ins for npm (writes the given vitest JSON report, exits with the given
 * code), chromium and pdfinfo (already installed: no apt-get), and return its exit code and last line.
 */
function runCi(report: object | null, testExit: number, failingCheck = '') {
  const dir = tempDir();
  mkdirSync(join(dir, '.ci'));
  copyFileSync(join(root, '.ci', 'run'), join(dir, '.ci', 'run'));
  const bin = join(dir, 'bin');
  mkdirSync(bin);
  const reportFile = join(dir, 'report.json');
  if (report) writeFileSync(reportFile, JSON.stringify(report));
  const tool = (name: string, body: string) => {
    writeFileSync(join(bin, name), `#!/usr/bin/env bash\n${body}\n`);
    chmodSync(join(bin, name), 0o755);
  };
  tool('chromium', 'exit 0');
  tool('pdfinfo', 'exit 0');
  tool(
    'npm',
    `if [ "$1" = ci ]; then exit 0; fi
if [ "$1" = run ]; then [ "$3" = "${failingCheck}" ] && exit 1; exit 0; fi
for a in "$@"; do case "$a" in --outputFile.json=*) out="\${a#--outputFile.json=}";; esac; done
[ -f "${reportFile}" ] && cp "${reportFile}" "$out"
exit ${testExit}`,
  );
  const r = spawnSync('bash', [join(dir, '.ci', 'run')], {
    cwd: dir,
    env: { PATH: `${bin}:${process.env.PATH}`, HOME: dir },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 20_000,
  });
  const lines = r.stdout.trim().split('\n');
  return { status: r.status, last: lines[lines.length - 1] };
}

const report = (passed: number, failed: number, pending: number, todo: number, brokenFiles = 0) => ({
  numPassedTests: passed,
  numFailedTests: failed,
  numPendingTests: pending,
  numTodoTests: todo,
  numFailedTestSuites: brokenFiles + (failed > 0 ? 1 : 0),
  testResults: [
    { status: failed > 0 ? 'failed' : 'passed', assertionResults: [{ status: failed > 0 ? 'failed' : 'passed' }] },
    ...Array.from({ length: brokenFiles }, () => ({ status: 'failed', assertionResults: [] })),
  ],
});

describe('.ci/run', { timeout: 30_000 }, () => {
  it.each([
    ['all passing', report(12, 0, 2, 1), 0, 0, '12 passed, 0 failed, 3 skipped'],
    ['some failing', report(10, 2, 0, 0), 1, 1, '10 passed, 2 failed, 0 skipped'],
    ['a test file that failed to load (counted as one failure)', report(10, 0, 0, 0, 1), 1, 1, '10 passed, 1 failed, 0 skipped'],
    ['failing tests and two files that failed to load', report(10, 2, 1, 0, 2), 1, 1, '10 passed, 4 failed, 1 skipped'],
    ['no report at all (vitest crashed)', null, 1, 1, '0 passed, 1 failed, 0 skipped'],
  ])('%s: exit %i → %i, last line "%s"', (_name, json, testExit, status, last) => {
    const r = runCi(json, testExit as number);
    expect(r.last).toBe(last);
    expect(r.status).toBe(status);
  });

  it.each(['typecheck', 'lint', 'format:check'])('a failing %s is one failure and fails the run, the tests still counted', (check) => {
    const r = runCi(report(12, 0, 0, 0), 0, check);
    expect(r.last).toBe('12 passed, 1 failed, 0 skipped');
    expect(r.status).toBe(1);
  });
});
