import type { Action } from '../../shared/engine/actions';
import type { GameState } from '../../shared/engine/state';

/**
 * Certainly illegal variants of a recorded action, for the fuzz test: wrong types (`"320"`, `620.5`, a string for a
 * list), out-of-range values, missing required fields, a share listed twice, fields no action has, ids that only an
 * inherited property would answer to, unknown ids, amounts the rules determine changed, another entity acting, and
 * actions the current step does not take. Each says what it changed, for the report.
 */
export interface Mutant {
  what: string;
  action: Action;
}

/** Metadata that does not change what an action does; mutating it proves nothing. */
const METADATA = new Set(['type', 'id', 'created_at', 'user', 'original_id', 'skip', 'auto_actions', 'entity_type']);

/** Fields each type requires (18xx.games `REQUIRED_ARGS`). */
const REQUIRED: Record<string, string[]> = {
  bid: ['price'],
  par: ['corporation', 'share_price'],
  buy_shares: ['shares'],
  sell_shares: ['shares'],
  lay_tile: ['hex', 'tile', 'rotation'],
  place_token: ['city'],
  run_routes: ['routes'],
  dividend: ['kind'],
  buy_train: ['train', 'price'],
  discard_train: ['train'],
  buy_company: ['company', 'price'],
  assign: ['target'],
};

const INHERITED_IDS = ['constructor', '__proto__', 'toString'];

/** Fields whose value the rules compute; any other value is illegal. */
function amountMutants(a: Record<string, unknown>, s: GameState): [string, unknown][] {
  const out: [string, unknown][] = [];
  if (a.type === 'buy_shares' || a.type === 'sell_shares') {
    // More than the shares hold (less may be a legal part-sale of a president's certificate).
    const shares = Array.isArray(a.shares) ? (a.shares as string[]) : [];
    const sum = shares.reduce((n, id) => n + (s.certificates[id]?.percent ?? 0), 0);
    out.push(['percent', sum + 10]);
    if (typeof a.share_price === 'number') out.push(['share_price', a.share_price + 1]);
  }
  if (a.type === 'run_routes') {
    out.push(['extra_revenue', 1000], ['subsidy', 5]);
    const routes = a.routes as Record<string, unknown>[];
    if (routes.length && typeof routes[0].revenue === 'number') {
      out.push(['routes', [{ ...routes[0], revenue: (routes[0].revenue as number) + 10 }, ...routes.slice(1)]]);
    }
  }
  return out;
}

/** Action types the round in progress never takes. */
function foreignTypes(s: GameState, a: Record<string, unknown>): Record<string, unknown>[] {
  const kind = s.round.kind;
  const by = { entity: a.entity, entity_type: a.entity_type, id: a.id };
  if (kind === 'operating') {
    return [
      { ...by, type: 'par', corporation: 'X', share_price: '100,0,0' },
      { ...by, type: 'bid', company: 'X', price: 100 },
      // At the train step bankruptcy may be legal (1830 §7.6): only elsewhere is it certainly not.
      ...(s.round.turn.step === 'train' ? [] : [{ ...by, type: 'bankrupt' }]),
    ];
  }
  return [
    { ...by, type: 'lay_tile', hex: 'A1', tile: '57', rotation: 0 },
    { ...by, type: 'run_routes', routes: [] },
    { ...by, type: 'dividend', kind: 'payout' },
    { ...by, type: 'bankrupt' },
    { ...by, type: 'buy_train', train: '2-0', price: 80 },
  ];
}

function otherEntities(s: GameState, a: Record<string, unknown>): unknown[] {
  if (a.entity_type === 'player') {
    const others = s.players.map((p) => p.id).filter((id) => id !== a.entity);
    return [others[0], 'nobody'].filter((x) => x !== undefined);
  }
  if (a.entity_type === 'corporation') {
    const others = Object.keys(s.corporations).filter((k) => k !== a.entity && !s.corporations[k].closed);
    return [others[0], 'NOBODY'].filter((x) => x !== undefined);
  }
  return [];
}

/** The mutants of one recorded action at the state it was made in. */
export function mutantsOf(action: Action, state: GameState): Mutant[] {
  const a = action as unknown as Record<string, unknown>;
  const out: Mutant[] = [];
  const withField = (what: string, field: string, value: unknown) => out.push({ what, action: { ...a, [field]: value } as unknown as Action });
  if (a.type === 'message' || a.type === 'log' || String(a.type).startsWith('program_')) {
    withField('message: not a string', 'message', 12);
    return out;
  }

  for (const [field, v] of Object.entries(a)) {
    if (METADATA.has(field)) continue;
    if (typeof v === 'number') {
      withField(`${field}: integer as string`, field, String(v));
      withField(`${field}: fraction`, field, v + 0.5);
      withField(`${field}: null`, field, null);
      withField(`${field}: list`, field, [v]);
      if (field !== 'entity') withField(`${field}: negative`, field, -1 - v);
    } else if (typeof v === 'string') {
      withField(`${field}: number for a string`, field, 7);
      withField(`${field}: list for a string`, field, [v]);
      withField(`${field}: empty`, field, '');
      withField(`${field}: unknown id`, field, `${v}#`);
      for (const id of INHERITED_IDS) withField(`${field}: inherited id`, field, id);
    } else if (Array.isArray(v)) {
      if (v.length) withField(`${field}: string for a list`, field, v[0]);
      if (v.length && field === 'shares') {
        withField(`${field}: duplicate`, field, [...v, v[0]]);
        withField(`${field}: empty list`, field, []);
      }
      if (v.length && field === 'routes') withField(`${field}: same train twice`, field, [...v, v[0]]);
      withField(`${field}: object`, field, { 0: v[0] });
    }
  }
  if (typeof a.rotation === 'number') {
    withField('rotation: out of range', 'rotation', 6);
    withField('rotation: out of range', 'rotation', -1);
  }
  if (a.type === 'buy_shares' || a.type === 'sell_shares') withField('percent: negative', 'percent', -11);
  for (const f of REQUIRED[a.type as string] ?? []) {
    const { [f]: _drop, ...rest } = a;
    void _drop;
    out.push({ what: `${f}: missing`, action: rest as unknown as Action });
  }
  out.push({ what: 'unknown field', action: { ...a, bogus: 1 } as unknown as Action });
  for (const [field, value] of amountMutants(a, state)) withField(`${field}: not the computed amount`, field, value);
  for (const e of otherEntities(state, a)) withField('entity: not the one acting', 'entity', e);
  for (const f of foreignTypes(state, a)) if (f.type !== a.type) out.push({ what: `wrong step: ${f.type as string}`, action: f as unknown as Action });
  return out;
}

/** Freezes a value deeply: any attempt to change it then throws. */
export function deepFreeze<T>(v: T): T {
  if (v && typeof v === 'object' && !Object.isFrozen(v)) {
    Object.freeze(v);
    for (const x of Object.values(v as object)) deepFreeze(x);
  }
  return v;
}
