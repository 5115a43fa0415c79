import type { TitleRules } from '../types';
import { standardRules } from '../standard';
import { newSelectionAuction, selectionRound } from './auction';
import { setup1817 } from './setup';
import { initialState1817 } from './state';
import { shareCount } from '../../engine/certSize';
import { ipoStationStep, ipoStep } from './ipo';
import { insertStockStep, replaceStockStep } from '../../engine/rounds/stock';
import { afterSale1817, shortStep } from './shorts';
import { buyClosingShorts } from '../../engine/rounds/sr/short';
import {
  buyingStations,
  companyStep,
  notAfterActingForCompany,
  onStockRoundEnd1817,
  ownSharePriceWritten1817,
  outsideLowZones,
  soldOut1817,
  soldOutRises1817,
  startCompanyStep,
} from './stockTurn';
import { buyingPower, loans1817 } from './loans';
import { buyTrainStep1817 } from './buyTrain';
import { afterTileLay1817, tileLayCost1817 } from './terrain';
import { exportAtRoundEnd, payTrainRevenue } from './export';
import { dividend1817, moveByPaid, rustObsolete } from './dividend';
import { bridgeStep, checkMarkedHex, markerLayOn, noteMineLay, placeMine, placeRanch, ranchLayOn, routeRules1817 } from './assignments';
import { specialTrack1817, whyNotMineLay, whyNotRanchLay } from './mineLays';
import { forgetStationReachOn, tokenStep1817 } from './stationCache';
import { inventorOnLeavingDepot, inventorOnPurchase, payScrapper, trackPrivateLays } from './volatility';
import { mergerRound, nextRound1817 } from './mergerRounds';
import { acquisitionRound } from './acquisition';
import { cashCrisisStep1817, discardStep1817 } from './decisions';
import { REDUCE_TOKENS, reduceTokensStep } from './stations';
import { CASH_CRISIS, checkCashCrisis } from './cashCrisis';
import { marketMove1817, operatingOrder1817 } from './market';
import { signalGameEnd } from './gameEnd';
import { standing1817 } from './standing';
import { fixInterestRate, interestStep, liquidateIfTrainless, loanStep1817, repayStep } from './operating';

/**
 * 1817 (Craig Bartell and Tim Flowers, 2012): an initial auction with seed money, corporations started by auction in
 * the stock round at 2, 5 or 10 shares, short selling, loans at a rising rate, merger and acquisition rounds, a
 * one-row market and an unlimited bank. Being built a step at a time: see `test/rules/1817/replay.test.ts` for how
 * far each recorded game replays.
 */
export const rules1817: TitleRules = {
  ...standardRules,
  id: '1817',
  // The options 18xx.games offers, each in (§9: short squeeze, five shorts, modern trains in `modernTrains.ts`; the
  // volatility expansion).
  optionalRules: ['short_squeeze', 'five_shorts', 'modern_trains', 'volatility'],
  setup: setup1817,
  titleState: initialState1817,
  // §4.2: the game opens with the initial auction, a round of its own.
  firstRound: newSelectionAuction,
  rounds: { selection: selectionRound, merger: mergerRound, acquisition: acquisitionRound },
  // §6: track (two lays, the second for $20), a station, trains run, dividends, trains bought, interest, repayments;
  // loans at any time of the turn.
  operatingSteps: ['bankrupt', 'special_track', 'track', 'token', 'route', 'dividend', 'train', 'interest', 'repay'],
  anytimeSteps: ['special_track', 'bankrupt', 'loan', 'assign'],
  steps: {
    token: tokenStep1817,
    train: buyTrainStep1817,
    loan: loanStep1817,
    interest: interestStep,
    repay: repayStep,
    assign: bridgeStep,
    special_track: specialTrack1817,
  },
  routeRules: routeRules1817,
  onOperatingRoundStart(c) {
    fixInterestRate(c);
    payTrainRevenue(c);
  },
  onOperatingRoundEnd: exportAtRoundEnd,
  onTurnEnd: liquidateIfTrainless,
  nextRound: nextRound1817,
  dividend(c, k, action, revenue) {
    const handled = dividend1817(c, k, action, revenue);
    // §7.4: a short seller who cannot pay a short's dividend is in a cash crisis.
    if (k.president !== null) checkCashCrisis(c, k.president);
    return handled;
  },
  // A company that earns nothing (no train, no route) withholds nothing: one step left.
  dividendPriceMovement(c, k, revenue, kind) {
    moveByPaid(c, k, kind === 'withhold' ? 0 : revenue);
    rustObsolete(c, k);
  },
  buyingPower: (c, k) => buyingPower(c, k),
  // §5.1: only public company shares count against the certificate limit, privates (and shorts) do not.
  companyCountsForLimit: () => false,
  tileLayCost: tileLayCost1817,
  // Mines and ranches stay yellow; a mine or ranch tile faces a revenue centre; a ranch is not laid next to a B-City,
  // Chicago or Atlanta.
  checkTileLay: (c, k, lay) =>
    checkMarkedHex(c, k, lay) ?? (ranchLayOn(c, lay.hex) ? whyNotRanchLay(c, lay.hex) : null) ?? (markerLayOn(c, lay.hex) ? whyNotMineLay(c, lay) : null),
  tileLays: trackPrivateLays,
  trainLeftDepot: inventorOnLeavingDepot,
  afterTrainBought: (c, _k, t) => inventorOnPurchase(c, t),
  beforeRust: payScrapper,
  marketMove: marketMove1817,
  onPhaseChange: signalGameEnd,
  operatingOrder: operatingOrder1817,
  afterTileLay(c, k, hex) {
    afterTileLay1817(c, k, hex);
    placeMine(c, k, hex);
    placeRanch(c, k, hex);
  },
  pendingSteps: {
    ipo: ipoStep,
    ipo_station: ipoStationStep,
    [REDUCE_TOKENS]: reduceTokensStep,
    [CASH_CRISIS]: cashCrisisStep1817,
    [discardStep1817.kind]: discardStep1817,
  },
  // §5: a stock turn may also start a company (§5.5, by auction: there is no par step) or act for one (§5.6), which is
  // then all the player does that turn.
  stockSteps: (standard) => {
    const own = replaceStockStep(
      insertStockStep(
        standard.filter((s) => s.name !== 'par'),
        'buy',
        shortStep,
      ),
      buyClosingShorts,
    );
    return insertStockStep(
      own.map((s) =>
        s.name === 'pass' ? s : notAfterActingForCompany(s.name === 'buy' ? buyingStations(outsideLowZones(s)) : s.name === 'sell' ? outsideLowZones(s) : s),
      ),
      'pass',
      notAfterActingForCompany(startCompanyStep),
      companyStep,
    );
  },
  loans: loans1817,
  standing: standing1817,
  ownSharePriceWritten: ownSharePriceWritten1817,
  soldOut: soldOut1817,
  sellPriceMovement: (c, k) => afterSale1817(c, k),
  soldOutRises: soldOutRises1817,
  // §5 (limits): a player holds at most six shares of a 10-share company, three of a 5-share one (60%), both of a 2-share one.
  holdingLimit: (c, sym) => (shareCount(c, sym) === 2 ? 100 : 60),
  // 18xx.games' OBSOLETE_TRAINS_COUNT_FOR_LIMIT: an obsolete 2+ still takes a place under the train limit.
  obsoleteCountsForLimit: true,
  onStockRoundEnd: onStockRoundEnd1817,
  process(c, a) {
    noteMineLay(c, a);
    forgetStationReachOn(c, a);
    return false;
  },
};
