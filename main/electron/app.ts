/**
 * The desktop app: wires Electron (window, menu, dialogs, IPC, printing, file association) to the back end.
 * Everything that is not Electron-specific lives outside main/electron/ and is tested without it.
 */
import { BrowserWindow, Menu, app, dialog, ipcMain, type WebContents } from 'electron';
import { mkdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SAVE_EXTENSION } from '../../shared/ipc/save';
import type { MenuCommand } from '../../shared/ipc/channels';
import { createBackend, createStores } from '../backend/createBackend';
import { DesktopHost } from '../backend/desktopHost';
import { userPacks } from '../packs/userPacks';
import { removeLeftoverTemps } from '../saves/atomicWrite';
import { handleAppScheme, registerAppScheme } from './appProtocol';
import { registerIpc, sendMenuCommand } from './ipc';
import { menuTemplate } from './menu';
import { electronPrinter } from './printToPdf';
import { APP_ORIGIN, createWindow, harden } from './window';

/** A save file named on the command line (Windows/Linux file association, `18xx-desk game.18xx`). */
export function saveFileInArgs(argv: string[]): string | undefined {
  return argv.slice(1).find((a) => !a.startsWith('-') && a.toLowerCase().endsWith(`.${SAVE_EXTENSION}`));
}

export function startDesktopApp(): void {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return;
  }
  registerAppScheme();

  const here = dirname(fileURLToPath(import.meta.url));
  const preloadPath = join(here, 'preload.cjs');
  const root = app.getAppPath();
  const dev = !app.isPackaged;

  let win: BrowserWindow | undefined;
  let printContents: WebContents | null = null;
  let pendingOpen = saveFileInArgs(process.argv);
  let cleanExitWritten = false;

  const { autosave, recent } = createStores(app.getPath('userData'));
  const host = new DesktopHost(
    join(app.getPath('documents'), '18xx Desk'),
    {
      async showOpen(options) {
        const r = win ? await dialog.showOpenDialog(win, { ...options, properties: ['openFile'] }) : { canceled: true, filePaths: [] };
        return r.canceled ? null : (r.filePaths[0] ?? null);
      },
      async showSave(options) {
        const r = win ? await dialog.showSaveDialog(win, options) : { canceled: true, filePath: '' };
        return r.canceled || !r.filePath ? null : r.filePath;
      },
    },
    recent,
    electronPrinter(preloadPath, (contents) => (printContents = contents)),
  );
  const { packs, titles } = userPacks(join(root, 'titles'), app.getPath('userData'));
  const backend = createBackend({ host, titles, autosave, recent, packs });

  const send = (command: MenuCommand) => sendMenuCommand(win?.webContents, command);
  async function refreshMenu(): Promise<void> {
    Menu.setApplicationMenu(Menu.buildFromTemplate(menuTemplate({ platform: process.platform, recent: await recent.list(), send, dev })));
  }

  function openFromOs(path: string): void {
    const full = resolve(path);
    host.grant(full);
    if (win && !win.webContents.isLoading()) send({ command: 'open-recent', path: full });
    else pendingOpen = full;
  }

  const isAppContents = (contents: WebContents) => contents === win?.webContents || contents === printContents;
  registerIpc(
    ipcMain,
    async (channel, payload) => {
      const reply = await backend.dispatch(channel, payload);
      if (typeof channel === 'string' && channel.startsWith('saves.')) void refreshMenu();
      return reply;
    },
    isAppContents,
  );

  app.on('second-instance', (_event, argv) => {
    const file = saveFileInArgs(argv);
    if (file) openFromOs(file);
    if (win) {
      if (win.isMinimized()) win.restore();
      win.focus();
    }
  });
  app.on('open-file', (event, path) => {
    event.preventDefault();
    openFromOs(path);
  });

  app.on('before-quit', (event) => {
    if (cleanExitWritten) return;
    event.preventDefault();
    void autosave.endCleanly().finally(() => {
      cleanExitWritten = true;
      app.quit();
    });
  });
  app.on('window-all-closed', () => app.quit());
  // Any other web contents (devtools, a future window) gets the same locks as ours.
  app.on('web-contents-created', (_event, contents) => harden(contents));

  void app.whenReady().then(async () => {
    handleAppScheme(join(root, 'dist', 'renderer'));
    await mkdir(host.workspace, { recursive: true }).catch(() => {});
    await autosave.begin();
    // Saves interrupted by a crash left temporary files beside them: in the workspace and the recent files' folders.
    const folders = new Set([host.workspace, ...(await recent.list()).map((r) => dirname(r.path))]);
    for (const folder of folders) await removeLeftoverTemps(folder);
    await refreshMenu();
    win = createWindow(preloadPath);
    win.webContents.on('did-finish-load', () => {
      if (pendingOpen) {
        host.grant(pendingOpen);
        send({ command: 'open-recent', path: resolve(pendingOpen) });
        pendingOpen = undefined;
      }
    });
    win.on('closed', () => (win = undefined));
    await win.loadURL(`${APP_ORIGIN}/index.html`);
  });
}
