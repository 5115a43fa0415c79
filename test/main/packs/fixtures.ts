/** Shared set-up of the title pack tests: the built-in titles, a valid user pack made from 1830, folder snapshots. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { folderToPack } from '../../../main/packs/folder';
import { PackStore } from '../../../main/packs/packStore';
import type { TitlePack } from '../../../shared/ipc/pack';
import { tempDir } from '../helpers';

export const BUILTIN_DIR = resolve(__dirname, '../../../titles');
export const BUILTIN_IDS = ['1817', '1830', '1846', '1870', '18NY'];

let base1830: TitlePack | undefined;

/** A valid user pack: 1830's files under another id, playing by 1830's rules. */
export async function userPack(id = '1899', version = '1.0.0'): Promise<TitlePack> {
  if (!base1830) {
    const read = await folderToPack(join(BUILTIN_DIR, '1830'), { createdAt: '2026-01-01T00:00:00.000Z' });
    if (!read.ok) throw new Error(read.error.message);
    base1830 = read.value;
  }
  const pack = structuredClone(base1830);
  Object.assign(pack.files['title.json']!, { id, name: `Test ${id}`, version, rules: '1830' });
  pack.meta.author = 'Tester';
  return pack;
}

/** A pack store over the real built-ins and a fresh, not yet existing user folder. */
export function freshStore(): { store: PackStore; userDir: string; appData: string } {
  const appData = tempDir();
  const userDir = join(appData, 'titles');
  return { store: new PackStore({ builtinDir: BUILTIN_DIR, userDir, now: () => new Date('2026-02-03T04:05:06.000Z') }), userDir, appData };
}

/** Every file and folder under a folder (hidden ones included), files with their content: to show that nothing was written. */
export function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (!existsSync(dir)) return out;
  const walk = (d: string, prefix: string) => {
    for (const name of readdirSync(d).sort()) {
      const full = join(d, name);
      if (statSync(full).isDirectory()) {
        out[`${prefix}${name}/`] = ''; // an empty folder counts as written too
        walk(full, `${prefix}${name}/`);
      } else out[`${prefix}${name}`] = readFileSync(full, 'utf8');
    }
  };
  walk(dir, '');
  return out;
}
