import type { TitleRules } from '../types';
import { standardRules } from '../standard';
import { titleWithOptions } from './options';
import { processProtection, protector, queueSale, settleProtection } from './protection';
import { marketMove1870 } from './market';
import { assignStep, removeMarkers } from './markers';
import { routeRules1870 } from './routes';
import { dividend1870 } from './dividend';
import { capitalization1870, processCorporationShares } from './redemption';
import { buyCompanyStep1870, closeParCompany, companiesForSale, maxCompanyPrice } from './privates';

/**
 * 1870 (Mayfair 1992, Bill Dixon): full capitalisation, a soft-ledge market with price protection, destinations and
 * connection runs, share redemption and reissue, privates that close in phase 4, one to three operating rounds.
 */
export const rules1870: TitleRules = {
  ...standardRules,
  id: '1870',
  withOptions: titleWithOptions,
  afterPar: closeParCompany,
  companiesForSale,
  steps: { company: buyCompanyStep1870, assign: assignStep },
  operatingSteps: ['assign', ...standardRules.operatingSteps],
  anytimeSteps: ['special_track', 'special_token', 'exchange', 'buy_company_any', 'bankrupt', 'assign'],
  routeRules: routeRules1870,
  dividend: dividend1870,
  trainEvent: (c, type) => {
    if (type !== 'remove_tokens') return false;
    removeMarkers(c);
    return true;
  },
  maxCompanyPrice,
  process: (c, a) => processProtection(c, a) || (a.type === 'destination_connection' && a.corporations.length === 0) || processCorporationShares(c, a),
  sellPriceMovement: queueSale,
  settlePending: settleProtection,
  actingPlayers: (c) => {
    const id = protector(c);
    return id === null ? null : [id];
  },
  roundNames: (c) => (protector(c) !== null ? { step: 'PriceProtection' } : null),
  marketMove: marketMove1870,
  capitalization: capitalization1870,
};
