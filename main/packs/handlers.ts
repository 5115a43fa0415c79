/**
 * The `packs.*` channel handlers, on top of the host (dialogs and path rules, the same as for saves) and the pack
 * store. Payloads arrive shape-checked (main/ipc/payloads.ts); packs themselves are checked in full by the store.
 */
import { DeskError, type ChannelName } from '../../shared/ipc/channels';
import type { FileKind, Host } from '../backend/host';
import type { Handlers } from '../ipc/dispatch';
import { orThrow } from '../result';
import { writeFileAtomic } from '../saves/atomicWrite';
import { packFileName, packText, type PackStore } from './packStore';

export type PackChannel = Extract<ChannelName, `packs.${string}`>;

export function createPackHandlers({ host, packs }: { host: Host; packs?: PackStore }): Pick<Handlers, PackChannel> {
  const store = (): PackStore => {
    if (!packs) throw new DeskError('unsupported', 'title packs are not available in this set-up');
    return packs;
  };
  const kind: FileKind = 'pack';

  return {
    async 'packs.list'() {
      return store().list();
    },
    async 'packs.get'({ id }) {
      return orThrow(await store().get(id));
    },
    async 'packs.import'(payload) {
      const s = store();
      const replace = payload?.replace ?? false;
      if (payload?.pack !== undefined) return orThrow(await s.install(payload.pack, { replace, ...(payload.fileName ? { file: payload.fileName } : {}) }));
      const file = payload?.path !== undefined ? orThrow(await host.resolve(payload.path, kind, 'read')) : orThrow(await host.chooseOpen(kind));
      if (file === null) return null;
      return orThrow(await s.installFile(file, { replace }));
    },
    async 'packs.export'({ id, path }) {
      const { pack } = orThrow(await store().get(id));
      const titleId = String(Object.values(pack.files).find((f) => typeof f.id === 'string')?.id ?? id);
      const file = path !== undefined ? orThrow(await host.resolve(path, kind, 'write')) : orThrow(await host.chooseSave(kind, packFileName(titleId)));
      if (file === null) return null;
      await writeFileAtomic(file, packText(pack));
      return { path: host.display(file) };
    },
    async 'packs.remove'({ id }) {
      orThrow(await store().remove(id));
    },
    async 'packs.validate'({ pack }) {
      return store().validate(pack);
    },
    async 'packs.save'({ pack, replace }) {
      return orThrow(await store().install(pack, { replace: replace ?? false, stamp: true }));
    },
  };
}
