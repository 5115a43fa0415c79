import { describe, expect, it } from 'vitest';
import { context } from '../../../shared/engine/game';
import { rulesFor } from '../../../shared/rules/index';
import { zoneExplanation } from '../../../renderer/market/zones';
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

  it('nothing for a company outside the red space and the gray area', () => {
    expect(standing('15528', 597, 'PSNR')).toBeNull();
  });
});

describe('what keeps a 1817 company in the gray acquisition area', () => {
  it('the loans it holds, each of which moved its price a space left (§1.2.5): PSNR in 15528, said on its card', () => {
    const why = standing('15528', 1126, 'PSNR');
    expect(why).toBe('it holds 3 loans, each of which moved its price a space left when taken (§1.2.5)');
    expect(zoneExplanation(['acquisition'], why)).toBe(
      'Gray acquisition area: it holds 3 loans, each of which moved its price a space left when taken (§1.2.5); in the next acquisition round it is auctioned from $10 and sold if a company bids',
    );
  });

  it('the general words where it holds no loan (withheld dividends and sales leave no trace)', () => {
    const game = recordedAt('15528', 1126);
    const c = context(game);
    const k = c.s.corporations.PSNR!;
    const without = context({ ...game, state: { ...game.state, corporations: { ...game.state.corporations, PSNR: { ...k, loans: [] } } } });
    expect(rulesFor(loadTitle('1817')).standing!(without, 'PSNR')).toBeNull();
    expect(zoneExplanation(['acquisition'], null)).toMatch(/^Gray acquisition area: loans taken and dividends withheld/);
  });
});
