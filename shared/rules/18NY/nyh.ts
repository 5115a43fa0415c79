import type { Ctx } from '../../engine/context';
import { log } from '../../engine/entities';
import { pay } from '../../engine/transfer/cash';
import { corpKey, type CorporationState } from '../../engine/state';

/** Second edition: the NY&H pays a $40 fee for its home station in New York City when it places it. */
const NYC_TOKEN_FEE = 40;

export function nyhTokenFee(c: Ctx, k: CorporationState): void {
  if (k.sym !== 'NY&H' || k.tokens.some((t) => t.hex)) return;
  pay(c, corpKey(k.sym), 'bank', NYC_TOKEN_FEE);
  log(c, `${k.sym} pays ${NYC_TOKEN_FEE} for its station in New York City`);
}
