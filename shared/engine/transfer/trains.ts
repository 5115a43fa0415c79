import type { Ctx } from '../context';
import { fail } from '../result';
import { DEPOT, POOL, type CorporationState, type OwnerKey, type TrainState } from '../state';
import { corporationAt } from './holders';

/**
 * Trains change holders here and nowhere else: the depot, corporations (minors included), the open market (`pool`)
 * and out of play (`rusted`, `removed`, `exported`). A train is with exactly one holder: its `owner`, and, for a
 * corporation, its place in that corporation's `trains`.
 *
 * Each holder keeps its trains in order of arrival, which names the copy 18xx.games moves: a corporation's `trains`
 * list grows at its end, and a train arriving in the open market goes to the end of `GameState.trainOrder`, so that
 * the market offers the first of each type that arrived there (1830 §6.6.1; 18xx.games' discarded trains), whichever
 * way it arrived (a discard, a closing corporation's trains, 1870).
 */
export function moveTrain(c: Ctx, t: TrainState, to: OwnerKey): void {
  if (t.owner === to) return;
  const dest = to.startsWith('c:') ? corporationAt(c, to) : null;
  leave(c, t);
  t.owner = to;
  if (dest) dest.trains.push(t.id);
  else if (to === POOL) {
    const order = c.s.trainOrder;
    const at = order.indexOf(t.id);
    // A train outside the order would make splice(-1) drop the last train instead.
    if (at < 0) fail(`${t.id} is not in the game's train order`);
    order.splice(at, 1);
    order.push(t.id);
  }
}

/** Moves all a corporation's trains to one holder, in the order it got them (a corporation closing, merging). */
export function moveAllTrains(c: Ctx, from: CorporationState, to: OwnerKey): void {
  // `moveTrain` gives the corporation a new list each time: this goes through the one it held.
  for (const id of from.trains) moveTrain(c, c.s.trains[id], to);
}

/** Takes a train off its corporation's list, its owner left for the caller to set (prefer `moveTrain`). */
export function leave(c: Ctx, t: TrainState): void {
  if (!t.owner.startsWith('c:')) return;
  const k = corporationAt(c, t.owner);
  const held = k.trains.length;
  // A new list: callers may be going through the old one (a corporation's trains leaving one by one).
  k.trains = k.trains.filter((x) => x !== t.id);
  if (k.trains.length !== held - 1) fail(`${t.id} is not among ${k.sym}'s trains`);
}

/**
 * A new copy of a train type arrives in the depot after the last copy of its type (`6-2` after `6-1`; 1830's
 * optional sixth 6-train), so the depot sells it last.
 */
export function addDepotTrain(c: Ctx, name: string): TrainState {
  const copies = c.s.trainOrder.filter((id) => c.s.trains[id].name === name);
  if (!copies.length) fail(`no train ${name} to copy`);
  const id = `${name}-${copies.length}`;
  const t: TrainState = { id, name, variant: name, owner: DEPOT, rusted: false, obsolete: false, operated: false };
  c.s.trains[id] = t;
  c.s.trainOrder.splice(c.s.trainOrder.indexOf(copies[copies.length - 1]) + 1, 0, id);
  return t;
}
