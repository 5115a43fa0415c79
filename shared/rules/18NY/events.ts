import type { Ctx } from '../../engine/context';
import { capitalizationEvent } from './capitalization';
import { triggerNycFormation } from './nycTrigger';
import { stagecoachAtPrivatesClose } from './stagecoach';

/**
 * 18NY's train events (18xx.games, second edition): the first 12H triggers the NYC formation (4.4) if track has not
 * already; the third 12H makes a capitalization round due. The float percentages of `float_30`...`float_60` follow
 * from the phase (float.ts); `close_companies` is the engine's.
 */
export function trainEvent18NY(c: Ctx, type: string): boolean {
  // The privates close as the engine closes them; the Stagecoach token's company then chooses.
  if (type === 'close_companies') {
    stagecoachAtPrivatesClose(c);
    return false;
  }
  if (type === 'nyc_formation') triggerNycFormation(c);
  else if (type === 'capitalization_round') capitalizationEvent(c);
  else return type.startsWith('float_');
  return true;
}
