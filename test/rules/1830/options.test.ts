import { describe, expect, it } from 'vitest';
import { newGame } from '../../support/play';

describe('1830 optional rules', () => {
  it('optional_6_train: the depot holds three 6-trains, the third sold after the second', () => {
    const g = newGame('1830', { optionalRules: ['optional_6_train'] });
    const sixes = g.state.trainOrder.filter((id) => g.state.trains[id].name === '6');
    expect(sixes).toEqual(['6-0', '6-1', '6-2']);
    expect(g.state.trainOrder[g.state.trainOrder.indexOf('6-2') + 1]).toBe('D-0');
  });

  it('without it the depot holds two 6-trains', () => {
    const g = newGame('1830');
    expect(g.state.trainOrder.filter((id) => g.state.trains[id].name === '6')).toHaveLength(2);
  });
});
