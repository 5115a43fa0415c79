/**
 * The renderer's one way to reach main: `api.saves.open()`, `api.titles.list()`, `api.onMenu(cb)`, ...
 * In the desktop app the preload has put `window.desk`; otherwise (browser mode) calls go over HTTP to the local
 * server that served the page. Calls reject with a `DeskError` (`code`, `message`); a cancelled dialog gives `null`.
 */
import type { DeskApi } from '../../shared/ipc/channels';
import type { DeskBridge } from '../../shared/ipc/bridge';
import { httpApi } from './http';
import { preloadApi } from './preload';

export type { DeskApi } from '../../shared/ipc/channels';
export { DeskError } from '../../shared/ipc/channels';

declare global {
  interface Window {
    desk?: DeskBridge;
  }
}

export function createApi(win: { desk?: DeskBridge; location?: { origin: string } } = globalThis as never): DeskApi {
  if (win.desk) return preloadApi(win.desk);
  const origin = win.location?.origin && win.location.origin !== 'null' ? win.location.origin : 'http://127.0.0.1:5178';
  return httpApi(`${origin}/api/`);
}

export const api: DeskApi = createApi();

/** True in the desktop app (native menus and dialogs), false in browser mode. */
export const isDesktop = typeof window !== 'undefined' && !!window.desk;
