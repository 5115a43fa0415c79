import type { StandardSettings, TitleDef } from './types';

/**
 * The defaults of the standard rule switches (the 1830 rules), in one place: a title's `settings` changes those it
 * names. Keys of a title's own are read by its rules module.
 */
export const STANDARD_SETTINGS: Readonly<StandardSettings> = {
  mustSellInBlocks: false,
  multipleBuyOnlyFromMarket: false,
  turnLimit: null,
  allowTrainBuyFromOthers: true,
  mustBuyTrain: 'route',
  ebuyFromOthers: 'value',
  ebuyPresSwap: true,
  ebuySellMoreThanNeeded: false,
  homeTokenTiming: 'operate',
  poolDividendsTo: 'corporation',
  ipoDividendsTo: 'bank',
  preprintedTileIndex: {},
  trackRestriction: 'permissive',
  impassableHexColors: ['blue', 'gray', 'red'],
  ipoName: 'IPO',
  removedTileCopies: [],
  soldOutTopRowMovement: 'none',
};

const cache = new WeakMap<TitleDef, Readonly<StandardSettings>>();

/** The title's standard settings, defaults filled in (worked out once per title definition). */
export function settingsOf(title: TitleDef): Readonly<StandardSettings> {
  let s = cache.get(title);
  if (!s) cache.set(title, (s = { ...STANDARD_SETTINGS, ...title.settings } as StandardSettings));
  return s;
}
