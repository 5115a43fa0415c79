import type { Ctx } from '../../engine/context';
import { firstCertOf, player } from '../../engine/entities';
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
 * president: until they have, they may buy nothing else, sell no NYC share, and neither pass nor start anything. (While
 * they cannot pay for the share, the turn is free: they may sell to raise the money.)
 */
export function mustBuyNycShare(c: Ctx, id: PlayerId): boolean {
  if (c.s.round.kind !== 'stock' || sr(c).turn.player !== id || sr(c).turn.bought) return false;
  const nyc = c.s.corporations.NYC;
  if (state18NY(c).nycFirstOwner !== id || !nyc?.ipoed || nyc.closed || nyc.president !== null) return false;
  const pres = c.s.certificates[c.s.certOrder.NYC[0]];
  return pres.owner === ipoKey('NYC') && !!firstCertOf(c, 'NYC', ipoKey('NYC')) && player(c, id).cash >= price(c, nyc);
}

/** May the step take this action while the NYC's first owner must buy its share? */
function allowed(c: Ctx, step: string, a: { type: string; shares?: string[] }): boolean {
  if (step === 'buy') return bundleOf(c, a.shares ?? []).corp === 'NYC';
  if (step === 'sell') return bundleOf(c, a.shares ?? []).corp !== 'NYC';
  return false;
}

/** The stock steps with the first owner's obligation checked before each acts (its legal actions then follow). */
export function withNycFirstShare(steps: StockStep[]): StockStep[] {
  return steps.map((s) => ({
    ...s,
    process(c, a) {
      if (a.entity_type === 'player' && mustBuyNycShare(c, a.entity as PlayerId))
        check(allowed(c, s.name, a as { type: string; shares?: string[] }), 'the NYC’s first owner must first buy a second NYC share');
      s.process(c, a);
    },
    // Offers built without a dry run (a pass, a minor's bid) are left out here; the others are checked by `ok`.
    legal: s.legal && ((game, c, id, ok) => (mustBuyNycShare(c, id) && s.name !== 'buy' && s.name !== 'sell' ? [] : s.legal!(game, c, id, ok))),
  }));
}
