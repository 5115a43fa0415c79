import type { ActionOf } from '../../engine/actions';
import type { Ctx } from '../../engine/context';
import { corp, log, player, playerKey } from '../../engine/entities';
import { moveCert } from '../../engine/transfer/certs';
import { pay } from '../../engine/transfer/cash';
import { price, setPosition } from '../../engine/market';
import { check } from '../../engine/result';
import { resizeCertificates, shareCount } from '../../engine/certSize';
import { corpKey, ipoKey, type CorporationState } from '../../engine/state';
import { inLowZones } from './stockTurn';
import { migrateShares, someoneCanPreside } from './merger5';
import { settleConversion, type WithConversion } from './conversion';
import { resetCompany, takeOverAssets } from './sale';
import { takeOverStations } from './stations';

/**
 * 1817 §7.1.2, a 2-share merger: two 2-share companies become one 5-share company, the one acting surviving. It takes
 * the other's cash, privates, loans, trains and stations (a station in a city where it has one already is lost);
 * its share price is the sum of the two; the other company is reset and may be started again. When the two have
 * different presidents, the survivor's president pays the new price into its treasury and the other's receives a
 * share. §7.1.3, a 5-share merger, makes a 10-share company of two 5-share ones (`merger5.ts`). Shares are then
 * bought as after a conversion (§7.1.4).
 */

/** Why `k` may not merge with `target` now, or null. */
export function whyNoMerger(c: Ctx, k: CorporationState, target: CorporationState, converted: string[]): string | null {
  if (target === k || !target.floated || target.closed || inLowZones(c, target)) return `${target.sym} cannot merge now`;
  if (converted.includes(target.sym)) return `${target.sym} has converted or merged this round`;
  const size = shareCount(c, k.sym);
  if (size === 10 || shareCount(c, target.sym) !== size) return `${k.sym} may merge only with a company of its own size, 2 or 5 shares`;
  if (size === 5) return someoneCanPreside(c, k, target) ? null : `no player would hold two shares of ${k.sym} after merging with ${target.sym}`;
  const newPrice = mergedPrice(c, k, target);
  if (k.president !== target.president && player(c, k.president!).cash < newPrice)
    return `${player(c, k.president!).name} cannot pay ${newPrice} for the extra share`;
  return null;
}

/** The market price at or below the two companies' prices together (2-share), or their average (5-share). */
function mergedCell(c: Ctx, k: CorporationState, target: CorporationState): number {
  const both = price(c, k) + price(c, target);
  const sum = shareCount(c, k.sym) === 2 ? both : Math.floor(both / 2);
  const row = c.title.market.rows[0];
  let col = 0;
  for (let i = 0; i < row.length; i++) if (row[i] && row[i]!.price <= sum) col = i;
  return col;
}

const mergedPrice = (c: Ctx, k: CorporationState, target: CorporationState) => c.title.market.rows[0][mergedCell(c, k, target)]!.price;

export function merge(c: Ctx, r: WithConversion & { order: string[]; index: number; converted?: string[] }, k: CorporationState, a: ActionOf<'merge'>): void {
  const target = corp(c, String(a.corporation));
  const converted = (r.converted ??= []);
  const why = whyNoMerger(c, k, target, converted);
  check(!why, () => why!);
  const col = mergedCell(c, k, target);
  // §7.1.2-7.1.3: the survivor takes the other's charter, its stations as §7.3 says.
  takeOverAssets(c, k, target, true);
  takeOverStations(c, k, target);
  setPosition(c, k, 0, col);
  const targetOwner = target.president!;
  if (shareCount(c, k.sym) === 5) migrateShares(c, k, target);
  else {
    resizeCertificates(c, k.sym, 5);
    if (k.president !== targetOwner) {
      pay(c, playerKey(k.president!), corpKey(k.sym), price(c, k));
      const share = c.s.certOrder[k.sym].map((id) => c.s.certificates[id]).find((x) => x.owner === ipoKey(k.sym))!;
      moveCert(c, share, playerKey(targetOwner));
    }
  }
  log(c, `${k.sym} merges with ${target.sym} at ${price(c, k)}`);
  resetCompany(c, target);
  converted.push(k.sym);
  const at = r.order.indexOf(target.sym);
  r.order.splice(at, 1);
  if (at < r.index) r.index--;
  r.conversion = { corporation: k.sym, stage: 'shares', done: [], stations: 0 };
  settleConversion(c, r);
}
