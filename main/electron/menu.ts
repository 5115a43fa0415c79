/**
 * The native menu. Commands that concern the game go to the renderer (which owns the game state) as
 * `MenuCommand`s; window and text-editing items use Electron's built-in roles.
 */
import type { MenuItemConstructorOptions } from 'electron';
import type { MenuCommand, RecentFile } from '../../shared/ipc/channels';
import { basename } from 'node:path';

export interface MenuContext {
  platform: NodeJS.Platform;
  recent: RecentFile[];
  /** Deliver a command to the app window. */
  send(command: MenuCommand): void;
  /** Developer tools only in development builds. */
  dev?: boolean;
}

export function menuTemplate({ platform, recent, send, dev = false }: MenuContext): MenuItemConstructorOptions[] {
  const mac = platform === 'darwin';
  const item = (label: string, accelerator: string | undefined, command: MenuCommand): MenuItemConstructorOptions => ({
    label,
    ...(accelerator ? { accelerator } : {}),
    click: () => send(command),
  });

  const openRecent: MenuItemConstructorOptions = {
    label: 'Open recent',
    enabled: recent.length > 0,
    submenu: recent.length
      ? recent.map((r) => item(`${basename(r.path)} — ${r.titleId}, ${r.players.join(', ')}`, undefined, { command: 'open-recent', path: r.path }))
      : [{ label: 'No recent games', enabled: false }],
  };

  const file: MenuItemConstructorOptions = {
    label: '&File',
    submenu: [
      item('New game', 'CmdOrCtrl+N', { command: 'new-game' }),
      item('Open…', 'CmdOrCtrl+O', { command: 'open' }),
      openRecent,
      { type: 'separator' },
      item('Save', 'CmdOrCtrl+S', { command: 'save' }),
      item('Save as…', 'CmdOrCtrl+Shift+S', { command: 'save-as' }),
      { type: 'separator' },
      item('Import 18xx.games game…', 'CmdOrCtrl+I', { command: 'import' }),
      item('Export…', 'CmdOrCtrl+E', { command: 'export' }),
      { type: 'separator' },
      item('Print…', 'CmdOrCtrl+P', { command: 'print' }),
      { type: 'separator' },
      // Designers' way in: the title editor is a route of the same window (#/editor).
      item('Title editor', 'CmdOrCtrl+Shift+E', { command: 'editor' }),
      ...(mac ? [] : [{ type: 'separator' } as const, { label: 'Quit', role: 'quit', accelerator: 'CmdOrCtrl+Q' } as const]),
    ],
  };

  const edit: MenuItemConstructorOptions = {
    label: '&Edit',
    submenu: [
      // Game undo/redo are actions in the log; the renderer decides (a text field keeps its own undo).
      item('Undo', 'CmdOrCtrl+Z', { command: 'undo' }),
      item('Redo', mac ? 'Cmd+Shift+Z' : 'Ctrl+Y', { command: 'redo' }),
      { type: 'separator' },
      { role: 'cut' },
      { role: 'copy' },
      { role: 'paste' },
      { role: 'selectAll' },
    ],
  };

  const view: MenuItemConstructorOptions = {
    label: '&View',
    submenu: [
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      { type: 'separator' },
      { role: 'togglefullscreen' },
      ...(dev ? [{ type: 'separator' } as const, { role: 'reload' } as const, { role: 'toggleDevTools' } as const] : []),
    ],
  };

  const appMenu: MenuItemConstructorOptions[] = mac
    ? [
        {
          label: '18xx Desk',
          submenu: [
            { role: 'about' },
            { type: 'separator' },
            { role: 'hide' },
            { role: 'hideOthers' },
            { role: 'unhide' },
            { type: 'separator' },
            { label: 'Quit 18xx Desk', role: 'quit', accelerator: 'Cmd+Q' },
          ],
        },
      ]
    : [];

  return [...appMenu, file, edit, view, { role: 'windowMenu' }];
}
