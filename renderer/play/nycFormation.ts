/**
 * 18NY's NYC formation round (4.4) as a table for the merge panel: every minor of the round in operating order, its
 * owner, what the owner receives (or pays) on merging (twice the minor's price less the NYC's par, besides an NYC
 * share), and where it stands: merged, declined, deciding now, or still to decide. Read from the round's own data.
 */
import type { Ctx } from '@shared/engine/context';
import { price } from '@shared/engine/market';
import { NYC_ROUND } from '@shared/rules/18NY/nycFormation';
import { state18NY } from '@shared/rules/18NY/state';
import { playerName } from './view';

export interface NycRow {
  minor: string;
  owner: string;
  /** Cash to the owner on merging (negative: the owner pays); null once the minor has left the market. */
  amount: number | null;
  status: 'merged' | 'declined' | 'deciding' | 'to decide';
}

export function nycFormationRows(c: Ctx): { par: number | null; rows: NycRow[] } | null {
  const r = c.s.round;
  if (r.kind !== 'special' || r.name !== NYC_ROUND) return null;
  const { minors, index } = r as unknown as { minors: string[]; index: number };
  const par = state18NY(c).nycPar?.price ?? null;
  const rows = minors.map((sym, i): NycRow => {
    const k = c.s.corporations[sym]!;
    const status = i < index ? (k.closed ? 'merged' : 'declined') : i === index ? 'deciding' : 'to decide';
    const amount = k.market && !k.closed && par !== null ? price(c, k) * 2 - par : null;
    return { minor: sym, owner: playerName(c, k.president), amount, status };
  });
  return { par, rows };
}
