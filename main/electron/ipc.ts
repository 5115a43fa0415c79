/**
 * IPC: one `ipcMain.handle` per channel of the list, answering only the app window's own page. Anything else
 * (another window, a frame, a page that navigated elsewhere) gets a `not-permitted` error and nothing runs.
 */
import type { IpcMain, IpcMainInvokeEvent, WebContents } from 'electron';
import { CHANNEL_NAMES, MENU_EVENT, type Envelope, type MenuCommand } from '../../shared/ipc/channels';
import type { Dispatch } from '../ipc/dispatch';
import { isAppUrl } from './window';

/** `isAppContents` says whether web contents are ours (the app window, a hidden print window). */
export function isFromApp(event: IpcMainInvokeEvent, isAppContents: (contents: WebContents) => boolean): boolean {
  const contents = event.sender;
  if (!contents || !isAppContents(contents)) return false;
  const frame = event.senderFrame;
  // Only the top frame of the app page; senderFrame is null when the frame has navigated or been destroyed.
  return !!frame && frame === contents.mainFrame && isAppUrl(frame.url);
}

export function registerIpc(ipcMain: IpcMain, dispatch: Dispatch, isAppContents: (contents: WebContents) => boolean): void {
  for (const channel of CHANNEL_NAMES) {
    ipcMain.handle(channel, async (event, payload: unknown): Promise<Envelope<unknown>> => {
      if (!isFromApp(event, isAppContents)) {
        return { ok: false, error: { code: 'not-permitted', message: `${channel}: not from the 18xx Desk window` } };
      }
      return dispatch(channel, payload);
    });
  }
}

export function sendMenuCommand(contents: WebContents | undefined, command: MenuCommand): void {
  if (contents && !contents.isDestroyed()) contents.send(MENU_EVENT, command);
}
