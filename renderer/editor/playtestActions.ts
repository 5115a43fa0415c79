/**
 * The play-test's moves: the engine's legal actions (shared/engine/legal.ts) turned into concrete actions with a
 * label, one button each. Tile lays are listed per hex (the board's highlighted hexes) with the engine's own tile
 * options; routes are the optimiser's best run. Every move is still checked by the engine when applied.
 */
import type { Action } from '@shared/engine/actions';
import type { Game } from '@shared/engine/game';
import { legalTileOptions, type LegalAction } from '@shared/engine/legal';
import type { PlayerId } from '@shared/engine/state';
import { bestRoutes, toRunRoutes } from '@shared/routes/game';
import type { BoardState } from '../board/types';

export interface Move {
  label: string;
  action: Action;
  /** Group shown together: `stock`, `tile`, ... */
  kind: string;
}

const who = (entity: PlayerId | string) => ({ entity, entity_type: typeof entity === 'number' ? ('player' as const) : ('corporation' as const) });

export function movesOf(game: Game, legal: readonly LegalAction[], money: (n: number) => string): Move[] {
  const out: Move[] = [];
  for (const l of legal) {
    switch (l.type) {
      case 'pass':
        out.push({ kind: 'pass', label: l.label || 'Pass', action: { type: 'pass', ...who(l.entity), entity_type: l.entityType } as Action });
        break;
      case 'bid':
        for (const o of l.options)
          out.push({
            kind: 'bid',
            label: o.buy ? `Buy ${o.company} for ${money(o.min)}` : `Bid ${money(o.min)} on ${o.company}`,
            action: { type: 'bid', ...who(l.entity), company: o.company, price: o.min } as Action,
          });
        break;
      case 'par':
        for (const corp of l.corporations)
          for (const p of l.prices)
            out.push({
              kind: 'par',
              label: `Par ${corp} at ${money(p.price)}`,
              action: { type: 'par', ...who(l.entity), corporation: corp, share_price: `${p.price},${p.row},${p.col}` } as Action,
            });
        break;
      case 'buy_shares':
        for (const o of l.options)
          out.push({
            kind: 'buy',
            label: `Buy ${o.percent}% ${o.corporation}${o.from ? ` from ${o.from === 'ipo' ? 'IPO' : 'pool'}` : ''} (${money(o.price)})`,
            action: { type: 'buy_shares', ...who(l.entity), entity_type: l.entityType, shares: o.shares, percent: o.percent } as Action,
          });
        break;
      case 'sell_shares':
        for (const o of l.options)
          out.push({
            kind: 'sell',
            label: `Sell ${o.percent}% ${o.corporation} (${money(o.price)})`,
            action: { type: 'sell_shares', ...who(l.entity), shares: o.shares, percent: o.percent } as Action,
          });
        break;
      case 'place_token':
        for (const c of l.cities)
          out.push({
            kind: 'token',
            label: `Station in ${c.hex}${c.stop ? ` city ${c.stop}` : ''} (${money(l.price)})`,
            action: { type: 'place_token', entity: l.entity, entity_type: 'corporation', city: c.city } as Action,
          });
        break;
      case 'run_routes': {
        const best = bestRoutes(game, l.entity, { timeLimitMs: 2000 });
        if (best.ok && best.value.routes.length)
          out.push({ kind: 'routes', label: `Run best routes (${money(best.value.revenue)})`, action: toRunRoutes(best.value, l.entity) });
        out.push({
          kind: 'routes',
          label: 'Run no routes',
          action: { type: 'run_routes', entity: l.entity, entity_type: 'corporation', routes: [] } as Action,
        });
        break;
      }
      case 'dividend':
        for (const k of l.kinds)
          out.push({
            kind: 'dividend',
            label: `${k === 'payout' ? 'Pay out' : k === 'withhold' ? 'Withhold' : k} ${money(l.revenue)}`,
            action: { type: 'dividend', entity: l.entity, entity_type: 'corporation', kind: k } as Action,
          });
        break;
      case 'buy_train':
        for (const o of l.options)
          out.push({
            kind: 'train',
            label: `Buy ${o.variant || o.name} train from ${o.from} (${money(o.min)})`,
            action: {
              type: 'buy_train',
              entity: l.entity,
              entity_type: 'corporation',
              train: o.train,
              price: o.min,
              variant: o.variant,
              ...(o.exchange ? { exchange: o.exchange } : {}),
            } as Action,
          });
        break;
      case 'discard_train':
        for (const t of l.trains)
          out.push({
            kind: 'train',
            label: `Discard ${t}`,
            action: { type: 'discard_train', entity: l.entity, entity_type: 'corporation', train: t } as Action,
          });
        break;
      case 'buy_company':
        for (const o of l.options)
          out.push({
            kind: 'company',
            label: `Buy ${o.company} for ${money(o.min)}`,
            action: { type: 'buy_company', entity: l.entity, entity_type: 'corporation', company: o.company, price: o.min } as Action,
          });
        break;
      case 'bankrupt':
        out.push({ kind: 'bankrupt', label: 'Declare bankruptcy', action: { type: 'bankrupt', entity: l.entity, entity_type: 'corporation' } as Action });
        break;
      case 'lay_tile':
        // Listed per hex on demand (tileMoves): the options of every hex at once would be slow on a big map.
        break;
    }
  }
  return out;
}

/** The tile lays the engine allows on one hex for the acting corporation. */
export function tileMoves(game: Game, lay: Extract<LegalAction, { type: 'lay_tile' }>, hex: string, money: (n: number) => string): Move[] {
  return legalTileOptions(game, lay.entity, lay.entityType, hex).flatMap((o) =>
    o.rotations.map((r) => ({
      kind: 'tile',
      label: `Lay ${o.tile} on ${hex}, rotation ${r}${o.cost ? ` (${money(o.cost)})` : ''}`,
      action: { type: 'lay_tile', entity: lay.entity, entity_type: lay.entityType, hex, tile: o.copy, rotation: r } as Action,
    })),
  );
}

/** The engine's board as the HexBoard draws it. */
export function boardOf(game: Game): BoardState {
  const out: BoardState = {};
  for (const [id, h] of Object.entries(game.state.hexes)) out[id] = { tile: h.tile, rotation: h.rotation, tokens: h.tokens, reserved: h.reserved };
  return out;
}
