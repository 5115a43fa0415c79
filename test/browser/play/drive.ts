/** Plays a 4-player 1830 game by simple choices until a condition holds (set-ups for the panel tests). */
import { tileOptions } from '@shared/engine/rounds/or/track';
import { useGameStore } from '../../../renderer/stores/game';
import type { PlayAction } from '../../../renderer/play/legal';
import { ctxOf } from '../../../renderer/play/view';

export function driveUntil(stop: (legal: PlayAction[]) => boolean, limit = 200): void {
  const game = useGameStore();
  for (let i = 0; i < limit; i++) {
    const legal = game.legal;
    if (stop(legal)) return;
    const g = game.current!;
    const find = <T extends PlayAction['type']>(t: T) => legal.find((a): a is Extract<PlayAction, { type: T }> => a.type === t);
    const bid = find('bid');
    const par = find('par');
    const buy = legal.find((a): a is Extract<PlayAction, { type: 'buy_shares' }> => a.type === 'buy_shares' && a.entityType === 'player');
    const lay = find('lay_tile');
    const token = find('place_token');
    const train = find('buy_train');
    const pass = find('pass')!;
    let err: string | null = null;
    const prr = g.state.corporations.PRR;
    if (bid) err = game.act({ type: 'bid', entity: bid.entity, entity_type: 'player', company: bid.options[0].company, price: bid.options[0].min });
    else if (par && (par.corporations.length === 1 || !prr.ipoed)) {
      const p = par.prices.find((x) => x.price === 67)!;
      err = game.act({
        type: 'par',
        entity: par.entity,
        entity_type: 'player',
        corporation: par.corporations.includes('PRR') ? 'PRR' : par.corporations[0],
        share_price: `67,${p.row},${p.col}`,
      });
    } else if (buy && !prr.floated && buy.options.some((o) => o.corporation === 'PRR' && o.from === 'ipo')) {
      const o = buy.options.find((x) => x.corporation === 'PRR' && x.from === 'ipo')!;
      err = game.act({ type: 'buy_shares', entity: buy.entity, entity_type: 'player', shares: o.shares, percent: o.percent });
    } else if (lay && lay.entityType === 'corporation') {
      const c = ctxOf(g);
      const hex = lay.hexes[0];
      const o = tileOptions(c, c.s.corporations[lay.entity], hex)[0];
      err = game.act({ type: 'lay_tile', entity: lay.entity, entity_type: 'corporation', hex, tile: o.copy, rotation: o.rotations[0] });
    } else if (token && token.cities.length)
      err = game.act({ type: 'place_token', entity: token.entity, entity_type: 'corporation', city: token.cities[0].city });
    else if (train && train.options.length && g.state.corporations[train.entity].trains.length === 0) {
      const o = train.options[0];
      err = game.act({ type: 'buy_train', entity: train.entity, entity_type: 'corporation', train: o.train, price: o.min });
    } else err = game.act({ type: 'pass', entity: pass.entity, entity_type: pass.entityType });
    if (err) throw new Error(err);
  }
  throw new Error('driveUntil: the condition never held');
}
