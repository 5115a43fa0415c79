import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DesktopHost, type DesktopDialogs } from '../../main/backend/desktopHost';
import { WorkspaceHost } from '../../main/backend/workspaceHost';
import { RecentFiles } from '../../main/saves/recentFiles';
import { sampleSave, tempDir } from './helpers';

describe('browser mode: paths stay inside the workspace', () => {
  const refused: [string, 'read' | 'write', string][] = [
    ['../outside.18xx', 'read', 'outside-workspace'],
    ['/etc/passwd', 'read', 'outside-workspace'],
    ['games/../../outside.18xx', 'write', 'outside-workspace'],
    ['.desk/autosave.json', 'read', 'not-permitted'],
    ['games/.hidden.18xx', 'write', 'not-permitted'],
    ['game.exe', 'write', 'bad-payload'],
    ['link/escape.18xx', 'write', 'outside-workspace'],
  ];
  it.each(refused)('%s (%s) is refused: %s', async (path, access, code) => {
    const root = tempDir();
    const outside = tempDir();
    symlinkSync(outside, join(root, 'link'));
    const host = new WorkspaceHost(root);
    const result = await host.resolve(path, 'save', access);
    expect(!result.ok && result.error.code).toBe(code);
  });

  it.each([
    ['game.18xx', 'game.18xx'],
    ['games/1830/first', 'games/1830/first.18xx'],
    ['sub/../game.18xx', 'game.18xx'],
  ])('%s resolves to %s in the workspace', async (path, relative) => {
    const root = tempDir();
    const host = new WorkspaceHost(root);
    const result = await host.resolve(path, 'save', 'write');
    expect(result.ok && host.display(result.value)).toBe(relative);
  });

  it('an absolute path inside the workspace is fine', async () => {
    const root = tempDir();
    const host = new WorkspaceHost(root);
    const result = await host.resolve(join(root, 'x.18xx'), 'save', 'read');
    expect(result.ok && result.value).toBe(join(root, 'x.18xx'));
  });

  it('has no file dialogs', async () => {
    const host = new WorkspaceHost(tempDir());
    expect(await host.chooseOpen()).toMatchObject({ ok: false, error: { code: 'unsupported' } });
  });
});

describe('desktop: a renderer may only name files the user chose', () => {
  function setup(dialogAnswer: string | null = null) {
    const appData = tempDir();
    const workspace = tempDir();
    const dialogs: DesktopDialogs = { showOpen: async () => dialogAnswer, showSave: async () => dialogAnswer };
    const recent = new RecentFiles(appData);
    const host = new DesktopHost(workspace, dialogs, recent, async () => ({ ok: false, error: { code: 'unsupported', message: '' } }));
    return { host, recent, workspace };
  }

  it('refuses an arbitrary path', async () => {
    const { host } = setup();
    expect(await host.resolve('/etc/passwd', 'save', 'read')).toMatchObject({ ok: false, error: { code: 'not-permitted' } });
    expect(await host.resolve('relative.18xx', 'save', 'read')).toMatchObject({ ok: false, error: { code: 'not-permitted' } });
  });

  it('allows a path chosen in a dialog, a recent file, a file opened from the OS, and the workspace', async () => {
    const { host, recent, workspace } = setup('/home/a/chosen.18xx');
    expect(await host.chooseOpen('save')).toEqual({ ok: true, value: '/home/a/chosen.18xx' });
    expect((await host.resolve('/home/a/chosen.18xx', 'save', 'write')).ok).toBe(true);
    const dir = tempDir();
    const old = join(dir, 'old.18xx');
    writeFileSync(old, '{}');
    await recent.add(old, sampleSave());
    expect((await host.resolve(old, 'save', 'read')).ok).toBe(true);
    host.grant('/media/usb/game.18xx');
    expect((await host.resolve('/media/usb/game.18xx', 'save', 'read')).ok).toBe(true);
    mkdirSync(join(workspace, 'g'));
    expect((await host.resolve(join(workspace, 'g', 'x.18xx'), 'save', 'write')).ok).toBe(true);
  });

  it('adds the extension the save dialog left out, and gives null when cancelled', async () => {
    expect(await setup('/home/a/game').host.chooseSave('save')).toEqual({ ok: true, value: '/home/a/game.18xx' });
    expect(await setup(null).host.chooseSave('save')).toEqual({ ok: true, value: null });
  });
});
