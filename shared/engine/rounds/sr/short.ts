import type { ActionOf } from '../../actions';
import type { Ctx } from '../../context';
import type { LegalOffer } from '../../legal';
import { price } from '../../market';
import { check } from '../../result';
import { closeShort, openShort, shortsOf } from '../../shorts';
import type { PlayerId } from '../../state';
import { buyStep } from './buy';
import { checkPlayerAction } from './sell';
import type { StockStep } from './step';
import { recordAction } from './turn';

/**
 * Selling short on a stock turn (1817 §5.3; `shorts.ts` makes the pair): a title gives the step its rule, `whyNot`
 * (why the player may not sell this corporation short now, or null), and what else a short does (`after`: 1817 counts
 * it as a sale of the round). A title with shorts also replaces the purchase by `buyClosingShorts`.
 */
export function shortStockStep(whyNot: (c: Ctx, id: PlayerId, sym: string) => string | null, after?: (c: Ctx, id: PlayerId, sym: string) => void): StockStep {
  return {
    name: 'short',
    accepts: (_c, a) => a.type === 'short',
    process(c, a) {
      const { corporation } = a as ActionOf<'short'>;
      const id = checkPlayerAction(c, a as unknown as ActionOf<'pass'>);
      const why = whyNot(c, id, corporation);
      check(!why, () => why!);
      openShort(c, id, corporation);
      after?.(c, id, corporation);
      recordAction(c, 'short');
    },
    canAct: (c, id) => Object.keys(c.s.corporations).some((sym) => !whyNot(c, id, sym)),
    legal(_game, c, id, ok): LegalOffer[] {
      const options = Object.values(c.s.corporations)
        .filter((k) => !whyNot(c, id, k.sym) && ok({ type: 'short', entity: id, entity_type: 'player', corporation: k.sym }))
        .map((k) => ({ corporation: k.sym, price: price(c, k) }));
      return options.length ? [{ type: 'short', entity: id, options }] : [];
    },
  };
}

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
