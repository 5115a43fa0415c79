import type { Ctx } from './context';
import { log } from './entities';
import { pay } from './transfer/cash';
import { ipoPercent } from './shares';
import { corpKey, type CorporationState } from './state';

/**
 * A corporation floats once the float percentage has been sold from its IPO (1830 §5.2: 60%). With full
 * capitalisation it then receives ten times its par price from the bank at once.
 */
export function floatIfReady(c: Ctx, k: CorporationState): void {
  if (k.floated || !k.ipoed) return;
  const def = c.t.corporation.get(k.sym)!;
  if (ipoPercent(c, k.sym) > 100 - (c.rules.floatPercent?.(c, k) ?? def.floatPercent)) return;
  k.floated = true;
  if (c.title.stock.capitalization === 'full') {
    const total = (def.shares ?? DEFAULT_SHARES).reduce((n, p) => n + p, 0) / (def.shares?.[1] ?? 10);
    pay(c, 'bank', corpKey(k.sym), k.parPrice! * total);
  }
  log(c, `${k.sym} floats`);
  c.rules.afterFloat?.(c, k);
}

export const DEFAULT_SHARES = [20, 10, 10, 10, 10, 10, 10, 10, 10];
