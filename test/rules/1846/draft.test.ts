import { describe, expect, it } from 'vitest';
import { draftOf, offered } from '../../../shared/rules/1846/draft';
import { hiddenFrom } from '../../../shared/rules/1846/index';
import { gameAt } from './helpers';

/** 1846 §3.2: the private company draft, in reverse seating order, each player seeing only the cards dealt to them. */
describe('private company draft', () => {
  it('the last player drafts first, from players + 2 cards', () => {
    const c = gameAt('hs_cvjhogoy_1599504419', 0);
    const d = draftOf(c.s)!;
    expect(d.order).toEqual(['Player 3', 'Player 2', 'Player 1']);
    expect(offered(c, d)).toHaveLength(5);
  });

  it('choices stay hidden from the other players until the draft ends', () => {
    const c = gameAt('hs_cvjhogoy_1599504419', 2);
    expect(hiddenFrom(c.s, 'Player 1')).toEqual({ draftChoicesOf: ['Player 2', 'Player 3'], deckHidden: true });
    // Nobody owns a private yet: what was chosen is not public.
    expect(Object.values(c.s.companies).filter((co) => co.owner)).toEqual([]);
  });

  it('at the end each player pays list price plus debt and the independents receive their treasury', () => {
    const c = gameAt('hs_cvjhogoy_1599504419', 6);
    expect(draftOf(c.s)).toBeNull();
    expect(hiddenFrom(c.s, 'Player 1').deckHidden).toBe(false);
    // Player 2 chose Michigan Central ($40) and Michigan Southern ($60 + $80 debt).
    expect(c.s.players.find((p) => p.id === 'Player 2')!.cash).toBe(400 - 40 - 140);
    expect(c.s.corporations.MS.cash).toBe(60);
    expect(c.s.corporations.MS.president).toBe('Player 2');
  });
});
