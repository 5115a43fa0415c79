import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../shared/engine/legal';
import { moveCompany } from '../../../shared/engine/transfer/companies';
import { cityRef } from '../../../shared/engine/tiles';
import { stagecoachAtPrivatesClose } from '../../../shared/rules/18NY/stagecoach';
import { state18NY } from '../../../shared/rules/18NY/state';
import type { Game } from '../../../shared/engine/game';
import { after, ctx, play } from './helpers';

/**
 * The Albany-Schenectady Stagecoach Line (second edition, 18xx.games). Position: the ERIE operating after action 435 (Albany upgraded to two spaces at action 434), as if
 * it owned the Stagecoach (minor 9 bought it at action 357).
 */
function withStagecoach(): Game {
  const g = after(435);
  moveCompany(ctx(g), 'SC', 'c:ERIE');
  return g;
}

const albany = (g: Game) => cityRef(ctx(g), 'F20', 0);
const spare = (g: Game) => g.state.corporations.ERIE.tokens.filter((t) => !t.hex).length;

function placed(): Game {
  const g = withStagecoach();
  return play(g, { type: 'place_token', entity: 'SC', entity_type: 'company', city: albany(g) }).game!;
}

describe('the Stagecoach', () => {
  it('is offered to its owning company during its turn', () => {
    const offers = legalActions(withStagecoach());
    expect(offers.some((o) => o.type === 'company_token' && o.entity === 'SC')).toBe(true);
  });

  it('its company places the Stagecoach token in Albany free and without a connection; the private closes', () => {
    const before = withStagecoach();
    const g = placed();
    expect(g.state.corporations.ERIE.tokens.some((t) => t.hex === 'F20')).toBe(true);
    expect(g.state.corporations.ERIE.cash).toBe(before.state.corporations.ERIE.cash);
    expect(g.state.companies.SC.closed).toBe(true);
    expect(state18NY(ctx(g)).stagecoach).toBe('ERIE');
  });

  it('during its turn the company may replace it with one of its available tokens', () => {
    const g = placed();
    const offer = legalActions(g).find((o) => o.type === 'remove_token');
    expect(offer?.type === 'remove_token' && offer.cities.map((x) => x.hex)).toEqual(['F20']);
    const a = offer?.type === 'remove_token' ? offer.cities[0].action : null;
    const done = play(g, a as unknown as Record<string, unknown>).game!;
    expect(spare(done)).toBe(spare(g) - 1);
    expect(done.state.corporations.ERIE.tokens.some((t) => t.hex === 'F20')).toBe(true);
    expect(state18NY(ctx(done)).stagecoach).toBeNull();
  });

  it('when the privates close, the company chooses: Replace keeps Albany with a token of its own', () => {
    const g = placed();
    stagecoachAtPrivatesClose(ctx(g));
    expect(g.state.pending).toMatchObject([{ kind: 'stagecoach', entity: 'ERIE' }]);
    const done = play(g, { type: 'choose', entity: 'ERIE', entity_type: 'corporation', choice: 'Replace' }).game!;
    expect(done.state.corporations.ERIE.tokens.some((t) => t.hex === 'F20')).toBe(true);
    expect(spare(done)).toBe(spare(g) - 1);
  });

  it('Remove takes the token off the map, and the company is a token short', () => {
    const g = placed();
    const tokens = g.state.corporations.ERIE.tokens.length;
    stagecoachAtPrivatesClose(ctx(g));
    const done = play(g, { type: 'choose', entity: 'ERIE', entity_type: 'corporation', choice: 'Remove' }).game!;
    expect(done.state.corporations.ERIE.tokens.some((t) => t.hex === 'F20')).toBe(false);
    expect(done.state.corporations.ERIE.tokens).toHaveLength(tokens - 1);
    expect(done.state.hexes.F20.tokens.flat()).not.toContain('ERIE');
  });
});
