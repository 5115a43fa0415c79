/** 18xx-maker's tile library (its tiles/*.json, MIT: see LICENSE here), merged: tile id → drawing. */
import brown from './library/brown.json';
import gray from './library/gray.json';
import green from './library/green.json';
import other from './library/other.json';
import yellow from './library/yellow.json';
import type { TileLibrary } from './game';

export const makerTileLibrary: TileLibrary = { ...yellow, ...green, ...brown, ...gray, ...other } as unknown as TileLibrary;
