/**
 * What the bank and the depot hold, for the depot panel: bank cash, phase and its train limit, trains left by type
 * with prices, trains in the pool, and which trains rust or become obsolete on which purchase (1830 §7).
 */
import { context } from '@shared/engine/game';
import { DEPOT, POOL, type GameState } from '@shared/engine/state';
import { depotTrains, nextDepotTrain, trainPrice } from '@shared/engine/trains';
import type { PhaseColor, TitleDef } from '@shared/title/types';
import { rulesFor } from '@shared/rules';

export interface DepotTrainRow {
  name: string;
  price: number;
  /** Other versions of the train and their prices (1817 `5E`, 1846 `4/6`...). */
  variants: { name: string; price: number }[];
  /** Copies still in the depot; 'unlimited' where the title prints ∞. */
  left: number | 'unlimited';
  /** Copies the game started with ('unlimited' as above). */
  total: number | 'unlimited';
  /** The depot sells this type now. */
  available: boolean;
  /** The next train in depot order. */
  next: boolean;
  /** Trade-in discounts: given-up train -> amount (1830 D). */
  discount: Record<string, number>;
  /** `rusts` / `obsolete`: what happens to this type, on the first purchase of `on`; `done` once that happened. */
  fate: { kind: 'rusts' | 'obsolete'; on: string; done: boolean } | null;
}

export interface DepotSummary {
  bank: number | null;
  phase: string;
  /** Train limit of the phase, one number or per corporation type (`major 3, minor 2`). */
  trainLimit: string;
  tiles: PhaseColor[];
  trains: DepotTrainRow[];
  pool: { name: string; count: number; price: number }[];
  /** The next phase and what starts it, if any. */
  nextPhase: { name: string; on: string } | null;
}

export function depotSummary(title: TitleDef, state: GameState): DepotSummary {
  const c = context({ title: title, rules: rulesFor(title), state: state });
  const phase = title.phases[state.phase];
  const offered = new Set(
    depotTrains(c)
      .filter((t) => t.owner === DEPOT)
      .map((t) => t.name),
  );
  const next = nextDepotTrain(c);
  const all = state.trainOrder.map((id) => state.trains[id]);
  const trains: DepotTrainRow[] = title.trains.map((def) => {
    const copies = all.filter((t) => t.name === def.name);
    const left = copies.filter((t) => t.owner === DEPOT).length;
    const fateOn = def.rustsOn ?? def.obsoleteOn;
    return {
      name: def.name,
      price: def.price,
      variants: (def.variants ?? []).filter((v) => v.name !== def.name).map((v) => ({ name: v.name, price: v.price })),
      left: def.count === 'unlimited' ? 'unlimited' : left,
      total: def.count === 'unlimited' ? 'unlimited' : copies.length,
      available: offered.has(def.name),
      next: next?.name === def.name,
      discount: def.discount ?? {},
      fate: fateOn ? { kind: def.rustsOn ? 'rusts' : 'obsolete', on: fateOn, done: state.trainsBought.includes(fateOn) } : null,
    };
  });
  const pool = new Map<string, { name: string; count: number; price: number }>();
  for (const t of all) {
    if (t.owner !== POOL || t.rusted) continue;
    const e = pool.get(t.variant) ?? { name: t.variant, count: 0, price: trainPrice(c, t) };
    e.count++;
    pool.set(t.variant, e);
  }
  const lim = phase.trainLimit;
  const following = title.phases[state.phase + 1];
  return {
    bank: state.bank,
    phase: phase.name,
    trainLimit:
      typeof lim === 'number'
        ? String(lim)
        : Object.entries(lim)
            .map(([k, v]) => `${k} ${v}`)
            .join(', '),
    tiles: phase.tiles,
    trains,
    pool: [...pool.values()],
    nextPhase: following?.on ? { name: following.name, on: following.on } : null,
  };
}
