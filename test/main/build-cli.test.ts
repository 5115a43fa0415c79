import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCli } from '../../scripts/build-cli';
import { tempDir } from './helpers';

const root = resolve(__dirname, '../..');
const GAME = join(root, 'test', 'fixtures', 'games', '1830', '26855.json');

/** The outcome a `replay --json` prints, without its timing. */
const outcome = (stdout: string) => {
  const { ms: _ms, ...rest } = JSON.parse(stdout) as Record<string, unknown>;
  return rest;
};

describe('the built CLI starts from the code cache its build trained (#18)', { timeout: 180_000 }, () => {
  it('replays a game from the cache as the CLI replays it, and compiles as usual where V8 refuses the cache', async () => {
    const out = join(tempDir(), 'cli');
    await buildCli(out);
    expect(existsSync(join(out, 'commands.cjs.cache'))).toBe(true);
    const env = { ...process.env, DESK_CODE_CACHE: 'report', DESK_TITLES_DIR: join(root, 'titles') };
    const built = spawnSync(process.execPath, [join(out, 'cli.cjs'), 'replay', GAME, '--json'], { encoding: 'utf8', env });
    expect(built.stderr).toBe('code cache: used\n');
    const tsx = spawnSync(resolve(root, 'node_modules', '.bin', 'tsx'), ['scripts/cli.ts', 'replay', GAME, '--json'], { cwd: root, encoding: 'utf8' });
    expect(outcome(built.stdout)).toEqual(outcome(tsx.stdout));
    // `route` keeps V8's optimising compiler (other flags than the cache was made under): the cache is refused.
    const route = spawnSync(process.execPath, [join(out, 'cli.cjs'), 'route', GAME, '--corporation', 'PRR', '--json'], { encoding: 'utf8', env });
    expect(route.stderr).toBe('code cache: rejected\n');
    expect(route.status).toBe(0);
  });
});
