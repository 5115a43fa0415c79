import type { Ctx } from '../../engine/context';
import { certsOf, log, player } from '../../engine/entities';
import { issueCert, moveCert } from '../../engine/transfer/certs';
import { certIndex, resizeCertificates } from '../../engine/certSize';
import { check } from '../../engine/result';
import { closeShort } from '../../engine/shorts';
import { playerPercents } from '../../engine/shares';
import { ipoKey, playerKey, type CorporationState, type OwnerKey, type PlayerId } from '../../engine/state';

/**
 * 1817 §7.1.3, a 5-share merger: two 5-share companies become one 10-share company, the one acting surviving. Every
 * share of either, held anywhere, becomes a share of the survivor (a 20% share a 10% one, the president's 40% two);
 * shorts of either become shorts of the survivor. The player then holding most shares presides (the survivor's
 * president keeps it on a tie); a player short and long of the survivor has the pair cancel out.
 */

/** A 10% share of the merged company, or -10% for a short. */
const UNIT = 10;

/**
 * Could a player preside after merging `k` and `target` (both 5-share)? Someone must hold two shares of the two
 * together (the president's certificate is two shares).
 */
export function someoneCanPreside(c: Ctx, k: CorporationState, target: CorporationState): boolean {
  const a = playerPercents(c, k.sym);
  const b = playerPercents(c, target.sym);
  for (const [id, pct] of b) a.set(id, (a.get(id) ?? 0) + pct);
  return Math.max(0, ...a.values()) >= 40;
}

/** Where a share of the target goes when it becomes a share of the survivor: its holder keeps it, its treasury's go to the survivor's. */
const newOwner = (owner: OwnerKey, k: CorporationState, target: CorporationState): OwnerKey => (owner === ipoKey(target.sym) ? ipoKey(k.sym) : owner);

/** Moves the target's shares into `k`, which becomes a 10-share company (the target's certificates stay for `reset`). */
export function migrateShares(c: Ctx, k: CorporationState, target: CorporationState): void {
  // The survivor converts: its own holdings halve in percent, five new 10% shares stand ready in its treasury.
  const fresh = resizeCertificates(c, k.sym, 10);
  let highest = Math.max(9, ...c.s.certOrder[k.sym].map(certIndex));
  const extra = (percent: number, owner: OwnerKey) => issueCert(c, k.sym, `${k.sym}_${++highest}`, percent, owner);
  for (const id of c.s.certOrder[target.sym]) {
    const old = c.s.certificates[id];
    const owner = newOwner(old.owner, k, target);
    // Each 20% of the target is one share of the survivor: the new treasury shares first, then new certificates.
    for (let n = Math.abs(old.percent) / 20; n > 0; n--) {
      if (old.percent < 0) extra(-UNIT, owner);
      else if (fresh.length) moveCert(c, fresh.shift()!, owner);
      else extra(UNIT, owner);
    }
  }
  choosePresident(c, k);
  cancelShorts(c, k);
}

/** The player holding most shares presides: the present president on a tie, else the first such player after them. */
function choosePresident(c: Ctx, k: CorporationState): void {
  const holdings = playerPercents(c, k.sym);
  const max = Math.max(0, ...holdings.values());
  check(max >= 2 * UNIT, () => `no player would hold two shares of ${k.sym} after the merger`);
  const previous = k.president!;
  if (holdings.get(previous) === max) return;
  const n = c.s.players.length;
  const from = c.s.players.findIndex((p) => p.id === previous);
  let next: PlayerId | null = null;
  for (let i = 1; i <= n && next === null; i++) {
    const p = c.s.players[(from + i) % n].id;
    if (holdings.get(p) === max) next = p;
  }
  const pres = c.s.certificates[c.s.certOrder[k.sym][0]];
  // The new president hands two shares to the old one for the president's certificate.
  for (const cert of certsOf(c, k.sym, playerKey(next!))
    .filter((x) => x.percent > 0)
    .slice(0, 2))
    moveCert(c, cert, playerKey(previous));
  moveCert(c, pres, playerKey(next!));
  k.president = next;
  log(c, `${player(c, next!).name} becomes the president of ${k.sym}`);
}

/** A player left both short and holding shares of the merged company has each such pair cancel out (§5.3). */
function cancelShorts(c: Ctx, k: CorporationState): void {
  for (const p of c.s.players) {
    for (;;) {
      const mine = certsOf(c, k.sym, playerKey(p.id));
      const share = mine.find((x) => x.percent === UNIT && !x.president);
      if (!share || !mine.some((x) => x.percent < 0)) break;
      closeShort(c, p.id, share);
    }
  }
}
