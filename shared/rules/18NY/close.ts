import { removeFromMap } from '../../engine/board';
import { closeCompany } from '../../engine/companies';
import type { Ctx } from '../../engine/context';
import { corporationList, log } from '../../engine/entities';
import { resolvePending } from '../../engine/pending';
import { operatingCorp } from '../../engine/rounds/or/common';
import { settle } from '../../engine/rounds/operating';
import { zonesAt } from '../../engine/market';
import { releaseStagecoachSpace, stagecoachFollows } from './stagecoach';
import { noteStockClosing } from './stockPriority';
import { corpKey, ipoKey, type CorporationState } from '../../engine/state';
import { pay } from '../../engine/transfer/cash';
import { moveAllCerts } from '../../engine/transfer/certs';
import { returnAllLoans } from '../../engine/transfer/loans';
import { discardTrain } from '../../engine/trains';

/**
 * A company leaves the game (a minor liquidated or not merged, 18NY 4.4; a company whose price reaches a closing
 * space of the market, 18xx.games): its loans go back to the bank with its cash, its trains to the bank's pool, its
 * privates close, its certificates are void, its stations leave the map and its pending decisions lapse.
 */
export function closeCorporation18NY(c: Ctx, k: CorporationState): void {
  stagecoachFollows(c, k, null);
  returnAllLoans(c, k);
  if (k.cash) pay(c, corpKey(k.sym), 'bank', k.cash);
  for (const id of [...k.trains]) discardTrain(c, c.s.trains[id]);
  for (const co of Object.values(c.s.companies)) if (!co.closed && co.owner === corpKey(k.sym)) closeCompany(c, co.sym);
  releaseStagecoachSpace(c);
  removeFromMap(c, k);
  moveAllCerts(c, k.sym, ipoKey(k.sym));
  k.president = null;
  k.closed = true;
  // Whatever it was to decide (a debt to raise, 7.1.5) goes with it; an operating turn it held up goes on.
  const lapsed = c.s.pending.filter((x) => x.entity === k.sym);
  for (const p of lapsed) resolvePending(c, p);
  if (lapsed.length && !c.s.pending.length && c.s.round.kind === 'operating' && !operatingCorp(c)?.closed) settle(c);
}

/** Companies whose price stands on a closing space of the market (price 0) close. Checked after every action: an
 * index, not an iterator, walks the list (a cold replay runs this in V8's interpreter, where every step of a `for of`
 * allocates, #18). */
export function closeAtClosingSpaces(c: Ctx): void {
  const list = corporationList(c);
  for (let i = 0; i < list.length; i++) {
    const k = list[i]!;
    if (k.closed || !k.market || !zonesAt(c, k).includes('close')) continue;
    noteStockClosing(c, k);
    log(c, `${k.sym} closes`);
    closeCorporation18NY(c, k);
  }
}
