import type { Ctx } from '../../engine/context';
import { closeCompany } from '../../engine/companies';
import { retireCompany } from '../../engine/transfer/companies';
import { log, player, playerKey } from '../../engine/entities';
import { pay } from '../../engine/transfer/cash';
import { sortByRandom } from '../../engine/rng';
import { corpKey, type CorporationState, type TrainState } from '../../engine/state';
import { state1817 } from './state';
import type { TitleDef } from '../../title/types';

/**
 * The volatility expansion (optional rule `volatility`, 1817 Volatility Expansion Rules as 18xx.games plays them):
 * thirteen more privates (P12-P24). Of the four that lay a special city tile (the Pittsburgh Steel Mill and P16, P17,
 * P24) one, drawn at random, stays in the game; the initial auction has no seed money and no passing, and offers the
 * privates as a pyramid of six rows drawn at random (that one private alone on top): only the bottom row's privates
 * may be auctioned, a private left alone between empty places is removed, and an empty row opens the row above.
 */

export const isVolatility = (c: Ctx): boolean => c.s.optionalRules.includes('volatility');

/** The privates that lay a special city tile; one is drawn to stay. */
const CITY_TILE_COMPANIES = ['PSM', 'P16', 'P17', 'P24'];
export const isCityTilePrivate = (sym: string): boolean => CITY_TILE_COMPANIES.includes(sym);

/** Set-up: one city-tile private is drawn to stay in the game; the others are removed. */
export function drawCityTilePrivate(c: Ctx): void {
  const candidates = c.title.companies.map((co) => co.sym).filter((sym) => CITY_TILE_COMPANIES.includes(sym));
  const [drawn, rng] = sortByRandom(candidates, c.s.rng, c.title.random);
  c.s.rng = rng;
  for (const sym of drawn.slice(1)) retireCompany(c, sym);
}

/** The auction pyramid: rows of 1, 2, ... 6 places, the drawn city-tile private on top; an empty place is null. */
export type Pyramid = (string | null)[][];

/** The pyramid of the privates in the game (`companies`, in title order), drawn at random. */
export function buildPyramid(c: Ctx, companies: string[]): Pyramid {
  const top = companies.find((sym) => CITY_TILE_COMPANIES.includes(sym))!;
  const [shuffled, rng] = sortByRandom(companies, c.s.rng, c.title.random);
  c.s.rng = rng;
  const order = [top, ...shuffled.filter((sym) => sym !== top)];
  const rows: Pyramid = [];
  for (let size = 1; order.length; size++) rows.push(order.splice(0, size));
  return rows;
}

/** The privates that may be put up for auction now: those in the bottom row. */
export const openRow = (p: Pyramid): string[] => (p.length ? p[p.length - 1].filter((x): x is string => x !== null) : []);

/**
 * `sym` is sold: its place empties, a neighbour left alone between empty places (or the row's end) is removed, and an
 * emptied row opens the one above. Returns the removed privates.
 */
export function takeFromPyramid(c: Ctx, p: Pyramid, sym: string): string[] {
  const removed: string[] = [];
  const r = p.findIndex((row) => row.includes(sym));
  if (r < 0) return removed;
  const row = p[r];
  const at = row.indexOf(sym);
  row[at] = null;
  const filled = (i: number) => i >= 0 && i < row.length && row[i] !== null;
  for (const [side, beyond] of [
    [at - 1, at - 2],
    [at + 1, at + 2],
  ])
    if (filled(side) && !filled(beyond)) {
      removed.push(row[side]!);
      retireCompany(c, row[side]!);
      log(c, `${row[side]} is removed`);
      row[side] = null;
    }
  if (row.every((x) => x === null)) p.splice(r, 1);
  return removed;
}

const owns = (c: Ctx, k: CorporationState, sym: string): boolean => {
  const co = c.s.companies[sym];
  return !!co && !co.closed && co.owner === corpKey(k.sym);
};

/** The Loan Shark (P12): the company it goes to receives $60 from the bank with it (and owes $10 interest each round). */
export const LOAN_SHARK = 'P12';
/** The Ponzi Scheme (P13) does nothing: it closes as soon as the company it paid for starts. */
const PONZI_SCHEME = 'P13';

/** A private handed in to start a company (§5.5) brings what it brings: the Loan Shark's $60. */
export function onPrivateHandedIn(c: Ctx, sym: string, corporation: string): void {
  if (sym !== LOAN_SHARK) return;
  pay(c, 'bank', corpKey(corporation), 60);
  log(c, `${corporation} collects 60 from the Loan Shark`);
}

/** The Loan Shark's $10 owed with the interest each operating round by the company owning it. */
export const loanSharkInterest = (c: Ctx, k: CorporationState): number => (owns(c, k, LOAN_SHARK) ? 10 : 0);

/** A company has started: a Ponzi Scheme among its privates closes. */
export function onCompanyStarted(c: Ctx, corporation: string): void {
  const co = c.s.companies[PONZI_SCHEME];
  if (!co || co.closed || co.owner !== corpKey(corporation)) return;
  closeCompany(c, PONZI_SCHEME);
}

const EXPRESS_TRACK = 'P18';
const EFFICIENT_TRACK = 'P19';

/**
 * The Express Track (P18): the first tile lay costs $10, the second is free. The Efficient Track (P19): the second
 * costs $10 instead of $20. Both together: both lays free. Null where neither changes the title's lays.
 */
export function trackPrivateLays(c: Ctx, k: CorporationState): TitleDef['tileLays'] | null {
  const express = owns(c, k, EXPRESS_TRACK);
  const efficient = owns(c, k, EFFICIENT_TRACK);
  if (!express && !efficient) return null;
  const [first, second, ...rest] = c.title.tileLays;
  return [{ ...first, cost: express && !efficient ? 10 : (first.cost ?? 0) }, { ...second, cost: express ? 0 : 10 }, ...rest];
}

const INVENTOR = 'P14';
const INVENTOR_PAYOUTS: Record<string, number> = { '2': 20, '3': 30, '4': 40, '5': 50, '6': 60, '7': 70, '8': 80 };

/** The owner (a company) of a private in the game, or null. */
function companyOwner(c: Ctx, sym: string): CorporationState | null {
  const co = c.s.companies[sym];
  return co && !co.closed && co.owner?.startsWith('c:') ? c.s.corporations[co.owner.slice(2)] : null;
}

/**
 * The Inventor (P14): the bank pays the company owning it when the first train of each type is purchased or exported
 * ($20 for a 2, nothing for a 2+, $30 for a 3... $80 for an 8). A type whose first train went while no company owned
 * the Inventor pays later, as 18xx.games pays it on any train of the type leaving its holder: the next of the type
 * bought (from the depot, the market or another company), exported or discarded, or when the type rusts.
 */
function payInventor(c: Ctx, type: string): void {
  const k = companyOwner(c, INVENTOR);
  const payout = INVENTOR_PAYOUTS[type];
  const paid = (state1817(c).inventorPaid ??= []);
  if (!k || !payout || paid.includes(type)) return;
  paid.push(type);
  pay(c, 'bank', corpKey(k.sym), payout);
  log(c, `${k.sym} collects ${payout} from the Inventor`);
}

/** A train bought, from anyone. */
export const inventorOnPurchase = (c: Ctx, t: TrainState): void => payInventor(c, t.name);

/** A train discarded to the bank (over the train limit): it leaves its holder too, so an unpaid type pays then. */
export const inventorOnDiscard = (c: Ctx, t: TrainState): void => payInventor(c, t.name);

/** A train leaves the depot (bought or exported); the first of its type rusts the types that rust on it. */
export function inventorOnLeavingDepot(c: Ctx, t: TrainState): void {
  payInventor(c, t.name);
  if (c.s.trainsBought.includes(t.name)) return;
  for (const def of c.title.trains) if (def.rustsOn === t.name) payInventor(c, def.name);
}

const SCRAPPER = 'P15';
const SCRAP_VALUES: Record<string, number> = { '2': 30, '2+': 30, '3': 75, '4': 150 };

/** The Scrapper (P15): the company owning it is paid for each of its trains that rusts. */
export function payScrapper(c: Ctx, k: CorporationState, t: TrainState): void {
  const value = SCRAP_VALUES[t.variant] ?? SCRAP_VALUES[t.name];
  if (!value || companyOwner(c, SCRAPPER) !== k) return;
  pay(c, 'bank', corpKey(k.sym), value);
  log(c, `${k.sym} collects ${value} from the Scrapper for its ${t.variant}-train`);
}

const STATION_SUBSIDY = 'P21';

/** The Station Subsidy (P21): a company converting pays $50 less for the stations its new size calls for. */
export const stationSubsidy = (c: Ctx, k: CorporationState): number => (owns(c, k, STATION_SUBSIDY) ? 50 : 0);

/** P20 Golden Parachute. */
export const GOLDEN_PARACHUTE = 'P20';
const PARACHUTE_PAYOUT = 100;

/**
 * P20 Golden Parachute: when the company owning it is sold in the acquisition round to a company another player
 * presides, or liquidated to the bank (`buyer` null), its president collects $100 from the bank. A company whose
 * president went bankrupt has none, and nobody collects (as 18xx.games pays only a player owner).
 */
export function goldenParachute(c: Ctx, target: CorporationState, buyer: CorporationState | null): void {
  if (c.s.companies[GOLDEN_PARACHUTE]?.owner !== corpKey(target.sym) || c.s.companies[GOLDEN_PARACHUTE].closed) return;
  const president = target.president;
  if (president === null || buyer?.president === president) return;
  pay(c, 'bank', playerKey(president), PARACHUTE_PAYOUT);
  log(c, `${player(c, president).name} collects ${PARACHUTE_PAYOUT} from the Golden Parachute`);
}
