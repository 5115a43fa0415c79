/**
 * The spreadsheet as 18xx.games shows it: one row per corporation with who holds its shares (each player, the IPO or
 * treasury, the pool, the corporation itself), its prices, cash, trains, tokens, loans where the title has them and
 * its operating history (revenue per operating round, paid or withheld); under it one row per player with cash,
 * value, certificates and priority. Pure reads of a game; no rules here.
 */
import { settingsOf } from '@shared/title/settings';
import { context, type Game } from '@shared/engine/game';
import { certLimit, numCerts } from '@shared/engine/certs';
import { price } from '@shared/engine/market';
import { playerValue } from '@shared/engine/value';
import { POOL, corpKey, ipoKey, playerKey } from '@shared/engine/state';
import type { OperatingRecord } from '../panels/extra/valueSeries';

export interface SheetHolding {
  percent: number;
  president: boolean;
}

export interface SheetCorporation {
  sym: string;
  name: string;
  color: string;
  textColor?: string;
  /** Not yet started (no par price): shown greyed. */
  started: boolean;
  closed: boolean;
  operating: boolean;
  /** Player id (string) -> shares held. */
  players: Record<string, SheetHolding>;
  ipo: number;
  pool: number;
  /** Shares the corporation holds of itself. */
  own: number;
  par: number | null;
  price: number | null;
  cash: number;
  trains: string[];
  tokens: string;
  loans: number | null;
  companies: string[];
  /** OR label -> the run. */
  history: Record<string, { revenue: number; kind: string | null }>;
}

export interface SheetPlayer {
  id: string;
  name: string;
  cash: number;
  value: number;
  certs: number;
  priority: boolean;
  bankrupt: boolean;
  companies: string[];
}

export interface Spreadsheet {
  players: SheetPlayer[];
  corporations: SheetCorporation[];
  /** The operating rounds with a run, oldest first. */
  rounds: string[];
  certLimit: number;
  /** What the title calls unsold shares ("IPO"; 1846: "Treasury"). */
  ipoName: string;
  hasLoans: boolean;
  /** Which columns hold something: the pool and own-share columns are left out while empty. */
  hasOwn: boolean;
}

export function spreadsheet(game: Game, history: readonly OperatingRecord[]): Spreadsheet {
  const s = game.state;
  const c = context(game);
  const operating = s.round.kind === 'operating' && !s.finished ? s.round.order[s.round.index] : null;
  const rounds: string[] = [];
  for (const h of history) if (!rounds.includes(h.label)) rounds.push(h.label);
  const defs = [...game.title.corporations, ...(game.title.minors ?? [])];
  const corporations = defs.map((def): SheetCorporation => {
    const k = s.corporations[def.sym];
    const players: Record<string, SheetHolding> = {};
    let ipo = 0;
    let pool = 0;
    let own = 0;
    for (const id of s.certOrder[def.sym] ?? []) {
      const cert = s.certificates[id];
      if (cert.owner === ipoKey(def.sym)) ipo += cert.percent;
      else if (cert.owner === POOL) pool += cert.percent;
      else if (cert.owner === corpKey(def.sym)) own += cert.percent;
      else if (cert.owner.startsWith('p:')) {
        const h = (players[cert.owner.slice(2)] ??= { percent: 0, president: false });
        h.percent += cert.percent;
        h.president ||= cert.president;
      }
    }
    const runs: SheetCorporation['history'] = {};
    for (const h of history) if (h.corp === def.sym) runs[h.label] = { revenue: h.revenue, kind: h.kind };
    return {
      sym: def.sym,
      name: def.name,
      color: def.color,
      textColor: def.textColor,
      started: k.parPrice !== null || k.ipoed,
      closed: k.closed,
      operating: operating === def.sym,
      players,
      ipo,
      pool,
      own,
      par: k.parPrice,
      price: k.market && !k.closed ? price(c, k) : null,
      cash: k.cash,
      trains: k.trains.map((id) => s.trains[id].variant),
      tokens: `${k.tokens.filter((t) => !t.hex).length}/${k.tokens.length}`,
      loans: k.loans ? k.loans.length : null,
      companies: Object.values(s.companies)
        .filter((co) => co.owner === corpKey(def.sym) && !co.closed)
        .map((co) => co.sym),
      history: runs,
    };
  });
  const players = s.players.map((p): SheetPlayer => ({
    id: String(p.id),
    name: p.name,
    cash: p.cash,
    value: playerValue(c, p.id),
    certs: numCerts(c, p.id),
    priority: s.priority === p.id,
    bankrupt: p.bankrupt,
    companies: Object.values(s.companies)
      .filter((co) => co.owner === playerKey(p.id) && !co.closed)
      .map((co) => co.sym),
  }));
  return {
    players,
    corporations,
    rounds,
    certLimit: certLimit(c),
    ipoName: settingsOf(game.title).ipoName,
    hasLoans: corporations.some((k) => k.loans !== null),
    hasOwn: corporations.some((k) => k.own > 0),
  };
}
