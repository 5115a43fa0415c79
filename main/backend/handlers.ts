/**
 * The channel handlers: what each call does, on top of the host (dialogs, path rules) and the stores. Shared by
 * the desktop app and browser mode; payloads arrive already validated (main/ipc/payloads.ts).
 */
import { promises as fs } from 'node:fs';
import { basename } from 'node:path';
import { DeskError, type WorkspaceFile } from '../../shared/ipc/channels';
import type { SaveFile } from '../../shared/ipc/save';
import type { TitleCatalog } from '../catalog/titleCatalog';
import type { Handlers } from '../ipc/dispatch';
import { createPackHandlers } from '../packs/handlers';
import type { PackStore } from '../packs/packStore';
import { orThrow } from '../result';
import { writeFileAtomic } from '../saves/atomicWrite';
import { AutosaveStore } from '../saves/autosave';
import { exportGame, exportTitleId, importGame } from '../saves/importGame';
import { RecentFiles } from '../saves/recentFiles';
import { readSaveFile, writeSaveFile } from '../saves/saveFiles';
import { listWorkspace } from '../saves/workspace';
import { APP_VERSION } from '../version';
import type { FileKind, Host } from './host';

export interface BackendDeps {
  host: Host;
  titles: TitleCatalog;
  autosave: AutosaveStore;
  recent: RecentFiles;
  /** Title packs; absent: the `packs.*` calls answer `unsupported`. */
  packs?: PackStore;
}

/** A file name suggestion for a game: `1830-Alice-Bob.18xx`. */
export function suggestedName(save: SaveFile, extension: string): string {
  const who = save.players
    .map((p) => p.name.replace(/[^A-Za-z0-9_-]+/g, ''))
    .filter(Boolean)
    .slice(0, 4)
    .join('-');
  return `${save.title.id}${who ? `-${who}` : ''}${extension}`;
}

export function createHandlers({ host, titles, autosave, recent, packs }: BackendDeps): Handlers {
  /** The path to use: the one named (checked by the host) or the user's choice; `null` when cancelled. */
  async function target(kind: FileKind, access: 'read' | 'write', path: string | undefined): Promise<string | null> {
    if (path !== undefined) return orThrow(await host.resolve(path, kind, access));
    return orThrow(access === 'read' ? await host.chooseOpen(kind) : await host.chooseSave(kind));
  }

  /** Where to write: the path named (checked by the host), else the user's choice starting from `suggested`. */
  async function writeTarget(kind: FileKind, path: string | undefined, suggested: string): Promise<string | null> {
    if (path !== undefined) return orThrow(await host.resolve(path, kind, 'write'));
    return orThrow(await host.chooseSave(kind, suggested));
  }

  async function writeSave(path: string, save: SaveFile): Promise<{ path: string }> {
    const stamped: SaveFile = { ...save, engineVersion: APP_VERSION, updatedAt: new Date().toISOString() };
    orThrow(await writeSaveFile(path, stamped));
    await recent.add(path, stamped);
    return { path: host.display(path) };
  }

  async function saveAs(path: string | undefined, save: SaveFile): Promise<{ path: string } | null> {
    const chosen = orThrow(await host.chooseSave('save', path ?? suggestedName(save, '.18xx')));
    return chosen === null ? null : writeSave(chosen, save);
  }

  return {
    async 'saves.open'(payload) {
      const file = await target('save', 'read', payload?.path);
      if (file === null) return null;
      const save = orThrow(await readSaveFile(file, titles, { acceptTitleChange: payload?.acceptTitleChange }));
      await recent.add(file, save);
      // The title read to check the save comes along (read once more: the catalog keeps it until its files change).
      const title = await titles.get(save.title.id);
      return { path: host.display(file), save, ...(title.ok ? { title: title.value } : {}) };
    },
    async 'saves.save'({ path, save }) {
      if (path === undefined) return saveAs(undefined, save);
      return writeSave(orThrow(await host.resolve(path, 'save', 'write')), save);
    },
    async 'saves.saveAs'({ path, save }) {
      return saveAs(path, save);
    },
    async 'saves.listRecent'() {
      return (await recent.list()).map((r) => ({ ...r, path: host.display(r.path) }));
    },
    async 'saves.listWorkspace'(): Promise<WorkspaceFile[]> {
      return listWorkspace(host.workspace);
    },
    async 'autosave.write'({ save, path, unsaved }) {
      await autosave.write(save, path, unsaved);
    },
    async 'autosave.recover'() {
      return autosave.recover();
    },
    async 'autosave.discard'() {
      await autosave.discard();
    },
    async 'titles.list'() {
      return titles.list();
    },
    async 'titles.get'({ id }) {
      return orThrow(await titles.get(id));
    },
    async 'titles.validate'({ parts }) {
      return titles.validate(parts);
    },
    async 'import.fromFile'(payload) {
      // Content the user uploaded or dropped on the window: no file of ours is read.
      const uploaded = payload?.content !== undefined;
      const file = uploaded ? (payload?.name ?? 'the dropped file') : await target('import', 'read', payload?.path);
      if (file === null) return null;
      let game: unknown;
      try {
        game = JSON.parse(uploaded ? payload!.content! : await fs.readFile(file, 'utf8'));
      } catch (error) {
        throw new DeskError('bad-import', `${file}: cannot read as JSON (${(error as Error).message})`);
      }
      const titleId = exportTitleId(game);
      if (!titleId) throw new DeskError('bad-import', `${file}: /title: missing (expected an 18xx.games game export)`);
      const loaded = await titles.get(titleId);
      if (!loaded.ok) throw new DeskError('unknown-title', `${file}: the game is of ${loaded.error.message}`);
      const save = orThrow(importGame(game, basename(file), loaded.value));
      return { path: uploaded ? file : host.display(file), save, title: loaded.value };
    },
    async 'export.toFile'({ path, save }) {
      const file = await writeTarget('export', path, suggestedName(save, '.json'));
      if (file === null) return null;
      await writeFileAtomic(file, `${JSON.stringify(exportGame(save), null, 1)}\n`);
      return { path: host.display(file) };
    },
    async 'print.toPdf'({ route, options, path }) {
      const file = await writeTarget('pdf', path, `${route.replace(/^#\//, '').split('?')[0]!.replace(/\W+/g, '-') || 'print'}.pdf`);
      if (file === null) return null;
      const pdf = orThrow(await host.printToPdf(route, options ?? {}));
      await writeFileAtomic(file, pdf, { backup: false });
      return { path: host.display(file) };
    },
    async 'app.info'() {
      return { mode: host.mode, version: APP_VERSION, workspace: host.workspace };
    },
    ...createPackHandlers({ host, packs }),
  };
}
