import { describe, expect, it } from 'vitest';
import { createDispatch, type Handlers } from '../../main/ipc/dispatch';
import { PAYLOAD_CHECKS, validatePayload } from '../../main/ipc/payloads';
import { CHANNEL_NAMES, DeskError, type ChannelName } from '../../shared/ipc/channels';
import { sampleSave } from './helpers';

const save = sampleSave();

const rejected: [ChannelName, unknown, RegExp][] = [
  ['saves.open', { path: 42 }, /payload\.path: must be a non-empty string/],
  ['saves.open', { path: '' }, /payload\.path: must be a non-empty string/],
  ['saves.open', { path: 'a\0b.18xx' }, /NUL/],
  ['saves.open', { file: 'x.18xx' }, /unknown field "file"/],
  ['saves.open', 'x.18xx', /payload: must be an object/],
  ['saves.save', {}, /payload\.save: is required/],
  ['saves.save', { save: { ...save, seed: 1.5 } }, /payload\.save: \/seed: must be an integer/],
  ['saves.save', { save: { ...save, format: 'other' } }, /not an 18xx Desk save/],
  ['saves.saveAs', { save: { ...save, actions: [{ entity: 1 }] } }, /\/actions\/0\/type/],
  ['saves.listRecent', { path: '/etc' }, /takes no payload/],
  ['autosave.write', { save: { ...save, players: [] } }, /\/players: must be a non-empty array/],
  ['autosave.write', { save, extra: 1 }, /unknown field "extra"/],
  ['titles.get', {}, /payload\.id: is required/],
  ['titles.get', { id: '../../etc/passwd' }, /must be a title id/],
  ['titles.get', { id: '..' }, /must be a title id/],
  ['titles.validate', { parts: { 'title.txt': {} } }, /not a JSON file name/],
  ['titles.validate', { parts: { 'title.json': [] } }, /must be a JSON object/],
  ['import.fromFile', { path: ['a'] }, /payload\.path: must be a non-empty string/],
  ['import.fromFile', { path: 'a.json', content: '{}' }, /a path or the content, not both/],
  ['import.fromFile', { content: 7 }, /payload\.content: must be a string/],
  ['import.fromFile', { content: '{}', name: '../etc/passwd' }, /payload\.name: must be a file name/],
  ['print.toPdf', { route: 'https://evil.example/' }, /must be a renderer route/],
  ['print.toPdf', { route: 'javascript:alert(1)' }, /must be a renderer route/],
  ['print.toPdf', { route: '#/print/map', options: { pageSize: 'B5' } }, /pageSize: must be one of A4/],
  ['print.toPdf', { route: '#/print/map', options: { pageSize: { widthMm: 0, heightMm: 100 } } }, /widthMm: must be a number of millimetres/],
  ['print.toPdf', { route: '#/print/map', options: { landscape: 'yes' } }, /landscape: must be true or false/],
  ['app.info', 1, /takes no payload/],
];

const accepted: [ChannelName, unknown][] = [
  ['saves.open', undefined],
  ['saves.open', null],
  ['saves.open', { path: '/home/a/game.18xx', acceptTitleChange: true }],
  ['saves.save', { save }],
  ['saves.saveAs', { path: 'games/new.18xx', save }],
  ['saves.listRecent', undefined],
  ['saves.listWorkspace', {}],
  ['autosave.write', { save }],
  ['autosave.recover', null],
  ['titles.list', undefined],
  ['titles.get', { id: '18NY' }],
  ['titles.validate', { parts: { 'title.json': { id: 'x' }, 'map.json': {} } }],
  ['import.fromFile', { path: 'games/210011.json' }],
  ['import.fromFile', { content: '{"title":"1830"}', name: '210011.json' }],
  ['export.toFile', { save }],
  ['print.toPdf', { route: '#/print/map?title=1830&scale=1', options: { pageSize: { widthMm: 841, heightMm: 594 }, landscape: true } }],
  ['app.info', undefined],
];

describe('payload validation', () => {
  it('has a check for every channel of the list', () => {
    expect(Object.keys(PAYLOAD_CHECKS).sort()).toEqual([...CHANNEL_NAMES].sort());
  });

  it.each(rejected)('%s rejects %j', (channel, payload, message) => {
    const result = validatePayload(channel, payload);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('bad-payload');
    expect(result.error.message.startsWith(`${channel}: `)).toBe(true);
    expect(result.error.message).toMatch(message);
  });

  it.each(accepted)('%s accepts %j', (channel, payload) => {
    const result = validatePayload(channel, payload);
    expect(result.ok ? true : result.error.message).toBe(true);
  });
});

describe('dispatch', () => {
  const calls: string[] = [];
  const handlers = Object.fromEntries(
    CHANNEL_NAMES.map((c) => [
      c,
      async (p: unknown) => {
        calls.push(c);
        if (c === 'titles.get') throw new DeskError('unknown-title', 'title "x" is not installed');
        if (c === 'titles.list') throw new Error('disk on fire');
        return { echoed: p };
      },
    ]),
  ) as unknown as Handlers;
  const dispatch = createDispatch(handlers, () => {});

  it('refuses unknown channels', async () => {
    expect(await dispatch('fs.readFile', { path: '/etc/passwd' })).toEqual({
      ok: false,
      error: { code: 'unknown-channel', message: 'unknown channel "fs.readFile"' },
    });
    expect(await dispatch('__proto__', {})).toMatchObject({ ok: false, error: { code: 'unknown-channel' } });
  });

  it('never calls a handler with an invalid payload', async () => {
    calls.length = 0;
    const reply = await dispatch('saves.open', { path: 7 });
    expect(reply).toMatchObject({ ok: false, error: { code: 'bad-payload' } });
    expect(calls).toEqual([]);
  });

  it('passes valid payloads and wraps results', async () => {
    expect(await dispatch('saves.open', { path: '/x.18xx' })).toEqual({ ok: true, value: { echoed: { path: '/x.18xx' } } });
  });

  it('turns handler errors into error envelopes', async () => {
    expect(await dispatch('titles.get', { id: 'x' })).toEqual({
      ok: false,
      error: { code: 'unknown-title', message: 'title "x" is not installed' },
    });
    expect(await dispatch('titles.list', undefined)).toEqual({
      ok: false,
      error: { code: 'internal', message: 'titles.list: disk on fire' },
    });
  });
});
