import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { CHANNEL_NAMES, MENU_EVENT } from '../../shared/ipc/channels';
import { CONTENT_SECURITY_POLICY } from '../../main/backend/staticFiles';
import { tempDir } from './helpers';

// A stand-in for the whole electron module: records what the app wires up, so the adapter can be exercised
// end to end without the Electron binary.
const fake = vi.hoisted(() => {
  type Handler = (...args: any[]) => any;
  const state = {
    appHandlers: new Map<string, Handler>(),
    ipc: new Map<string, Handler>(),
    protocols: new Map<string, Handler>(),
    windows: [] as any[],
    menus: [] as unknown[],
    quit: 0,
    paths: {} as Record<string, string>,
    appPath: '',
  };
  class WebContents {
    handlers = new Map<string, Handler>();
    sent: unknown[][] = [];
    mainFrame = { url: 'app://desk/index.html' };
    session = { setPermissionRequestHandler: () => {}, setPermissionCheckHandler: () => {} };
    on(event: string, handler: Handler) {
      this.handlers.set(event, handler);
      return this;
    }
    setWindowOpenHandler() {}
    isLoading() {
      return false;
    }
    isDestroyed() {
      return false;
    }
    send(...args: unknown[]) {
      this.sent.push(args);
    }
  }
  class BrowserWindow {
    webContents = new WebContents();
    loaded: string[] = [];
    constructor(readonly options: any) {
      state.windows.push(this);
    }
    async loadURL(url: string) {
      this.loaded.push(url);
    }
    on() {
      return this;
    }
    isMinimized() {
      return false;
    }
    focus() {}
    restore() {}
    destroy() {}
  }
  const electron = {
    app: {
      requestSingleInstanceLock: () => true,
      getAppPath: () => state.appPath,
      getPath: (name: string) => state.paths[name] ?? `/tmp/${name}`,
      isPackaged: false,
      on: (event: string, handler: Handler) => state.appHandlers.set(event, handler),
      whenReady: () => Promise.resolve(),
      quit: () => void state.quit++,
    },
    protocol: {
      registerSchemesAsPrivileged: () => {},
      handle: (scheme: string, handler: Handler) => state.protocols.set(scheme, handler),
    },
    BrowserWindow,
    Menu: {
      buildFromTemplate: (template: unknown) => template,
      setApplicationMenu: (menu: unknown) => state.menus.push(menu),
    },
    dialog: { showOpenDialog: async () => ({ canceled: true, filePaths: [] }), showSaveDialog: async () => ({ canceled: true }) },
    ipcMain: { handle: (channel: string, handler: Handler) => state.ipc.set(channel, handler) },
  };
  return { state, electron };
});
vi.mock('electron', () => ({ ...fake.electron, default: fake.electron }));

import { saveFileInArgs, startDesktopApp } from '../../main/electron/app';

const flush = () => new Promise((r) => setTimeout(r, 50));

describe('desktop app wiring (electron mocked)', { timeout: 30_000 }, () => {
  it('starts one secure window on app://, a menu, IPC for every channel, and marks a clean exit on quit', async () => {
    const userData = tempDir();
    fake.state.paths = { userData, documents: tempDir() };
    fake.state.appPath = resolve(__dirname, '../..');
    startDesktopApp();
    await vi.waitFor(() => expect(fake.state.windows).toHaveLength(1));
    const win = fake.state.windows[0];
    expect(win.options.webPreferences).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false });
    expect(win.options.webPreferences.preload).toMatch(/preload\.cjs$/);
    await vi.waitFor(() => expect(win.loaded).toEqual(['app://desk/index.html']));
    expect(fake.state.menus.length).toBeGreaterThan(0);
    expect([...fake.state.ipc.keys()].sort()).toEqual([...CHANNEL_NAMES].sort());
    expect(fake.state.appHandlers.has('web-contents-created')).toBe(true);

    // The app:// protocol answers with the CSP, and only for its own host.
    const serve = fake.state.protocols.get('app')!;
    const response: Response = await serve({ url: 'app://desk/index.html' });
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect((await serve({ url: 'app://other/index.html' })).status).toBe(404);

    // IPC from the window works; from anything else it is refused.
    const info = fake.state.ipc.get('app.info')!;
    const fromApp = { sender: win.webContents, senderFrame: win.webContents.mainFrame };
    expect(await info(fromApp, undefined)).toMatchObject({ ok: true, value: { mode: 'desktop' } });
    expect(await info({ sender: {}, senderFrame: { url: 'app://desk/index.html' } }, undefined)).toMatchObject({ ok: false, error: { code: 'not-permitted' } });

    // A .18xx file opened from the OS becomes a menu command for the renderer, and may then be opened.
    const event = { preventDefault: vi.fn() };
    fake.state.appHandlers.get('open-file')!(event, '/media/usb/game.18xx');
    expect(event.preventDefault).toHaveBeenCalled();
    expect(win.webContents.sent).toContainEqual([MENU_EVENT, { command: 'open-recent', path: '/media/usb/game.18xx' }]);
    const open = await fake.state.ipc.get('saves.open')!(fromApp, { path: '/media/usb/game.18xx' });
    expect(open).toMatchObject({ ok: false, error: { code: 'not-found' } }); // allowed, just absent here
    const other = await fake.state.ipc.get('saves.open')!(fromApp, { path: '/etc/passwd' });
    expect(other).toMatchObject({ ok: false, error: { code: 'not-permitted' } });

    // Quit: the clean-exit marker is written before the app really quits.
    const quitEvent = { preventDefault: vi.fn() };
    fake.state.appHandlers.get('before-quit')!(quitEvent);
    expect(quitEvent.preventDefault).toHaveBeenCalled();
    await vi.waitFor(() => expect(fake.state.quit).toBe(1));
    await flush();
    expect(JSON.parse(readFileSync(join(userData, 'session.json'), 'utf8')).state).toBe('clean');
  });

  it.each([
    [['electron', '.', '/home/a/game.18xx'], '/home/a/game.18xx'],
    [['18xx-desk', '--flag', 'C:\\Games\\g.18XX'], 'C:\\Games\\g.18XX'],
    [['18xx-desk'], undefined],
    [['18xx-desk', 'notes.txt'], undefined],
  ])('finds the save file in %j', (argv, file) => {
    expect(saveFileInArgs(argv)).toBe(file);
  });
});
