import { describe, expect, it } from 'vitest';
import { context } from '../../../shared/engine/game';
import { rulesFor } from '../../../shared/rules/index';
import { loadTitle } from '../../support/fixtures';
import { recordedAt } from './recorded';

/**
 * A company in the red liquidation space says what put it there (the space alone cannot): each cause as it happened in
 * the recorded games, the first cause kept where a second follows in the same turn.
 */
const standing = (game: string, id: number, sym: string) => {
  const c = context(recordedAt(game, id));
  return rulesFor(loadTitle('1817')).standing!(c, sym);
};

describe('why a 1817 company is in the red liquidation space', () => {
  it('no train at the end of its operating turn (§6.10): GT in 15528', () => {
    expect(standing('15528', 597, 'GT')).toBe('it ended its operating turn without a train (§6.10)');
  });

  it('interest it could not pay (§6.10), kept though it also ends its turn without a train: H in 16281', () => {
    expect(standing('16281', 800, 'H')).toBe('it could not pay its loans’ interest, which its president paid (§6.10)');
  });

  it('stations its new size calls for, unpaid (§7.1.1): R in 15528', () => {
    expect(standing('15528', 1204, 'R')).toBe('it could not pay for the stations its new size calls for (§7.1.1)');
  });

  it('its president went bankrupt (§7.4): WT in the bankruptcy game', () => {
    expect(standing('1817_game_end_bankrupt', 1181, 'WT')).toBe('its president went bankrupt, leaving it without one (§7.4)');
  });

  it('nothing for a company outside the red space', () => {
    expect(standing('15528', 597, 'PSNR')).toBeNull();
  });
});
