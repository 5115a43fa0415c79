import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DesktopHost, type DesktopDialogs } from '../../main/backend/desktopHost';
import { WorkspaceHost } from '../../main/backend/workspaceHost';
import { RecentFiles } from '../../main/saves/recentFiles';
import { tempDir } from '../main/helpers';

/** The file hosts under a compromised renderer naming paths (issue #17). */

function desktop(dialogAnswer: string | null = null) {
  const workspace = tempDir();
  const dialogs: DesktopDialogs = { showOpen: async () => dialogAnswer, showSave: async () => dialogAnswer };
  const host = new DesktopHost(workspace, dialogs, new RecentFiles(tempDir()), async () => ({ ok: false, error: { code: 'unsupported', message: '' } }));
  return { host, workspace };
}

describe('the desktop file host', () => {
  it('does not follow a symbolic link out of the workspace', async () => {
    const { host, workspace } = desktop();
    const outside = tempDir();
    writeFileSync(join(outside, 'secret.18xx'), '{}');
    symlinkSync(outside, join(workspace, 'link'));
    symlinkSync(join(outside, 'secret.18xx'), join(workspace, 'file.18xx'));
    for (const path of [join(workspace, 'link', 'secret.18xx'), join(workspace, 'link', 'new.18xx'), join(workspace, 'file.18xx')]) {
      for (const access of ['read', 'write'] as const) {
        expect(await host.resolve(path, 'save', access), `${access} ${path}`).toMatchObject({ ok: false, error: { code: 'not-permitted' } });
      }
    }
  });

  it('follows a symbolic link that stays inside the workspace', async () => {
    const { host, workspace } = desktop();
    mkdirSync(join(workspace, 'games'));
    symlinkSync(join(workspace, 'games'), join(workspace, 'shortcut'));
    expect((await host.resolve(join(workspace, 'shortcut', 'a.18xx'), 'save', 'write')).ok).toBe(true);
  });

  it.each([
    ['save', '/home/a/.bashrc'],
    ['save', '/home/a/game.json'],
    ['pack', '/home/a/1899.json'],
    ['pdf', '/home/a/map.html'],
  ] as const)('writes a %s only under its own extension, not %s, even where the user chose it', async (kind, path) => {
    const { host } = desktop();
    host.grant(path);
    const r = await host.resolve(path, kind, 'write');
    expect(r).toMatchObject({ ok: false, error: { code: 'bad-payload' } });
  });

  it.each([
    ['save', '/home/a/game', '/home/a/game.18xx'],
    ['save', '/home/a/game.txt', '/home/a/game.txt.18xx'],
    ['pack', '/home/a/1899.json', '/home/a/1899.18xxpack.json'],
    ['pack', '/home/a/1899.18xxpack.json', '/home/a/1899.18xxpack.json'],
  ] as const)('a %s chosen in the dialog as %s is written as %s', async (kind, answer, written) => {
    const { host } = desktop(answer);
    expect(await host.chooseSave(kind)).toEqual({ ok: true, value: written });
    expect((await host.resolve(written, kind, 'write')).ok).toBe(true);
  });
});

describe('the browser-mode file host', () => {
  it('does not follow a symbolic link out of the workspace', async () => {
    const workspace = tempDir();
    const outside = tempDir();
    symlinkSync(outside, join(workspace, 'link'));
    const host = new WorkspaceHost(workspace);
    expect(await host.resolve('link/x.18xx', 'save', 'write')).toMatchObject({ ok: false, error: { code: 'outside-workspace' } });
    expect(await host.resolve('../x.18xx', 'save', 'read')).toMatchObject({ ok: false, error: { code: 'outside-workspace' } });
  });

  it('writes saves and packs only under their own extensions', async () => {
    const host = new WorkspaceHost(tempDir());
    expect(await host.resolve('x.txt', 'save', 'write')).toMatchObject({ ok: false, error: { code: 'bad-payload' } });
    expect(await host.resolve('x.json', 'pack', 'write')).toMatchObject({ ok: false, error: { code: 'bad-payload' } });
  });
});
