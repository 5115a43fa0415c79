import type { GameState } from './state';

/**
 * What a state breaks of the conservation laws: the bank, players and corporations hold exactly the starting money,
 * each corporation's certificates add up to 100% (shorts included), and each loan is held once. Empty when all holds.
 */
export function conservationProblems(s: GameState): string[] {
  const out: string[] = [];
  if (s.startingBank !== null) {
    const total = (s.bank ?? 0) + s.players.reduce((n, p) => n + p.cash, 0) + Object.values(s.corporations).reduce((n, k) => n + k.cash, 0);
    if (total !== s.startingBank) out.push(`cash adds up to ${total}, not ${s.startingBank}`);
  }
  for (const [sym, ids] of Object.entries(s.certOrder)) {
    // A short (negative) certificate and the share it put in the market cancel out: the sum stays 100%.
    const pct = ids.reduce((n, id) => n + (s.certificates[id]?.percent ?? 0), 0);
    if (pct !== 100) out.push(`${sym} certificates add up to ${pct}%`);
    for (const id of ids) {
      const cert = s.certificates[id];
      if (!cert) out.push(`${sym} lists ${id}, which does not exist`);
      else if (cert.percent === 0) out.push(`${id} is a certificate of 0%`);
      // Only a player, or the market, can be short (1817 §7.4: a bankrupt player's shorts go to the open market until
      // the bank closes them); a short is never the president's certificate.
      else if (cert.percent < 0 && ((!cert.owner.startsWith('p:') && cert.owner !== 'pool') || cert.president))
        out.push(`${id} is a short held by ${cert.owner}`);
    }
  }
  // Loans (1817, 18NY): each loan the bank has lent is held by one corporation at most (an unlimited bank's cash is
  // not counted, so the ledger is what shows a loan made or repaid twice).
  const lentTo = new Map<number, string>();
  for (const k of Object.values(s.corporations))
    for (const id of k.loans ?? []) {
      if (lentTo.has(id)) out.push(`loan #${id} is held by both ${lentTo.get(id)} and ${k.sym}`);
      else if (id >= s.nextLoan) out.push(`${k.sym} holds loan #${id}, which the bank has not lent`);
      lentTo.set(id, k.sym);
    }
  for (const [id, cert] of Object.entries(s.certificates))
    if (!s.certOrder[cert.corp]?.includes(id)) out.push(`${id} is not among ${cert.corp}'s certificates`);
  return out;
}
