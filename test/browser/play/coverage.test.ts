/**
 * The panels can play every recorded action: at each state of the recorded games, the action the players took is
 * among the actions the panels offer, down to the option (hex, city, train, share source). Recorded games are read from the shared fixtures when present.
 */
import { expect, test } from 'vitest';
import type { Action } from '@shared/engine/actions';
import { effectiveActions } from '@shared/engine/actions';
import { GameSession } from '@shared/session/session';
import { playLegalActions, type PlayAction } from '../../../renderer/play/legal';
import { resolveCity } from '@shared/engine/tiles';
import { ctxOf } from '../../../renderer/play/view';
import { loadTitle } from '../titles';

const fixtures = import.meta.glob(
  ['../../fixtures/games/1830/*.json', '../../fixtures/games/1846/*.json', '../../fixtures/games/18NY/*.json', '../../fixtures/games/1817/*.json'],
  {
    eager: true,
    import: 'default',
  },
) as Record<
  string,
  {
    id: string | number;
    title: string;
    players: { id?: number; name: string }[];
    settings: { seed?: number | string; optional_rules?: string[] };
    actions: Action[];
  }
>;

/** The seed as the importer reads it: settings.seed, else the first digits of the game id (hot-seat exports). */
function seedOf(rec: { id: string | number; settings: { seed?: number | string } }): number {
  const seed = rec.settings?.seed;
  if (seed !== undefined && seed !== '' && Number.isFinite(Number(seed))) return Math.trunc(Number(seed));
  const digits = /\d+/.exec(String(rec.id ?? ''));
  return digits ? Number(digits[0]) : 0;
}

/** The panel that plays a recorded action. */
function panelKind(a: Action, offered: PlayAction[]): string {
  if (a.type === 'bid' && offered.some((x) => x.type === 'draft')) return 'draft';
  if (a.type === 'pass' && offered.some((x) => x.type === 'draft')) return 'draft';
  if (a.entity_type === 'company' && a.type === 'place_token') return 'company_token';
  if (a.entity_type === 'company' && a.type === 'pass') return 'company_pass';
  if (a.entity_type === 'corporation' && a.type === 'sell_shares') return 'issue';
  // A corporation buys shares on its president's turn (1817) where the panel offers it; else it redeems (1846).
  if (a.entity_type === 'corporation' && a.type === 'buy_shares')
    return offered.some((x) => x.type === 'buy_shares' && x.entity === a.entity) ? 'buy_shares' : 'redeem';
  // 1817's acquisition round: the winner names the buying company.
  if (a.type === 'merge' && a.entity_type === 'player' && offered.some((x) => x.type === 'choose')) return 'choose';
  return a.type;
}

/** The very option taken is among the panel's: the hex of a tile, the city of a station, the train, the share's source. */
function offersOption(session: GameSession, a: Action, offered: PlayAction[]): boolean {
  const c = ctxOf(session.game);
  switch (a.type) {
    case 'lay_tile':
      return offered.some((x) => x.type === 'lay_tile' && x.entity === a.entity && x.hexes.includes(a.hex));
    case 'place_token': {
      const at = resolveCity(c, a.city);
      return offered.some(
        (x) =>
          (x.type === 'place_token' || x.type === 'company_token') && x.entity === a.entity && x.cities.some((y) => y.hex === at.hex && y.stop === at.stop),
      );
    }
    case 'buy_train':
      return offered.some(
        (x) =>
          x.type === 'buy_train' &&
          x.options.some((o) => o.train === a.train && (o.exchange ?? null) === (a.exchange ?? null) && a.price >= o.min && a.price <= o.max),
      );
    case 'buy_shares': {
      if (a.entity_type !== 'player') return true;
      const cert = c.s.certificates[a.shares[0]];
      const from = cert.owner === 'pool' ? 'pool' : 'ipo';
      // An option without its source (1817's merger round) is that certificate's.
      return offered.some(
        (x) => x.type === 'buy_shares' && x.options.some((o) => o.corporation === cert.corp && (o.from ?? (o.shares.includes(cert.id) ? from : null)) === from),
      );
    }
    default:
      return true;
  }
}

for (const [path, rec] of Object.entries(fixtures)) {
  test(`${path.split('/').slice(-2).join('/')}: every recorded action is offered by a panel`, { timeout: 120_000 }, () => {
    const title = loadTitle(rec.title);
    const s = GameSession.create(title, {
      // Hot-seat exports have no player ids; their actions name players by name.
      players: rec.players.map((p) => ({ id: p.id ?? p.name, name: p.name })),
      seed: seedOf(rec),
      optionalRules: rec.settings.optional_rules ?? [],
    });
    expect(s.ok).toBe(true);
    const session = (s as { value: GameSession }).value;
    const missing: string[] = [];
    for (const a of effectiveActions(rec.actions)) {
      if (a.type.startsWith('program_') || a.type === 'message' || a.type === 'log' || a.type === 'end_game') {
        session.act(a);
        continue;
      }
      const offered = playLegalActions(session.game);
      const kind = panelKind(a, offered);
      const types = offered.map((x) => x.type);
      const found = types.includes(kind as PlayAction['type']) && offersOption(session, a, offered);
      if (!found) missing.push(`#${a.id} ${a.type} by ${a.entity}: offered ${types.join(', ') || 'nothing'}`);
      // Where the engine itself cannot replay a recording (its own fixture suite says which), coverage stops there.
      if (!session.act(a).ok) break;
    }
    // A few title abilities are not offered yet (see the report); keep the list short and visible.
    expect(missing.slice(0, 10)).toEqual([]);
  });
}
