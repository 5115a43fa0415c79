import type { Ctx } from '../../engine/context';
import { corp, log } from '../../engine/entities';
import { graph } from '../../engine/board';
import { triggerGameEnd } from '../../engine/gameEnd';
import { putToken, nextToken } from '../../engine/rounds/or/token';
import { startOperatingSet, startStockRound } from '../../engine/rounds/sequence';
import type { RoundState } from '../../engine/state';
import { depotTrains } from '../../engine/trains';
import { freeSlot } from '../../graph/tokens';
import { newDraft2p, unsold } from './draft2p';
import { state1846 } from './state';

/**
 * The two-player variant (the designer's rules for two players, as 18xx.games plays "1846 2p Variant"; it plays a
 * game of 1846 with two players this way):
 * - set-up: $600 each, no pass cards, one private of each group removed (two in the second edition), one
 *   corporation of the north group (ERIE, GT, NYC, PRR) and one of the south (B&O, C&O, IC); fewer trains;
 * - a removed corporation blocks its home city and a second city (`removedCorporationSecondToken`): the ERIE at
 *   once, the others when that city turns green;
 * - an open draft (./draft2p.ts) in rounds between which the independents operate, before the first stock round;
 * - a player may hold 70% of a corporation; the game also ends one full set of operating rounds after the last train
 *   is bought; a corporation's only train may not be sold to another once the bank has no train left.
 */

export const twoPlayer = (c: Ctx): boolean => c.s.players.length === 2;

/** Players may hold up to 70% of a corporation with two players (60% otherwise, §5.4). */
export const TWO_PLAYER_HOLDING_LIMIT = 70;

/** The corporation groups from which one each is removed at set-up. */
export function removalGroups2p(c: Ctx): string[][] {
  const groups = c.title.settings?.corporationGroups as Record<string, string[]>;
  return [groups.north, groups.south];
}

/** Where each removed corporation still blocks a city waiting for green: hex → corporation (kept in the state). */
const waitingForGreen = (c: Ctx): Record<string, string> => state1846(c).secondTokensInGreen;

/**
 * A corporation removed at set-up puts a second token in its city of `removedCorporationSecondToken`: the ERIE at
 * once (D20), the others once that city's tile is green.
 */
export function placeSecondToken(c: Ctx, sym: string): void {
  const hex = (c.title.settings?.removedCorporationSecondToken as Record<string, string>)[sym];
  if (!hex) return;
  if (sym === 'ERIE') {
    putSecondToken(c, sym, hex);
    return;
  }
  waitingForGreen(c)[hex] = sym;
  log(c, `${sym} will place a token on ${hex} when it is upgraded to green`);
}

function putSecondToken(c: Ctx, sym: string, hex: string): void {
  const k = corp(c, sym);
  if (!nextToken(k)) return;
  const g = graph(c);
  const slot = freeSlot(g, g.hex(hex), 0, sym);
  if (slot < 0) return;
  putToken(c, k, hex, 0, slot, 0);
}

/** After a tile lay: a removed corporation waiting for this city to turn green places its token there. */
export function afterTileLay2p(c: Ctx, hex: string): void {
  const waiting = waitingForGreen(c);
  const sym = waiting[hex];
  if (!sym) return;
  const tile = c.s.hexes[hex].tile;
  if (!tile || c.t.tile.get(tile)?.color !== 'green') return;
  delete waiting[hex];
  putSecondToken(c, sym, hex);
  log(c, `${sym} places a token on ${hex} as the city is green`);
}

/**
 * Between the draft rounds before the first stock round, sets of operating rounds for the independents; the first
 * stock round (turn 1) follows the draft round in which the last private is sold.
 */
export function nextRound2p(c: Ctx, ended: RoundState): boolean {
  if (!twoPlayer(c) || state1846(c).draftFinished) return false;
  if (ended.kind === 'special' && ended.name === 'draft2p') {
    if (unsold(c).length === 0) {
      state1846(c).draftFinished = true;
      c.s.turn = 1;
      startStockRound(c, false);
    } else startOperatingSet(c);
    return true;
  }
  if (ended.kind === 'operating') {
    if (c.s.roundNum < c.s.orsInSet) return false;
    log(c, '-- Draft round');
    c.s.roundNum = 1;
    c.s.round = newDraft2p(c);
    return true;
  }
  return false;
}

/** The final train (two players): the game ends after one more full set of operating rounds once the bank has none. */
export function checkFinalTrain(c: Ctx): void {
  if (twoPlayer(c) && c.s.gameEnd?.reason !== 'final_train' && depotTrains(c).length === 0) triggerGameEnd(c, 'final_train');
}

/** With two players and no train left in the bank, a corporation may not sell its only train (18xx.games). */
export function mayNotSellOnlyTrain(c: Ctx, seller: string): boolean {
  return twoPlayer(c) && depotTrains(c).length === 0 && corp(c, seller).trains.length === 1;
}
