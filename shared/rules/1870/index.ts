import type { TitleRules } from '../types';
import { standardRules } from '../standard';
import { corp } from '../../engine/entities';
import { titleWithOptions } from './options';
import { initialState1870 } from './state';
import { closeCorporationsAtZero } from './close';
import { afterStockTurn1870, certCountsForLimit1870, PROTECTION, protectionPending, protectionStep, queueSale, saleWithinHoldingLimit } from './protection';
import { marketMove1870 } from './market';
import { assignStep, removeMarkers } from './markers';
import { destinations1870, markers1870 } from './display';
import { routeRules1870 } from './routes';
import { riverCrossing } from './riverBridge';
import { noteFirstTurn, specialTrackStep1870, upgradeAfterHomeLay } from './bridgeLay';
import { dividend1870 } from './dividend';
import { capitalization1870, ownSharePriceWritten1870, redeemStep, reissueStep } from './redemption';
import { insertStockStep, replaceStockStep } from '../../engine/rounds/stock';
import { buyCompanyStep1870, closeParCompany, companiesForSale, maxCompanyPrice, privateTradeStep1870 } from './privates';
import {
  CONNECTION_STEP_NAMES,
  connectionAutoActions,
  connectionEndStep,
  connectionRunner,
  connectionStage,
  connectionStartStep,
  keepDestinationStationsExtra,
  recordedConnection,
} from './connection';

/**
 * 1870 (Mayfair 1992, Bill Dixon): full capitalisation, a soft-ledge market with price protection, destinations and
 * connection runs, share redemption and reissue, privates that close in phase 4, one to three operating rounds.
 */
export const rules1870: TitleRules = {
  markers: markers1870,
  destinations: destinations1870,
  ...standardRules,
  id: '1870',
  // Implemented options (18xx.games ids): all of them, `original_rules` being the designer's set.
  optionalRules: ['diesels', 'finish_on_400', 'original_rules', 'station_wars', 'original_tiles', 'max_reissue_200', 'can_protect_if_sold', 'original_market'],
  withOptions: titleWithOptions,
  titleState: initialState1870,
  // pp. 13-14: price protection may take a president over 60%, who keeps those shares.
  mayHoldAboveHoldingLimit: true,
  afterPar: closeParCompany,
  companiesForSale,
  maxCompanyPrice,
  capitalization: capitalization1870,
  steps: {
    company: buyCompanyStep1870,
    special_track: specialTrackStep1870,
    assign: assignStep,
    connection_start: connectionStartStep,
    connection_end: connectionEndStep,
    [PROTECTION]: protectionStep,
  },
  operatingSteps: ['connection_start', 'assign', ...standardRules.operatingSteps, PROTECTION, 'connection_end'],
  pendingSteps: { [PROTECTION]: protectionPending },
  afterStockTurn: afterStockTurn1870,
  anytimeSteps: ['special_track', 'exchange', 'buy_company_any', 'bankrupt', 'assign'],
  routeRules: routeRules1870,
  afterTileLay: (c, _k, hex) => keepDestinationStationsExtra(c, hex),
  checkTileLay: (c, k, lay) => riverCrossing(c, k, lay) ?? upgradeAfterHomeLay(c, k, lay),
  onTurnStart: noteFirstTurn,
  dividend: dividend1870,
  trainEvent: (c, type) => {
    if (type !== 'remove_tokens') return false;
    removeMarkers(c);
    return true;
  },
  autoActions: connectionAutoActions,
  process(c, a) {
    if (a.type === 'destination_connection') {
      recordedConnection(c, a);
      return true;
    }
    return false;
  },
  // pp. 17-18: on a stock turn a president may instead have the corporation redeem a share or reissue its shares.
  stockSteps: (standard) => insertStockStep(replaceStockStep(standard, privateTradeStep1870), 'pass', redeemStep, reissueStep),
  ownSharePriceWritten: ownSharePriceWritten1870,
  sellPriceMovement: queueSale,
  checkSale: saleWithinHoldingLimit,
  certCountsForLimit: certCountsForLimit1870,
  // Checked after every action: a price at $0 closes its corporation.
  checkGameEnd: closeCorporationsAtZero,
  marketMove: marketMove1870,
  actingPlayers(c) {
    const runner = connectionRunner(c);
    const president = runner ? corp(c, runner).president : null;
    return president !== null ? [president] : null;
  },
  roundNames(c) {
    // A price protection pending names itself (its step's trace name).
    if (c.s.pending.length) return null;
    const runner = connectionRunner(c);
    return runner ? { step: CONNECTION_STEP_NAMES[connectionStage(c)], entity: runner } : null;
  },
};
