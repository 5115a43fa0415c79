import { describe, expect, it, vi } from 'vitest';

const bridge = vi.hoisted(() => ({
  exposed: {} as Record<string, any>,
  invoke: [] as unknown[][],
  listeners: new Map<string, (...args: any[]) => void>(),
}));
vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, value: unknown) => (bridge.exposed[key] = value) },
  ipcRenderer: {
    invoke: async (...args: unknown[]) => {
      bridge.invoke.push(args);
      return { ok: true, value: 'reply' };
    },
    on: (channel: string, listener: (...args: any[]) => void) => bridge.listeners.set(channel, listener),
    removeListener: (channel: string) => bridge.listeners.delete(channel),
  },
}));

import '../../main/electron/preload';
import { CHANNEL_NAMES, MENU_EVENT, splitChannel } from '../../shared/ipc/channels';
import { preloadApi } from '../../renderer/api/preload';

describe('preload', () => {
  it('exposes only `desk`, with one function per channel and onMenu, and no ipcRenderer', () => {
    expect(Object.keys(bridge.exposed)).toEqual(['desk']);
    const desk = bridge.exposed.desk;
    for (const channel of CHANNEL_NAMES) {
      const [ns, method] = splitChannel(channel);
      expect(typeof desk[ns][method]).toBe('function');
    }
    expect(typeof desk.onMenu).toBe('function');
    const text = JSON.stringify(Object.keys(desk));
    expect(text).not.toMatch(/ipcRenderer|invoke|send/);
  });

  it('forwards a call to its channel', async () => {
    bridge.invoke.length = 0;
    expect(await bridge.exposed.desk.saves.open({ path: '/a.18xx' })).toEqual({ ok: true, value: 'reply' });
    expect(bridge.invoke).toEqual([['saves.open', { path: '/a.18xx' }]]);
  });

  it('delivers menu commands and unsubscribes', () => {
    const received: unknown[] = [];
    const off = bridge.exposed.desk.onMenu((c: unknown) => received.push(c));
    const listener = bridge.listeners.get(MENU_EVENT)!;
    listener({}, { command: 'undo' });
    listener({}, { command: 'rm -rf' }); // not a menu command: dropped
    expect(received).toEqual([{ command: 'undo' }]);
    off();
    expect(bridge.listeners.has(MENU_EVENT)).toBe(false);
  });

  it('the renderer api over the preload unwraps results and errors', async () => {
    const api = preloadApi(bridge.exposed.desk);
    expect(await api.titles.list()).toBe('reply');
    const failing = {
      ...bridge.exposed.desk,
      titles: { ...bridge.exposed.desk.titles, get: async () => ({ ok: false, error: { code: 'unknown-title', message: 'no such title' } }) },
    };
    await expect(preloadApi(failing).titles.get({ id: 'x' })).rejects.toMatchObject({ name: 'DeskError', code: 'unknown-title', message: 'no such title' });
  });
});
