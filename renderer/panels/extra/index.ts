/** Extra panels: standalone components (props in, events out) the app places in its layout. */
export { default as TileManifest } from './TileManifest.vue';
export { default as UpgradeBrowser } from './UpgradeBrowser.vue';
export { default as ValueChart } from './ValueChart.vue';
export { default as DepotPanel } from './DepotPanel.vue';
export { default as PrivatesPanel } from './PrivatesPanel.vue';
export { default as HistoryList } from './HistoryList.vue';
export { valueSeries, operatingHistory, roundLabel, type ValuePoint, type OperatingRecord } from './valueSeries';
export { manifestGroups, type ManifestGroup, type ManifestRow } from './manifest';
export { depotSummary, type DepotSummary } from './depot';
export { historyEntries, type HistoryEntry } from './history';
