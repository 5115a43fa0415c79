/** The `api` implementation for the desktop app: calls the functions the preload exposed on `window.desk`. */
import type { DeskApi, MenuCommand } from '../../shared/ipc/channels';
import { CHANNEL_NAMES, splitChannel } from '../../shared/ipc/channels';
import { nestChannels, type DeskBridge } from '../../shared/ipc/bridge';
import { unwrap } from './unwrap';

export function preloadApi(bridge: DeskBridge): DeskApi {
  const calls = bridge as unknown as Record<string, Record<string, (payload?: unknown) => Promise<never>>>;
  for (const channel of CHANNEL_NAMES) {
    const [namespace, method] = splitChannel(channel);
    if (typeof calls[namespace]?.[method] !== 'function') throw new Error(`preload does not expose ${channel}`);
  }
  const api = nestChannels((channel) => {
    const [namespace, method] = splitChannel(channel);
    return async (payload?: unknown) => unwrap(await calls[namespace]![method]!(payload));
  });
  const onMenu = (callback: (command: MenuCommand) => void) => bridge.onMenu(callback);
  return { ...api, app: { ...api.app, onMenu }, onMenu } as unknown as DeskApi;
}
