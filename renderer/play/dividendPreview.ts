/**
 * What each dividend choice would do (1830 §6.5, 1846 §6.9): the payout per share, what every holder receives and
 * where the share price moves. Read from the engine itself by a dry run of each choice, so the panel shows exactly
 * what the rules will do, with no rule repeated here.
 */
import { dryRun, context, type Game } from '@shared/engine/game';
import type { Action } from '@shared/engine/actions';
import { price } from '@shared/engine/market';
import { shareCount } from '@shared/engine/certSize';
import type { GameState } from '@shared/engine/state';

export interface DividendOutcome {
  kind: string;
  /** Paid for one share (of the corporation's share unit); 0 when nothing is paid out. */
  perShare: number;
  /** Players and the corporation, each with what it receives (only those who receive something). */
  receives: { who: string; amount: number; corporation?: boolean }[];
  price: { from: number; to: number };
  /** Where the marker goes on the market: [row, column] before and after. */
  cell: { from: [number, number] | null; to: [number, number] | null };
}

/**
 * The percent of one share: a minor's one certificate is its share; a corporation's is its size's (1817: a 2-share
 * company's president's certificate is two shares of 50%, and a short's certificate counts negative).
 */
function shareUnit(game: Game, sym: string): number {
  const c = context(game);
  return c.s.corporations[sym]?.minor ? 100 : 100 / shareCount(c, sym);
}

function percentHeld(state: GameState, sym: string, owner: string): number {
  let n = 0;
  for (const id of state.certOrder[sym] ?? []) if (state.certificates[id].owner === owner) n += state.certificates[id].percent;
  return n;
}

/** The outcome of each offered dividend choice (its concrete action, by a dry run), in the order given; one the engine refuses is left out. */
export function dividendOutcomes(game: Game, entity: string, options: readonly { kind: string; action: Action }[]): DividendOutcome[] {
  const before = game.state;
  const k0 = before.corporations[entity];
  if (!k0) return [];
  const c0 = context(game);
  const priceBefore = k0.market ? price(c0, k0) : 0;
  const unit = shareUnit(game, entity);
  const out: DividendOutcome[] = [];
  for (const { kind, action } of options) {
    const r = dryRun(game, action);
    if (!r.ok) continue;
    const after = r.value.state;
    const receives: DividendOutcome['receives'] = [];
    let perShare = 0;
    for (const p of after.players) {
      const was = before.players.find((x) => x.id === p.id)!.cash;
      const got = p.cash - was;
      if (got <= 0) continue;
      receives.push({ who: p.name, amount: got });
      const pct = percentHeld(before, entity, `p:${p.id}`);
      if (pct > 0 && !perShare) perShare = Math.round((got * unit) / pct);
    }
    const corpGot = after.corporations[entity].cash - k0.cash;
    if (corpGot > 0) receives.push({ who: entity, amount: corpGot, corporation: true });
    const k1 = after.corporations[entity];
    const c1 = context(r.value);
    out.push({
      kind,
      perShare,
      receives,
      price: { from: priceBefore, to: k1.market ? price(c1, k1) : 0 },
      cell: { from: k0.market ? [k0.market[0], k0.market[1]] : null, to: k1.market ? [k1.market[0], k1.market[1]] : null },
    });
  }
  return out;
}

/** A route's connections as one line of hexes (consecutive repeats dropped), as the route overlay draws it. */
export function routePath(connections: readonly (readonly string[])[]): string[] {
  return connections.flat().filter((h, i, all) => i === 0 || all[i - 1] !== h);
}

/**
 * The routes `entity` ran last (its latest run_routes in the log), to keep them drawn while its revenue is paid out
 * or withheld: the dividend step follows the route step of the same turn.
 */
export function routesRun(actions: readonly Action[], entity: string): string[][] {
  for (let i = actions.length - 1; i >= 0; i--) {
    const a = actions[i];
    if (a.type === 'run_routes' && a.entity === entity) return a.routes.map((r) => routePath(r.connections ?? []));
  }
  return [];
}
