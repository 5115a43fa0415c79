/** Wiring: stores + title catalog + host → the dispatch function both adapters (IPC, HTTP) call. */
import type { TitleCatalog } from '../catalog/titleCatalog';
import { createDispatch, type Dispatch } from '../ipc/dispatch';
import type { PackStore } from '../packs/packStore';
import { AutosaveStore } from '../saves/autosave';
import { RecentFiles } from '../saves/recentFiles';
import { createHandlers } from './handlers';
import type { Host } from './host';

export interface Backend {
  dispatch: Dispatch;
  autosave: AutosaveStore;
  recent: RecentFiles;
  titles: TitleCatalog;
  packs?: PackStore;
}

export function createStores(appDataDir: string): { autosave: AutosaveStore; recent: RecentFiles } {
  return { autosave: new AutosaveStore(appDataDir), recent: new RecentFiles(appDataDir) };
}

/** `packs`: the title packs (main/packs/userPacks.ts); without it the `packs.*` calls answer `unsupported`. */
export function createBackend(deps: { host: Host; titles: TitleCatalog; autosave: AutosaveStore; recent: RecentFiles; packs?: PackStore }): Backend {
  return {
    dispatch: createDispatch(createHandlers(deps)),
    autosave: deps.autosave,
    recent: deps.recent,
    titles: deps.titles,
    ...(deps.packs ? { packs: deps.packs } : {}),
  };
}
