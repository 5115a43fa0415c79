import type { ActionOf } from '../../engine/actions';
import { graph, hexChanged } from '../../engine/board';
import { closeCompany } from '../../engine/companies';
import type { Ctx } from '../../engine/context';
import { corp, log } from '../../engine/entities';
import type { LegalOffer } from '../../engine/offers';
import { pushPending, resolvePending, type PendingStep } from '../../engine/pending';
import { check } from '../../engine/result';
import { byCorp, operatingCorp } from '../../engine/rounds/or/common';
import type { OrStep } from '../../engine/rounds/or/steps';
import { freeSlot } from '../../graph/tokens';
import { corpKey, type CorporationState } from '../../engine/state';
import { cityRef, resolveCity } from '../../engine/tiles';
import { addToken, handOverStation, keepTokens, liftStation, placeStation } from '../../engine/transfer/tokens';
import { state18NY } from './state';

/**
 * The Albany-Schenectady Stagecoach Line (second edition, 18xx.games): its owning company may, during its turn,
 * exchange it for the Stagecoach token, placed free in Albany (F20) in the space reserved for it, without a
 * connection; the private closes. The token is an extra one, not one of the company's own (18xx.games makes a new
 * token for it), and needs none available. During its turn the company may
 * replace it with one of its available tokens (`remove_token` on Albany); when the privates close (the first 12H) it
 * chooses to replace it so or to let it go (`choose`: Replace, Remove); with no token available it goes at once.
 */

const SC = 'SC';
const ALBANY = 'F20';
/** The Albany space reserved for the Stagecoach token: the second of its city (7.1.2.2). */
const SC_SLOT = 1;
export const STAGECOACH_CHOICE = 'stagecoach';

/**
 * The company's station in Albany standing for the Stagecoach token: its last there, as a company may hold it beside a
 * station of its own only by taking it over (the token is placed only where the company has none, and one taken over
 * joins the end of its tokens).
 */
const stagecoachToken = (k: CorporationState) => k.tokens.findLast((t) => t.hex === ALBANY);
const spareToken = (k: CorporationState) => k.tokens.find((t) => !t.hex);

/** The Stagecoach token becomes one of the company's own: an available token goes in its place (and so is used). */
function replace(c: Ctx, k: CorporationState): void {
  const spare = spareToken(k)!;
  keepTokens(
    k,
    k.tokens.filter((t) => t !== spare),
  );
  state18NY(c).stagecoach = null;
  log(c, `${k.sym} replaces the Stagecoach token with one of its available tokens`);
}

/**
 * The Stagecoach token leaves the map, and the company is one token short. Its own space is freed: held beside a
 * station of the company's own, the later of the two (as 18xx.games takes the very token off its city).
 */
function remove(c: Ctx, k: CorporationState): void {
  const t = stagecoachToken(k);
  if (t) {
    liftStation(c, k, t, c.s.hexes[ALBANY].tokens[t.stop].lastIndexOf(k.sym));
    keepTokens(
      k,
      k.tokens.filter((x) => x !== t),
    );
  }
  state18NY(c).stagecoach = null;
  log(c, 'The Stagecoach token is removed from play');
}

/** `place_token` by the private, owned by the operating company: the Stagecoach token goes to Albany. */
export const stagecoachStep: OrStep = {
  name: 'stagecoach',
  active: () => false,
  accepts: (c, k, a) =>
    (a.type === 'place_token' && a.entity === SC && c.s.companies[SC]?.owner === corpKey(k.sym)) ||
    (a.type === 'remove_token' && byCorp(k, a) && state18NY(c).stagecoach === k.sym && !state18NY(c).viewingMerges),
  offers: () => [],
  process(c, a) {
    const k = operatingCorp(c)!;
    if (a.type === 'remove_token') {
      check(resolveCity(c, (a as ActionOf<'remove_token'>).city).hex === ALBANY, 'only the Stagecoach token in Albany may be replaced');
      check(spareToken(k), () => `${k.sym} has no token available to replace the Stagecoach token`);
      replace(c, k);
      return;
    }
    const { hex, stop } = resolveCity(c, (a as ActionOf<'place_token'>).city);
    check(hex === ALBANY, 'the Stagecoach token goes to Albany (F20)');
    const h = c.s.hexes[hex];
    const g = graph(c);
    check(!g.hasTokenInHex(g.hex(hex), k.sym), () => `${k.sym} already has a station in Albany`);
    const first = claimCitySpace(c, g.shapeAt(g.hex(hex)).slots[stop]!);
    dropReservation(c);
    // Its own space, beside the preprinted city's one, or the green tile's second (18xx.games).
    const slot = first ? 0 : !h.tokens[stop][SC_SLOT] ? SC_SLOT : freeSlot(g, g.hex(hex), stop, k.sym);
    check(slot >= 0, 'no open space in Albany');
    placeStation(c, k, addToken(k, 0), hex, stop, slot);
    state18NY(c).stagecoach = k.sym;
    log(c, `${k.sym} places the Stagecoach token in Albany`);
    closeCompany(c, SC);
  },
  // The private's station is offered with the other privates' abilities (engine/legal.ts); here its replacement.
  legal(_game, c, k, ok) {
    const out: LegalOffer[] = [];
    const t = stagecoachToken(k);
    if (state18NY(c).stagecoach === k.sym && t && spareToken(k)) {
      const city = cityRef(c, ALBANY, t.stop);
      const slot = c.s.hexes[ALBANY].tokens[t.stop].lastIndexOf(k.sym);
      if (ok({ type: 'remove_token', entity: k.sym, entity_type: 'corporation', city, slot }))
        out.push({ type: 'remove_token', entity: k.sym, cities: [{ city, hex: ALBANY, stop: t.stop, slot }] });
    }
    return out;
  },
};

/**
 * The preprinted Albany, of one space, still kept for minor 1's home and beside it for the Stagecoach token: the token
 * takes the city's space, and minor 1's home moves beside it (18xx.games, by its rule for a one-space city with two
 * reservations, made for 1858's privates). When the token leaves, the city's space opens to anyone. Moves minor 1's
 * reservation and says whether the token takes the city's space.
 */
function claimCitySpace(c: Ctx, normalSlots: number): boolean {
  const h = c.s.hexes[ALBANY];
  const reserved = h.reserved[0];
  if (normalSlots !== 1 || h.tokens[0][0] || !reserved[0] || reserved[SC_SLOT] !== SC) return false;
  h.reserved[0] = [null, reserved[0]];
  return true;
}

/**
 * 7.1.2.2: Albany's second space is reserved for the Stagecoach token until the private closes, used or not (on the
 * preprinted Albany, of one space, it stands beside the city and carries over to the green tile's second space;
 * 18xx.games).
 */
export function reserveStagecoachSpace(c: Ctx): void {
  c.s.hexes[ALBANY].reserved[0][SC_SLOT] = SC;
}

/** Albany's space is no longer kept for the Stagecoach token once the private has closed, whatever closed it. */
export function releaseStagecoachSpace(c: Ctx): void {
  if (c.s.companies[SC]?.closed) dropReservation(c);
}

function dropReservation(c: Ctx): void {
  const h = c.s.hexes[ALBANY];
  h.reserved = h.reserved.map((s) => s.map((r) => (r === SC ? null : r)));
  hexChanged(c, ALBANY);
}

/** The privates close: the Stagecoach token's company chooses to keep Albany with a token of its own, or loses it. */
export function stagecoachAtPrivatesClose(c: Ctx): void {
  dropReservation(c);
  const sym = state18NY(c).stagecoach;
  if (!sym) return;
  const k = corp(c, sym);
  if (spareToken(k)) pushPending(c, { kind: STAGECOACH_CHOICE, entity: k.sym });
  else remove(c, k);
}

export const stagecoachChoice: PendingStep = {
  kind: STAGECOACH_CHOICE,
  traceName: 'StagecoachExchange',
  actor: (c, p) => corp(c, String(p.entity)).president,
  asks: () => 'replace the Stagecoach token in Albany with one of its tokens, or remove it',
  accepts: (_c, p, a) => a.type === 'choose' && a.entity === p.entity,
  process(c, p, a) {
    const k = corp(c, String(p.entity));
    const choice = (a as ActionOf<'choose'>).choice;
    check(choice === 'Replace' || choice === 'Remove', 'choose Replace or Remove');
    if (choice === 'Replace') replace(c, k);
    else remove(c, k);
    resolvePending(c, p);
  },
  legal: (_game, _c, p) => [{ type: 'choose', entity: String(p.entity), entityType: 'corporation', choices: ['Replace', 'Remove'] }],
};

/**
 * The company holding the Stagecoach token is acquired or merged (7.2.1, 4.4: its assets, stations among them, go to
 * the acquirer or the NYC): the token goes with them, even to a company with a station of its own in Albany, which then
 * holds two there (18xx.games). One that closes otherwise takes it out of play.
 */
export function stagecoachFollows(c: Ctx, from: CorporationState, to: CorporationState | null): void {
  if (state18NY(c).stagecoach !== from.sym) return;
  const t = stagecoachToken(from);
  if (to && t) {
    const into = { price: 0, hex: null, stop: 0 };
    to.tokens.push(into);
    handOverStation(c, from, t, to, into);
    from.tokens.splice(from.tokens.indexOf(t), 1);
    state18NY(c).stagecoach = to.sym;
    return;
  }
  remove(c, from);
}
