import { describe, expect, it } from 'vitest';
import { effectiveActions, type Action } from '../../../shared/engine/actions';
import { applyAction, context, createGame, type Game } from '../../../shared/engine/game';
import { legalActions, type LegalAction } from '../../../shared/engine/legal';
import { setupOf } from '../../../shared/engine/replay';
import { rulesFor } from '../../../shared/rules/index';
import { state1870 } from '../../../shared/rules/1870/state';
import { loadTitle } from '../../support/fixtures';
import { GAMES, recorded } from './helpers';

/** Is the recorded action among the legal actions offered just before it? (the app offers only what they list) */
function offered(game: Game, offers: LegalAction[], a: Action): boolean {
  const owner = (id: string) => game.state.certificates[id].owner;
  const same = (x: string[], y: string[]) => x.length === y.length && x.every((id) => y.includes(id));
  const rec = a as Action & { choice?: string; target?: string; shares?: string[]; kind?: string };
  return offers.some((o) => {
    if (o.entity !== a.entity) return false;
    if (a.type === 'choose') return o.type === 'choose' && o.choices.includes(String(rec.choice));
    if (a.type === 'assign') return o.type === 'assign' && o.targets.some((t) => t.target === rec.target);
    // A redemption takes a share from a holder: any of the holder's equal shares will do.
    if (a.type === 'buy_shares') return o.type === 'redeem' && o.options.some((x) => owner(x.shares[0]) === owner(rec.shares![0]));
    if (a.type === 'sell_shares') return o.type === 'issue' && o.options.some((x) => same(x.shares, rec.shares!));
    return o.type === 'dividend' && o.kinds.includes(String(rec.kind));
  });
}

/** 1870's own decisions in the recorded games: a connection run's station and dividend, markers, redemptions, reissues. */
function ownDecision(game: Game, a: Action): boolean {
  if (a.type === 'choose' || (a.type === 'assign' && a.entity_type === 'company')) return true;
  if ((a.type === 'buy_shares' || a.type === 'sell_shares') && a.entity_type === 'corporation') return true;
  return a.type === 'dividend' && state1870(context(game)).connection.runs[0] === a.entity;
}

describe('1870 decisions among the legal actions (each the concrete action a dry run accepts)', () => {
  it.each(GAMES)('%s: every recorded connection-run choice, marker, redemption and reissue was offered', (name) => {
    const g = recorded(name);
    const title = loadTitle('1870');
    const created = createGame(title, rulesFor(title), setupOf(g));
    if (!created.ok) throw new Error(created.error);
    let game = created.value;
    const kinds = new Set<string>();
    for (const a of effectiveActions(g.actions)) {
      if (ownDecision(game, a)) {
        expect(offered(game, legalActions(game), a), `${a.type} ${JSON.stringify(a)} not offered`).toBe(true);
        kinds.add(a.type);
      }
      const r = applyAction(game, a, { inPlace: true, loading: true });
      if (!r.ok) throw new Error(r.error);
      game = r.value;
    }
    expect(kinds.size).toBeGreaterThan(0);
  });
});
