import { describe, expect, it, vi } from 'vitest';
import { createApi } from '../../renderer/api/index';
import { httpApi } from '../../renderer/api/http';
import { unwrap } from '../../renderer/api/unwrap';
import { nestChannels } from '../../shared/ipc/bridge';
import { CHANNEL_NAMES, DeskError } from '../../shared/ipc/channels';

describe('the renderer api', () => {
  it('uses the preload when window.desk exists', async () => {
    const desk = { ...nestChannels((channel) => async () => ({ ok: true, value: channel })), onMenu: () => () => {} };
    const api = createApi({ desk: desk as never });
    expect(await api.saves.listRecent()).toBe('saves.listRecent');
  });

  it('otherwise posts to /api/<channel> on the page’s origin', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ ok: true, value: [] }), { status: 200 }));
    const api = httpApi('http://127.0.0.1:5178/api/', fetchMock as never);
    expect(await api.titles.list()).toEqual([]);
    expect(fetchMock).toHaveBeenCalledWith('http://127.0.0.1:5178/api/titles.list', expect.objectContaining({ method: 'POST', body: '{"payload":null}' }));
    expect(createApi({ location: { origin: 'http://127.0.0.1:9999' } })).toHaveProperty('saves.open');
  });

  it('has one function per channel and onMenu', () => {
    const api = createApi({ location: { origin: 'http://127.0.0.1:1' } }) as unknown as Record<string, Record<string, unknown>>;
    for (const channel of CHANNEL_NAMES) {
      const [ns, method] = channel.split('.') as [string, string];
      expect(typeof api[ns]![method]).toBe('function');
    }
    expect(typeof (api as unknown as { onMenu: unknown }).onMenu).toBe('function');
    expect(typeof api.app!.onMenu).toBe('function');
  });

  it('rejects with DeskError for error envelopes, unreachable servers and malformed replies', async () => {
    expect(() => unwrap({ ok: false, error: { code: 'bad-save', message: 'x.18xx: truncated' } })).toThrow(DeskError);
    expect(() => unwrap('nonsense' as never)).toThrow(/malformed reply/);
    const down = httpApi('http://127.0.0.1:1/api/', (async () => {
      throw new TypeError('fetch failed');
    }) as never);
    await expect(down.app.info()).rejects.toMatchObject({ code: 'io' });
  });
});
