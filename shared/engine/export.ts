import type { Action } from './actions';
import { context, dryRun, type Game } from './game';
import { actsAsMinor, sharePercent } from './entities';
import { cityRef, resolveCity } from './tiles';

/**
 * An action as 18xx.games writes it, completed from the state it is played in: the log we write is then the log
 * 18xx.games would have written, and an exported game loads there as it is. What an action needs and 18xx.games
 * cannot work out for itself:
 * - a minor acts as `entity_type: 'minor'` (1846 Michigan Southern, Big 4), a corporation as `corporation`; a
 *   private assigned to a minor names it with `target_type: 'minor'`;
 * - a corporation's issue or redemption (`sell_shares`/`buy_shares` by a corporation) carries `percent` and the price
 *   per share, `share_price` (18xx.games finds the bundle by both), or what the title says 18xx.games writes there
 *   (`TitleRules.ownSharePriceWritten`);
 * - a city is named `<tile>-<city>`, a preprinted one `<hex>-<index>-<city>` (`cityRef`).
 * An action the engine refuses is returned as it is (the engine's error says why).
 */
export function asWritten(game: Game, action: Action): Action {
  const c = context(game);
  const out = { ...action } as Action & Record<string, unknown>;
  const k = typeof action.entity === 'string' && action.entity_type !== 'company' ? c.s.corporations[action.entity] : undefined;
  if (k && (action.entity_type === 'corporation' || action.entity_type === 'minor')) out.entity_type = actsAsMinor(c.title, k.sym) ? 'minor' : 'corporation';
  // A private assigned to a minor names it as one (1846 Steamboat to Michigan Southern).
  if (out.type === 'assign' && out.target_type === 'corporation' && actsAsMinor(c.title, String(out.target))) out.target_type = 'minor';
  if (out.type === 'place_token') {
    try {
      const at = resolveCity(c, out.city);
      out.city = cityRef(c, at.hex, at.stop);
    } catch {
      // An unknown city: the engine refuses the action and says so.
    }
  }
  if (k && (out.type === 'sell_shares' || out.type === 'buy_shares')) {
    const certs = out.shares.map((id) => c.s.certificates[id]);
    const own = certs.length && certs.every(Boolean) ? c.rules.ownSharePriceWritten?.(c, k, out) : undefined;
    if (own !== undefined) {
      out.percent = certs.reduce((n, x) => n + x.percent, 0);
      if (own === null) delete out.share_price;
      else out.share_price = own;
    } else if (certs.length && certs.every(Boolean)) {
      out.percent = certs.reduce((n, x) => n + x.percent, 0);
      // The price per share is the engine's: what the treasury receives or pays, per share. Written only where the
      // engine confirms it (a dry run's cash may move on after the sale, when the turn goes on and closes it).
      const r = dryRun(game, out);
      if (r.ok) {
        const perShare = Math.abs(r.value.state.corporations[k.sym].cash - k.cash) / (out.percent / sharePercent(c, certs[0].corp));
        if (dryRun(game, { ...out, share_price: perShare } as Action).ok) out.share_price = perShare;
      }
    }
  }
  return out;
}

/** What a game file is made of: the game's set-up and log, and how it ended. */
export interface GameFileParts {
  id: string | number;
  title: string;
  players: { id: number | string; name: string }[];
  seed: number;
  optionalRules: readonly string[];
  actions: readonly Action[];
  description?: string;
  /** How the game ended, when it did: 18xx.games' `status`, `game_end_reason` and `result`. */
  finished?: boolean;
  endReason?: string | null;
  result?: Record<string, number>;
  createdAt?: number;
  updatedAt?: number;
}

/** A game in the 18xx.games game format (the file 18xx.games exports and loads: `../shared/fixtures/`). */
export function gameFile(g: GameFileParts): Record<string, unknown> {
  return {
    id: g.id,
    description: g.description ?? '',
    title: g.title,
    players: g.players.map((p) => ({ id: p.id, name: p.name })),
    max_players: g.players.length,
    settings: { seed: g.seed, optional_rules: [...g.optionalRules] },
    status: g.finished ? 'finished' : 'active',
    ...(g.finished ? { game_end_reason: g.endReason ?? null, result: g.result ?? {} } : {}),
    actions: g.actions,
    ...(g.createdAt !== undefined ? { created_at: g.createdAt } : {}),
    ...(g.updatedAt !== undefined ? { updated_at: g.updatedAt } : {}),
  };
}
