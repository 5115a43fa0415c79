/**
 * Titles from 18xx-maker: `importMakerGame(game, makerTileLibrary, id)` turns one of its game files into our title
 * (the files of a title folder) and lists, one per line, what it could not map. Used by the editor's "Import from
 * 18xx-maker…" and by `npm run -s cli -- import-title`.
 */
export { importMakerGame, type MakerImport, type TileLibrary } from './game';
export { makerTileLibrary } from './library';
