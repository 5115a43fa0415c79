import type { Ctx } from '../../engine/context';
import type { LegalAction } from '../../engine/legal';
import type { Game } from '../../engine/game';
import { draftActor, draftOf, hiddenFrom, offered } from './draft';

/**
 * 1846 §4 private draft: the acting player sees only their own cards. Returns null outside the draft, so the
 * standard list applies.
 */
export function draftLegalActions(game: Game, c: Ctx, ok: (action: Record<string, unknown>) => boolean): LegalAction[] | null {
  const d = draftOf(game.state);
  if (!d || d.finished) return null;
  const id = draftActor(c, d);
  const cards = offered(c, d)
    .filter((sym) => ok({ type: 'bid', entity: id, entity_type: 'player', company: sym, price: 0 }))
    .map((sym) => ({ company: sym, price: (c.t.company.get(sym)?.value ?? 0) - (d.discount[sym] ?? 0) }));
  const canPass = ok({ type: 'pass', entity: id, entity_type: 'player' });
  return [{ type: 'draft', entity: id, cards, canPass, hiddenFrom: hiddenFrom(game.state, id).draftChoicesOf }];
}
