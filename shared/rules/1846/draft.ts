import type { Action } from '../../engine/actions';
import type { Ctx } from '../../engine/context';
import { corp, log, player, playerKey } from '../../engine/entities';
import { pay } from '../../engine/transfer/cash';
import { check } from '../../engine/result';
import { sortByRandom } from '../../engine/rng';
import { corpKey, type GameState, type PlayerId, type SpecialRound } from '../../engine/state';
import { moveCompany } from '../../engine/transfer/companies';

/**
 * The 1846 private company draft (§4): in reverse seating order each player is dealt the top cards of the shuffled
 * deck (players + 2 of them), secretly keeps one and puts the rest back at the bottom in random order. Pass cards
 * let a player take nothing. The draft ends when the cards on offer are all pass cards; when a single private is
 * left, players may pass on it, lowering its price by $10 until someone takes it or it becomes free.
 * What each player drew stays hidden from the others until the draft ends: see `hiddenFrom`.
 */
export interface DraftState extends SpecialRound {
  name: 'draft';
  deck: string[];
  /** Cards chosen so far, by player id (secret until the draft ends). */
  choices: Record<string, string[]>;
  /** Players in draft order (reverse seating order). */
  order: PlayerId[];
  index: number;
  /** Price reductions of the last remaining private (passed on). */
  discount: Record<string, number>;
  finished: boolean;
}

const isPass = (sym: string) => sym.startsWith('Pass');

export function newDraft(c: Ctx, deck: string[]): DraftState {
  return { kind: 'special', name: 'draft', deck, choices: {}, order: [...c.s.players].reverse().map((p) => p.id), index: 0, discount: {}, finished: false };
}

export const draftOf = (s: GameState): DraftState | null => {
  const r = s.round;
  return r.kind === 'special' && r.name === 'draft' ? (r as DraftState) : null;
};

const drawSize = (c: Ctx) => c.s.players.length + 2;

/** The cards the player to act is offered now. */
export function offered(c: Ctx, d: DraftState): string[] {
  return d.deck.slice(0, drawSize(c));
}

const onlyOne = (d: DraftState) => d.deck.length === 1 && !isPass(d.deck[0]);

export function draftFinished(c: Ctx, d: DraftState): boolean {
  if (d.finished || d.deck.length === 0) return true;
  return d.deck.length < drawSize(c) && offered(c, d).every(isPass);
}

export function draftActor(c: Ctx, d: DraftState): PlayerId {
  return d.order[d.index % d.order.length];
}

/**
 * A private passed on as the last card goes to the player then to act once its price is down to its floor: $0, or
 * for an independent railroad its debt (Michigan Southern $80, Big 4 $60: its face value is all discount).
 */
export function atFloor(c: Ctx, sym: string, discount = 0): boolean {
  return discount >= c.t.company.get(sym)!.value;
}

function price(c: Ctx, d: DraftState, sym: string): number {
  const def = c.t.company.get(sym)!;
  return def.value + (def.debt ?? 0) - (d.discount[sym] ?? 0);
}

/** Handles a draft action: choosing a card (`bid`) or passing on the last private. */
export function processDraft(c: Ctx, d: DraftState, a: Action): void {
  const id = draftActor(c, d);
  check(a.entity === id, () => `it is ${player(c, id).name}'s turn to draft`);
  if (a.type === 'pass') {
    check(onlyOne(d), 'a player may pass only on the last private');
    const sym = d.deck[0];
    d.discount[sym] = (d.discount[sym] ?? 0) + 10;
    log(c, `${sym}'s price drops to ${price(c, d, sym)}`);
    d.index++;
    if (atFloor(c, sym, d.discount[sym])) choose(c, d, draftActor(c, d), sym);
  } else {
    check(a.type === 'bid', () => `${a.type} is not possible in the draft`);
    const sym = a.company;
    check(sym, 'choose a company');
    choose(c, d, id, sym);
    d.index++;
  }
  if (draftFinished(c, d)) finishDraft(c, d);
}

function choose(c: Ctx, d: DraftState, id: PlayerId, sym: string): void {
  const offer = offered(c, d);
  check(offer.includes(sym), () => `${sym} is not among the cards on offer`);
  (d.choices[String(id)] ??= []).push(sym);
  if (onlyOne(d)) {
    d.deck = [];
    log(c, `${player(c, id).name} chooses ${sym}`);
    return;
  }
  log(c, `${player(c, id).name} chooses a company`);
  d.deck = d.deck.slice(offer.length);
  let back: string[];
  [back, c.s.rng] = sortByRandom(offer, c.s.rng, c.title.random);
  d.deck.push(...back.filter((x) => x !== sym));
}

/** The draft ends: each player pays for the privates chosen; the independent railroads start with their treasury. */
function finishDraft(c: Ctx, d: DraftState): void {
  d.finished = true;
  for (const p of c.s.players) {
    for (const sym of d.choices[String(p.id)] ?? []) {
      if (isPass(sym)) continue;
      const cost = price(c, d, sym);
      moveCompany(c, sym, playerKey(p.id));
      if (cost > 0) pay(c, playerKey(p.id), 'bank', cost);
      log(c, `${p.name} buys ${sym} for ${cost}`);
      const def = c.t.company.get(sym)!;
      if (def.minor) {
        const k = corp(c, def.minor);
        k.president = p.id;
        k.floated = true;
        pay(c, 'bank', corpKey(k.sym), def.value);
      }
    }
  }
}

/**
 * What a player may not see (hidden information for the UI): during the draft, the other players' choices and the
 * cards in the deck not offered to this player.
 */
export function hiddenFrom(s: GameState, id: PlayerId): { draftChoicesOf: PlayerId[]; deckHidden: boolean } {
  const d = draftOf(s);
  if (!d || d.finished) return { draftChoicesOf: [], deckHidden: false };
  return { draftChoicesOf: s.players.map((p) => p.id).filter((p) => p !== id), deckHidden: true };
}
