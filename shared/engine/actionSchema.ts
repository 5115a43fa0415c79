/**
 * The 18xx.games action format as data, and its check. Every action reaches the rules only after `checkAction` has
 * found it well formed: known type, required fields present, every field of the type the format gives it (a price is
 * an integer, not "320" or 620.5), in range (a rotation is 0-5), lists not strings, no id listed twice. The fields are
 * those 18xx.games writes (`Action::*#args_to_h`, plus the metadata its exports carry), so exported games of every
 * title load (1870, 18NY and 1817 actions included), while a field no action has is refused rather than ignored.
 *
 * Hand-written rather than compiled from a JSON Schema at run time: the renderer runs under a CSP without
 * `unsafe-eval`, and this check runs on every action of every replay.
 */

/** What a field may hold. */
type Kind =
  | 'int' // any safe integer (revenue adjustments)
  | 'count' // a safe integer >= 0 (prices, ids, slots)
  | 'name' // a non-empty string of at most 200 characters (ids of hexes, tiles, shares, ...)
  | 'text' // any string of at most 10,000 characters (messages)
  | 'bool'
  | 'id' // a player id (integer or name) or an entity symbol
  | { range: readonly [number, number] }
  | { pattern: RegExp; what: string }
  | { list: Kind; unique?: boolean; max: number }
  | { oneOf: readonly Kind[] }
  | { record: Kind }
  | { object: TypeSpec };

interface TypeSpec {
  fields: Record<string, Kind>;
  required?: readonly string[];
}

const names = (max: number): Kind => ({ list: 'name', unique: true, max });

/** Fields every action may carry (`Action::Base#to_h` plus the export's own bookkeeping). */
const BASE: Record<string, Kind> = {
  type: 'name',
  entity: 'id',
  entity_type: { pattern: /^(player|corporation|company|minor)$/, what: 'player, corporation, company or minor' },
  id: 'count',
  user: 'id',
  created_at: 'count',
  skip: 'bool',
  original_id: 'count',
};

const ROUTE: TypeSpec = {
  fields: {
    train: 'name',
    connections: { list: { list: 'name', max: 100 }, max: 200 },
    hexes: { list: 'name', max: 200 },
    nodes: { list: 'name', max: 200 },
    revenue: 'count',
    revenue_str: 'text',
    subsidy: 'int',
    halts: 'count',
    abilities: names(20),
  },
  required: ['train'],
};

const PURCHASE_FOR: Record<string, Kind> = { purchase_for_type: 'name', purchase_for: 'name', borrow_from_type: 'name', borrow_from: 'name' };
const PERCENT: Kind = { range: [1, 100] };

/** The action types and their own fields, as 18xx.games writes them. */
export const ACTION_TYPES: Record<string, TypeSpec> = {
  pass: { fields: { reason: 'text' } },
  bid: { fields: { company: 'name', corporation: 'name', minor: 'name', price: 'count' }, required: ['price'] },
  par: {
    fields: { corporation: 'name', share_price: { pattern: /^\d{1,6},\d{1,3},\d{1,3}$/, what: 'a "price,row,column" string' }, slot: 'count', ...PURCHASE_FOR },
    required: ['corporation', 'share_price'],
  },
  buy_shares: {
    fields: {
      shares: names(20),
      percent: PERCENT,
      // 18xx.games writes the bundle's share price; some exports carry `false` there.
      share_price: { oneOf: ['count', 'bool'] },
      swap: 'name',
      total_price: 'count',
      discounter: 'name',
      ...PURCHASE_FOR,
    },
    required: ['shares'],
  },
  sell_shares: { fields: { shares: names(20), percent: PERCENT, share_price: 'count', swap: 'name' }, required: ['shares'] },
  lay_tile: { fields: { hex: 'name', tile: 'name', rotation: { range: [0, 5] }, combo_entities: names(10) }, required: ['hex', 'tile', 'rotation'] },
  place_token: { fields: { city: 'name', slot: 'count', cost: 'count', tokener: 'name', token_type: 'name' }, required: ['city'] },
  run_routes: { fields: { routes: { list: { object: ROUTE }, max: 20 }, extra_revenue: 'int', subsidy: 'int' }, required: ['routes'] },
  dividend: { fields: { kind: 'name', amount: 'count' }, required: ['kind'] },
  buy_train: {
    fields: {
      train: 'name',
      price: 'count',
      variant: 'name',
      exchange: 'name',
      shell: 'name',
      slots: { list: 'count', max: 10 },
      extra_due: 'bool',
      warranties: 'count',
    },
    required: ['train', 'price'],
  },
  discard_train: { fields: { train: 'name' }, required: ['train'] },
  scrap_train: { fields: { train: 'name' }, required: ['train'] },
  buy_company: { fields: { company: 'name', price: 'count' }, required: ['company', 'price'] },
  sell_company: { fields: { company: 'name', price: 'count' }, required: ['company', 'price'] },
  acquire_company: { fields: { company: 'name' }, required: ['company'] },
  assign: { fields: { target: 'name', target_type: 'name' }, required: ['target'] },
  bankrupt: { fields: { option: 'name' } },
  end_game: { fields: {} },
  choose: { fields: { choice: { oneOf: ['int', 'name'] } }, required: ['choice'] },
  take_loan: { fields: { loan: 'count' }, required: ['loan'] },
  payoff_loan: { fields: { loan: 'count' } },
  payoff_debt: { fields: {} },
  convert: { fields: {} },
  merge: { fields: { corporation: 'name', minor: 'name' } },
  short: { fields: { corporation: 'name' }, required: ['corporation'] },
  remove_token: { fields: { city: 'name', slot: 'count' }, required: ['city', 'slot'] },
  view_merge_options: { fields: {} },
  destination_connection: { fields: { corporations: names(50), minors: names(50), hexes: names(50) } },
  claim_hex_token: { fields: { hex: 'name', token_type: 'name' }, required: ['hex'] },
  message: { fields: { message: 'text' }, required: ['message'] },
  log: { fields: { message: 'text' } },
  undo: { fields: { action_id: 'count' } },
  redo: { fields: {} },
  program_enable: { fields: {} },
  program_disable: { fields: { reason: 'text', original_type: 'name' }, required: ['reason'] },
  program_share_pass: { fields: { unconditional: 'bool', indefinite: 'bool' } },
  program_close_pass: { fields: { unconditional: 'bool' } },
  program_buy_shares: {
    fields: { corporation: 'name', until_condition: { oneOf: ['count', 'name'] }, from_market: 'bool', auto_pass_after: 'bool' },
    required: ['corporation', 'until_condition'],
  },
  program_merger_pass: { fields: { corporations_by_round: { record: names(50) }, options: names(20) } },
  program_auction_bid: {
    fields: { bid_target: 'name', enable_maximum_bid: 'bool', maximum_bid: 'count', enable_buy_price: 'bool', buy_price: 'count', auto_pass_after: 'bool' },
    required: ['bid_target', 'maximum_bid', 'buy_price'],
  },
};

const MAX_AUTO_ACTIONS = 100;

/** A JSON value shown in a message, short. */
function show(v: unknown): string {
  if (v === undefined) return 'nothing';
  let s: string;
  try {
    s = JSON.stringify(v) ?? String(v);
  } catch {
    s = String(v);
  }
  return s.length > 40 ? `${s.slice(0, 37)}...` : s;
}

/**
 * Names that every JavaScript object answers to (`constructor`, `toString`, `__proto__`, ...). No 18xx id is one of
 * them, and an id that were could reach an inherited property through a lookup by id, so the format refuses them.
 */
const INHERITED = new Set(Object.getOwnPropertyNames(Object.prototype));

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const own = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

/** What is wrong and where, relative to the value checked; paths are built only for a value that fails. */
interface Problem {
  path: string;
  why: string;
}

const problem = (why: string): Problem => ({ path: '', why });

/** The problem of a part, seen from its parent: its key goes in front of the path. */
function under(key: string | number, p: Problem): Problem {
  p.path = p.path ? `${key}/${p.path}` : String(key);
  return p;
}

/** Each type's fields with the base fields, as maps (this check runs on every action of every replay). */
const fieldMaps = new WeakMap<TypeSpec, Map<string, Kind>>();
function fieldsOf(spec: TypeSpec, withBase: boolean): Map<string, Kind> {
  let m = fieldMaps.get(spec);
  if (!m) fieldMaps.set(spec, (m = new Map(Object.entries(withBase ? { ...BASE, ...spec.fields } : spec.fields))));
  return m;
}

/** Why `v` is not of kind `k`, or null. */
function whyNot(k: Kind, v: unknown): Problem | null {
  switch (k) {
    case 'int':
    case 'count':
      if (typeof v !== 'number' || !Number.isSafeInteger(v)) return problem(`must be an integer, not ${show(v)}`);
      return k === 'count' && v < 0 ? problem(`must not be negative (${v})`) : null;
    case 'name':
      if (typeof v !== 'string') return problem(`must be a string, not ${show(v)}`);
      if (!v.length || v.length > 200) return problem('must be 1 to 200 characters long');
      return INHERITED.has(v) ? problem(`${show(v)} is not an id`) : null;
    case 'text':
      if (typeof v !== 'string') return problem(`must be a string, not ${show(v)}`);
      return v.length > 10000 ? problem('longer than 10000 characters') : null;
    case 'bool':
      return typeof v === 'boolean' ? null : problem(`must be true or false, not ${show(v)}`);
    case 'id':
      if (typeof v === 'number') return Number.isSafeInteger(v) ? null : problem(`must be an integer or a name, not ${show(v)}`);
      if (typeof v !== 'string' || !v.length || v.length > 200) return problem(`must be an integer or a name, not ${show(v)}`);
      return INHERITED.has(v) ? problem(`${show(v)} is not an id`) : null;
  }
  if ('list' in k) {
    if (!Array.isArray(v)) return problem(`must be a list, not ${show(v)}`);
    if (v.length > k.max) return problem(`more than ${k.max} entries`);
    const seen = k.unique && v.length > 1 ? new Set<unknown>() : null;
    for (let i = 0; i < v.length; i++) {
      const p = whyNot(k.list, v[i]);
      if (p) return under(i, p);
      if (seen) {
        if (seen.has(v[i])) return under(i, problem(`${show(v[i])} is listed twice`));
        seen.add(v[i]);
      }
    }
    return null;
  }
  if ('range' in k) {
    const [lo, hi] = k.range;
    if (typeof v !== 'number' || !Number.isSafeInteger(v)) return problem(`must be an integer, not ${show(v)}`);
    return v < lo || v > hi ? problem(`must be ${lo} to ${hi}, not ${v}`) : null;
  }
  if ('pattern' in k) return typeof v === 'string' && k.pattern.test(v) ? null : problem(`must be ${k.what}, not ${show(v)}`);
  if ('oneOf' in k) return k.oneOf.some((x) => whyNot(x, v) === null) ? null : problem(`unexpected value ${show(v)}`);
  if ('record' in k) {
    if (!isObject(v)) return problem(`must be an object, not ${show(v)}`);
    for (const key of Object.keys(v)) {
      const p = whyNot(k.record, v[key]);
      if (p) return under(key, p);
    }
    return null;
  }
  return whyNotFields(k.object, v, false);
}

/** Why `v` is not an object of the spec's fields (with the base fields for an action), or null. */
function whyNotFields(spec: TypeSpec, v: unknown, action: boolean): Problem | null {
  if (!isObject(v)) return problem(`must be an object, not ${show(v)}`);
  for (const f of spec.required ?? []) if (v[f] === undefined || !own(v, f)) return under(f, problem('required'));
  const fields = fieldsOf(spec, action);
  for (const key in v) {
    // The automatic actions are checked as actions of their own (checkAction).
    if (action && key === 'auto_actions') continue;
    const kind = fields.get(key);
    if (kind === undefined) return under(key, problem(action ? `not a field of a ${String(v.type)} action` : 'not a field of this entry'));
    // 18xx.games writes `original_id: null` on some actions; null means absent only there.
    if (key === 'original_id' && v[key] === null) continue;
    const p = whyNot(kind, v[key]);
    if (p) return under(key, p);
  }
  return null;
}

const MESSAGE = (p: Problem) => (p.path ? `${p.path}: ${p.why}` : p.why);

/**
 * Why the action is not a well-formed 18xx.games action, or null when it is: `<field path>: <why>`
 * (`shares/1: "PRR_2" is listed twice`, `rotation: must be 0 to 5, not 6`).
 */
export function checkAction(a: unknown): string | null {
  // Nearly every action is well formed: a yes/no check compiled from the same specs answers first, and the
  // explaining walk runs only for an action it refuses (it was a tenth of a warm replay's time).
  if (validAction(a, false)) return null;
  const p = whyNotAction(a, false);
  return p ? MESSAGE(p) : null;
}

/** `checkAction` without the quick check: the reference the quick check is tested against. */
export function explainAction(a: unknown): string | null {
  const p = whyNotAction(a, false);
  return p ? MESSAGE(p) : null;
}

/** Is `v` of the kind? Exactly `whyNot(k, v) === null`, as a function built once per kind. */
type Valid = (v: unknown) => boolean;

const isName = (v: unknown): boolean => typeof v === 'string' && v.length > 0 && v.length <= 200 && !INHERITED.has(v);
const isInt = (v: unknown): boolean => typeof v === 'number' && Number.isSafeInteger(v);

function validOf(k: Kind): Valid {
  switch (k) {
    case 'int':
      return isInt;
    case 'count':
      return (v) => isInt(v) && (v as number) >= 0;
    case 'name':
      return isName;
    case 'text':
      return (v) => typeof v === 'string' && v.length <= 10000;
    case 'bool':
      return (v) => typeof v === 'boolean';
    case 'id':
      return (v) => (typeof v === 'number' ? Number.isSafeInteger(v) : isName(v));
  }
  if ('list' in k) {
    const item = validOf(k.list);
    const { max, unique } = k;
    return (v) => {
      if (!Array.isArray(v) || v.length > max) return false;
      for (let i = 0; i < v.length; i++) {
        if (!item(v[i])) return false;
        // Lists are short (at most a few dozen): comparing with the earlier entries beats building a set.
        if (unique) for (let j = 0; j < i; j++) if (v[j] === v[i]) return false;
      }
      return true;
    };
  }
  if ('range' in k) {
    const [lo, hi] = k.range;
    return (v) => isInt(v) && (v as number) >= lo && (v as number) <= hi;
  }
  if ('pattern' in k) {
    const { pattern } = k;
    return (v) => typeof v === 'string' && pattern.test(v);
  }
  if ('oneOf' in k) {
    const options = k.oneOf.map(validOf);
    return (v) => options.some((o) => o(v));
  }
  if ('record' in k) {
    const value = validOf(k.record);
    return (v) => isObject(v) && Object.keys(v).every((key) => value(v[key]));
  }
  const fields = validFieldsOf(k.object, false);
  return (v) => fields(v);
}

/** `whyNotFields(spec, v, action) === null` as a function built once per spec. */
function validFieldsOf(spec: TypeSpec, action: boolean): Valid {
  const required = spec.required ?? [];
  const fields = new Map<string, Valid>();
  for (const [key, kind] of fieldsOf(spec, action)) fields.set(key, validOf(kind));
  return (v) => {
    if (!isObject(v)) return false;
    // Indexed: run on every action, mostly interpreted in a cold replay (`NO_ITERATOR`, entities.ts).
    for (let i = 0; i < required.length; i++) if (v[required[i]] === undefined || !own(v, required[i])) return false;
    for (const key in v) {
      if (action && key === 'auto_actions') continue;
      const valid = fields.get(key);
      if (valid === undefined) return false;
      if (key === 'original_id' && v[key] === null) continue;
      if (!valid(v[key])) return false;
    }
    return true;
  };
}

const VALID_ACTION = new Map(Object.entries(ACTION_TYPES).map(([type, spec]) => [type, validFieldsOf(spec, true)]));

/** `whyNotAction(a, auto) === null`, quickly. */
function validAction(a: unknown, auto: boolean): boolean {
  if (!isObject(a)) return false;
  const type = a.type;
  if (typeof type !== 'string' || !own(ACTION_TYPES, type)) return false;
  if (a.entity === undefined || a.entity_type === undefined) return false;
  if (!VALID_ACTION.get(type)!(a)) return false;
  const autos = a.auto_actions;
  if (autos === undefined) return true;
  if (auto || !Array.isArray(autos) || autos.length > MAX_AUTO_ACTIONS) return false;
  for (let i = 0; i < autos.length; i++) if (!validAction(autos[i], true)) return false;
  return true;
}

function whyNotAction(a: unknown, auto: boolean): Problem | null {
  if (!isObject(a)) return problem(`an action must be an object, not ${show(a)}`);
  const type = a.type;
  if (typeof type !== 'string') return under('type', problem(`must be a string, not ${show(type)}`));
  if (!own(ACTION_TYPES, type)) return under('type', problem(`unknown action type ${show(type)}`));
  if (a.entity === undefined) return under('entity', problem('required'));
  if (a.entity_type === undefined) return under('entity_type', problem('required'));
  const p = whyNotFields(ACTION_TYPES[type], a, true);
  if (p) return p;
  const autos = a.auto_actions;
  if (autos === undefined) return null;
  if (auto) return under('auto_actions', problem('an automatic action has no automatic actions of its own'));
  if (!Array.isArray(autos)) return under('auto_actions', problem(`must be a list, not ${show(autos)}`));
  if (autos.length > MAX_AUTO_ACTIONS) return under('auto_actions', problem(`more than ${MAX_AUTO_ACTIONS} entries`));
  for (let i = 0; i < autos.length; i++) {
    const w = whyNotAction(autos[i], true);
    if (w) return under('auto_actions', under(i, w));
  }
  return null;
}

/** How an action is named in messages: `action 12 (buy_shares by 3)`, safe for any input. */
export function describeAction(a: unknown): string {
  if (!isObject(a)) return 'action';
  const type = typeof a.type === 'string' && a.type.length <= 40 ? a.type : 'action';
  const by = typeof a.entity === 'number' || (typeof a.entity === 'string' && a.entity.length <= 40) ? ` by ${a.entity}` : '';
  return typeof a.id === 'number' && Number.isSafeInteger(a.id) ? `action ${a.id} (${type}${by})` : `${type}${by}`;
}
