/**
 * `readTitleFolder` for a process that opens a game (the CLI's `replay`, the cold replay `npm run bench` times): the
 * title check's code (the generated schema validators, 200 of the 330 KB a replay loads) is loaded only for a folder
 * that is not a shipped title, which a shipped one, recognised by content, does not need (#18).
 */
import { folderResult, mergeTitleFolder, type TitleFolderResult } from './titleFolderFiles';

/** The folder read, merged and, unless it is a shipped title, checked in full: as `readTitleFolder` gives it. */
export async function openTitleFolder(dir: string): Promise<TitleFolderResult> {
  const folder = mergeTitleFolder(dir, true);
  if (folder.toCheck) {
    const { validateTitle } = await import('../../shared/title/validate');
    folder.errors.push(...validateTitle(folder.toCheck, folder.provenance));
  }
  return folderResult(folder);
}
