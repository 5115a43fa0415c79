/**
 * What the preload puts on `window.desk`: one function per channel, grouped by namespace (`desk.saves.open`), each
 * resolving to a result envelope. Envelopes, not exceptions, because an Error crossing contextBridge loses its code.
 * The renderer's `api` (renderer/api/) unwraps them.
 */
import { CHANNEL_NAMES, splitChannel, type ChannelName, type Envelope, type MenuCommand, type ResultOf } from './channels';

type NamespaceOf<C> = C extends `${infer N}.${string}` ? N : never;
type MethodOf<C, N extends string> = C extends `${N}.${infer M}` ? M : never;

export type DeskBridge = {
  [N in NamespaceOf<ChannelName>]: {
    [C in ChannelName as MethodOf<C, N>]: (payload?: unknown) => Promise<Envelope<ResultOf<C>>>;
  };
} & {
  onMenu(callback: (command: MenuCommand) => void): () => void;
};

/** Build the nested `{ namespace: { method: fn } }` object from the channel list. */
export function nestChannels<F>(make: (channel: ChannelName) => F): Record<string, Record<string, F>> {
  const out: Record<string, Record<string, F>> = {};
  for (const channel of CHANNEL_NAMES) {
    const [namespace, method] = splitChannel(channel);
    (out[namespace] ??= {})[method] = make(channel);
  }
  return out;
}
