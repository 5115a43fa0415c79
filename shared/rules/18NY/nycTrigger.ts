import type { Action } from '../../engine/actions';
import type { Ctx } from '../../engine/context';
import { log } from '../../engine/entities';
import { removeFromMap } from '../../engine/board';
import { operatingCorp } from '../../engine/rounds/or/common';
import { check } from '../../engine/result';
import { state18NY } from './state';
import { trackReach } from './trackWalk';

/**
 * 18NY 4.4: the NYC formation is triggered by the first 12H train or as soon as track joins Albany (F20) and Buffalo
 * (E3), whoever's stations stand in between. From then on no minor may be started: those not yet started leave the
 * game. 18xx.games records the track trigger as an automatic `destination_connection`.
 */

const ALBANY = 'F20';
const BUFFALO = 'E3';

export function albanyBuffaloConnected(c: Ctx): boolean {
  return trackReach(c, BUFFALO).has(ALBANY);
}

/** The NYC formation is triggered: minors not yet started leave the game (4.4). */
export function triggerNycFormation(c: Ctx): void {
  const st = state18NY(c);
  if (st.nyc !== 'none') return;
  st.nyc = 'round_one';
  log(c, '-- NYC formation triggered: no further minors may be started');
  for (const k of Object.values(c.s.corporations)) {
    if (!k.minor || k.floated || k.closed) continue;
    k.closed = true;
    removeFromMap(c, k);
    log(c, `minor ${k.sym} is removed from the game`);
  }
}

/** The recorded trigger (`destination_connection`): track now joins Albany and Buffalo. */
export function processTrackTrigger(c: Ctx): void {
  check(c.loading || albanyBuffaloConnected(c), 'Albany and Buffalo are not joined by track');
  log(c, 'Albany and Buffalo connected by track');
  triggerNycFormation(c);
}

/**
 * The automatic trigger after an action in an operating round, written as 18xx.games writes it: naming no
 * corporations (its CheckNYCFormation step builds the action from the entity alone).
 */
export function nycTriggerAutoActions(c: Ctx): Action[] {
  if (state18NY(c).nyc !== 'none' || c.s.round.kind !== 'operating') return [];
  const k = operatingCorp(c);
  if (!k || !albanyBuffaloConnected(c)) return [];
  return [{ type: 'destination_connection', entity: k.sym, entity_type: 'corporation' }];
}
