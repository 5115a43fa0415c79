import type { Action } from '../../shared/engine/actions';
import type { Game } from '../../shared/engine/game';
import { legalActions, legalTileLays, type LegalOffer } from '../../shared/engine/legal';
import { agreeGame, liveAt } from './agree';
import { loadTitle } from './fixtures';

/**
 * A kept agree game cut just before a corporation's lay on a hex, where some tile has every copy on the map (the
 * `tileLimits` scenario tests of each title): the position, the tiles offered there, and a lay to attempt.
 */
export function tileRunOut(titleId: string, gameName: string, corporation: string, hex: string) {
  const g = agreeGame(gameName);
  const game: Game = liveAt(loadTitle(titleId), g);
  const lay = (tile: string, rotation: number): Action => ({
    type: 'lay_tile',
    entity: corporation,
    entity_type: 'corporation',
    hex,
    tile,
    rotation,
    id: g.actions.length + 1,
  });
  /** The corporation's lay offer, and the distinct tiles it may lay on the hex. */
  const offered = () => {
    const offer = legalActions(game).find((a): a is Extract<LegalOffer, { type: 'lay_tile' }> => a.type === 'lay_tile' && a.entity === corporation)!;
    return { hexes: offer.hexes, tiles: [...new Set(legalTileLays(game, offer, hex).map((o) => o.tile))].sort() };
  };
  return { game, lay, offered };
}
