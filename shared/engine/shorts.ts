import type { Ctx } from './context';
import { corp, log, player, sharePercent } from './entities';
import { pay } from './transfer/cash';
import { price } from './market';
import { check } from './result';
import { certIndex } from './certSize';
import { issueCert, retireCert } from './transfer/certs';
import { playerKey, POOL, type CertificateState, type PlayerId } from './state';

/**
 * Short certificates (1817 §5.3): selling short creates a pair, a share put in the market and a negative certificate
 * of the same size held by the seller, who is paid the share's price. The pair adds up to nothing, so a corporation's
 * certificates still add up to 100%. A short counts against its holder's holdings (their value, dividends paid back)
 * but not toward the certificate limit. It is closed when its holder buys a share of the corporation: the share bought
 * and the short cancel out and both leave the game.
 */

/** Numbers of new certificates start after the 10 a corporation may have (`NYSW_10` is the first short pair's share). */
const FIRST_EXTRA_INDEX = 10;

export const isShort = (cert: CertificateState): boolean => cert.percent < 0;

/** The player's shorts of a corporation. */
export function shortsOf(c: Ctx, id: PlayerId, sym: string): CertificateState[] {
  const key = playerKey(id);
  return (c.s.certOrder[sym] ?? []).map((x) => c.s.certificates[x]).filter((cert) => cert.owner === key && isShort(cert));
}

/** All open shorts of a corporation. */
export function openShorts(c: Ctx, sym: string): CertificateState[] {
  return (c.s.certOrder[sym] ?? []).map((x) => c.s.certificates[x]).filter(isShort);
}

/** The number after every certificate of `sym` (shorts' pairs from `_10` on). */
const nextIndex = (c: Ctx, sym: string): number => Math.max(FIRST_EXTRA_INDEX - 1, ...c.s.certOrder[sym].map(certIndex)) + 1;

/**
 * The player sells a share of `sym` short: a share goes to the market, the short to the player, its price to them.
 * The share is numbered first and the short after it, but the short is issued first: a corporation's certificates
 * are listed in the order they came into being, the short before its share as in 18xx.games, and that order decides
 * which new certificate each of them becomes in a 5-share merger (1817 §7.1.3, `shared/rules/1817/merger5.ts`).
 */
export function openShort(c: Ctx, id: PlayerId, sym: string): CertificateState {
  const k = corp(c, sym);
  check(k.ipoed && !k.closed, () => `${sym} cannot be sold short`);
  const unit = sharePercent(c, sym);
  const index = nextIndex(c, sym);
  const short = issueCert(c, sym, `${sym}_${index + 1}`, -unit, playerKey(id));
  issueCert(c, sym, `${sym}_${index}`, unit, POOL);
  pay(c, 'bank', playerKey(id), price(c, k));
  log(c, `${player(c, id).name} shorts a ${unit}% share of ${sym} for ${price(c, k)}`);
  return short;
}

/** The player, short of `sym`, has bought `share`: the share and one short cancel out. */
export function closeShort(c: Ctx, id: PlayerId, share: CertificateState): void {
  const short = shortsOf(c, id, share.corp).find((s) => s.percent === -share.percent);
  check(short, () => `${player(c, id).name} has no short of ${share.corp} to close`);
  check(share.owner === playerKey(id), () => `${share.id} is not held by ${player(c, id).name}`);
  retireCert(c, share);
  retireCert(c, short);
  log(c, `${player(c, id).name} closes a short of ${share.corp}`);
}
