import type { Action, ActionOf } from '../../engine/actions';
import { graph } from '../../engine/board';
import type { Ctx } from '../../engine/context';
import { corp, log } from '../../engine/entities';
import { pay } from '../../engine/transfer/cash';
import { moveRight, price } from '../../engine/market';
import { check } from '../../engine/result';
import { orTurn } from '../../engine/rounds/or/common';
import { payShareholders } from '../../engine/rounds/or/dividend';
import type { OrStep } from '../../engine/rounds/or/steps';
import type { LegalOffer } from '../../engine/legal';
import { scoreRoutes } from '../../engine/routes';
import { corpKey, type CorporationState, type OperatingRound } from '../../engine/state';
import { stopsBetween } from '../../graph/reach';
import { state1870, type Connection } from './state';
import { reorderRemaining } from './order';
import { atClosingPrice } from './close';
import { besideSlot, destinationSlot, takesCitySpace } from './stationWars';
import { addToken, liftStation, placeStation } from '../../engine/transfer/tokens';

/**
 * Destinations and connection runs (1870 destinations). Each corporation has a destination marked on the map. After
 * every corporation's turn (and before the first turn of an operating round) the engine checks which corporations
 * could now run a train from home to destination; for each, in operating order, a connection run follows at once:
 * the destination station goes on the map (the destination then pays double at a route's end) or on the charter, one
 * run is made with at least one train from home to destination, and its revenue is paid out (price one step right)
 * or withheld (no price move). Recorded games carry the check as an automatic `destination_connection` action, which
 * is compared with the engine's own finding.
 */

const conn = (c: Ctx): Connection => state1870(c).connection;

const destinationOf = (c: Ctx, sym: string) => c.t.corporation.get(sym)?.destination;

/** The longest distance among the corporation's trains (a diesel's 999 included). */
function longestTrain(c: Ctx, k: CorporationState): number {
  let most = 0;
  for (const id of k.trains) {
    const t = c.s.trains[id];
    if (t.rusted) continue;
    const d = c.t.train.get(t.name)?.distance;
    if (typeof d === 'number') most = Math.max(most, d);
  }
  return most;
}

/**
 * Could the corporation run a train from its home station to its (not yet reached) destination? Asked for every
 * corporation after every turn. A run from home is a route, and a route reaches only what the corporation's network
 * does: where the network is at hand and does not reach the destination, there is none. A search that found none is
 * not made again while the hexes it read stand (`stopsBetween`, shared/graph/reach.ts).
 */
export function canReachDestination(c: Ctx, k: CorporationState): boolean {
  const dest = destinationOf(c, k.sym);
  if (!dest || !k.floated || k.closed || state1870(c).destinations[k.sym]) return false;
  const home = k.tokens[0];
  if (!home?.hex || !k.trains.length) return false;
  const limit = longestTrain(c, k);
  if (!limit) return false;
  const g = graph(c);
  const to = g.nodeId(g.hex(home.hex), home.stop);
  const from = g.nodeId(g.hex(dest), 0);
  const network = g.currentConnectivity(k.sym);
  if (network && !network.nodes[from]) return false;
  return stopsBetween(g, from, to, k.sym, limit) !== null;
}

/** Unrecorded checks kept at most (a log that records none must not make the state grow). */
const KEEP_CHECKS = 4;

function noteCheck(c: Ctx, by: string, found: string[]): void {
  const checks = (conn(c).checks ??= []);
  checks.push({ by, found });
  if (checks.length > KEEP_CHECKS) checks.splice(0, checks.length - KEEP_CHECKS);
}

/**
 * Checks every corporation of the round (the operating one first) and queues the runs now possible. At the start of
 * a turn other than the round's first nothing can have changed since the last turn's check: that check finds
 * nothing, but is made (and recorded) as 18xx.games makes it.
 */
function checkConnections(c: Ctx, k: CorporationState, key: string, full: boolean): void {
  const st = conn(c);
  if (st.checked === key) return;
  st.checked = key;
  if (!full) return noteCheck(c, k.sym, []);
  const order = (c.s.round as OperatingRound).order;
  const found = [k.sym, ...order.filter((s) => s !== k.sym)].filter((s) => canReachDestination(c, corp(c, s)));
  noteCheck(c, k.sym, found);
  for (const sym of found) log(c, `-- ${sym} can connect to its destination --`);
  st.runs.push(...found);
}

/**
 * The steps that hold connection runs: one before the first corporation's turn of a round, one after every turn.
 * While runs are due the step is active and takes the running corporation's actions.
 */
function connectionStep(name: string, atStart: boolean): OrStep {
  return {
    name,
    active(c, k) {
      // A corporation closing in its turn (its price at $0) ends it there: no check follows (as 18xx.games skips it).
      if (k.closed || atClosingPrice(c, k)) return false;
      const r = c.s.round as OperatingRound;
      checkConnections(c, k, `${c.s.turn}.${c.s.roundNum}.${r.index}.${name}`, !atStart || r.index === 0);
      const st = conn(c);
      if (st.runs.length) st.step = name;
      return st.runs.length > 0;
    },
    accepts: (c, _k, a) => {
      const st = conn(c);
      return st.runs.length > 0 && a.entity === st.runs[0] && a.type === STAGE_ACTION[st.stage];
    },
    offers: (c) => [STAGE_ACTION[conn(c).stage]],
    process: (c, a) => processRun(c, a),
    legal: (_game, c, _k, ok) => runOffers(c, ok),
    asks: (c) => `make ${conn(c).runs[0]}'s connection run: ${STAGE_ASKS[conn(c).stage]}`,
  };
}

/**
 * What the running corporation may do at its run's stage: put its destination station on the map or the charter,
 * run its trains (the routes are its president's to draw), pay out or withhold; each choice checked by a dry run.
 */
function runOffers(c: Ctx, ok: (a: Record<string, unknown>) => boolean): LegalOffer[] {
  const st = conn(c);
  const sym = st.runs[0];
  if (!sym) return [];
  const base = { entity: sym, entity_type: 'corporation' };
  if (st.stage === 'token') {
    const choices = ['Map', 'Charter'].filter((choice) => ok({ type: 'choose', ...base, choice }));
    return choices.length ? [{ type: 'choose', entity: sym, entityType: 'corporation', choices }] : [];
  }
  if (st.stage === 'route') {
    const trains = corp(c, sym).trains.filter((id) => !c.s.trains[id].rusted);
    return [{ type: 'run_routes', entity: sym, trains }];
  }
  const kinds = ['payout', 'withhold'].filter((kind) => ok({ type: 'dividend', ...base, kind }));
  return kinds.length ? [{ type: 'dividend', entity: sym, kinds, revenue: st.revenue }] : [];
}

const STAGE_ACTION = { token: 'choose', route: 'run_routes', dividend: 'dividend' } as const;
const STAGE_ASKS = {
  token: 'its destination station goes on the map or on the charter',
  route: 'run a train from home to destination',
  dividend: 'pay out (price one step right) or withhold (no move)',
} as const;

export const connectionStartStep = connectionStep('connection_start', true);
export const connectionEndStep = connectionStep('connection_end', false);

function processRun(c: Ctx, a: Action): void {
  const st = conn(c);
  const k = corp(c, st.runs[0]);
  if (st.stage === 'token') return chooseStation(c, k, a as ActionOf<'choose'>);
  if (st.stage === 'route') return connectionRoute(c, k, a as ActionOf<'run_routes'>);
  connectionDividend(c, k, a as ActionOf<'dividend'>);
}

/** The destination station: on the map with the doubling, or on the charter without it (only there if already on the map). */
function chooseStation(c: Ctx, k: CorporationState, a: ActionOf<'choose'>): void {
  const dest = destinationOf(c, k.sym)!;
  const h = c.s.hexes[dest];
  const already = h.tokens.some((slots) => slots.includes(k.sym));
  const choices = already ? ['Charter'] : ['Map', 'Charter'];
  check(choices.includes(String(a.choice)), () => `${k.sym}'s destination station goes on: ${choices.join(' or ')}`);
  if (a.choice === 'Map') {
    // The station takes no slot: it stands beside the city's own slots (in station wars it takes an open one).
    placeStation(c, k, addToken(k, 100), dest, 0, destinationSlot(c, dest, k.sym));
    state1870(c).destinations[k.sym] = 'map';
    log(c, `${k.sym} places its destination station on ${dest}`);
  } else {
    addToken(k, 100);
    state1870(c).destinations[k.sym] = 'charter';
    log(c, `${k.sym} puts its destination station on the charter, forfeiting the bonus`);
  }
  for (const id of k.trains) c.s.trains[id].operated = false;
  conn(c).stage = 'route';
}

/**
 * The run: the corporation's trains, at least one of them exactly from home to destination (checked with the routes
 * by the title's route rules, ./routes.ts, which the best-routes search uses too).
 */
function connectionRoute(c: Ctx, k: CorporationState, a: ActionOf<'run_routes'>): void {
  for (const r of a.routes) check(k.trains.includes(r.train), () => `${k.sym} cannot run train ${r.train}`);
  const scored = scoreRoutes(c, k, a.routes);
  conn(c).revenue = scored.total;
  log(c, `${k.sym} runs to its destination for ${scored.total}`);
  conn(c).stage = 'dividend';
}

/** Paid out (the price moves one step right) or withheld (no move). */
function connectionDividend(c: Ctx, k: CorporationState, a: ActionOf<'dividend'>): void {
  const st = conn(c);
  check(a.kind === 'payout' || a.kind === 'withhold', () => `a connection run is paid out or withheld, not ${a.kind}`);
  if (a.kind === 'payout') {
    payShareholders(c, k, st.revenue);
    if (st.revenue > 0) moveRight(c, k);
    log(c, `${k.sym} pays ${st.revenue}; price ${price(c, k)}`);
  } else {
    if (st.revenue) pay(c, 'bank', corpKey(k.sym), st.revenue);
    log(c, `${k.sym} withholds ${st.revenue}`);
  }
  reorderRemaining(c);
  st.runs.shift();
  st.stage = 'token';
  st.revenue = 0;
  if (!st.runs.length && c.s.round.kind === 'operating') orTurn(c).done.push(st.step);
}

/**
 * A recorded check: it must name the corporations the engine's own check by the same corporation found (the checks
 * made before it that the log does not record are dropped; a log may record an empty check the engine did not make).
 */
export function recordedConnection(c: Ctx, a: ActionOf<'destination_connection'>): void {
  const checks = (conn(c).checks ??= []);
  const names = a.corporations ?? [];
  const at = checks.findIndex((x) => x.by === a.entity);
  const found = at < 0 ? [] : checks[at].found;
  check(names.join() === found.join(), () => `the log has connection runs for ${names.join(', ') || 'none'}, the engine finds ${found.join(', ') || 'none'}`);
  if (at >= 0) checks.splice(0, at + 1);
}

/**
 * Live play records each check as 18xx.games does: an automatic `destination_connection` naming what it found (also
 * the check after the action that ends the operating rounds and so the game).
 */
export function connectionAutoActions(c: Ctx): Action[] {
  // A game that ends at once (a bankruptcy, $400) ends before the checks of that turn; one that ends with its set of
  // operating rounds ends after them.
  if (c.s.finished && c.s.gameEnd?.timing === 'immediate') return [];
  return (conn(c).checks ?? []).map((x) => ({ type: 'destination_connection', entity: x.by, entity_type: 'corporation', corporations: [...x.found] }));
}

/** Who acts in a connection run, and the step names 18xx.games shows. */
export function connectionRunner(c: Ctx): string | null {
  return conn(c).runs[0] ?? null;
}

export const CONNECTION_STEP_NAMES = { token: 'ConnectionToken', route: 'ConnectionRoute', dividend: 'ConnectionDividend' } as const;
export const connectionStage = (c: Ctx) => conn(c).stage;

/**
 * A destination station stands beside the city's slots, also after an upgrade that adds slots (the new slots stay
 * open): after each tile lay on a destination, its stations move back beyond the printed slots (except in station
 * wars, ./stationWars.ts, where they move into the new slots).
 */
export function keepDestinationStationsExtra(c: Ctx, hex: string): void {
  const dests = state1870(c).destinations;
  // Looked at only for a destination with its station on the map there (after every lay: most are elsewhere).
  for (const sym in dests) {
    if (dests[sym] !== 'map' || destinationOf(c, sym) !== hex || takesCitySpace(c, sym)) continue;
    const slots = graph(c).shapeAt(graph(c).hex(hex)).slots[0] ?? 0;
    const at = c.s.hexes[hex].tokens[0].indexOf(sym);
    if (at < 0 || at >= slots) continue;
    const k = corp(c, sym);
    const token = k.tokens.find((t) => t.hex === hex && t.stop === 0)!;
    liftStation(c, k, token);
    placeStation(c, k, token, hex, 0, besideSlot(c, hex));
  }
}
