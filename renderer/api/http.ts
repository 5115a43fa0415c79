/**
 * The `api` implementation for browser mode: POST /api/<channel> with `{ "payload": ... }`, answered by
 * main/web/serve.ts with the same envelope the desktop app's IPC gives.
 */
import { DeskError, type DeskApi, type Envelope } from '../../shared/ipc/channels';
import { nestChannels } from '../../shared/ipc/bridge';
import { unwrap } from './unwrap';

export function httpApi(baseUrl: string, fetchImpl: typeof fetch = (...args) => fetch(...args)): DeskApi {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const api = nestChannels((channel) => async (payload?: unknown) => {
    let response: Response;
    try {
      response = await fetchImpl(`${base}${channel}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ payload: payload ?? null }),
      });
    } catch (cause) {
      throw new DeskError('io', `cannot reach the 18xx Desk server (${String(cause)})`);
    }
    let envelope: Envelope<unknown>;
    try {
      envelope = (await response.json()) as Envelope<unknown>;
    } catch {
      throw new DeskError('internal', `${channel}: server answered ${response.status} without JSON`);
    }
    return unwrap(envelope);
  });
  // Browser mode has no native menu; keyboard shortcuts are the renderer's business there.
  const onMenu = () => () => {};
  return { ...api, app: { ...api.app, onMenu }, onMenu } as unknown as DeskApi;
}
