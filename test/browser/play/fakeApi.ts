/** A stand-in for main: records saves and autosaves, serves titles from titles/<id>/*.json. */
import type { DeskApi } from '@shared/ipc/channels';
import type { SaveFile } from '@shared/ipc/save';
import { loadTitle } from '../titles';

export function fakeApi(files: Record<string, unknown> = {}, recovered: { save: SaveFile; savedAt: string } | null = null) {
  const discarded: boolean[] = [];
  const autosaves: SaveFile[] = [];
  const api = {
    titles: {
      list: async () => ['1830', '1846'].map((id) => ({ id, name: id, version: '1', players: loadTitle(id).players })),
      get: async ({ id }: { id: string }) => ({ title: loadTitle(id), hash: `hash-${id}` }),
    },
    saves: {
      open: async (p?: { path?: string }) => {
        const f = files[p?.path ?? ''];
        if (f === undefined) throw new Error(`${p?.path}: not found`);
        return { path: p!.path!, save: f as SaveFile };
      },
      save: async ({ path, save }: { path: string; save: SaveFile }) => ((files[path] = save), { path }),
      saveAs: async ({ path, save }: { path?: string; save: SaveFile }) => ((files[path ?? 'game.18xx'] = save), { path: path ?? 'game.18xx' }),
      listRecent: async () => [],
      listWorkspace: async () => Object.keys(files).map((path) => ({ path, size: 1, modifiedAt: new Date().toISOString() })),
    },
    autosave: {
      write: async ({ save }: { save: SaveFile }) => void autosaves.push(save),
      recover: async () => recovered,
      discard: async () => void discarded.push(true),
    },
    import: { fromFile: async () => null },
    app: { onMenu: () => () => undefined },
  };
  return { api: api as unknown as DeskApi, files, autosaves, discarded };
}
