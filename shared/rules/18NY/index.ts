import type { TitleRules } from '../types';
import { standardRules } from '../standard';
import { minorBidStep } from './minorBid';
import { insertStockStep } from '../../engine/rounds/stock';
import { replaceStockStep } from '../../engine/rounds/sr/steps';
import { buyStep18NY, checkSale18NY, fitsInPool18NY } from './shareLimits';
import { checkTileLay18NY, specialTrackStep18NY, tileLayCost18NY, tileLays18NY, trackStep18NY } from './track';
import { markBordersPaid } from '../../engine/hexsideCosts';
import { operatingOrder18NY } from './order';
import { dividend18NY, dividendStep18NY } from './dividend';
import { COAL_STEP, coalAutoActions, coalStep } from './coal';
import { buyingPower, clearInterestPaid, interestStep, loans18NY, loanValuePenalty, repayStep } from './loans';
import { discardPending18NY, salvage, startTrainTurn, trainPriceRange18NY, trainStep18NY } from './train';
import { issueStep } from './issue';
import { redeemStep } from './redeem';
import { withNycFirstShare } from './nycFirstOwner';
import { bankPrivateStep } from './bankPrivate';
import { reserveStagecoachSpace, STAGECOACH_CHOICE, stagecoachChoice, stagecoachStep } from './stagecoach';
import { canalLay, erieCanalRevenue } from './erieCanal';
import { routeRules18NY } from './routes';
import { routeStep18NY } from './route';
import { nyhTokenFee } from './nyh';
import { tokenStep18NY } from './token';
import { loseBonusesOfTrainless } from './bonuses';
import { finishNycRound, NYC_ROUND, nycAutoActions, nycFormationRound, startNycRound } from './nycFormation';
import { floatPercent18NY } from './float';
import { trainDiscountStep } from './westPoint';
import { companyStep18NY } from './company';
import { maxCompanyPrice18NY } from './privatePrice';
import { preprintedCityOffset18NY } from './preprinted';
import { closeMergeChoice, mergeAutoActions, REPLACE_TOKENS, replaceTokensStep, viewMergeStep } from './acquire';
import { initialState18NY, state18NY } from './state';
import { nycTriggerAutoActions, processTrackTrigger } from './nycTrigger';
import { CAP_ROUND, capitalizationRound, finishCapitalizationRound, fullyCapitalizeIfDue, startCapitalizationIfDue } from './capitalization';
import { trainEvent18NY } from './events';
import { CASH_CRISIS, cashCrisisStep, mayOwe18NY, raiseCashCrisis } from './cashCrisis';
import { startStockRound } from '../../engine/rounds/sequence';
import { orRound } from '../../engine/rounds/or/common';
import { ANYTIME_STEPS } from '../../engine/rounds/operating';
import { mayPar18NY, parStep18NY } from './par';
import { bankruptStep18NY, checkGameEnd18NY, inReceivership } from './bankruptcy';
import { priorityAfterClosing } from './stockPriority';
import { askNycHome, NYC_HOME, nycHomeStep } from './nycHome';

/**
 * 18NY (All-Aboard Games, Pierre LeBoeuf), second edition as 18xx.games plays it: minors started by bid in the stock
 * round, share companies with incremental capitalisation and a float percentage that rises by phase, $50 loans, H
 * trains counted in hexes, connection bonuses and coal tokens, and the NYC formed from the minors. Sections cited are
 * those of `rules/18NY.txt` (first edition) where the second edition kept them.
 */

/** 18xx.games names of 18NY's own operating steps (trace comparison, UI). */
const STEP_NAMES: Record<string, string> = { [COAL_STEP]: 'ClaimCoalToken' };

export const rules18NY: TitleRules = {
  ...standardRules,
  id: '18NY',
  // The option 18xx.games offers (on by default): the capitalization round right after the operating round in which
  // it becomes due (`capitalization.ts`).
  optionalRules: ['immediate_capitalization_round'],
  titleState: initialState18NY,
  setup: reserveStagecoachSpace,
  operatingOrder: operatingOrder18NY,
  floatPercent: floatPercent18NY,
  // 6.1: no company's shares are sold before it has operated. The NYC's, handed out at its formation, may be sold at
  // once (18xx.games); an NYC started in a stock round after a failed formation waits like any other company.
  maySellBeforeOperating: (c, k) => k.sym === 'NYC' && state18NY(c).nycFormed,
  rounds: { [NYC_ROUND]: nycFormationRound, [CAP_ROUND]: capitalizationRound },
  // After a set of operating rounds: the NYC formation round when due, then the capitalization round when due, then
  // the stock round (with the immediate option, the capitalization round comes after the operating round).
  nextRound(c, ended) {
    // 7.1.5: interest paid is of its round; as any round ends it is forgotten, so a loan taken later (the NYC's, as its
    // formation round ends) brings its whole $50 (18xx.games clears its marks at every round's end).
    clearInterestPaid(c);
    if (ended.kind === 'special' && ended.name === NYC_ROUND) {
      finishNycRound(c);
      if (!startCapitalizationIfDue(c, true)) startStockRound(c, true);
      return true;
    }
    if (ended.kind === 'special' && ended.name === CAP_ROUND) {
      finishCapitalizationRound(c, ended);
      return true;
    }
    if (ended.kind !== 'operating') return false;
    if (c.s.roundNum < c.s.orsInSet) return startCapitalizationIfDue(c, false);
    const nyc = state18NY(c).nyc;
    if (nyc === 'round_one' || nyc === 'round_two') {
      startNycRound(c);
      return true;
    }
    return startCapitalizationIfDue(c, true);
  },
  // The certificate limit stays that of the players who started (18xx.games: no change on bankruptcy).
  certLimit: (c) => c.title.certLimit[String(c.s.players.length)] as number,
  // A company in receivership does not operate (18xx.games' second edition).
  skipsTurn: inReceivership,
  checkGameEnd: checkGameEnd18NY,
  // 18xx.games' priority deal after a stock round ended by a company's closing (`stockPriority.ts`).
  onStockRoundEnd: priorityAfterClosing,
  mayPar: mayPar18NY,
  trainEvent: trainEvent18NY,
  afterFloat: fullyCapitalizeIfDue,
  maxCompanyPrice: maxCompanyPrice18NY,
  // A train runs once a round: one acquired in a merger after its owner ran does not run again (7.2, 18xx.games).
  trainCanRun: (c, _k, id) => !c.s.trains[id].operated,
  mayOwe: mayOwe18NY,
  preprintedCityOffset: preprintedCityOffset18NY,
  operatingSteps: [
    'bankrupt',
    'exchange',
    'special_track',
    'buy_company_any',
    'home_token',
    'track',
    'token',
    COAL_STEP,
    'route',
    'dividend',
    'interest',
    'repay',
    'train',
    'company',
  ],
  routeRules: routeRules18NY,
  anytimeSteps: [...ANYTIME_STEPS, 'train_discount', 'view_merge', 'stagecoach'],
  steps: {
    train_discount: trainDiscountStep,
    view_merge: viewMergeStep,
    stagecoach: stagecoachStep,
    company: companyStep18NY,
    [COAL_STEP]: coalStep,
    track: trackStep18NY,
    special_track: specialTrackStep18NY,
    token: tokenStep18NY,
    route: routeStep18NY,
    dividend: dividendStep18NY,
    // Interest it cannot pay leaves the company below zero: the debt is then raised before the turn goes on.
    interest: { ...interestStep, skip: (c, k) => (interestStep.skip!(c, k), raiseCashCrisis(c, k)) },
    // A forced repayment the cash cannot cover is a debt raised as the interest's (7.1.6.3).
    repay: { ...repayStep, skip: (c, k) => (repayStep.skip!(c, k), raiseCashCrisis(c, k)) },
    train: trainStep18NY,
    bankrupt: bankruptStep18NY,
  },
  loans: loans18NY,
  pendingSteps: {
    [discardPending18NY.kind]: discardPending18NY,
    [REPLACE_TOKENS]: replaceTokensStep,
    [CASH_CRISIS]: cashCrisisStep,
    [STAGECOACH_CHOICE]: stagecoachChoice,
    [NYC_HOME]: nycHomeStep,
  },
  playerValueAdjustment: loanValuePenalty,
  trackBuyingPower: buyingPower,
  tileLays: tileLays18NY,
  checkTileLay: checkTileLay18NY,
  tileLayCost: tileLayCost18NY,
  afterTileLay(c, _k, hex) {
    markBordersPaid(c, hex, state18NY(c).paidBorders);
    canalLay(c, hex);
  },
  companyRevenue: erieCanalRevenue,
  dividend: dividend18NY,
  onOperatingRoundStart(c) {
    clearInterestPaid(c);
    closeMergeChoice(c);
  },
  onTurnStart(c, k) {
    startTrainTurn(c);
    nyhTokenFee(c, k);
    askNycHome(c, k);
  },
  beforeRust: salvage,
  trainPriceRange: trainPriceRange18NY,
  afterTrainBought: (c, k) => loseBonusesOfTrainless(c, k.sym),
  // 7.1.7.1: a minor need not own a train.
  mustBuyTrain: (_c, k) => (k.minor ? false : undefined),
  autoActions: (c) => [...nycTriggerAutoActions(c), ...mergeAutoActions(c), ...coalAutoActions(c), ...nycAutoActions(c)],
  stockSteps: (standard) =>
    withNycFirstShare(
      insertStockStep(replaceStockStep(replaceStockStep(standard, buyStep18NY), parStep18NY), 'pass', minorBidStep, issueStep, redeemStep, bankPrivateStep),
    ),
  checkSale: checkSale18NY,
  fitsInPool: fitsInPool18NY,
  roundNames(c) {
    if (c.s.round.kind !== 'operating' || c.s.pending.length) return null;
    if (state18NY(c).viewingMerges) return { step: 'AcquireCorporation' };
    const step = STEP_NAMES[orRound(c).turn.step];
    return step ? { step } : null;
  },
  process(c, a) {
    if (a.type === 'destination_connection') {
      processTrackTrigger(c);
      return true;
    }
    return false;
  },
};
