/**
 * The preload (bundled to one CommonJS file; a sandboxed preload cannot require local files). It exposes
 * `window.desk`: one function per channel of the list plus `onMenu`, never `ipcRenderer` itself, and forwards
 * only plain data.
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { MENU_COMMANDS, MENU_EVENT, type MenuCommand } from '../../shared/ipc/channels';
import { nestChannels } from '../../shared/ipc/bridge';

const calls = nestChannels((channel) => (payload?: unknown) => ipcRenderer.invoke(channel, payload));

function onMenu(callback: (command: MenuCommand) => void): () => void {
  if (typeof callback !== 'function') throw new TypeError('desk.onMenu needs a function');
  const listener = (_event: IpcRendererEvent, command: MenuCommand) => {
    if (command && (MENU_COMMANDS as readonly string[]).includes(command.command)) callback(command);
  };
  ipcRenderer.on(MENU_EVENT, listener);
  return () => {
    ipcRenderer.removeListener(MENU_EVENT, listener);
  };
}

contextBridge.exposeInMainWorld('desk', { ...calls, onMenu });
