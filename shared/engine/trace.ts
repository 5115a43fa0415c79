import type { Action } from './actions';
import type { Ctx } from './context';
import { actingPlayers, context, currentEntity } from './game';
import { replay, type ReplayFailure } from './replay';
import type { GameSetup } from './setup';
import type { TitleDef } from '../title/types';
import type { TitleRules } from './hooks';
import { price } from './market';
import { nextDepotTrain, phaseDef } from './trains';
import { playerValue } from './value';
import { topPending } from './pending';
import { pendingStep } from './pendingSteps';
import { roundKind } from './rounds/titleRounds';
import { corpKey, playerKey, type PlayerId } from './state';

/**
 * A snapshot of the state in the shape of the reference traces (`shared/reference/traces`), for diffing the engine
 * against the recorded games action by action.
 */
export interface TraceSnapshot {
  round: string;
  turn: number;
  round_num: number;
  step: string | null;
  acting: PlayerId[];
  current_entity: number | string | null;
  phase: string;
  bank: number | null;
  depot: string | null;
  finished: boolean;
  players: { id: PlayerId; cash: number; value: number; shares: Record<string, number>; companies: string[] }[];
  corporations: Record<
    string,
    { cash: number; price: number | null; trains: string[]; tokens: string[]; companies: string[]; president: PlayerId | null; closed?: boolean }
  >;
}

const ROUND: Record<string, string> = { auction: 'Round::Auction', stock: 'Round::Stock', operating: 'Round::Operating' };
const STEP: Record<string, string> = {
  home_token: 'HomeToken',
  track: 'Track',
  token: 'Token',
  route: 'Route',
  dividend: 'Dividend',
  train: 'BuyTrain',
  company: 'BuyCompany',
  special_token: 'SpecialToken',
};

export function traceSnapshot(c: Ctx): TraceSnapshot {
  const s = c.s;
  let step: string | null = null;
  if (s.round.kind === 'stock') step = 'BuySellParShares';
  else if (s.round.kind === 'auction') step = 'WaterfallAuction';
  else if (s.round.kind === 'special') step = roundKind(c, s.round.name).traceStep?.(c, s.round) ?? null;
  else step = STEP[s.round.turn.step] ?? s.round.turn.step;
  const players = s.players.map((p) => {
    const shares: Record<string, number> = {};
    // A president's certificate that came with a private before its par price is set (1830 B&O) is not shown yet.
    for (const cert of Object.values(s.certificates))
      if (cert.owner === playerKey(p.id) && !(cert.president && !s.corporations[cert.corp]?.ipoed)) shares[cert.corp] = (shares[cert.corp] ?? 0) + cert.percent;
    const companies = Object.values(s.companies)
      .filter((co) => co.owner === playerKey(p.id) && !co.closed)
      .map((co) => co.sym);
    return { id: p.id, cash: p.cash, value: playerValue(c, p.id), shares, companies };
  });
  const corporations: TraceSnapshot['corporations'] = {};
  for (const k of Object.values(s.corporations)) {
    if (!k.ipoed && !k.floated) continue;
    corporations[k.sym] = {
      cash: k.cash,
      price: k.market ? price(c, k) : null,
      trains: k.trains.map((id) => s.trains[id].variant),
      tokens: k.tokens.filter((t) => t.hex).map((t) => t.hex!),
      companies: Object.values(s.companies)
        .filter((co) => co.owner === corpKey(k.sym) && !co.closed)
        .map((co) => co.sym),
      president: k.president,
      ...(k.closed ? { closed: true } : {}),
    };
  }
  const top = topPending(c);
  if (top) step = pendingStep(c, top.kind).traceName ?? top.kind;
  const names = c.rules.roundNames?.(c);
  if (names?.step) step = names.step;
  return {
    round: names?.round ?? (s.round.kind === 'special' ? roundKind(c, s.round.name).traceName : ROUND[s.round.kind]),
    turn: s.turn,
    round_num: s.roundNum,
    step: s.finished ? null : step,
    acting: actingPlayers(c),
    current_entity: names?.entity ?? (top && pendingStep(c, top.kind).traceEntity?.(c, top)) ?? currentEntity(c),
    phase: phaseDef(c).name,
    bank: s.bank,
    depot: nextDepotTrain(c)?.name ?? null,
    finished: s.finished,
    players,
    corporations,
  };
}

/** Differences between our snapshot and a reference trace line: `field: ours != theirs`. */
// A reference trace line is JSON read from a file: its shape is checked field by field as it is compared.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TraceLine = Record<string, any>;

export function diffTrace(ours: TraceSnapshot, ref: TraceLine): string[] {
  const out: string[] = [];
  const cmp = (path: string, a: unknown, b: unknown) => {
    if (JSON.stringify(a ?? null) !== JSON.stringify(b ?? null)) out.push(`${path}: ${JSON.stringify(a)} != ${JSON.stringify(b)}`);
  };
  cmp('round', ours.round, ref.round);
  cmp('turn', ours.turn, ref.turn);
  cmp('round_num', ours.round_num, ref.round_num);
  cmp('phase', ours.phase, ref.phase);
  cmp('bank', ours.bank, ref.bank);
  cmp('finished', ours.finished, ref.finished);
  if (!ref.finished) {
    cmp('acting', [...ours.acting].sort(), [...(ref.acting ?? [])].sort());
    cmp('current_entity', ours.current_entity, ref.current_entity);
    if (ref.step) cmp('step', ours.step, ref.step);
  }
  cmp('depot', ours.depot, ref.depot);
  for (const rp of ref.players ?? []) {
    const op = ours.players.find((p) => p.id === rp.id);
    if (!op) {
      out.push(`player ${rp.id} missing`);
      continue;
    }
    cmp(`player ${rp.id} cash`, op.cash, rp.cash);
    cmp(`player ${rp.id} value`, op.value, rp.value);
    if (rp.shares) cmp(`player ${rp.id} shares`, sortObj(op.shares), sortObj(rp.shares));
    if (rp.companies) cmp(`player ${rp.id} companies`, [...op.companies].sort(), [...rp.companies].sort());
  }
  for (const [sym, rc] of Object.entries<TraceLine>(ref.corporations ?? {})) {
    const oc = ours.corporations[sym];
    if (!oc) {
      out.push(`corporation ${sym} missing`);
      continue;
    }
    cmp(`${sym} cash`, oc.cash, rc.cash);
    cmp(`${sym} price`, oc.price, rc.price);
    cmp(`${sym} trains`, [...oc.trains].sort(), [...(rc.trains ?? [])].sort());
    cmp(`${sym} tokens`, [...oc.tokens].sort(), [...(rc.tokens ?? [])].sort());
    cmp(`${sym} companies`, [...oc.companies].sort(), [...(rc.companies ?? [])].sort());
    cmp(`${sym} president`, oc.president, rc.president);
  }
  return out;
}

function sortObj(o: Record<string, number>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(o)
      .filter(([, v]) => v)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/** Where a replay first differs from a reference trace: the action after which the states differ, and how. */
export interface TraceDifference {
  index: number;
  action: Action;
  lines: string[];
}

/**
 * Replays a log and compares the state after every effective action with the reference trace (line 0 is the state
 * after set-up, line i + 1 the state after action i); returns up to `max` differences, the replay's failure if any,
 * and how many actions were compared.
 */
export function compareWithTrace(
  title: TitleDef,
  rules: TitleRules,
  setup: GameSetup,
  log: readonly Action[],
  trace: readonly TraceLine[],
  max = 1,
): { differences: TraceDifference[]; failure: ReplayFailure | null; compared: number } {
  const differences: TraceDifference[] = [];
  let compared = 0;
  const r = replay(title, rules, setup, log, (g, a, i) => {
    if (differences.length >= max) return;
    const ref = trace[i + 1];
    if (!ref) return;
    compared++;
    if (ref.id !== a.id) {
      differences.push({ index: i, action: a, lines: [`action id ours ${a.id} != trace ${ref.id}`] });
      return;
    }
    const d = diffTrace(traceSnapshot(context(g)), ref);
    if (d.length) differences.push({ index: i, action: a, lines: d });
  });
  return { differences, failure: r.failure, compared };
}
