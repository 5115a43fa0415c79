import type { GameState } from './state';

/**
 * What a state breaks of the conservation laws: the bank, players and corporations hold exactly the starting money,
 * and each corporation's certificates add up to 100%. Empty when all holds.
 */
export function conservationProblems(s: GameState): string[] {
  const out: string[] = [];
  if (s.startingBank !== null) {
    const total = (s.bank ?? 0) + s.players.reduce((n, p) => n + p.cash, 0) + Object.values(s.corporations).reduce((n, k) => n + k.cash, 0);
    if (total !== s.startingBank) out.push(`cash adds up to ${total}, not ${s.startingBank}`);
  }
  for (const [sym, ids] of Object.entries(s.certOrder)) {
    const pct = ids.reduce((n, id) => n + s.certificates[id].percent, 0);
    if (pct !== 100) out.push(`${sym} certificates add up to ${pct}%`);
  }
  return out;
}
