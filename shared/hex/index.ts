/** Hex geometry: ids, doubled coordinates, edges, neighbours, rotation, pixels. Pure functions, no DOM. */
export * from './coord';
export * from './edges';
export * from './pixel';
