/**
 * Reading and writing save files on disk. Reading never modifies the file; writing is atomic and keeps a `.bak`.
 * A save whose title is not installed or whose title content changed since (hash differs) is refused with the
 * reason, unless the caller accepts the title change.
 */
import { promises as fs } from 'node:fs';
import type { SaveFile } from '../../shared/ipc/save';
import type { TitleCatalog } from '../catalog/titleCatalog';
import { fail, ok, type Result } from '../result';
import { writeFileAtomic, type AtomicWriteOptions } from './atomicWrite';
import { formatSave, parseSave } from './saveFormat';

export interface ReadSaveOptions {
  /** Open even though the installed title differs from the one the game was saved with. */
  acceptTitleChange?: boolean;
}

/** Check that the save's title is installed and unchanged. */
export async function checkSaveTitle(save: SaveFile, where: string, catalog: TitleCatalog, options: ReadSaveOptions = {}): Promise<Result<SaveFile>> {
  const loaded = await catalog.get(save.title.id);
  if (!loaded.ok) return fail('unknown-title', `${where}: the game was played with ${loaded.error.message}`);
  const installed = loaded.value;
  if (installed.hash !== save.title.hash && !options.acceptTitleChange) {
    const short = (h: string) => h.slice(0, 12);
    const versions =
      installed.title.version === save.title.version
        ? `both version ${save.title.version}, but the content differs`
        : `saved with version ${save.title.version}, installed is version ${installed.title.version}`;
    return fail(
      'title-mismatch',
      `${where}: title ${save.title.id} changed since this game was saved (${versions}; ` +
        `hash ${short(save.title.hash)}… in the save, ${short(installed.hash)}… installed). ` +
        `Replaying it with the changed title may fail or give a different game.`,
    );
  }
  return ok(save);
}

export async function readSaveFile(path: string, catalog: TitleCatalog, options: ReadSaveOptions = {}): Promise<Result<SaveFile>> {
  let text: string;
  try {
    text = await fs.readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return fail('not-found', `${path}: no such file`);
    return fail('io', `${path}: cannot read (${(error as Error).message})`);
  }
  const parsed = parseSave(text, path);
  if (!parsed.ok) return parsed;
  return checkSaveTitle(parsed.value, path, catalog, options);
}

export async function writeSaveFile(path: string, save: SaveFile, options: AtomicWriteOptions = {}): Promise<Result<void>> {
  try {
    await writeFileAtomic(path, formatSave(save), options);
    return ok(undefined);
  } catch (error) {
    return fail('io', `${path}: cannot save (${(error as Error).message}); the previous file is unchanged`);
  }
}
