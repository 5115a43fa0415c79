/**
 * Legal actions carry their concrete actions (shared/engine/offers.ts): at every position of recorded games, the action
 * the players took is one of the actions the legal options carry, as it is (a price inside an offered range set with
 * `atPrice`; a tile lay among `legalTileLays` of its hex; a run from `runRoutesAction`), so the panels, the random
 * player and the play-test need no translation of their own.
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { effectiveActions, type Action } from '../../shared/engine/actions';
import { applyAction, createGame, dryRun, type Game } from '../../shared/engine/game';
import { legalActions, legalTileLays, type LegalAction } from '../../shared/engine/legal';
import { atPrice } from '../../shared/engine/offers';
import { setupOf } from '../../shared/engine/replay';
import { rulesFor } from '../../shared/rules/index';
import { FIXTURES, loadFixture, loadTitle } from '../support/fixtures';

/** Fields of a recorded action the engine computes or 18xx.games adds (not part of the choice). */
const NOT_CHOSEN = new Set(['id', 'original_id', 'created_at', 'user', 'auto_actions', 'percent', 'share_price', 'skip', 'slot', 'tokener']);

/**
 * The action without what does not differ between equal choices: a train's variant named though it is the train's own
 * (18xx.games always names it; the offers only where it differs), the copy of a tile, and which of like certificates.
 */
function plain(game: Game, action: Action): Record<string, unknown> {
  const a = { ...(action as unknown as Record<string, unknown>) };
  const t = a.type === 'buy_train' ? game.state.trains[a.train as string] : undefined;
  if (t && a.variant === (t.variant ?? t.name)) delete a.variant;
  // Which copy of a tile is laid is the engine's business (any free copy of the tile).
  if (a.type === 'lay_tile') a.tile = String(a.tile).replace(/-\d+$/, '');
  // Certificates of one size from one holder are alike: which of them moves is no choice.
  // Loans are alike: which one is taken or repaid is no choice (1817's log numbers them its own way).
  if (a.type === 'take_loan' || a.type === 'payoff_loan') delete a.loan;
  if (Array.isArray(a.shares))
    a.shares = (a.shares as string[]).map((id) => `${game.state.certificates[id]?.owner}:${game.state.certificates[id]?.percent}`).sort();
  return a;
}

/** The carried action, read as the recorded one is: same type and entity, and the recorded value of every chosen field. */
function same(game: Game, carried: Action, recorded: Action): boolean {
  const a = plain(game, carried);
  const b = plain(game, recorded);
  const keys = new Set([...Object.keys(a), ...Object.keys(b)].filter((k) => !NOT_CHOSEN.has(k)));
  return [...keys].every((k) => JSON.stringify(a[k]) === JSON.stringify(b[k]));
}

/** Every concrete action the offers carry (a ranged price at the recorded one; tile lays on the recorded hex). */
function carried(game: Parameters<typeof legalTileLays>[0], legal: LegalAction[], recorded: Action): Action[] {
  const price = (recorded as { price?: number }).price ?? 0;
  const ranged = (o: { action: Action; min: number; max: number }) => (price >= o.min && price <= o.max ? atPrice(o.action, price) : o.action);
  return legal.flatMap((l): Action[] => {
    switch (l.type) {
      case 'pass':
      case 'company_pass':
      case 'convert':
      case 'bankrupt':
      case 'take_loan':
      case 'payoff_loan':
      case 'view_merge_options':
      case 'payoff_debt':
        return [l.action];
      case 'bid':
        return l.options.map((o) => ranged(o as { action: Action; min: number; max: number }));
      case 'buy_train':
      case 'buy_company':
        return l.options.map(ranged);
      case 'draft':
        // The draft takes a card at its price whatever the bid says (18xx.games records the card's first price).
        return [...l.cards.map((o) => atPrice(o.action as Extract<Action, { type: 'bid' }>, price)), ...(l.pass ? [l.pass] : [])];
      case 'par':
      case 'dividend':
      case 'discard_train':
      case 'scrap_train':
      case 'merge':
      case 'choose':
      case 'buy_shares':
      case 'sell_shares':
      case 'issue':
      case 'redeem':
      case 'short':
        return l.options.map((o) => o.action);
      case 'place_token':
      case 'company_token':
      case 'remove_token':
        return l.cities.map((o) => o.action);
      case 'assign':
        return l.targets.map((o) => o.action);
      case 'lay_tile':
        return recorded.type === 'lay_tile' && l.hexes.includes(recorded.hex) ? legalTileLays(game, l, recorded.hex).map((o) => o.action) : [];
      case 'run_routes':
        return [];
    }
  });
}

/** Games with a draft, minors, issues and redemptions, a private's marker, price protection; every `every`-th position. */
const GAMES: [string, string, number][] = [
  ['1830', '26855.json', 2],
  ['1846', '19962.json', 1],
  ['1870', '40469_white-to-yellow_price_protect_allowed.json', 3],
  ['18NY', '108746.json', 1],
  // 1817: the opening auction, IPOs (bids, size, privates handed in), shorts, loans, mergers and acquisitions.
  ['1817', '15528.json', 2],
  ['1817', '16281.json', 1],
  ['1817', '20758.json', 1],
  ['1817', '1817_game_end_bankrupt.json', 2],
];

describe('every recorded choice is an action the legal options carry', () => {
  for (const [title, file, every] of GAMES) {
    it(`${title} ${file}`, { timeout: 240_000 }, () => {
      const rec = loadFixture(join(FIXTURES, title, file));
      const t = loadTitle(title);
      const created = createGame(t, rulesFor(t), setupOf(rec));
      if (!created.ok) throw new Error(created.error);
      let game = created.value;
      const missing: string[] = [];
      let checked = 0;
      for (const [i, a] of effectiveActions(rec.actions).entries()) {
        if (i % every === 0 && !['run_routes', 'message', 'log', 'end_game', 'destination_connection'].includes(a.type) && !a.type.startsWith('program_')) {
          const legal = legalActions(game);
          const mine = carried(game, legal, a);
          checked++;
          if (!mine.some((x) => same(game, x, a)))
            missing.push(`#${a.id} ${JSON.stringify(a)} not among ${JSON.stringify(mine.filter((x) => x.type === a.type).slice(0, 3))}`);
          // The carried action itself is accepted where the recorded one is (the engine fills in what it computes).
          const match = mine.find((x) => same(game, x, a));
          if (match) {
            const r = dryRun(game, match);
            if (!r.ok) missing.push(`#${a.id} carried ${JSON.stringify(match)} refused: ${r.error}`);
          }
        }
        const r = applyAction(game, a, { inPlace: true, loading: true });
        if (!r.ok) throw new Error(r.error);
        game = r.value;
      }
      expect(missing.slice(0, 12)).toEqual([]);
      expect(checked).toBeGreaterThan(90);
    });
  }
});
