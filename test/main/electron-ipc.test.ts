import { describe, expect, it, vi } from 'vitest';

vi.mock('electron', () => ({}));

import { registerIpc, sendMenuCommand } from '../../main/electron/ipc';
import { CHANNEL_NAMES, MENU_EVENT } from '../../shared/ipc/channels';

function fakeIpcMain() {
  const handlers = new Map<string, (event: unknown, payload: unknown) => Promise<unknown>>();
  return { handlers, ipcMain: { handle: (channel: string, h: any) => handlers.set(channel, h) } as any };
}

function contents(url: string) {
  const mainFrame = { url };
  return { mainFrame, event: { sender: undefined as unknown, senderFrame: mainFrame } };
}

describe('IPC handlers answer only the app window', () => {
  const app = contents('app://desk/index.html');
  const appContents = { mainFrame: app.mainFrame };
  const dispatch = vi.fn(async (channel: unknown, payload: unknown) => ({ ok: true as const, value: { channel, payload } }));
  const { handlers, ipcMain } = fakeIpcMain();
  registerIpc(ipcMain, dispatch, (c) => c === (appContents as unknown));

  it('registers one handler per channel of the list', () => {
    expect([...handlers.keys()].sort()).toEqual([...CHANNEL_NAMES].sort());
  });

  it('dispatches calls from the app window', async () => {
    const reply = await handlers.get('titles.get')!({ sender: appContents, senderFrame: app.mainFrame }, { id: '1830' });
    expect(reply).toEqual({ ok: true, value: { channel: 'titles.get', payload: { id: '1830' } } });
  });

  it.each([
    ['another window', { sender: { mainFrame: { url: 'app://desk/index.html' } }, senderFrame: { url: 'app://desk/index.html' } }],
    ['a subframe of the app window', { sender: appContents, senderFrame: { url: 'app://desk/index.html' } }],
    ['the app window after navigating away', { sender: { mainFrame: { url: 'https://evil.example/' } }, senderFrame: { url: 'https://evil.example/' } }],
    ['a destroyed frame', { sender: appContents, senderFrame: null }],
  ])('refuses %s without dispatching', async (_name, event) => {
    dispatch.mockClear();
    const reply = await handlers.get('saves.open')!(event, { path: '/etc/passwd' });
    expect(reply).toMatchObject({ ok: false, error: { code: 'not-permitted' } });
    expect(dispatch).not.toHaveBeenCalled();
  });

  it('sends menu commands on the menu event channel, not to destroyed windows', () => {
    const send = vi.fn();
    sendMenuCommand({ send, isDestroyed: () => false } as any, { command: 'save' });
    expect(send).toHaveBeenCalledWith(MENU_EVENT, { command: 'save' });
    const gone = vi.fn();
    sendMenuCommand({ send: gone, isDestroyed: () => true } as any, { command: 'save' });
    expect(gone).not.toHaveBeenCalled();
  });
});
