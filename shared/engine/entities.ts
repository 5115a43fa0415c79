import { fail } from './result';
import type { Ctx } from './context';
import type { TitleDef } from '../title/types';
import { heldBy } from './transfer/certIndex';
import { playerKey, type CertificateState, type CorporationState, type OwnerKey, type PlayerId, type PlayerState } from './state';

export function player(c: Ctx, id: PlayerId): PlayerState {
  // An indexed loop and no message built unless it fails: this runs several times per action (see `NO_ITERATOR`).
  const players = c.s.players;
  for (let i = 0; i < players.length; i++) if (players[i].id === id) return players[i];
  return fail(`unknown player ${id}`);
}

export function playerIndex(c: Ctx, id: PlayerId): number {
  return c.s.players.findIndex((x) => x.id === id);
}

/** `record[id]` only if `id` is the record's own key: an id never reaches an inherited property (`constructor`). */
export function byId<T>(record: Record<string, T>, id: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(record, id) ? record[id] : undefined;
}

const corporationLists = new WeakMap<Record<string, CorporationState>, readonly CorporationState[]>();

/**
 * Every corporation, minors included, in the order of `c.s.corporations`, as a list kept per state (none is added or
 * replaced after the set-up). The checks after every action walk them all, and a `for ... in` over an object keyed by
 * numbers (18NY's minors '1', '2', ...) has V8 list its keys anew each time.
 */
export function corporationList(c: Ctx): readonly CorporationState[] {
  let list = corporationLists.get(c.s.corporations);
  if (!list) corporationLists.set(c.s.corporations, (list = Object.values(c.s.corporations)));
  return list;
}

export function corp(c: Ctx, sym: string): CorporationState {
  return byId(c.s.corporations, sym) ?? fail(`unknown corporation ${sym}`);
}

/**
 * NO_ITERATOR: the helpers here and in `certs.ts`, `trains.ts` and the rounds' dispatch run on every action, and a
 * replay opening a game (a fresh process, the app's first open) runs them mostly in V8's interpreter, where a
 * `for...of` over an array allocates an iterator result per element: a third of all a cold replay allocated. So they
 * loop by index. Optimised code (a game being played) is the same either way.
 */
const NONE: readonly string[] = [];

/** Certificates of `sym` held by `owner`, oldest first. */
export function certsOf(c: Ctx, sym: string, owner: OwnerKey): CertificateState[] {
  const out: CertificateState[] = [];
  let sorted = true;
  const ids = c.s.certOrder[sym] ?? NONE;
  for (let i = 0; i < ids.length; i++) {
    const cert = c.s.certificates[ids[i]];
    if (cert.owner !== owner) continue;
    if (out.length && out[out.length - 1].seq > cert.seq) sorted = false;
    out.push(cert);
  }
  return sorted ? out : out.sort((a, b) => a.seq - b.seq);
}

/**
 * The oldest certificate of `sym` held by `owner` (`certsOf(...)[0]` without building the list): the first of the
 * holder's own list (`heldBy`, oldest first), short for an IPO or the pool.
 */
export function firstCertOf(c: Ctx, sym: string, owner: OwnerKey): CertificateState | undefined {
  const held = heldBy(c, owner);
  for (let i = 0; i < held.length; i++) if (held[i].corp === sym) return held[i];
  return undefined;
}

export function percentOf(c: Ctx, sym: string, owner: OwnerKey): number {
  let n = 0;
  const ids = c.s.certOrder[sym] ?? NONE;
  for (let i = 0; i < ids.length; i++) {
    const cert = c.s.certificates[ids[i]];
    if (cert.owner === owner) n += cert.percent;
  }
  return n;
}

/**
 * The percent of one share. A corporation of a single certificate (18NY minors, 1846 independents, 1817's 2-share
 * companies, §1.1) counts it as two shares, as 18xx.games does: its value, loans and payouts go by two shares of 50%.
 * Short certificates are negative: a share's percent is the size of any.
 */
/**
 * Does the corporation act as 18xx.games' `minor` entity (the title's `minors` list: 1846's independents)? 18NY's
 * minors are corporations of the minor kind and act as `corporation`.
 */
export function actsAsMinor(title: TitleDef, sym: string): boolean {
  return !!title.minors?.some((m) => m.sym === sym);
}

export function sharePercent(c: Ctx, sym: string): number {
  const certs = c.s.certOrder[sym];
  const pres = c.s.certificates[certs[0]];
  if (certs.length > 1) return Math.abs(c.s.certificates[certs[1]].percent);
  return pres.percent / 2;
}

export function presidentPercent(c: Ctx, sym: string): number {
  return c.s.certificates[c.s.certOrder[sym][0]].percent;
}

// Cash and certificates move in `transfer/`; re-exported for modules that import them here.

export const isPlayerKey = (k: OwnerKey | null): boolean => !!k && k.startsWith('p:');
/** The player id in an owner key: numeric ids come back as numbers, names as strings. */
/** Player ids by owner key, parsed once (keys are few and asked for on every holding count). */
const playerIds = new Map<OwnerKey, PlayerId>();
export const playerOfKey = (k: OwnerKey): PlayerId => {
  let id = playerIds.get(k);
  if (id === undefined) {
    const s = k.slice(2);
    playerIds.set(k, (id = /^-?\d+$/.test(s) ? Number(s) : s));
  }
  return id;
};

export function nextPlayer(c: Ctx, id: PlayerId): PlayerId {
  const ps = c.s.players;
  return ps[(playerIndex(c, id) + 1) % ps.length].id;
}

export function log(c: Ctx, text: string): void {
  c.s.log.push({ action: c.s.lastActionId, text });
}

export { playerKey };
