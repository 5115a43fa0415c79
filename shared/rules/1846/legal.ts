import type { Ctx } from '../../engine/context';
import type { LegalOffer } from '../../engine/legal';
import type { SpecialRoundKind } from '../../engine/rounds/titleRounds';
import { draftActor, draftFinished, hiddenFrom, offered, processDraft, type DraftState } from './draft';

/** 1846 §4 private draft as a round of its own: the acting player sees only their own cards. */
export const draftRound: SpecialRoundKind = {
  name: 'draft',
  traceName: 'Round::Draft',
  traceStep: () => 'DraftDistribution',
  label: 'Private draft',
  asks: () => 'choose a private company',
  actors: (c, r) => [draftActor(c, r as DraftState)],
  process: (c, r, a) => processDraft(c, r as DraftState, a),
  finished: (c, r) => draftFinished(c, r as DraftState),
  legal(game, c, r, ok): LegalOffer[] {
    const d = r as DraftState;
    const id = draftActor(c, d);
    const cards = offered(c, d)
      .filter((sym) => ok({ type: 'bid', entity: id, entity_type: 'player', company: sym, price: 0 }))
      .map((sym) => ({ company: sym, price: cardPrice(c, d, sym) }));
    const canPass = ok({ type: 'pass', entity: id, entity_type: 'player' });
    return [{ type: 'draft', entity: id, cards, canPass, hiddenFrom: hiddenFrom(game.state, id).draftChoicesOf }];
  },
};

const cardPrice = (c: Ctx, d: DraftState, sym: string) => (c.t.company.get(sym)?.value ?? 0) - (d.discount[sym] ?? 0);
