import type { Ctx } from '../../engine/context';
import type { CorporationState } from '../../engine/state';
import { state18NY } from './state';

/**
 * Starting share companies (18xx.games' second edition): in the first stock round only minors are started (the D&H
 * comes with its private); the NYC is never parred before its formation is triggered (4.4).
 */
export function mayPar18NY(c: Ctx, k: CorporationState): boolean {
  if (k.sym === 'NYC' && state18NY(c).nyc === 'none') return false;
  return !(c.s.turn === 1 && !k.minor && k.sym !== 'D&H');
}
