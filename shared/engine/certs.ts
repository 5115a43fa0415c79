import type { Ctx } from './context';
import type { CertLimit } from '../title/types';
import { corp, percentOf } from './entities';
import { heldBy } from './transfer/certIndex';
import { zonesAt } from './market';
import { playerKey, type PlayerId } from './state';

/** Certificate limit and holding limit (1830 §5.2, §5.5). */

const NO_LIMIT_ZONES = ['no_cert_limit', 'unlimited', 'multiple_buy'];
const OVER_HOLDING_ZONES = ['unlimited', 'multiple_buy'];

/** Does a corporation's certificate count toward the certificate limit at its current price? */
export function countsForLimit(c: Ctx, sym: string): boolean {
  const k = corp(c, sym);
  if (c.rules.certCountsForLimit) return c.rules.certCountsForLimit(c, sym);
  return !zonesAt(c, k).some((z) => NO_LIMIT_ZONES.includes(z));
}

export function numCerts(c: Ctx, id: PlayerId): number {
  const weight = c.rules.certWeight;
  let n = 0;
  // Only what the player holds (`heldBy`), by index: asked on every stock action, mostly interpreted in a cold replay
  // (`NO_ITERATOR`, entities.ts).
  const held = heldBy(c, playerKey(id));
  let sym: string | undefined;
  let counts = false;
  for (let i = 0; i < held.length; i++) {
    const cert = held[i];
    // A short (a negative certificate, 1817 §5.3) does not count toward the limit.
    if (cert.percent < 0) continue;
    if (cert.corp !== sym) counts = countsForLimit(c, (sym = cert.corp));
    if (counts) n += weight ? weight(c, cert) : 1;
  }
  const key = playerKey(id);
  for (const sym in c.s.companies) {
    const co = c.s.companies[sym];
    if (co.owner === key && !co.closed && companyCounts(c, sym)) n += 1;
  }
  return n;
}

function companyCounts(c: Ctx, sym: string): boolean {
  return c.rules.companyCountsForLimit ? c.rules.companyCountsForLimit(c, sym) : true;
}

/**
 * Fewer players left than the table lists (1817 after bankruptcies, §7.4: the limit of the players remaining; its table
 * starts at three): the limit stays that of the fewest players listed above them, as 18xx.games keeps the last limit
 * it set.
 */
function fewerThanListed(table: CertLimit, playing: number): CertLimit[string] | undefined {
  let best: number | undefined;
  for (const key in table) if (Number(key) > playing && (best === undefined || Number(key) < best)) best = Number(key);
  return best === undefined ? undefined : table[String(best)];
}

export function certLimit(c: Ctx): number {
  if (c.rules.certLimit) return c.rules.certLimit(c);
  // Players still in the game, counted without building a list (asked on every stock action).
  let playing = 0;
  for (let i = 0; i < c.s.players.length; i++) if (!c.s.players[i].bankrupt) playing++;
  const v = c.title.certLimit[String(playing)] ?? fewerThanListed(c.title.certLimit, playing) ?? c.title.certLimit[String(c.s.players.length)];
  if (typeof v === 'number') return v;
  // A table by corporations in play (1870: 10 or 9): the entry of the smallest count not below those still open.
  let inPlay = 0;
  const defs = c.title.corporations;
  for (let i = 0; i < defs.length; i++) if (!c.s.corporations[defs[i].sym].closed) inPlay++;
  let best: number | undefined;
  for (const key in v) if (Number(key) >= inPlay && (best === undefined || Number(key) < best)) best = Number(key);
  return best === undefined ? Math.max(...Object.values(v)) : v[String(best)];
}

/** May the player hold `extra` more percent of the corporation (60% rule, lifted in the orange/brown zones)? */
export function holdingOk(c: Ctx, id: PlayerId, sym: string, extra = 0): boolean {
  const k = corp(c, sym);
  const def = c.t.corporation.get(sym);
  const limit = c.rules.holdingLimit?.(c, sym) ?? def?.maxOwnershipPercent ?? c.title.holdingLimit;
  const pct = percentOf(c, sym, playerKey(id)) + extra;
  return pct <= limit || zonesAt(c, k).some((z) => OVER_HOLDING_ZONES.includes(z));
}

/**
 * A share bought by a player short of the corporation closes the short (1817 §5.3): the pair leaves the game, so neither
 * the holding nor the certificate count grows, and no limit stops it (as 18xx.games lets it).
 */
function closesShort(c: Ctx, id: PlayerId, sym: string): boolean {
  const key = playerKey(id);
  const ids = c.s.certOrder[sym] ?? [];
  for (let i = 0; i < ids.length; i++) {
    const cert = c.s.certificates[ids[i]];
    if (cert.percent < 0 && cert.owner === key) return true;
  }
  return false;
}

/** May the player gain this many percent of the corporation as one certificate (buy or exchange)? */
export function canGain(c: Ctx, id: PlayerId, sym: string, percent: number, exchange = false): boolean {
  if (closesShort(c, id, sym)) return true;
  if (!holdingOk(c, id, sym, percent)) return false;
  return !countsForLimit(c, sym) || exchange || numCerts(c, id) < certLimit(c);
}

/**
 * `canGain` for one player and many corporations: the player's certificate count, the same for every corporation,
 * is counted once, when first needed.
 */
export function gainCheck(c: Ctx, id: PlayerId): (sym: string, percent: number) => boolean {
  let underLimit: boolean | undefined;
  return (sym, percent) => {
    if (closesShort(c, id, sym)) return true;
    if (!holdingOk(c, id, sym, percent)) return false;
    if (!countsForLimit(c, sym)) return true;
    underLimit ??= numCerts(c, id) < certLimit(c);
    return underLimit;
  };
}

export function multipleBuy(c: Ctx, sym: string): boolean {
  return zonesAt(c, corp(c, sym)).includes('multiple_buy');
}
