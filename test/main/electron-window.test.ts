import { beforeEach, describe, expect, it, vi } from 'vitest';

// The real electron package is never imported: a stand-in records what the app asks of it.
const created = vi.hoisted(() => ({ options: [] as unknown[], contents: [] as any[], answer: 1 }));
vi.mock('electron', () => {
  class FakeContents {
    handlers: Record<string, (...args: any[]) => void> = {};
    windowOpenHandler?: (details: unknown) => unknown;
    permissionHandler?: (...args: any[]) => void;
    permissionCheck?: (...args: any[]) => boolean;
    session = {
      setPermissionRequestHandler: (h: (...args: any[]) => void) => (this.permissionHandler = h),
      setPermissionCheckHandler: (h: (...args: any[]) => boolean) => (this.permissionCheck = h),
    };
    on(event: string, handler: (...args: any[]) => void) {
      this.handlers[event] = handler;
      return this;
    }
    setWindowOpenHandler(h: (details: unknown) => unknown) {
      this.windowOpenHandler = h;
    }
  }
  class BrowserWindow {
    webContents = new FakeContents();
    constructor(options: unknown) {
      created.options.push(options);
      created.contents.push(this.webContents);
    }
  }
  const dialog = { showMessageBoxSync: () => created.answer };
  return { BrowserWindow, dialog, default: { BrowserWindow, dialog } };
});

import { createWindow, isAppUrl, windowOptions } from '../../main/electron/window';

describe('the app window is created with secure options', () => {
  beforeEach(() => {
    created.options.length = 0;
    created.contents.length = 0;
  });

  it('passes context isolation, sandbox, no node integration and the preload to BrowserWindow', () => {
    createWindow('/app/dist/main/preload.cjs');
    expect(created.options).toHaveLength(1);
    const prefs = (created.options[0] as { webPreferences: Record<string, unknown> }).webPreferences;
    expect(prefs).toMatchObject({
      preload: '/app/dist/main/preload.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
    expect(windowOptions('/p', false).show).toBe(false);
  });

  it('denies new windows', () => {
    createWindow('/p');
    expect(created.contents[0].windowOpenHandler({ url: 'https://example.com' })).toEqual({ action: 'deny' });
  });

  it.each([
    ['https://example.com/', true],
    ['file:///etc/passwd', true],
    ['app://desk.evil/x', true],
    ['app://desk/index.html', false],
  ])('navigation to %s is blocked: %s', (url, blocked) => {
    createWindow('/p');
    const event = { preventDefault: vi.fn() };
    created.contents[0].handlers['will-navigate'](event, url);
    expect(event.preventDefault).toHaveBeenCalledTimes(blocked ? 1 : 0);
    const redirect = { preventDefault: vi.fn() };
    created.contents[0].handlers['will-redirect'](redirect, url);
    expect(redirect.preventDefault).toHaveBeenCalledTimes(blocked ? 1 : 0);
  });

  it('blocks webviews and refuses every permission request', () => {
    createWindow('/p');
    const event = { preventDefault: vi.fn() };
    created.contents[0].handlers['will-attach-webview'](event);
    expect(event.preventDefault).toHaveBeenCalled();
    const answer = vi.fn();
    created.contents[0].permissionHandler(null, 'media', answer);
    expect(answer).toHaveBeenCalledWith(false);
    expect(created.contents[0].permissionCheck(null, 'clipboard-read')).toBe(false);
  });

  it('recognises only the app origin', () => {
    expect(isAppUrl('app://desk/index.html#/print/map')).toBe(true);
    expect(isAppUrl('app://desktop/')).toBe(false);
    expect(isAppUrl('http://127.0.0.1:5178/')).toBe(false);
  });

  it.each([
    [0, 'closes', 1],
    [1, 'stays open', 0],
  ])('with unsaved play, answer %i to the question: the window %s', (answer, _what, unloads) => {
    created.answer = answer;
    createWindow('/p');
    const event = { preventDefault: vi.fn() };
    created.contents[0].handlers['will-prevent-unload'](event);
    expect(event.preventDefault).toHaveBeenCalledTimes(unloads);
  });
});
