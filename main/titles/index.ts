export { readTitleFolder, readTitleParts, validateTitleFolder, listTitles, builtinTitlesDir } from './readTitleFolder';
export type { TitleFolderResult, TitleListing } from './readTitleFolder';
