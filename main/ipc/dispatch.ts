/**
 * One entry point for every call, used by the IPC adapter and the HTTP server alike: check the channel name,
 * validate the payload, run the handler, and turn any failure into an error envelope (never a crash).
 */
import { DeskError, isChannelName, type ChannelName, type Envelope, type PayloadOf, type ResultOf } from '../../shared/ipc/channels';
import { validatePayload } from './payloads';

export type Handlers = { [C in ChannelName]: (payload: PayloadOf<C>) => Promise<ResultOf<C>> };

export type Dispatch = (channel: unknown, payload: unknown) => Promise<Envelope<unknown>>;

export function createDispatch(handlers: Handlers, log: (message: string) => void = (m) => console.error(m)): Dispatch {
  return async (channel, payload) => {
    if (!isChannelName(channel)) {
      return { ok: false, error: { code: 'unknown-channel', message: `unknown channel ${JSON.stringify(channel)}` } };
    }
    const checked = validatePayload(channel, payload);
    if (!checked.ok) return checked;
    try {
      const handler = handlers[channel] as (p: unknown) => Promise<unknown>;
      return { ok: true, value: await handler(checked.value) };
    } catch (error) {
      if (error instanceof DeskError) return { ok: false, error: { code: error.code, message: error.message } };
      const message = error instanceof Error ? error.message : String(error);
      log(`18xx Desk: ${channel} failed: ${error instanceof Error && error.stack ? error.stack : message}`);
      return { ok: false, error: { code: 'internal', message: `${channel}: ${message}` } };
    }
  };
}
