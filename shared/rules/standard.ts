import type { TitleRules } from './types';
import { newWaterfallAuction } from '../engine/rounds/waterfallAuction';
import { newStockRound } from '../engine/rounds/stock';

/** The standard rules, used by any title that names no rules module (a designer's new title, for instance). */
export const standardRules: TitleRules = {
  id: 'standard',
  firstRound: (c) => (c.title.companies.length ? newWaterfallAuction(c) : newStockRound(c)),
  operatingSteps: ['bankrupt', 'exchange', 'special_track', 'buy_company_any', 'home_token', 'track', 'token', 'route', 'dividend', 'train', 'company'],
};
