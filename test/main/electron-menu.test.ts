import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import { menuTemplate } from '../../main/electron/menu';
import type { MenuCommand } from '../../shared/ipc/channels';

function flatten(items: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return items.flatMap((i) => [i, ...(Array.isArray(i.submenu) ? flatten(i.submenu) : [])]);
}

function build(platform: NodeJS.Platform, recent = [] as { path: string; titleId: string; players: string[]; usedAt: string }[]) {
  const sent: MenuCommand[] = [];
  const items = flatten(menuTemplate({ platform, recent, send: (c) => sent.push(c) }));
  const byLabel = (label: string) => items.find((i) => i.label === label);
  return { items, sent, byLabel };
}

describe('native menu', () => {
  it.each([
    ['New game', 'CmdOrCtrl+N', { command: 'new-game' }],
    ['Open…', 'CmdOrCtrl+O', { command: 'open' }],
    ['Save', 'CmdOrCtrl+S', { command: 'save' }],
    ['Save as…', 'CmdOrCtrl+Shift+S', { command: 'save-as' }],
    ['Import 18xx.games game…', 'CmdOrCtrl+I', { command: 'import' }],
    ['Export…', 'CmdOrCtrl+E', { command: 'export' }],
    ['Undo', 'CmdOrCtrl+Z', { command: 'undo' }],
    ['Redo', 'Ctrl+Y', { command: 'redo' }],
    ['Print…', 'CmdOrCtrl+P', { command: 'print' }],
    ['Title editor', 'CmdOrCtrl+Shift+E', { command: 'editor' }],
  ])('%s has accelerator %s and sends %j to the renderer', (label, accelerator, command) => {
    const { byLabel, sent } = build('linux');
    const item = byLabel(label);
    expect(item?.accelerator).toBe(accelerator);
    (item?.click as () => void)();
    expect(sent).toEqual([command]);
  });

  it('has Quit with Ctrl+Q on Windows and Linux, and in the app menu on macOS', () => {
    expect(build('win32').byLabel('Quit')).toMatchObject({ role: 'quit', accelerator: 'CmdOrCtrl+Q' });
    const mac = build('darwin');
    expect(mac.byLabel('Quit')).toBeUndefined();
    expect(mac.byLabel('Quit 18xx Desk')).toMatchObject({ role: 'quit', accelerator: 'Cmd+Q' });
    expect(mac.byLabel('Redo')?.accelerator).toBe('Cmd+Shift+Z');
  });

  it('lists recent games under Open recent and opens them by path', () => {
    const { byLabel, sent, items } = build('linux', [{ path: '/home/a/first.18xx', titleId: '1830', players: ['A', 'B'], usedAt: '2026-01-01T00:00:00Z' }]);
    expect(byLabel('Open recent')?.enabled).toBe(true);
    const entry = items.find((i) => i.label?.startsWith('first.18xx'));
    expect(entry?.label).toBe('first.18xx — 1830, A, B');
    (entry?.click as () => void)();
    expect(sent).toEqual([{ command: 'open-recent', path: '/home/a/first.18xx' }]);
  });

  it('disables Open recent when there is nothing recent', () => {
    expect(build('linux').byLabel('Open recent')?.enabled).toBe(false);
  });

  it('keeps text editing (cut, copy, paste) for the title editor', () => {
    const roles = build('linux').items.map((i) => i.role);
    expect(roles).toEqual(expect.arrayContaining(['cut', 'copy', 'paste', 'selectAll']));
    expect(roles).not.toContain('toggleDevTools');
  });

  it('uses no accelerator twice', () => {
    const accelerators = build('linux')
      .items.map((i) => i.accelerator)
      .filter(Boolean);
    expect(new Set(accelerators).size).toBe(accelerators.length);
  });
});
