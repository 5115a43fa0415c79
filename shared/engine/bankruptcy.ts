import type { Ctx } from './context';
import { log, player } from './entities';
import { pay } from './transfer/cash';
import { bundlePrice, bundlesFor } from './bundles';
import { emergencySellable } from './rounds/or/buyTrain';
import { recalculateOrder } from './rounds/or/order';
import { sellShares } from './rounds/stock';
import type { Bundle } from './shares';
import { playerKey, type CorporationState } from './state';
import { triggerGameEnd } from './gameEnd';

/**
 * Bankruptcy (1830 §7.6): the president of a corporation that must buy a train and cannot raise the money, even by
 * selling all the shares allowed, is bankrupt; in 1830 the game ends at once.
 */
export function declareBankruptcy(c: Ctx, k: CorporationState): void {
  const p = player(c, k.president!);
  log(c, `${p.name} goes bankrupt and sells what shares may be sold`);
  // The largest sellable bundle of each corporation is sold; the player's cash then goes to the bank.
  for (const def of c.title.corporations) {
    const best = bundlesFor(c, p.id, def.sym)
      .filter((b) => !emergencySellable(c, k, p.id, b))
      .reduce<Bundle | null>((hi, b) => (!hi || bundlePrice(c, b) > bundlePrice(c, hi) ? b : hi), null);
    if (!best) continue;
    sellShares(c, p.id, best);
    recalculateOrder(c);
  }
  if (p.cash > 0) pay(c, playerKey(p.id), 'bank', p.cash);
  p.bankrupt = true;
  c.rules.onBankruptcy?.(c, k, p.id);
  triggerGameEnd(c, 'bankrupt');
}
