import type { CorporationState } from '../../engine/state';
import type { Ability } from '../../title/types';

/**
 * Is a private's token ability of use to the company owning it? Only where the company has no station yet in one of
 * its hexes: the Stagecoach's token goes to Albany, so a company already there (minor 1, the Mohawk & Hudson, is at
 * home in Albany) cannot use it (2e Stagecoach; one station per company in a hex, 18NY 7.1.2; 18xx.games counts such
 * an ability as unusable).
 */
export function tokenAbilityUsable(k: CorporationState, a: Ability): boolean {
  const hexes = a.type === 'token' ? (a.hexes as string[] | undefined) : undefined;
  if (!hexes?.length) return true;
  const stations = new Set(k.tokens.map((t) => t.hex));
  return hexes.some((hex) => !stations.has(hex));
}
