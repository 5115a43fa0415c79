import { canGain } from '../../engine/certs';
import type { Ctx } from '../../engine/context';
import { player } from '../../engine/entities';
import { parStep } from '../../engine/rounds/sr/par';
import type { StockStep } from '../../engine/rounds/sr/step';
import { sr } from '../../engine/rounds/sr/turn';
import type { CorporationState, PlayerId } from '../../engine/state';
import { state18NY } from './state';

/**
 * Starting share companies (18xx.games' second edition): in the first stock round only minors are started (the D&H
 * comes with its private); the NYC is never parred before its formation is triggered (4.4).
 */
export function mayPar18NY(c: Ctx, k: CorporationState): boolean {
  if (k.sym === 'NYC' && state18NY(c).nyc === 'none') return false;
  return !(c.s.turn === 1 && !k.minor && k.sym !== 'D&H');
}

/** The lowest par value of the market, of any kind (major, minor or the NYC's), as 18xx.games prices an unstarted share. */
function lowestParAnyKind(c: Ctx): number {
  let lo = Infinity;
  for (const row of c.title.market.rows)
    for (const cell of row) if (cell?.zones?.some((z) => z === 'par' || z.startsWith('par_'))) lo = Math.min(lo, cell.price);
  return lo;
}

/**
 * A player who could pay for a president's certificate at the market's lowest par value (a minor's, below any share
 * company's) is asked on their stock turn, if only to pass: 18xx.games offers them `par` although no share company's
 * par value is within their cash, and waits.
 */
function asksToPar(c: Ctx, id: PlayerId): boolean {
  if (sr(c).turn.bought || player(c, id).cash < 2 * lowestParAnyKind(c)) return false;
  return Object.values(c.s.corporations).some((k) => {
    if (k.closed || k.ipoed || k.minor || !mayPar18NY(c, k)) return false;
    const pres = c.s.certificates[c.s.certOrder[k.sym][0]];
    return canGain(c, id, k.sym, pres.percent);
  });
}

export const parStep18NY: StockStep = { ...parStep, canAct: (c, id) => !!parStep.canAct?.(c, id) || asksToPar(c, id) };
