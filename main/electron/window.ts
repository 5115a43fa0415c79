/**
 * The app window: options and the hardening applied to its web contents. Secure defaults, stated explicitly:
 * context isolation, sandbox, no Node integration, no webviews, no navigation away from the app, no new windows,
 * no permissions (camera, notifications, ...).
 */
import { BrowserWindow, dialog, type BrowserWindowConstructorOptions, type WebContents } from 'electron';

export const APP_ORIGIN = 'app://desk';

export function windowOptions(preloadPath: string, show = true): BrowserWindowConstructorOptions {
  return {
    width: 1400,
    height: 900,
    minWidth: 900,
    minHeight: 600,
    title: '18xx Desk',
    show,
    backgroundColor: '#f4f1ea',
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      spellcheck: false,
    },
  };
}

export function isAppUrl(url: string): boolean {
  // Compare text: custom schemes have an opaque origin in the URL API.
  return url === APP_ORIGIN || url.startsWith(`${APP_ORIGIN}/`);
}

/** Block navigation, new windows, webviews and permission requests for these web contents. */
export function harden(contents: WebContents): void {
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  contents.on('will-navigate', (event, url) => {
    if (!isAppUrl(url)) event.preventDefault();
  });
  contents.on('will-redirect', (event, url) => {
    if (!isAppUrl(url)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  contents.session.setPermissionCheckHandler(() => false);
}

export function createWindow(preloadPath: string, show = true): BrowserWindow {
  const win = new BrowserWindow(windowOptions(preloadPath, show));
  harden(win.webContents);
  askBeforeDroppingUnsavedPlay(win);
  return win;
}

/**
 * The renderer refuses to unload (`beforeunload`) while the game has play not saved in a file; Electron then keeps
 * the window unless told otherwise, so ask: a clean exit clears the autosave, and the play would be gone.
 */
export function askBeforeDroppingUnsavedPlay(win: BrowserWindow): void {
  win.webContents.on('will-prevent-unload', (event) => {
    const answer = dialog.showMessageBoxSync(win, {
      type: 'question',
      buttons: ['Close without saving', 'Keep playing'],
      defaultId: 1,
      cancelId: 1,
      title: 'Unsaved game',
      message: 'The game in progress has play not saved in a file.',
      detail: 'Closing now loses it. Keep playing to save it first.',
    });
    if (answer === 0) event.preventDefault();
  });
}
