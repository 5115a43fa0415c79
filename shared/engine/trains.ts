import type { Ctx } from './context';
import { closeCompany } from './companies';
import { corp, log } from './entities';
import { corpKey, DEPOT, EXPORTED, POOL, RUSTED, type CorporationState, type TrainState } from './state';
import { moveTrain } from './transfer/trains';

// Trains move in `transfer/trains.ts`; the old name kept for the 18NY and 1817 modules that still use it.
import type { PhaseDef, TrainDef } from '../title/types';

/**
 * Trains, the depot and phases (1830 §6.6, §7). Trains are sold from the depot in order; the first purchase of a
 * train type may start a new phase, which rusts older trains, lowers the train limit and fires events.
 */

export function phaseDef(c: Ctx): PhaseDef {
  return c.title.phases[c.s.phase];
}

export function trainDef(c: Ctx, t: TrainState): TrainDef {
  return c.t.train.get(t.name)!;
}

/** Train limit of a corporation in the current phase. */
export function trainLimit(c: Ctx, k: CorporationState): number {
  const lim = phaseDef(c).trainLimit;
  if (typeof lim === 'number') return lim;
  const type = c.t.corporation.get(k.sym)?.type ?? 'major';
  return lim[type] ?? Object.values(lim)[0];
}

/** Trains that count toward the limit. */
export function countedTrains(c: Ctx, k: CorporationState): TrainState[] {
  return k.trains.map((id) => c.s.trains[id]).filter((t) => !t.obsolete || c.rules.obsoleteCountsForLimit);
}

/** How many trains count toward the limit (`countedTrains(...).length` without the list: asked on every step). */
export function countedTrainCount(c: Ctx, k: CorporationState): number {
  if (c.rules.obsoleteCountsForLimit) return k.trains.length;
  let n = 0;
  for (let i = 0; i < k.trains.length; i++) if (!c.s.trains[k.trains[i]].obsolete) n++;
  return n;
}

/** Is the phase named by `availableOn` reached (1830: D trains after the first 6)? */
export function isAvailableOn(c: Ctx, def: TrainDef): boolean {
  if (!def.availableOn) return false;
  const i = c.t.phaseByName.get(def.availableOn);
  return i !== undefined && i <= c.s.phase;
}

/**
 * Trains the depot offers now: the next one in order, later types already made available, and discarded trains but
 * obsolete ones (1817: "2+-trains may not be bought or sold" once obsolete; 18xx.games sells no obsolete train).
 */
export function depotTrains(c: Ctx): TrainState[] {
  const out: TrainState[] = [];
  // Train types are few: a linear search of `out` serves as the set of names taken.
  const taken = (name: string, owner: string, from: number) => {
    for (let i = from; i < out.length; i++) if (out[i].name === name && out[i].owner === owner) return true;
    return false;
  };
  // Indexed loops: asked at every train step, mostly interpreted in a cold replay (`NO_ITERATOR`, entities.ts).
  const order = c.s.trainOrder;
  for (let i = 0; i < order.length; i++) {
    const t = c.s.trains[order[i]];
    if (t.owner !== DEPOT) continue;
    if (out.length === 0) out.push(t);
    else if (!taken(t.name, DEPOT, 0) && isAvailableOn(c, trainDef(c, t))) out.push(t);
  }
  const fromDepot = out.length;
  for (let i = 0; i < order.length; i++) {
    const t = c.s.trains[order[i]];
    if (t.owner === POOL && !t.obsolete && !taken(t.name, POOL, fromDepot)) out.push(t);
  }
  return out;
}

/** The next train the depot sells (shown as `depot` in traces). */
export function nextDepotTrain(c: Ctx): TrainState | undefined {
  return c.s.trainOrder.map((id) => c.s.trains[id]).find((t) => t.owner === DEPOT);
}

export function trainPrice(c: Ctx, t: TrainState): number {
  const def = trainDef(c, t);
  if (t.variant !== t.name) return def.variants?.find((v) => v.name === t.variant)?.price ?? def.price;
  return def.price;
}

/** Gives a train to a corporation and applies what its first purchase triggers. */
export function gainTrain(c: Ctx, k: CorporationState, t: TrainState, fromDepot: boolean): void {
  moveTrain(c, t, corpKey(k.sym));
  if (fromDepot) trainBought(c, t);
  c.rules.afterTrainBought?.(c, k, t);
}

function trainBought(c: Ctx, t: TrainState): void {
  c.rules.trainLeftDepot?.(c, t);
  const def = trainDef(c, t);
  const first = !c.s.trainsBought.includes(t.name);
  if (!first) {
    // An event of a later train of the type (18NY: the capitalization round on the third 12H).
    const later = def.events?.filter((e) => (e.when ?? 1) > 1);
    if (later?.length) {
      const n = leftDepot(c, t.name);
      for (const e of later) if (e.when === n) trainEvent(c, e.type);
    }
    return;
  }
  c.s.trainsBought.push(t.name);
  // A new phase on the first train of its type (1830 §7).
  const next = c.title.phases.findIndex((p, i) => i > c.s.phase && p.on === t.name);
  if (next > c.s.phase) changePhase(c, next);
  rustAndObsolete(c, t.name);
  for (const e of def.events ?? []) if ((e.when ?? 1) === 1) trainEvent(c, e.type);
}

/** How many trains of the type have left the bank's depot (bought, or exported). */
function leftDepot(c: Ctx, name: string): number {
  let n = 0;
  for (const id of c.s.trainOrder) if (c.s.trains[id].name === name && c.s.trains[id].owner !== DEPOT) n++;
  return n;
}

/**
 * A train leaves the depot with no buyer (1817 §6.11: one is exported at the end of each operating round): it is out of
 * the game, and does what buying it would have (a new phase, trains rusting, its events).
 */
export function exportTrain(c: Ctx, t: TrainState): void {
  moveTrain(c, t, EXPORTED);
  trainBought(c, t);
}

export function changePhase(c: Ctx, index: number): void {
  c.s.phase = index;
  const p = c.title.phases[index];
  log(c, `-- Phase ${p.name} (train limit ${JSON.stringify(p.trainLimit)}, ${p.operatingRounds} operating rounds)`);
  c.rules.onPhaseChange?.(c, p);
}

/** Trains whose `rustsOn` is this train are removed from play; `obsoleteOn` ones run one last time (1830 §7.2). */
function rustAndObsolete(c: Ctx, name: string): void {
  // Who loses which trains, for the log: "-- 2-trains rust: PRR loses 1, NYNH loses 3" (nothing said when none do).
  const lost = new Map<string, { variant: string; n: number }>();
  for (const id of c.s.trainOrder) {
    const t = c.s.trains[id];
    const def = trainDef(c, t);
    if (def.rustsOn === name && !t.rusted && t.owner !== DEPOT) {
      if (t.owner.startsWith('c:')) {
        const e = lost.get(t.owner.slice(2)) ?? { variant: t.variant, n: 0 };
        e.n++;
        lost.set(t.owner.slice(2), e);
        c.rules.beforeRust?.(c, corp(c, t.owner.slice(2)), t);
      }
      moveTrain(c, t, RUSTED);
      t.rusted = true;
    } else if (def.rustsOn === name && t.owner === DEPOT) {
      moveTrain(c, t, RUSTED);
      t.rusted = true;
    }
    if (def.obsoleteOn === name && !t.obsolete) t.obsolete = true;
  }
  if (lost.size) {
    const variants = [...new Set([...lost.values()].map((e) => e.variant))].join('/');
    log(c, `-- ${variants}-trains rust: ${[...lost].map(([sym, e]) => `${sym} loses ${e.n}`).join(', ')}`);
  }
}

function trainEvent(c: Ctx, type: string): void {
  if (c.rules.trainEvent?.(c, type)) return;
  if (type === 'close_companies') {
    for (const co of Object.values(c.s.companies)) if (!co.closed) closeCompany(c, co.sym);
    log(c, '-- All private companies close');
  }
}

/** A corporation discards a train to the open market (1830 §6.6.1) or, per title, back to the depot. */
export function discardTrain(c: Ctx, t: TrainState): void {
  // The pool sells the first discarded train of each type (18xx.games' depot): `moveTrain` keeps their arrival order.
  moveTrain(c, t, POOL);
}
