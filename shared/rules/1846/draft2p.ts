import type { Action } from '../../engine/actions';
import type { Ctx } from '../../engine/context';
import type { LegalOffer } from '../../engine/legal';
import { corp, log, player, playerKey } from '../../engine/entities';
import { pay } from '../../engine/transfer/cash';
import { check } from '../../engine/result';
import type { SpecialRoundKind } from '../../engine/rounds/titleRounds';
import { corpKey, type PlayerId, type SpecialRound } from '../../engine/state';
import { atFloor } from './draft';
import { state1846 } from './state';
import { moveCompany } from '../../engine/transfer/companies';

/**
 * The private draft of the two-player variant (the designer's draft rules for two players, as 18xx.games plays
 * "1846 2p Variant"): the cards lie open, there are no pass cards. In reverse seating order each player buys one
 * of the privates still unsold at its price, or passes (not before someone has bought one). The round ends when
 * both have passed in turn or nothing is left; a set of operating rounds for whatever runs (the independents) then
 * follows, and another draft round, until every private is sold; then the first stock round. A player who passes
 * on the last private lowers its price by $10, and it goes free to whoever is to act when it reaches $0.
 */
export interface Draft2pState extends SpecialRound {
  name: 'draft2p';
  order: PlayerId[];
  index: number;
  /** Players who passed since they last bought. */
  passed: PlayerId[];
}

export const isDraft2p = (r: { kind: string; name?: unknown }): boolean => r.kind === 'special' && r.name === 'draft2p';

export function newDraft2p(c: Ctx): Draft2pState {
  return { kind: 'special', name: 'draft2p', order: [...c.s.players].reverse().map((p) => p.id), index: 0, passed: [] };
}

/** Price reductions of privates passed on when last, kept from one draft round to the next. */
function discounts(c: Ctx): Record<string, number> {
  return state1846(c).draftDiscount;
}

/** The privates still for sale, cheapest first (then by name), as 18xx.games lists them. */
export function unsold(c: Ctx): string[] {
  return c.title.companies
    .map((d) => d.sym)
    .filter((sym) => !c.s.companies[sym].closed && !c.s.companies[sym].owner)
    .sort((a, b) => draftPrice(c, a) - draftPrice(c, b) || nameOf(c, a).localeCompare(nameOf(c, b)));
}

const nameOf = (c: Ctx, sym: string) => c.t.company.get(sym)?.name ?? sym;

export function draftPrice(c: Ctx, sym: string): number {
  const def = c.t.company.get(sym)!;
  return def.value + (def.debt ?? 0) - (discounts(c)[sym] ?? 0);
}

const actor = (d: Draft2pState): PlayerId => d.order[d.index % d.order.length];

/** Nobody has bought a private yet: the very first choice may not be passed. */
const noneSold = (c: Ctx) => c.title.companies.every((d) => !c.s.companies[d.sym].owner?.startsWith('p:'));

function buy(c: Ctx, id: PlayerId, sym: string): void {
  const cost = draftPrice(c, sym);
  moveCompany(c, sym, playerKey(id));
  if (cost > 0) pay(c, playerKey(id), 'bank', cost);
  log(c, `${player(c, id).name} buys ${sym} for ${cost}`);
  // An independent railroad starts with its treasury from the bank (§4).
  const def = c.t.company.get(sym)!;
  if (def.minor) {
    const k = corp(c, def.minor);
    k.president = id;
    k.floated = true;
    pay(c, 'bank', corpKey(k.sym), def.value);
  }
}

function process(c: Ctx, d: Draft2pState, a: Action): void {
  const id = actor(d);
  check(a.entity === id, () => `it is ${player(c, id).name}'s turn to draft`);
  const left = unsold(c);
  if (a.type === 'pass') {
    if (left.length === 1) {
      // The last private: its price drops; at $0 it goes to the player now to act.
      const sym = left[0];
      discounts(c)[sym] = (discounts(c)[sym] ?? 0) + 10;
      log(c, `${sym}'s price drops to ${draftPrice(c, sym)}`);
      d.index++;
      if (atFloor(c, sym, discounts(c)[sym])) buy(c, actor(d), sym);
      return;
    }
    check(!noneSold(c), 'the first player must buy a private (no pass before the first purchase)');
    log(c, `${player(c, id).name} passes`);
    if (!d.passed.includes(id)) d.passed.push(id);
    d.index++;
    return;
  }
  check(a.type === 'bid', () => `${a.type} is not possible in the draft`);
  const sym = a.company;
  check(sym && left.includes(sym), () => `${sym ?? 'that company'} is not for sale`);
  const cost = draftPrice(c, sym!);
  check(player(c, id).cash >= cost, () => `${player(c, id).name} cannot pay ${cost} for ${sym}`);
  d.passed = d.passed.filter((p) => p !== id);
  buy(c, id, sym!);
  d.index++;
}

export const draft2pRound: SpecialRoundKind = {
  name: 'draft2p',
  traceName: 'Round::Draft',
  traceStep: () => 'Draft2pDistribution',
  label: 'Private draft',
  asks: () => 'buy a private company or pass',
  actors: (_c, r) => [actor(r as Draft2pState)],
  process: (c, r, a) => process(c, r as Draft2pState, a),
  finished: (c, r) => unsold(c).length === 0 || (r as Draft2pState).order.every((p) => (r as Draft2pState).passed.includes(p)),
  legal(_game, c, r, ok): LegalOffer[] {
    const id = actor(r as Draft2pState);
    const cards = unsold(c)
      .filter((sym) => ok({ type: 'bid', entity: id, entity_type: 'player', company: sym, price: draftPrice(c, sym) }))
      .map((sym) => ({ company: sym, price: draftPrice(c, sym) }));
    const canPass = ok({ type: 'pass', entity: id, entity_type: 'player' });
    return [{ type: 'draft', entity: id, cards, canPass, hiddenFrom: [] }];
  },
};
