import type { Ctx } from '../../engine/context';
import type { CorporationState } from '../../engine/state';
import { phaseDef } from '../../engine/trains';
import { state18NY } from './state';

/**
 * 18NY 4.1-4.6: the share a company must sell to float rises with the phase: 20% in phase 2H, 30% once a 4H is bought,
 * 40% with the 6H, 50% with the 12H, 60% with the 4DE. A minor floats with its single certificate; the NYC with 10%
 * once formed.
 */
const BY_PHASE: Record<string, number> = { '2H': 20, '4H': 30, '6H': 40, '12H': 50, '4DE': 60, D: 60 };

export function floatPercent18NY(c: Ctx, k: CorporationState): number {
  if (k.minor) return 100;
  if (k.sym === 'NYC' && state18NY(c).nyc !== 'none') return 10;
  return BY_PHASE[phaseDef(c).name] ?? 20;
}
