import type { Ctx } from './context';
import { corp, log, player, playerOfKey } from './entities';
import { pay } from './transfer/cash';
import { bundleOf, transferShares } from './shares';
import type { Ability } from '../title/types';
import { pushPending } from './pending';
import type { OwnerKey } from './state';
import { moveCompany, retireCompany } from './transfer/companies';

/** Private companies: acquisition effects, revenue, closing (1830 §4, §6.2, §8). */

export function abilities(c: Ctx, sym: string): Ability[] {
  return c.t.company.get(sym)?.abilities ?? [];
}

export function ability<T extends Ability['type']>(c: Ctx, sym: string, type: T): Extract<Ability, { type: T }> | undefined {
  return abilities(c, sym).find((a) => a.type === type) as Extract<Ability, { type: T }> | undefined;
}

/**
 * A player acquires a private from the bank. Privates that come with a certificate hand it over (1830: the C&A gives
 * a 10% PRR share, the B&O private the B&O president's certificate, whose par price the buyer then sets).
 */
export function acquireCompany(c: Ctx, sym: string, owner: OwnerKey): void {
  moveCompany(c, sym, owner);
  const shares = ability(c, sym, 'shares');
  if (!shares) return;
  const ids = Array.isArray(shares.shares) ? shares.shares : [shares.shares as unknown as string];
  for (const id of ids) {
    const cert = c.s.certificates[id];
    if (!cert) continue;
    transferShares(c, bundleOf(c, [id]), owner);
    const who = owner.startsWith('p:') ? player(c, playerOfKey(owner)).name : owner.slice(2);
    log(c, `${who} receives ${cert.president ? `the president's certificate of ${cert.corp} (${cert.percent}%)` : `a ${cert.percent}% share of ${cert.corp}`}`);
    if (cert.president) {
      corp(c, cert.corp).president = playerOfKey(owner);
      pushPending(c, { kind: 'par', entity: playerOfKey(owner), corporation: cert.corp });
    }
  }
}

export function closeCompany(c: Ctx, sym: string): void {
  if (c.s.companies[sym].closed) return;
  retireCompany(c, sym);
  log(c, `${sym} closes`);
}

/** Each private owned by a player or corporation pays its revenue from the bank (1830 §6.2). */
export function payCompanyRevenue(c: Ctx): void {
  for (const def of c.title.companies) {
    const co = c.s.companies[def.sym];
    if (!co || co.closed || !co.owner) continue;
    const revenue = c.rules.companyRevenue?.(c, def.sym) ?? def.revenue;
    if (revenue === 0) continue;
    pay(c, 'bank', co.owner, revenue);
    const who = co.owner.startsWith('p:') ? player(c, playerOfKey(co.owner)).name : co.owner.slice(2);
    log(c, `${who} collects ${revenue} from ${def.sym}`);
  }
}

/** Does a player's private block the hex (`blockedHexes(c).has(hex)` without building the set)? */
export function isBlockedHex(c: Ctx, hex: string): boolean {
  const defs = c.title.companies;
  for (let i = 0; i < defs.length; i++) {
    const def = defs[i];
    const co = c.s.companies[def.sym];
    if (!co || co.closed || !co.owner?.startsWith('p:') || !def.abilities) continue;
    for (let j = 0; j < def.abilities.length; j++) {
      const a = def.abilities[j];
      if (a.type === 'blocks_hexes' && (a as { hexes: string[] }).hexes.includes(hex)) return true;
    }
  }
  return false;
}

/** A private blocks its hexes while a player owns it (1830: no tile may be laid there). */
export function blockedHexes(c: Ctx): Set<string> {
  const out = new Set<string>();
  for (const def of c.title.companies) {
    const co = c.s.companies[def.sym];
    if (!co || co.closed || !co.owner?.startsWith('p:')) continue;
    for (const a of def.abilities ?? []) if (a.type === 'blocks_hexes') for (const h of (a as { hexes: string[] }).hexes) out.add(h);
  }
  return out;
}
