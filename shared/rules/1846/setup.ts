import type { Ctx } from '../../engine/context';
import { closeCompany } from '../../engine/companies';
import { corp, log } from '../../engine/entities';
import { sortByRandom } from '../../engine/rng';
import { gainTrain, nextDepotTrain } from '../../engine/trains';
import { freeSlot } from '../../graph/tokens';
import { graph } from '../../engine/board';
import { putToken } from '../../engine/rounds/or/token';
import type { Ability } from '../../title/types';
import { newDraft } from './draft';
import { state1846 } from './state';
import { newDraft2p } from './draft2p';
import { placeSecondToken, removalGroups2p, twoPlayer } from './twoPlayer';

/**
 * 1846 set-up (§2, §3): with fewer than five players some privates and corporations are removed at random; the two
 * independent railroads (Michigan Southern, Big 4) start with a 2-train and their home station; the draft deals the
 * privates. Removals use the seeded generator in the order 18xx.games draws: the draft deck is shuffled first, then
 * each removal group is sorted by random.
 */

const ORANGE = ['LSL', 'MC', 'O&I', 'LM'];
const BLUE = ['SC', 'MPC', 'TBC', 'BT'];
const GREEN = ['C&O', 'ERIE', 'PRR'];
/** Never removed with the optional rule `second_ed_co`. */
const KEPT_BY_SECOND_ED_CO = ['BT', 'LM', 'C&O'];

export const firstEdition = (c: Ctx) => c.s.optionalRules.includes('first_ed');

export function setup1846(c: Ctx): void {
  const n = c.s.players.length;
  const first = firstEdition(c);
  if (first) for (const sym of ['BT', 'LM']) removeCompany(c, sym);

  const two = twoPlayer(c);
  // The draft deck: privates in title order, then one pass card per player; shuffled. The two-player draft is open,
  // without pass cards, and draws nothing at random.
  const passes = c.s.players.map((_, i) => `Pass (${i + 1})`);
  const privates = c.title.companies.map((d) => d.sym).filter((sym) => !c.s.companies[sym].closed);
  let rng = c.s.rng;
  let deck: string[] = [];
  if (!two) [deck, rng] = sortByRandom([...privates, ...passes], rng, c.title.random);

  const removed: string[] = [];
  // How many are removed from each group: 5 - players (one with two players), one more private in the second edition.
  const base = two ? 1 : 5 - n;
  const groups: [string[], number, 'company' | 'corporation'][] = [
    [first ? ORANGE.slice(0, 3) : ORANGE, base + (first ? 0 : 1), 'company'],
    [first ? BLUE.slice(0, 3) : BLUE, base + (first ? 0 : 1), 'company'],
    ...(two ? removalGroups2p(c) : [GREEN]).map((g): [string[], number, 'corporation'] => [g, base, 'corporation']),
  ];
  for (const [group, count, kind] of groups) {
    const candidates = c.s.optionalRules.includes('second_ed_co') ? group.filter((s) => !KEPT_BY_SECOND_ED_CO.includes(s)) : group;
    let sorted: string[];
    [sorted, rng] = sortByRandom(candidates, rng, c.title.random);
    const out = sorted.slice(0, Math.max(0, count));
    if (!out.length) continue;
    log(c, `Removing ${out.join(', ')}`);
    // Listed in the order of the title's companies/corporations (as 18xx.games reports them).
    const order = kind === 'company' ? c.title.companies.map((d) => d.sym) : c.title.corporations.map((d) => d.sym);
    out.sort((a, b) => order.indexOf(a) - order.indexOf(b));
    for (const sym of out) {
      removed.push(sym);
      if (kind === 'company') {
        removeCompany(c, sym);
        deck = deck.filter((x) => x !== sym);
      } else {
        removeCorporation(c, sym);
        if (two) placeSecondToken(c, sym);
      }
    }
  }
  c.s.rng = rng;
  state1846(c).removed = removed;

  reserveAbilitySlots(c);
  for (const def of c.title.minors ?? []) {
    const k = corp(c, def.sym);
    const t = nextDepotTrain(c)!;
    gainTrain(c, k, t, false);
    placeHome(c, def.sym, def.home!, 0);
  }
  if (two) {
    // The opening draft rounds and their operating rounds come before the first stock round (turn 1).
    c.s.turn = 0;
    state1846(c).draft = newDraft2p(c);
  } else state1846(c).draft = newDraft(c, deck);
}

function removeCompany(c: Ctx, sym: string): void {
  closeCompany(c, sym);
}

/** A removed corporation still puts its home station on the map (18xx.games), blocking that slot. */
function removeCorporation(c: Ctx, sym: string): void {
  const k = corp(c, sym);
  k.closed = true;
  const def = c.t.corporation.get(sym)!;
  if (def.home) placeHome(c, sym, def.home, def.homeCity ?? 0);
  state1846(c).noReservations.push(sym);
}

function placeHome(c: Ctx, sym: string, hex: string, stop: number): void {
  const g = graph(c);
  const slot = freeSlot(g, g.hex(hex), stop, sym);
  if (slot >= 0) putToken(c, corp(c, sym), hex, stop, slot, 0);
}

/** Corporations' reserved token slots (PRR in Chicago... E11, B&O H12, ERIE D20, IC I5) and the C&WI's in Chicago. */
function reserveAbilitySlots(c: Ctx): void {
  const skip = state1846(c).noReservations;
  const reserve = (owner: string, a: Ability) => {
    const r = a as { hex: string; city?: number; slot?: number };
    const h = c.s.hexes[r.hex];
    const stop = r.city ?? 0;
    if (!h || !h.reserved[stop]) return;
    const slot = r.slot ?? h.reserved[stop].findIndex((x, i) => !x && !h.tokens[stop][i]);
    if (slot >= 0 && slot < h.reserved[stop].length) h.reserved[stop][slot] = owner;
  };
  for (const def of c.title.corporations) {
    if (skip.includes(def.sym)) continue;
    for (const a of def.abilities ?? []) if (a.type === 'reservation') reserve(def.sym, a);
  }
  for (const def of c.title.companies) {
    if (c.s.companies[def.sym].closed) continue;
    for (const a of def.abilities ?? []) if (a.type === 'reservation') reserve(def.sym, a);
  }
}
