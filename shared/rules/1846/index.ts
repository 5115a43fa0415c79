// Load the operating round before its steps: the steps import the round (a cycle the round must enter first).
import '../../engine/rounds/operating';
import type { TitleRules } from '../types';
import { standardRules } from '../standard';
import type { Ctx } from '../../engine/context';
import { corpKey, type CorporationState, type RoundState } from '../../engine/state';
import { compareOperatingOrder, price } from '../../engine/market';
import { log } from '../../engine/entities';
import { pay } from '../../engine/transfer/cash';
import { placeHomeToken } from '../../engine/rounds/or/homeToken';
import { setup1846 } from './setup';
import { draftRound } from './legal';
import { draft2pRound } from './draft2p';
import { afterTileLay2p, nextRound2p, twoPlayer, TWO_PLAYER_HOLDING_LIMIT } from './twoPlayer';
import { STEPS_1846, OPERATING_STEPS_1846, ANYTIME_1846 } from './operating';
import { dividend1846, dividendPriceMovement1846 } from './dividend';
import { onPhaseChange1846, trainEvent1846 } from './events';
import { checkGameEnd1846, closeBankrupted, onOperatingRoundEnd1846 } from './gameEnd';
import { routeRules1846 } from './routes';
import { markBordersPaid1846, tileLayCost1846 } from './cost';
import { hiddenIcons1846, markers1846 } from './display';
import { specialLayPending, startSteamboat, steamboatPending } from './abilities';
import { corp1846Mut, initialState1846, state1846 } from './state';
import { buyStep1846 } from './receivershipBuy';
import { ownSharePriceWritten1846 } from './issue';
import { replaceStockStep } from '../../engine/rounds/sr/steps';

/**
 * 1846 (GMT 2016, first and later editions): a draft instead of an auction, independent railroads, incremental
 * capitalisation with share issues, two tile lays, half dividends, price moves by payout, East-West bonuses,
 * receivership, and bankruptcy that does not end the game. With two players, the variant 18xx.games plays as "1846 2p
 * Variant" (./twoPlayer.ts, ./draft2p.ts).
 */

/** Certificate limit by players and corporations still in play (§5.1): the smallest listed count not below it. */
function certLimit(c: Ctx): number {
  const table = c.title.certLimit[String(c.s.players.length)];
  if (typeof table === 'number') return table;
  let inPlay = 0;
  for (const d of c.title.corporations) if (!c.s.corporations[d.sym].closed) inPlay++;
  const keys = sortedKeys(table);
  const key = keys.find((k) => k >= inPlay) ?? keys[keys.length - 1];
  return table[String(key)];
}

/** The numeric keys of a certificate-limit table, sorted once per table (asked for on every purchase check). */
const keysOf = new WeakMap<object, number[]>();
function sortedKeys(table: Record<string, number>): number[] {
  let keys = keysOf.get(table);
  if (!keys)
    keysOf.set(
      table,
      (keys = Object.keys(table)
        .map(Number)
        .sort((a, b) => a - b)),
    );
  return keys;
}

/**
 * Operating order (§6.1): the independent railroads first, then corporations by share price. In the very first
 * operating round corporations go in ascending price order (18xx.games: lowest par first, earlier arrival first).
 */
function operatingOrder(c: Ctx): string[] {
  const minors = (c.title.minors ?? []).map((d) => c.s.corporations[d.sym]).filter((k) => k.floated && !k.closed);
  const corps = Object.values(c.s.corporations).filter((k) => !k.minor && k.floated && !k.closed);
  if (c.s.turn === 1 && c.s.roundNum === 1) corps.sort((a, b) => price(c, a) - price(c, b) || a.marketSeq - b.marketSeq);
  else corps.sort((a, b) => compareOperatingOrder(c, a, b));
  return [...minors, ...corps].map((k) => k.sym);
}

/** The IC receives its par price once from the bank as a subsidy when parred (§ IC land grant). */
function afterPar(c: Ctx, k: CorporationState): void {
  const def = c.t.corporation.get(k.sym);
  if (!def?.abilities?.some((a) => a.type === 'par_subsidy')) return;
  pay(c, 'bank', corpKey(k.sym), k.parPrice!);
  log(c, `${k.sym} receives a ${k.parPrice} subsidy`);
}

/** Home stations are placed as soon as a corporation floats (at par, 20%). */
function afterFloat(c: Ctx, k: CorporationState): void {
  placeHomeToken(c, k);
}

/** 18xx.games names of the 1846 operating steps. */
const STEP_NAMES: Record<string, string> = { track_and_token: 'TrackAndToken', bankrupt: 'Bankrupt' };

export const rules1846: TitleRules = {
  ...standardRules,
  id: '1846',
  markers: markers1846,
  hiddenIcons: hiddenIcons1846,
  optionalRules: ['first_ed', 'second_ed_co'],
  titleState: initialState1846,
  // The two-player variant (./twoPlayer.ts) is a title of its own on 18xx.games.
  gameFileVariants: [{ title: '1846 2p Variant', players: 2 }],
  setup: setup1846,
  // §4: the game opens with the private draft, a round of its own.
  firstRound(c): RoundState {
    const st = state1846(c);
    const d = st.draft!;
    st.draft = null;
    return d;
  },
  rounds: { draft: draftRound, draft2p: draft2pRound },
  nextRound: nextRound2p,
  holdingLimit: (c) => (twoPlayer(c) ? TWO_PLAYER_HOLDING_LIMIT : c.title.holdingLimit),
  roundNames(c) {
    const r = c.s.round;
    if (r.kind === 'operating' && !c.s.pending.length && STEP_NAMES[r.turn.step]) return { step: STEP_NAMES[r.turn.step] };
    return null;
  },
  certLimit,
  trainCanRun: (c, _k, id) => !c.s.trains[id].operated,
  operatingOrder,
  stockSteps: (standard) => replaceStockStep(standard, buyStep1846),
  ownSharePriceWritten: ownSharePriceWritten1846,
  afterPar,
  afterFloat,
  operatingSteps: OPERATING_STEPS_1846,
  steps: STEPS_1846,
  anytimeSteps: ANYTIME_1846,
  dividend: dividend1846,
  dividendPriceMovement: dividendPriceMovement1846,
  trainEvent: trainEvent1846,
  onPhaseChange: onPhaseChange1846,
  checkGameEnd: checkGameEnd1846,
  onOperatingRoundEnd: onOperatingRoundEnd1846,
  // The Steamboat's owner acts first in an operating round while it may still move the marker.
  onOperatingRoundStart: startSteamboat,
  pendingSteps: { [steamboatPending.kind]: steamboatPending, [specialLayPending.kind]: specialLayPending },
  onStockRoundEnd: (c) => {
    closeBankrupted(c);
    checkGameEnd1846(c);
  },
  onTurnStart: (c, k) => {
    if (k.titleState) {
      const own = corp1846Mut(k);
      delete own.emergencyIssued;
      delete own.lastShareRaised;
      delete own.soldForTrain;
    }
  },
  routeRules: routeRules1846,
  tileLayCost: tileLayCost1846,
  afterTileLay: (c, _k, hex) => {
    markBordersPaid1846(c, hex);
    afterTileLay2p(c, hex);
  },
};

export { hiddenFrom } from './draft';
