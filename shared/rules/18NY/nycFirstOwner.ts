import type { Ctx } from '../../engine/context';
import { corporationList, firstCertOf, player } from '../../engine/entities';
import { canSellAny, canSellAnyOf } from '../../engine/rounds/sr/sell';
import { price } from '../../engine/market';
import { check } from '../../engine/result';
import { bundleOf } from '../../engine/shares';
import type { StockStep } from '../../engine/rounds/sr/step';
import { sr } from '../../engine/rounds/sr/turn';
import { ipoKey, type PlayerId } from '../../engine/state';
import { state18NY } from './state';

/**
 * 4.4 (18xx.games' second edition): the owner of the first minor merged into the NYC holds one share of it and is its
 * pending president. In their first turn of the next stock round they must buy a second NYC share, which makes them
 * president: until they have, they may buy nothing else, sell no NYC share, and neither pass nor start anything. Short
 * of the money, they sell other shares towards it (18xx.games offers them only buying and selling then, whatever their
 * cash). Their companies may still issue or buy back shares in their turn, as 18xx.games lets them.
 */
export function owesNycShare(c: Ctx, id: PlayerId): boolean {
  if (c.s.round.kind !== 'stock' || sr(c).turn.player !== id || sr(c).turn.bought) return false;
  return pendingNycPresident(c) === id;
}

/** The NYC's pending president: its first owner, while the president's certificate lies in its treasury. */
export function pendingNycPresident(c: Ctx): PlayerId | null {
  const nyc = c.s.corporations.NYC;
  const id = state18NY(c).nycFirstOwner;
  if (id === null || id === undefined || !nyc?.ipoed || nyc.closed || nyc.president !== null) return null;
  const pres = c.s.certificates[c.s.certOrder.NYC[0]];
  return pres.owner === ipoKey('NYC') && !!firstCertOf(c, 'NYC', ipoKey('NYC')) ? id : null;
}

/**
 * While the pending president can act on the obligation (pay for the share, or sell another company's shares towards
 * it) they may not pass. With neither left, they may (18xx.games would wait for an action none can take: a dead end).
 */
function mayActOnIt(c: Ctx, id: PlayerId): boolean {
  if (player(c, id).cash >= price(c, c.s.corporations.NYC)) return true;
  return canSellAny(c, id) && corporationList(c).some((k) => k.sym !== 'NYC' && canSellAnyOf(c, id, k.sym));
}

/** May the step take this player's action while the NYC's first owner owes its share? */
function allowed(c: Ctx, id: PlayerId, step: string, a: { type: string; shares?: string[] }): boolean {
  if (step === 'buy') return bundleOf(c, a.shares ?? []).corp === 'NYC';
  if (step === 'sell') return bundleOf(c, a.shares ?? []).corp !== 'NYC';
  return step === 'pass' && !mayActOnIt(c, id);
}

/** The steps whose offers stand while the share is owed (a company's issue or buy-back is its own action). */
const OPEN_STEPS = ['buy', 'sell', 'issue', 'redeem'];

/** The stock steps with the first owner's obligation checked before each acts (its legal actions then follow). */
export function withNycFirstShare(steps: StockStep[]): StockStep[] {
  return steps.map((s) => ({
    ...s,
    process(c, a) {
      if (a.entity_type === 'player' && owesNycShare(c, a.entity as PlayerId))
        check(allowed(c, a.entity as PlayerId, s.name, a as { type: string; shares?: string[] }), 'the NYC’s first owner must first buy a second NYC share');
      s.process(c, a);
    },
    // Offers built without a dry run (a pass, a minor's bid) are left out here; the others are checked by `ok`.
    legal:
      s.legal &&
      ((game, c, id, ok) =>
        owesNycShare(c, id) && !OPEN_STEPS.includes(s.name) && !(s.name === 'pass' && !mayActOnIt(c, id)) ? [] : s.legal!(game, c, id, ok)),
  }));
}
