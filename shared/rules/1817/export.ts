import type { Ctx } from '../../engine/context';
import { log } from '../../engine/entities';
import { pay } from '../../engine/transfer/cash';
import { ability } from '../../engine/companies';
import { exportTrain, nextDepotTrain } from '../../engine/trains';
import { corpKey, DEPOT } from '../../engine/state';
import { queueDiscards } from '../../engine/rounds/or/discard';

/**
 * §6.11, the end of an operating round: the next train in the depot is exported (removed as if bought: it may start a
 * new phase and rust trains); while 2-trains are next, all of them go at once (18xx.games: after the first operating
 * round the 2+ trains come next). Companies then over the train limit discard down to it.
 */
export function exportAtRoundEnd(c: Ctx): void {
  const next = nextDepotTrain(c);
  if (!next) return;
  const batch = next.name === '2' ? c.s.trainOrder.map((id) => c.s.trains[id]).filter((t) => t.owner === DEPOT && t.name === '2') : [next];
  for (const t of batch) exportTrain(c, t);
  log(c, `-- ${batch.length > 1 ? `All ${batch.length} ${next.name}-trains are` : `A ${next.name}-train is`} exported`);
  // A new phase's lower train limit: the companies over it discard before the merger round goes on (as after a
  // purchase, §6.8; 18xx.games' merger round opens with its discard step).
  queueDiscards(c);
}

/** §6.1: the mail contracts pay their owner their revenue at the start of each operating round, if it has a train. */
export function payTrainRevenue(c: Ctx): void {
  for (const co of Object.values(c.s.companies)) {
    if (co.closed || !co.owner?.startsWith('c:')) continue;
    const change = ability(c, co.sym, 'revenue_change');
    if (!change) continue;
    const k = c.s.corporations[co.owner.slice(2)];
    if (!k.trains.length) continue;
    pay(c, 'bank', corpKey(k.sym), change.revenue);
    log(c, `${k.sym} collects ${change.revenue} from ${co.sym}`);
  }
}
