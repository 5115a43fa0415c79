/**
 * The end of the game (1830 §8.2, 1846 §9): why it ended and the ranking, each player's cash, shares at their final
 * price, privates at face value and the total (the engine's player value). Pure reads of a finished game.
 */
import { context, type Game } from '@shared/engine/game';
import { sharePercent } from '@shared/engine/entities';
import { price } from '@shared/engine/market';
import { playerValue } from '@shared/engine/value';
import { playerKey, type GameEndReason } from '@shared/engine/state';

export interface EndRow {
  id: string;
  name: string;
  cash: number;
  /** Shares at the final market price, by corporation. */
  shares: { sym: string; percent: number; value: number }[];
  sharesValue: number;
  companiesValue: number;
  total: number;
  rank: number;
  bankrupt: boolean;
}

const REASONS: Record<GameEndReason, string> = {
  bank: 'The bank broke.',
  bankrupt: 'A player went bankrupt.',
  stock_market: 'A share price reached the end of the stock market.',
  all_closed: 'Every corporation has closed.',
  final_phase: 'The final phase was reached.',
  final_train: 'The last train was bought.',
  dnf: 'The game was not finished.',
  manually_ended: 'The players ended the game.',
  closed: 'The game was closed.',
};

export function endReason(reason: GameEndReason | null): string {
  return reason ? (REASONS[reason] ?? `The game ended (${String(reason).replace(/_/g, ' ')}).`) : 'The game ended.';
}

/** The ranking, best first; equal totals share a rank. */
export function endRanking(game: Game): EndRow[] {
  const c = context(game);
  const rows = game.state.players.map((p): EndRow => {
    const key = playerKey(p.id);
    const byCorp = new Map<string, number>();
    for (const cert of Object.values(game.state.certificates)) if (cert.owner === key) byCorp.set(cert.corp, (byCorp.get(cert.corp) ?? 0) + cert.percent);
    const shares = [...byCorp].map(([sym, percent]) => {
      const k = game.state.corporations[sym];
      const value = k.ipoed && !k.closed ? (price(c, k) * percent) / sharePercent(c, sym) : 0;
      return { sym, percent, value };
    });
    const sharesValue = shares.reduce((n, x) => n + x.value, 0);
    const total = playerValue(c, p.id);
    return {
      id: String(p.id),
      name: p.name,
      cash: p.cash,
      shares,
      sharesValue,
      companiesValue: total - p.cash - sharesValue,
      total,
      rank: 0,
      bankrupt: p.bankrupt,
    };
  });
  rows.sort((a, b) => b.total - a.total);
  rows.forEach((r, i) => (r.rank = i > 0 && rows[i - 1].total === r.total ? rows[i - 1].rank : i + 1));
  return rows;
}
