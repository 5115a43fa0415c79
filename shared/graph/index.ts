/** The board's track graph: connectivity, tile-lay and token legality, routes and revenue. Pure TS. */
export * from './types';
export { TrackGraph, type TrackGraphOptions } from './trackGraph';
export { type Connectivity, reachedStopNames, reachedHexEdges } from './connectivity';
export { type Shape, type RotatedShape, compileShape } from './shape';
export { legalTileRotations, checkTileLay, layableHexes, isBuildable } from './tileLay';
export { reachableCities, hasReachableCity, checkTokenPlacement, freeSlot } from './tokens';
export { stopsBetween } from './reach';
export { revenueInPhase, stopBaseRevenue, revenueOfStops, routeRevenue, payingStops, checkDistance, distanceUsed, hexesTravelled, tokenedBy } from './revenue';
export { chainsThrough, hexSidesCrossed, routeHexes, sidesOf, type Chain } from './chains';
export { resolveRoute, type UsedTrack } from './resolve';
export { checkRoute, validateRoutes, type TrainLookup } from './routes';
export { upgradeSourceKey, upgradeCandidates } from './upgrades';
