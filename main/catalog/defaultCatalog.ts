/** The title catalog of the installed titles folder, read and validated by the title code (main/titles/). */
import { FolderTitleCatalog, type TitleCatalog } from './titleCatalog';
import { titleFolderReader } from './titleFolderReader';

export function installedTitles(titlesDir: string): TitleCatalog {
  return new FolderTitleCatalog(titlesDir, titleFolderReader());
}
