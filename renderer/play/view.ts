/**
 * From an engine game to what the panels show: round and turn lines, players, corporations, bank/phase/depot, board,
 * market positions and the log. Pure reads of the state; no rules here.
 */
import type { Game } from '@shared/engine/game';
import { actingPlayers, context } from '@shared/engine/game';
import type { Ctx } from '@shared/engine/context';
import { certLimit, numCerts } from '@shared/engine/certs';
import { price, zonesAt } from '@shared/engine/market';
import { depotTrains, phaseDef, trainDef, trainPrice } from '@shared/engine/trains';
import { playerValue } from '@shared/engine/value';
import { operatingCorp, orRound } from '@shared/engine/rounds/operating';
import { pendingActor, pendingStep } from '@shared/engine/pendingSteps';
import { roundKind } from '@shared/engine/rounds/titleRounds';
import { POOL, ipoKey, playerKey, type PlayerId } from '@shared/engine/state';
import type { BoardState } from '../board/types';
import { corporationLoans, interestBoard, shortCount } from './loansView';
import { bonusMarkers, tokenIncome } from './bonusMarks';
import { mineMarkers } from './mineMarks';
import type { CorporationView, PlayerView, SummaryView, useGameViewStore } from '../stores/gameView';

type View = ReturnType<typeof useGameViewStore>;

export function ctxOf(game: Game): Ctx {
  return context(game);
}

export function playerName(c: Ctx, id: PlayerId | null | undefined): string {
  if (id === null || id === undefined) return '—';
  return c.s.players.find((p) => p.id === id)?.name ?? String(id);
}

export function roundName(c: Ctx): string {
  const s = c.s;
  if (s.finished) return 'Game over';
  const r = s.round;
  if (r.kind === 'special') return roundKind(c, r.name).label;
  if (r.kind === 'auction') return 'Private auction';
  if (r.kind === 'stock') return `Stock round ${s.turn}`;
  return `Operating round ${s.turn}.${s.roundNum} of ${s.orsInSet}`;
}

/**
 * The players who must act now, as the banner and the players' list mark them. While a decision is pending that is
 * the one who decides it, though 18xx.games lists more as acting (1817 §5.5: the player starting an IPO places its
 * station while everyone waits on it); where nobody presides, all it lists.
 */
export function deciders(c: Ctx): PlayerId[] {
  if (c.s.finished) return [];
  const who = c.s.pending.length ? pendingActor(c) : null;
  return who !== null ? [who] : actingPlayers(c);
}

/** Who acts and what for, as the banner says it: "Alice (PRR)" and "lay track". */
export function turnLine(c: Ctx): { who: string; task: string } {
  const s = c.s;
  if (s.finished) return { who: '—', task: `game over${s.endReason ? ` (${s.endReason.replace(/_/g, ' ')})` : ''}` };
  const acting = deciders(c);
  const name = acting.map((id) => playerName(c, id)).join(', ');
  const r = s.round;
  const top = s.pending[s.pending.length - 1];
  if (top) return { who: name, task: pendingStep(c, top.kind).asks(c, top) };
  if (r.kind === 'special') return { who: name, task: roundKind(c, r.name).asks(c, r) };
  if (r.kind === 'auction') return { who: name, task: 'buy or bid on a private, or pass' };
  if (r.kind === 'stock') return { who: name, task: 'buy, sell or start a corporation, or pass' };
  const or = orRound(c);
  const k = operatingCorp(c);
  const own = k ? c.rules.steps?.[or.turn.step]?.asks?.(c, k) : undefined;
  const step = own ?? STEP_TASK[or.turn.step] ?? or.turn.step.replace(/_/g, ' ');
  return { who: `${name}${k ? ` (${k.sym})` : ''}`, task: step };
}

const STEP_TASK: Record<string, string> = {
  home_token: 'place the home station',
  track: 'lay or upgrade track',
  token: 'place a station token',
  route: 'run trains',
  dividend: 'pay or withhold the revenue',
  train: 'buy trains',
  company: 'buy private companies',
  issue: 'issue or redeem shares',
};

function players(c: Ctx): PlayerView[] {
  const acting = new Set(deciders(c));
  const limit = certLimit(c);
  return c.s.players.map((p) => {
    const key = playerKey(p.id);
    const byCorp = new Map<string, { percent: number; president: boolean }>();
    for (const cert of Object.values(c.s.certificates)) {
      if (cert.owner !== key) continue;
      const e = byCorp.get(cert.corp) ?? { percent: 0, president: false };
      e.percent += cert.percent;
      e.president ||= cert.president;
      byCorp.set(cert.corp, e);
    }
    const shares = [...byCorp].map(([sym, e]) => ({ sym, ...e }));
    const companies = Object.values(c.s.companies)
      .filter((co) => co.owner === key && !co.closed)
      .map((co) => co.sym);
    const holdings = [...shares.map((x) => `${x.sym} ${x.percent}%${x.president ? '*' : ''}`), ...companies].join(', ');
    return {
      id: String(p.id),
      name: p.name,
      cash: p.cash,
      holdings,
      value: playerValue(c, p.id),
      certs: numCerts(c, p.id),
      certLimit: limit,
      priority: c.s.priority === p.id,
      acting: acting.has(p.id),
      bankrupt: p.bankrupt,
      shares,
      companies,
    };
  });
}

function percentHeld(c: Ctx, sym: string, owner: string): number {
  let n = 0;
  for (const id of c.s.certOrder[sym] ?? []) {
    const cert = c.s.certificates[id];
    if (cert.owner === owner) n += cert.percent;
  }
  return n;
}

function corporations(c: Ctx): CorporationView[] {
  const operating = c.s.round.kind === 'operating' && !c.s.finished ? operatingCorp(c)?.sym : undefined;
  const defs = [...c.title.corporations, ...(c.title.minors ?? [])];
  const markers = c.rules.markers?.(c) ?? [];
  return defs.map((def) => {
    const k = c.s.corporations[def.sym];
    const companies = Object.values(c.s.companies)
      .filter((co) => co.owner === `c:${def.sym}` && !co.closed)
      .map((co) => co.sym);
    return {
      sym: def.sym,
      name: def.name,
      color: def.color,
      textColor: def.textColor,
      cash: k.cash,
      price: k.market ? price(c, k) : null,
      par: k.parPrice,
      trains: k.trains.map((id) => c.s.trains[id].variant),
      tokensLeft: k.tokens.filter((t) => !t.hex).length,
      tokensTotal: k.tokens.length,
      // Unsold shares: in 1830 they sit in the IPO; 1846 calls them the treasury (§6.3).
      ipoPercent: percentHeld(c, def.sym, ipoKey(def.sym)),
      poolPercent: percentHeld(c, def.sym, POOL),
      president: k.president !== null ? playerName(c, k.president) : null,
      floated: k.floated,
      operating: operating === def.sym,
      closed: k.closed,
      companies,
      minor: k.minor,
      markers: markers.filter((m) => m.corporation === def.sym).map((m) => m.company),
      loans: corporationLoans(c, k),
      shorts: shortCount(c, def.sym),
      zones: zonesAt(c, k),
      standing: c.rules.standing?.(c, def.sym) ?? null,
      tokenIncome: tokenIncome(c, def.sym),
    };
  });
}

function summary(c: Ctx): SummaryView {
  const ph = phaseDef(c);
  const depot: SummaryView['depot'] = [];
  for (const id of c.s.trainOrder) {
    const t = c.s.trains[id];
    if (t.owner !== 'depot') continue;
    const last = depot[depot.length - 1];
    if (last && last.name === t.name) last.count++;
    else depot.push({ name: t.name, price: trainDef(c, t).price, count: 1 });
  }
  const pool = depotTrains(c)
    .filter((t) => t.owner === POOL)
    .map((t) => `${t.variant} (${trainPrice(c, t)})`);
  const limit =
    typeof ph.trainLimit === 'number'
      ? String(ph.trainLimit)
      : Object.entries(ph.trainLimit)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ');
  const out: SummaryView = {
    bank: c.s.bank,
    phase: ph.name,
    trainLimit: limit,
    depot,
    pool,
    certLimit: certLimit(c),
    finished: c.s.finished,
    loans: interestBoard(c),
  };
  if (c.s.finished) out.result = c.s.players.map((p) => ({ name: p.name, value: playerValue(c, p.id) })).sort((a, b) => b.value - a.value);
  return out;
}

function prices(c: Ctx): Record<string, [number, number]> {
  const ks = Object.values(c.s.corporations).filter((k) => k.market && !k.closed);
  // Later arrivals on a cell stack under earlier ones (1830 §5.4: the first to arrive operates first).
  ks.sort((a, b) => a.marketSeq - b.marketSeq);
  return Object.fromEntries(ks.map((k) => [k.sym, [k.market![0], k.market![1]] as [number, number]]));
}

/**
 * The board: the state's hexes, with the companies' markers (1846 Steamboat, Meat Packing, Boomtown; 1870 cattle and
 * port) on the hexes they mark, in the colours of the corporation each serves, and the corporations' destinations
 * (1870): a marker until reached, then the destination station where it went on the map; 18NY's bonus and coal
 * tokens still to be taken; 1817's mines, bridges and ranches.
 */
function boardOf(c: Ctx): BoardState {
  const hexes = c.s.hexes as unknown as BoardState;
  const markers = (c.rules.markers?.(c) ?? []).filter((m) => m.hex && hexes[m.hex]);
  const destinations = (c.rules.destinations?.(c) ?? []).filter((d) => hexes[d.hex] && d.reached !== 'charter');
  const tokens = [...bonusMarkers(c), ...mineMarkers(c)].filter((t) => hexes[t.hex]);
  if (!markers.length && !destinations.length && !tokens.length) return hexes;
  const out: BoardState = { ...hexes };
  for (const t of tokens) out[t.hex] = { ...out[t.hex]!, markers: [...(out[t.hex]!.markers ?? []), t.marker] };
  for (const d of destinations) {
    const def = c.t.corporation.get(d.corporation);
    const h = (out[d.hex] = { ...out[d.hex]!, markers: [...(out[d.hex]!.markers ?? [])] });
    h.markers!.push({
      label: d.corporation,
      kind: d.reached === 'map' ? 'station' : 'destination',
      ...(def ? { color: def.color, ...(def.textColor ? { textColor: def.textColor } : {}) } : {}),
    });
  }
  for (const m of markers) {
    const def = m.corporation ? (c.t.corporation.get(m.corporation) ?? c.title.minors?.find((x) => x.sym === m.corporation)) : undefined;
    const icon = m.icon && c.t.hex.get(m.hex!)?.icons?.includes(m.icon) ? m.icon : undefined;
    const h = (out[m.hex!] = { ...out[m.hex!]!, markers: [...(out[m.hex!]!.markers ?? [])] });
    h.markers!.push({
      label: m.company,
      ...(icon ? { icon } : {}),
      ...(def ? { color: def.color, ...(def.textColor ? { textColor: def.textColor } : {}) } : {}),
    });
  }
  return out;
}

/** Fills the view store from a game (or empties it). */
export function syncGameView(view: View, game: Game | null): void {
  if (!game) {
    view.round = null;
    view.phase = null;
    view.turn = null;
    view.task = null;
    view.players = [];
    view.corporationViews = [];
    view.summary = null;
    view.board = {};
    view.hiddenIcons = {};
    view.prices = {};
    view.log = [];
    view.legalHexes = [];
    return;
  }
  const c = ctxOf(game);
  const line = turnLine(c);
  view.round = roundName(c);
  view.phase = phaseDef(c).name;
  view.turn = line.who;
  view.task = line.task;
  view.players = players(c);
  view.corporationViews = corporations(c);
  view.summary = summary(c);
  view.board = boardOf(c);
  const hidden = c.rules.hiddenIcons?.(c) ?? {};
  // The static map is redrawn only when this changes: keep the same object while it says the same.
  if (JSON.stringify(hidden) !== JSON.stringify(view.hiddenIcons)) view.hiddenIcons = hidden;
  view.prices = prices(c);
  view.log = game.state.log.map((l) => l.text);
}
