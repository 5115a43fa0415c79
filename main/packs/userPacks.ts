/** Wiring for the apps: the pack store over `<appData>/titles/` and the title catalog that includes its packs. */
import { join } from 'node:path';
import type { TitleCatalog } from '../catalog/titleCatalog';
import { installedTitles } from '../catalog/defaultCatalog';
import { CatalogWithPacks } from './packCatalog';
import { PackStore } from './packStore';

/** Folder of the user's title packs inside the app-data folder. */
export const userTitlesDir = (appDataDir: string): string => join(appDataDir, 'titles');

export function userPacks(builtinDir: string, appDataDir: string): { packs: PackStore; titles: TitleCatalog } {
  const packs = new PackStore({ builtinDir, userDir: userTitlesDir(appDataDir) });
  return { packs, titles: new CatalogWithPacks(installedTitles(builtinDir), packs) };
}
