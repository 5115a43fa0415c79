import type { ActionOf } from '../../engine/actions';
import type { Ctx } from '../../engine/context';
import { corp, player } from '../../engine/entities';
import { check } from '../../engine/result';
import { buyStep } from '../../engine/rounds/sr/buy';
import { checkPlayerAction } from '../../engine/rounds/sr/sell';
import type { StockStep } from '../../engine/rounds/sr/step';
import { recordAction, sr } from '../../engine/rounds/sr/turn';
import { closeShort, openShorts, openShort, shortsOf } from '../../engine/shorts';
import { phaseDef } from '../../engine/trains';
import { percentOf } from '../../engine/entities';
import { shareCount } from '../../engine/certSize';
import type { LegalOffer } from '../../engine/legal';
import { price } from '../../engine/market';
import { playerKey, type PlayerId } from '../../engine/state';
import { inLowZones } from './stockTurn';

/**
 * 1817 §5.3, selling short on a stock turn (after selling, before buying): one share of a 5 or 10-share company that
 * has operated, outside the gray and red zones, of which the player holds no share, while fewer shorts than its
 * shares are open; once per round; none in phase 8. Buying a share of a company one is short of closes the short.
 */

function whyNoShort(c: Ctx, id: PlayerId, sym: string): string | null {
  const k = corp(c, sym);
  const r = sr(c);
  if (phaseDef(c).status?.includes('no_new_shorts')) return 'no new shorts in this phase';
  if (!k.floated || k.closed || !k.operated || inLowZones(c, k)) return `${sym} cannot be sold short now`;
  if (shareCount(c, sym) <= 2) return 'a 2-share company cannot be sold short';
  if (openShorts(c, sym).length >= shareCount(c, sym)) return `${sym} has as many shorts as shares`;
  if (percentOf(c, sym, playerKey(id)) > 0) return `${player(c, id).name} holds ${sym} shares`;
  if (r.turn.bought) return 'shorts come before buying';
  // One short a turn: 18xx.games forgets a turn's short at the next turn (its `players_sold` turns `:short` into `:prev`).
  if (r.turn.actions.includes('short')) return `${player(c, id).name} has sold short this turn`;
  return null;
}

export const shortStep: StockStep = {
  name: 'short',
  accepts: (_c, a) => a.type === 'short',
  process(c, a) {
    const { corporation } = a as ActionOf<'short'>;
    const id = checkPlayerAction(c, a as unknown as ActionOf<'pass'>);
    const why = whyNoShort(c, id, corporation);
    check(!why, () => why!);
    openShort(c, id, corporation);
    (sr(c).soldThisRound[String(id)] ??= []).push(corporation);
    recordAction(c, 'short');
  },
  canAct: (c, id) => Object.keys(c.s.corporations).some((sym) => !whyNoShort(c, id, sym)),
  legal(_game, c, id, ok): LegalOffer[] {
    const options = Object.values(c.s.corporations)
      .filter((k) => !whyNoShort(c, id, k.sym) && ok({ type: 'short', entity: id, entity_type: 'player', corporation: k.sym }))
      .map((k) => ({ corporation: k.sym, price: price(c, k) }));
    return options.length ? [{ type: 'short', entity: id, options }] : [];
  },
};

/** Buying: a share bought by a player short of the company closes the short (the pair leaves the game). */
export const buyClosingShorts: StockStep = {
  ...buyStep,
  process(c, a) {
    const action = a as ActionOf<'buy_shares'>;
    const id = action.entity as PlayerId;
    const cert = c.s.certificates[action.shares[0]];
    const short = cert && shortsOf(c, id, cert.corp).length > 0;
    buyStep.process(c, a);
    if (short) closeShort(c, id, c.s.certificates[action.shares[0]]);
  },
};
