import { describe, expect, it } from 'vitest';
import { applyAction, type Game } from '../../../shared/engine/game';
import { legalActions } from '../../../shared/engine/legal';
import { act, recordedAt } from '../../support/play';

/**
 * 1830 §7.6: a president goes bankrupt only when the corporation's treasury, the president's cash and everything the
 * president may sell still fall short of the cheapest train. 26855.json: ERIE's president goes bankrupt (action 588).
 */
describe('bankruptcy only when a train cannot be paid for (1830 §7.6)', () => {
  const { game } = recordedAt('1830', '26855.json', 588);
  const erie = game.state.corporations.ERIE;
  const president = game.state.players.find((p) => p.id === erie.president)!;

  it('the recorded bankruptcy is offered and accepted', () => {
    expect(legalActions(game).some((a) => a.type === 'bankrupt' && a.entity === 'ERIE')).toBe(true);
    expect(applyAction(game, act('ERIE', 'bankrupt')).ok).toBe(true);
  });

  it('with enough cash for the cheapest train it is neither offered nor accepted', () => {
    const rich: Game = { ...game, state: structuredClone(game.state), cache: {} };
    rich.state.players.find((p) => p.id === president.id)!.cash += 1000;
    rich.state.bank! -= 1000;
    expect(legalActions(rich).some((a) => a.type === 'bankrupt')).toBe(false);
    const r = applyAction(rich, act('ERIE', 'bankrupt'));
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.error).toMatch(/cannot go bankrupt: ERIE's cash plus .+ cash and sellable shares total \d+, and the cheapest train in the depot costs \d+/);
    // A log being loaded was checked by the engine that recorded it: only the need for a train is checked there.
    expect(applyAction(rich, act('ERIE', 'bankrupt'), { loading: true }).ok).toBe(true);
  });
});
