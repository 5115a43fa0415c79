import type { Ctx } from '../../engine/context';
import { compareOperatingOrder } from '../../engine/market';

/** 18NY 3: companies operate by share price (right before left, then earlier arrival), all minors first. */
export function operatingOrder18NY(c: Ctx): string[] {
  const floated = Object.values(c.s.corporations)
    .filter((k) => k.floated && !k.closed)
    .sort((a, b) => compareOperatingOrder(c, a, b));
  return [...floated.filter((k) => k.minor), ...floated.filter((k) => !k.minor)].map((k) => k.sym);
}
