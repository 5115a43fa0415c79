/** The title catalog of the installed titles folder, read with the title loader. */
import { FolderTitleCatalog, type TitleCatalog } from './titleCatalog';
import { plainFolderReader } from './plainFolderReader';

export function installedTitles(titlesDir: string): TitleCatalog {
  return new FolderTitleCatalog(titlesDir, plainFolderReader);
}
