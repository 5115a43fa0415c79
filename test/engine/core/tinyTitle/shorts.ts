import type { ActionOf } from '../../../../shared/engine/actions';
import type { Ctx } from '../../../../shared/engine/context';
import { corp, percentOf, player, sharePercent } from '../../../../shared/engine/entities';
import type { LegalOffer } from '../../../../shared/engine/legal';
import { price } from '../../../../shared/engine/market';
import { check } from '../../../../shared/engine/result';
import { buyStep } from '../../../../shared/engine/rounds/sr/buy';
import { checkPlayerAction } from '../../../../shared/engine/rounds/sr/sell';
import type { StockStep } from '../../../../shared/engine/rounds/sr/step';
import { recordAction, sr } from '../../../../shared/engine/rounds/sr/turn';
import { closeShort, openShort, openShorts, shortsOf } from '../../../../shared/engine/shorts';
import { playerKey, type CorporationState, type PlayerId } from '../../../../shared/engine/state';
import { cashOf, pay } from '../../../../shared/engine/transfer/cash';

/**
 * The tiny title's short shares: on a stock turn, before buying, a player may sell short one share of a floated share
 * company (not the minor) of which they hold none, three shorts of a company at most. Buying a share of a company one
 * is short of closes the short: the share and the short leave the game. A short pays back its share's dividends (the
 * engine's payout pays a negative holding a negative amount); what its holder cannot pay, the bank writes off (the
 * tiny title has no cash crisis).
 */
const MAX_SHORTS = 3;

function whyNoShort(c: Ctx, id: PlayerId, sym: string): string | null {
  const k = corp(c, sym);
  if (!k.floated || k.closed || k.minor) return `${sym} cannot be sold short`;
  if (percentOf(c, sym, playerKey(id)) !== 0) return `${player(c, id).name} holds ${sym} shares or a short`;
  if (openShorts(c, sym).length >= MAX_SHORTS) return `${sym} has ${MAX_SHORTS} shorts already`;
  const turn = sr(c).turn;
  if (turn.bought || turn.actions.includes('short')) return 'a short comes first in a turn, once';
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

/** The standard purchase, which closes a short of the company bought. */
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

/**
 * Before a payout (`TitleRules.dividend`, returning false to let the standard payout go on): the bank writes off the
 * part of each short's payback its holder cannot pay, by giving it to them first.
 */
export function writeOffShortPaybacks(c: Ctx, k: CorporationState, kind: string, revenue: number): false {
  if (kind !== 'payout') return false;
  const unit = sharePercent(c, k.sym);
  for (const short of openShorts(c, k.sym)) {
    // As the payout counts it: a share's part of the revenue, rounded down (a negative holding pays it rounded up).
    const owed = -Math.floor(((revenue / (100 / unit)) * short.percent) / unit);
    const missing = owed - cashOf(c, short.owner);
    if (missing > 0) pay(c, 'bank', short.owner, missing);
  }
  return false;
}
