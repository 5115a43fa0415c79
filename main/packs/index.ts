export { PackStore, packFileName, packText } from './packStore';
export type { InstallOptions, PackStoreOptions } from './packStore';
export { CatalogWithPacks } from './packCatalog';
export { checkPack, checkedPack, parsePackText, isPackId } from './checkPack';
export { folderToPack, packToFolder, titleFileText, ASSETS_FOLDER } from './folder';
export { assetReferences, toDataUrl, fromDataUrl } from './assets';
export { createPackHandlers } from './handlers';
export { userPacks, userTitlesDir } from './userPacks';
