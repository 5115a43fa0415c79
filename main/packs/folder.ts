/**
 * Title folder ⇄ title pack. A folder `titles/<id>/` (the built-ins' form) holds the title's JSON files and, for a
 * pack with images, an `assets/` subfolder; a pack holds the same files by name and the images as data URLs.
 * Folder → pack → folder gives the same files, byte for byte (JSON written with two-space indents and a final
 * newline, as the built-in files are). The pack's `meta` has no place in a folder and is not kept there.
 */
import { promises as fs } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { PACK_FORMAT, PACK_FORMAT_VERSION, type TitlePack, type TitlePackMeta } from '../../shared/ipc/pack';
import { fail, ok, type Result } from '../result';
import { readTitleParts } from '../titles/readTitleFolder';
import { fromDataUrl, toDataUrl } from './assets';

export const ASSETS_FOLDER = 'assets';

/** The text a title file is written as. */
export const titleFileText = (json: unknown): string => `${JSON.stringify(json, null, 2)}\n`;

async function newestChange(dir: string, names: string[]): Promise<string> {
  const times = await Promise.all(names.map(async (n) => (await fs.stat(join(dir, n))).mtimeMs));
  return new Date(Math.max(0, ...times)).toISOString();
}

/** Read a title folder as a pack (not yet checked: see checkPack). `meta.createdAt` defaults to the newest file's time. */
export async function folderToPack(dir: string, meta: Partial<TitlePackMeta> = {}): Promise<Result<TitlePack>> {
  const { parts, errors } = readTitleParts(dir);
  if (errors.length) return fail('bad-pack', errors.join('\n'));
  const files: TitlePack['files'] = {};
  for (const { file, json } of parts) {
    if (json === null || typeof json !== 'object' || Array.isArray(json)) return fail('bad-pack', `${file}: : must be a JSON object of title keys`);
    files[file] = json as Record<string, unknown>;
  }
  const assets: TitlePack['assets'] = {};
  const assetDir = join(dir, ASSETS_FOLDER);
  let assetNames: string[] = [];
  try {
    assetNames = (await fs.readdir(assetDir, { withFileTypes: true }))
      .filter((e) => e.isFile() && !e.name.startsWith('.'))
      .map((e) => e.name)
      .sort();
  } catch {
    /* no assets */
  }
  for (const name of assetNames) {
    const url = toDataUrl(name, await fs.readFile(join(assetDir, name)));
    if (!url) return fail('bad-pack', `${ASSETS_FOLDER}/${name}: : not an image a pack can carry (svg, png, jpg, webp, gif)`);
    assets[name] = url;
  }
  const createdAt = meta.createdAt ?? (await newestChange(dir, Object.keys(files)));
  return ok({ format: PACK_FORMAT, formatVersion: PACK_FORMAT_VERSION, files, assets, meta: { ...meta, createdAt } });
}

/**
 * Write a (checked) pack as a new folder `dir`: built beside it under a temporary name and renamed into place, so
 * `dir` appears complete or not at all. An existing `dir` is refused rather than mixed with other files.
 */
export async function packToFolder(pack: TitlePack, dir: string): Promise<Result<string>> {
  try {
    await fs.access(dir);
    return fail('io', `${dir}: already exists; choose a new folder`);
  } catch {
    /* free */
  }
  const temp = join(dirname(dir), `.${basename(dir)}.${process.pid}.${Date.now()}.tmp`);
  try {
    await fs.mkdir(temp, { recursive: true });
    for (const [name, json] of Object.entries(pack.files)) await fs.writeFile(join(temp, name), titleFileText(json));
    const assets = Object.entries(pack.assets);
    if (assets.length) {
      await fs.mkdir(join(temp, ASSETS_FOLDER));
      for (const [name, url] of assets) await fs.writeFile(join(temp, ASSETS_FOLDER, name), fromDataUrl(url));
    }
    await fs.rename(temp, dir);
    return ok(dir);
  } catch (error) {
    await fs.rm(temp, { recursive: true, force: true }).catch(() => {});
    return fail('io', `${dir}: cannot write the title folder (${(error as Error).message})`);
  }
}
