/**
 * The play-test's moves: the concrete actions the engine's legal actions carry (shared/engine/offers.ts), each with a
 * label, one button each. Tile lays are listed per hex (the board's highlighted hexes) with the engine's own lays;
 * routes are the optimiser's best run. Every move is still checked by the engine when applied.
 */
import type { Action } from '@shared/engine/actions';
import type { Game } from '@shared/engine/game';
import { legalTileLays, type LegalAction } from '@shared/engine/legal';
import { runRoutesAction } from '@shared/engine/offers';
import { bestRoutes, toRunRoutes } from '@shared/routes/game';
import type { BoardState } from '../board/types';

export interface Move {
  label: string;
  action: Action;
  /** Group shown together: `stock`, `tile`, ... */
  kind: string;
}

const DIVIDEND: Record<string, string> = { payout: 'Pay out', withhold: 'Withhold', half: 'Half pay' };

export function movesOf(game: Game, legal: readonly LegalAction[], money: (n: number) => string): Move[] {
  const out: Move[] = [];
  const move = (kind: string, label: string, action: Action) => out.push({ kind, label, action });
  for (const l of legal) {
    switch (l.type) {
      case 'pass':
        move('pass', l.label || 'Pass', l.action);
        break;
      case 'company_pass':
        move('pass', `${l.entity}: pass`, l.action);
        break;
      case 'bid':
        for (const o of l.options) move('bid', o.buy ? `Buy ${o.company} for ${money(o.min)}` : `Bid ${money(o.min)} on ${o.company}`, o.action);
        break;
      case 'draft':
        for (const o of l.cards) move('bid', `Draft ${o.company} (${money(o.price)})`, o.action);
        if (l.pass) move('pass', 'Pass', l.pass);
        break;
      case 'par':
        for (const o of l.options) move('par', `Par ${o.corporation} at ${money(o.price)}`, o.action);
        break;
      case 'buy_shares':
        for (const o of l.options)
          move('buy', `Buy ${o.percent}% ${o.corporation}${o.from ? ` from ${o.from === 'ipo' ? 'IPO' : 'pool'}` : ''} (${money(o.price)})`, o.action);
        break;
      case 'sell_shares':
        for (const o of l.options) move('sell', `Sell ${o.percent}% ${o.corporation} (${money(o.price)})`, o.action);
        break;
      case 'place_token':
        for (const c of l.cities) move('token', `Station in ${c.hex}${c.stop ? ` city ${c.stop}` : ''} (${money(l.price)})`, c.action);
        break;
      case 'company_token':
        for (const c of l.cities) move('token', `${l.entity}: station in ${c.hex}${c.stop ? ` city ${c.stop}` : ''}`, c.action);
        break;
      case 'run_routes': {
        const best = bestRoutes(game, l.entity, { timeLimitMs: 2000 });
        if (best.ok && best.value.routes.length) move('routes', `Run best routes (${money(best.value.revenue)})`, toRunRoutes(best.value, l.entity));
        move('routes', 'Run no routes', runRoutesAction(l, []));
        break;
      }
      case 'dividend':
        for (const o of l.options) move('dividend', `${DIVIDEND[o.kind] ?? o.kind} ${money(l.revenue)}`, o.action);
        break;
      case 'buy_train':
        for (const o of l.options) move('train', `Buy ${o.variant || o.name} train from ${o.from} (${money(o.min)})`, o.action);
        break;
      case 'discard_train':
        for (const o of l.options) move('train', `Discard ${o.train}`, o.action);
        break;
      case 'buy_company':
        for (const o of l.options) move('company', `Buy ${o.company} for ${money(o.min)}`, o.action);
        break;
      case 'issue':
      case 'redeem':
        for (const o of l.options) move('stock', `${l.entity}: ${l.type} ${o.count} (${money(o.amount)})`, o.action);
        break;
      case 'assign':
        for (const t of l.targets) move('company', `${l.entity}: marker on ${t.target}`, t.action);
        break;
      case 'choose':
        for (const o of l.options) move('choose', `${l.entity}: ${o.choice}`, o.action);
        break;
      case 'take_loan':
      case 'payoff_loan':
        move('loan', `${l.type === 'take_loan' ? 'Take' : 'Repay'} loan ${l.loan} (${money(l.amount)})`, l.action);
        break;
      case 'bankrupt':
        move('bankrupt', 'Declare bankruptcy', l.action);
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
  return legalTileLays(game, lay, hex).map((o) => ({
    kind: 'tile',
    label: `Lay ${o.tile} on ${hex}, rotation ${o.rotation}${o.cost ? ` (${money(o.cost)})` : ''}`,
    action: o.action,
  }));
}

/** The engine's board as the HexBoard draws it. */
export function boardOf(game: Game): BoardState {
  const out: BoardState = {};
  for (const [id, h] of Object.entries(game.state.hexes)) out[id] = { tile: h.tile, rotation: h.rotation, tokens: h.tokens, reserved: h.reserved };
  return out;
}
