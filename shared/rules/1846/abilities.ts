import type { Action, ActionOf } from '../../engine/actions';
import type { Ctx } from '../../engine/context';
import { graph, hexChanged } from '../../engine/board';
import { corp, log, playerOfKey } from '../../engine/entities';
import { abilityLayOptions, legalActions, legalTileOptions, whyIllegal, type LegalOffer } from '../../engine/legal';
import { pendingOf, pushPending, resolvePending, type PendingStep } from '../../engine/pending';
import { check } from '../../engine/result';
import { resolveCity } from '../../engine/tiles';
import { layTile, tileOptions } from '../../engine/rounds/or/track';
import { orTurn } from '../../engine/rounds/or/common';
import type { OrStep } from '../../engine/rounds/or/steps';
import { corpKey, type PlayerId } from '../../engine/state';
import { freeSlot } from '../../graph/tokens';
import { assignmentsOf } from './routes';
import { exitsOf, littleMiamiAfter, littleMiamiBefore, LITTLE_MIAMI, type SpecialLaid } from './littleMiami';
import { addToken, placeStation } from '../../engine/transfer/tokens';

/**
 * Privates' special abilities in 1846 (§ Private companies): extra tile lays (Lake Shore Line, Michigan Central,
 * Ohio & Indiana, Little Miami), the C&WI station in Chicago, and the markers (Steamboat, Meat Packing, Boomtown).
 */

const companyOwnedBy = (c: Ctx, sym: string, corpSym: string) => {
  const co = c.s.companies[sym];
  return !!co && !co.closed && co.owner === corpKey(corpSym);
};

function abilityIndex(c: Ctx, sym: string, type: string): number {
  return (c.t.company.get(sym)?.abilities ?? []).findIndex((a) => a.type === type);
}

/** Uses left of a counted ability. */
export function usesLeft(c: Ctx, sym: string, type: string): number {
  const i = abilityIndex(c, sym, type);
  if (i < 0) return 0;
  const a = c.t.company.get(sym)!.abilities![i] as { count?: number };
  return c.s.companies[sym].uses[i] ?? a.count ?? Infinity;
}

function use(c: Ctx, sym: string, type: string, n = 1): void {
  const i = abilityIndex(c, sym, type);
  c.s.companies[sym].uses[i] = usesLeft(c, sym, type) - n;
}

/**
 * Do the tiles on hexes a and b connect across their common side (a path of each ends there)? 18xx.games reads
 * "must connect to each other" the same way: a path of one tile meets a path of the other.
 */
function tilesMeet(c: Ctx, a: string, b: string): boolean {
  const g = graph(c);
  const ha = g.hex(a);
  const hb = g.hex(b);
  for (let e = 0; e < 6; e++) {
    if (g.nbr[ha * 6 + e] !== hb) continue;
    if (g.rotatedAt(ha).byEdge[e]!.length > 0 && g.rotatedAt(hb).byEdge[(e + 3) % 6]!.length > 0) return true;
  }
  return false;
}

/**
 * A company's extra tile lays; several lays of one company must follow each other (else the rest is forfeit).
 * Michigan Central's and Ohio & Indiana's two tiles, when both are laid, must connect to each other (1846 §6.47
 * exceptions; Little Miami's need not: `connect: false`, it has rules of its own, ./littleMiami.ts). The connection
 * checks are live-play only, as in 18xx.games (`Ctx.loading`).
 */
export const specialTrackStep1846: OrStep = {
  name: 'special_track',
  active: () => false,
  accepts: (c, k, a) =>
    (a.type === 'lay_tile' || a.type === 'pass') &&
    a.entity_type === 'company' &&
    companyOwnedBy(c, String(a.entity), k.sym) &&
    usesLeft(c, String(a.entity), 'tile_lay') > 0,
  offers: () => [],
  process(c, a) {
    const sym = String(a.entity);
    const lay = (c.t.company.get(sym)!.abilities ?? []).find((x) => x.type === 'tile_lay') as {
      free?: boolean;
      discount?: number;
      hexes: string[];
      tiles: string[];
      reachable?: boolean;
      connect?: boolean;
      mustLayTogether?: boolean;
    };
    const pending = pendingOf(c, SPECIAL_LAY);
    const waiting = pending?.entity === sym ? pending : null;
    const before = (waiting?.laid as SpecialLaid[] | undefined) ?? [];
    if (a.type === 'pass') {
      use(c, sym, 'tile_lay', usesLeft(c, sym, 'tile_lay'));
      if (sym === LITTLE_MIAMI) littleMiamiAfter(c, lay.hexes, before);
      if (waiting) resolvePending(c, waiting);
      return;
    }
    const k = corp(c, c.s.companies[sym].owner!.slice(2));
    const hex = (a as ActionOf<'lay_tile'>).hex;
    if (sym === LITTLE_MIAMI) littleMiamiBefore(c, lay.hexes, hex, before);
    const g = graph(c);
    const exitsBefore = g.hexIndex.has(hex) ? exitsOf(g, g.hex(hex)) : 0;
    layTile(c, k, a as ActionOf<'lay_tile'>, {
      ignoreConnectivity: lay.reachable !== true,
      free: lay.free === true,
      discount: lay.discount,
      hexes: lay.hexes,
      tiles: lay.tiles,
      extra: true,
    });
    const laid = [...before, { hex, newExits: exitsOf(graph(c), g.hex(hex)) & ~exitsBefore }];
    if (lay.mustLayTogether && lay.connect !== false && !c.loading && laid.length >= 2) {
      check(
        laid.every((l) => laid.some((o) => o.hex !== l.hex && tilesMeet(c, l.hex, o.hex))),
        () => `${sym}'s tiles must connect to each other`,
      );
    }
    use(c, sym, 'tile_lay');
    if (usesLeft(c, sym, 'tile_lay') > 0) {
      if (waiting) waiting.laid = laid;
      else pushPending(c, { kind: SPECIAL_LAY, entity: sym, laid });
      if (sym === LITTLE_MIAMI && !c.loading) check(littleMiamiCanFinish(c, lay.hexes, hex), () => littleMiamiDeadEnd(lay.hexes, hex));
    } else {
      if (sym === LITTLE_MIAMI) littleMiamiAfter(c, lay.hexes, laid);
      if (waiting) resolvePending(c, waiting);
    }
  },
};

/**
 * After Little Miami's first lay, can its run still end as it must, the cities joined: by passing now, or by a lay on
 * the other hex? A first lay that leaves neither is refused: 18xx.games holds the turn until Little Miami lays or
 * passes (its SpecialTrack step blocks the owning corporation), so after such a lay the game could not go on.
 */
function littleMiamiCanFinish(c: Ctx, hexes: readonly string[], laidHex: string): boolean {
  const game = { title: c.title, rules: c.rules, state: c.s, cache: {} };
  const act = { entity: LITTLE_MIAMI, entity_type: 'company' };
  if (whyIllegal(game, { ...act, type: 'pass' } as Action) === null) return true;
  const other = hexes.find((h) => h !== laidHex)!;
  const k = corp(c, c.s.companies[LITTLE_MIAMI].owner!.slice(2));
  for (const o of tileOptions(c, k, other, abilityLayOptions(c, LITTLE_MIAMI)!))
    for (const rotation of o.rotations) if (whyIllegal(game, { ...act, type: 'lay_tile', hex: other, tile: o.copy, rotation } as Action) === null) return true;
  return false;
}

const littleMiamiDeadEnd = (hexes: readonly string[], hex: string) =>
  `after this lay on ${hex}, no lay on ${hexes.find((h) => h !== hex)} could join ${hexes.join(' and ')}: Little Miami could neither lay nor pass`;

/** The kind of pending decision of a company's further tile lays: `{ kind: 'special_lay', entity: <company>, laid }`. */
export const SPECIAL_LAY = 'special_lay';

/**
 * Between a company's two lays that go together (Michigan Central, Ohio & Indiana, Little Miami), its owning
 * corporation lays no tile of its own: it lays the second or passes it up first (18xx.games blocks for it). Any other
 * action in between forfeits the second lay (18xx.games: "forfeits second tile lay").
 */
export const specialLayPending: PendingStep = {
  kind: SPECIAL_LAY,
  traceName: 'SpecialTrack',
  traceEntity: (c, p) => c.t.company.get(String(p.entity))?.name ?? String(p.entity),
  actor: (c, p) => corp(c, c.s.companies[String(p.entity)].owner!.slice(2)).president as PlayerId,
  asks: (_c, p) => `lay ${String(p.entity)}'s next tile or pass it up`,
  accepts: (_c, p, a) => a.entity === p.entity && a.entity_type === 'company' && (a.type === 'lay_tile' || a.type === 'pass'),
  process: (c, _p, a) => specialTrackStep1846.process(c, a),
  lapse(c, p, a) {
    const sym = String(p.entity);
    const owner = c.s.companies[sym]?.owner;
    check(!(a.type === 'lay_tile' && owner && a.entity === owner.slice(2)), () => `${sym}'s second tile must be laid or passed up first`);
    resolvePending(c, p);
    if (usesLeft(c, sym, 'tile_lay') > 0) {
      use(c, sym, 'tile_lay', usesLeft(c, sym, 'tile_lay'));
      log(c, `${sym} forfeits its second tile lay`);
    }
    return true;
  },
  legal(game, c, p, ok) {
    const sym = String(p.entity);
    const hexes = (abilityLayOptions(c, sym)?.hexes ?? []).filter((h) => legalTileOptions(game, sym, 'company', h).length > 0);
    const out: LegalOffer[] = [];
    if (hexes.length) out.push({ type: 'lay_tile', entity: sym, entityType: 'company', hexes });
    if (ok({ type: 'pass', entity: sym, entity_type: 'company' })) out.push({ type: 'company_pass', entity: sym });
    if (out.length) return out;
    // Little Miami may be unable both to lay a tile that joins Cincinnati and Dayton and to pass leaving them apart:
    // then the turn goes on (any other action forfeits the lay) rather than wait for ever. Its owner's own lays stay
    // refused until the decision has lapsed.
    const owner = c.s.companies[sym]?.owner?.slice(2);
    const rest = { ...game, state: { ...game.state, pending: game.state.pending.filter((x) => x !== p) } };
    return legalActions(rest).filter((a) => !(a.type === 'lay_tile' && a.entity === owner));
  },
};

/** The C&WI: its owning corporation places a free station in Chicago's city 3 without a connection. */
export const companyTokenStep: OrStep = {
  name: 'company_token',
  active: () => false,
  accepts: (c, k, a) => a.type === 'place_token' && a.entity_type === 'company' && companyOwnedBy(c, String(a.entity), k.sym),
  offers: () => [],
  process(c, a) {
    const sym = String(a.entity);
    const k = corp(c, c.s.companies[sym].owner!.slice(2));
    check(usesLeft(c, sym, 'token') > 0, () => `${sym}'s station is used`);
    const ab = (c.t.company.get(sym)!.abilities ?? []).find((x) => x.type === 'token') as { hexes: string[]; city?: number; price?: number };
    const { hex, stop } = resolveCity(c, (a as ActionOf<'place_token'>).city);
    check(ab.hexes.includes(hex) && (ab.city === undefined || ab.city === stop), () => `${sym} places its station only in ${ab.hexes.join(', ')}`);
    const h = c.s.hexes[hex];
    h.reserved = h.reserved.map((s) => s.map((r) => (r === sym ? null : r)));
    hexChanged(c, hex);
    const g = graph(c);
    check(!g.hasTokenInHex(g.hex(hex), k.sym), () => `${k.sym} already has a station in ${hex}`);
    const slot = freeSlot(g, g.hex(hex), stop, k.sym);
    check(slot >= 0, () => `no open slot in city ${stop} of ${hex}`);
    // §4 (C&WI): the station is one of the corporation's extra tokens, not one from its charter.
    h.reserved = h.reserved.map((s) => s.map((r) => (r === k.sym ? null : r)));
    placeStation(c, k, addToken(k, 0), hex, stop, slot);
    log(c, `${k.sym} places a station on ${hex} with ${sym}`);
    use(c, sym, 'token');
  },
};

/** Removes a company's reservation (C&WI when sold to a corporation or closed). */
export function dropReservation(c: Ctx, sym: string): void {
  for (const hex in c.s.hexes) {
    const h = c.s.hexes[hex];
    if (!h.reserved.some((s) => s.includes(sym))) continue;
    h.reserved = h.reserved.map((s) => s.map((r) => (r === sym ? null : r)));
    hexChanged(c, hex);
  }
}

/**
 * Markers (page 12): Meat Packing and Boomtown are placed once by the owning corporation on one of their hexes. The
 * Steamboat's owner moves it: a player at the start of each operating round (one port and one corporation or
 * independent, each at most once), a corporation once per operating round during its track-and-token or route step
 * (its port only). A company bought by a corporation is assigned to it at the sale (./buyCompany.ts), never later by
 * an action. A marker is never "moved" to where it already is (18xx.games).
 */
type MarkerAbility = { type: string; hexes?: string[]; count?: number; when?: string[]; ownerType?: string };

/** The company's marker ability of this type for an owner of this kind, with its index (for its uses). */
function markerAbility(
  c: Ctx,
  sym: string,
  type: 'assign_hexes' | 'assign_corporation',
  ownerType: 'player' | 'corporation',
): { i: number; ab: MarkerAbility } | null {
  const abilities = (c.t.company.get(sym)?.abilities ?? []) as MarkerAbility[];
  const i = abilities.findIndex((a) => a.type === type && (a.ownerType ?? ownerType) === ownerType);
  return i < 0 ? null : { i, ab: abilities[i] };
}

function assign(c: Ctx, a: ActionOf<'assign'>): void {
  const sym = String(a.entity);
  const co = c.s.companies[sym];
  check(co && !co.closed && co.owner, () => `${sym} cannot be assigned`);
  const ownerType = co.owner!.startsWith('c:') ? 'corporation' : 'player';
  const as = assignmentsOf(c);
  const cur = as[sym] ?? {};
  if (a.target_type === 'hex') {
    const m = markerAbility(c, sym, 'assign_hexes', ownerType);
    check(m && m.ab.hexes?.includes(a.target), () => `${sym} cannot be placed on ${a.target}`);
    const left = co.uses[m!.i] ?? m!.ab.count ?? Infinity;
    check(left > 0, () => `${sym}'s marker has been placed`);
    check(cur.hex !== a.target, () => `${sym} is already on ${a.target}`);
    (as[sym] ??= {}).hex = a.target;
    if (m!.ab.count !== undefined) co.uses[m!.i] = left - 1;
    if (ownerType === 'corporation') as[sym].corporation = co.owner!.slice(2);
  } else {
    const m = markerAbility(c, sym, 'assign_corporation', ownerType);
    check(m && !(m.ab.when ?? []).every((w) => w === 'sold'), () => `${sym} was assigned to its owner when it was bought`);
    const k = c.s.corporations[a.target];
    check(k && k.floated && !k.closed, () => `${sym} cannot be assigned to ${a.target}`);
    check(cur.corporation !== a.target, () => `${sym} is already assigned to ${a.target}`);
    (as[sym] ??= {}).corporation = a.target;
  }
  log(c, `${sym} is assigned to ${a.target}`);
}

/** A corporation's marker, placed during its turn (the Steamboat's only in its track-and-token or route step). */
export const assignStep: OrStep = {
  name: 'assign',
  active: () => false,
  accepts: (c, k, a) => a.type === 'assign' && companyOwnedBy(c, String(a.entity), k.sym),
  offers: () => [],
  process(c, a) {
    const sym = String(a.entity);
    const turn = orTurn(c);
    const key = `assign:${sym}`;
    check(!turn.abilitiesUsed.includes(key), () => `${sym} was already used this turn`);
    const when = markerAbility(c, sym, 'assign_hexes', 'corporation')?.ab.when ?? [];
    const steps = when.filter((w) => w !== 'owning_corp_or_turn');
    check(!steps.length || steps.includes(turn.step), () => `${sym} may be moved only during the ${steps.join(' or ')} step`);
    assign(c, a as ActionOf<'assign'>);
    turn.abilitiesUsed.push(key);
  },
};

/** The kind of pending decision of a player-owned Steamboat at the start of an operating round. */
export const STEAMBOAT = 'steamboat';

/**
 * Steamboat owned by a player: before the first corporation operates, its owner may move it (to one port and one
 * corporation or independent, each at most once) or pass. The decision `{ kind: 'steamboat', entity: 'SC', hex,
 * corporation }` records which of the two moves are made.
 */
export const steamboatPending: PendingStep = {
  kind: STEAMBOAT,
  traceName: 'Assign',
  traceEntity: (c, p) => c.t.company.get(String(p.entity))?.name ?? String(p.entity),
  actor: (c, p) => playerOfKey(c.s.companies[String(p.entity)].owner!),
  asks: () => 'move the Steamboat or pass',
  accepts: (_c, p, a) => a.entity === p.entity && (a.type === 'assign' || a.type === 'pass'),
  process(c, p, a) {
    if (a.type === 'pass') return resolvePending(c, p);
    const action = a as ActionOf<'assign'>;
    const hex = action.target_type === 'hex';
    check(!(hex ? p.hex : p.corporation), () => `the Steamboat was already assigned to a ${hex ? 'port' : 'corporation'} this round`);
    assign(c, action);
    if (hex) p.hex = true;
    else p.corporation = true;
    // Done once both moves are made, or when moved to a port with no corporation left to move it to (the one floated
    // has it already): 18xx.games then moves on without a pass.
    if (p.hex && (p.corporation || !corporationLeft(c, String(p.entity)))) resolvePending(c, p);
  },
  legal(_game, c, p, ok) {
    const sym = String(p.entity);
    const candidates: { target: string; targetType: 'hex' | 'corporation' }[] = [
      ...(markerAbility(c, sym, 'assign_hexes', 'player')?.ab.hexes ?? []).map((h) => ({ target: h, targetType: 'hex' as const })),
      ...Object.values(c.s.corporations)
        .filter((k) => k.floated && !k.closed)
        .map((k) => ({ target: k.sym, targetType: 'corporation' as const })),
    ];
    const targets = candidates.filter((t) => ok({ type: 'assign', entity: sym, entity_type: 'company', target: t.target, target_type: t.targetType }));
    const out: LegalOffer[] = [];
    if (targets.length) out.push({ type: 'assign', entity: sym, targets });
    if (ok({ type: 'pass', entity: sym, entity_type: 'company' })) out.push({ type: 'company_pass', entity: sym });
    return out;
  },
};

/** Is there a corporation or independent the Steamboat could still be moved to (floated, not the one it is with)? */
function corporationLeft(c: Ctx, sym: string): boolean {
  const cur = assignmentsOf(c)[sym]?.corporation;
  return Object.values(c.s.corporations).some((k) => k.floated && !k.closed && k.sym !== cur);
}

/**
 * At the start of each operating round a player-owned Steamboat's owner may move it first. The round waits for that
 * only while some corporation or independent operates, as 18xx.games waits (a port move needs one to be on, a
 * corporation move one to go to): in the two-player draft's first operating rounds, with none yet, it goes on.
 */
export function startSteamboat(c: Ctx): void {
  const co = c.s.companies.SC;
  if (!co || co.closed || !co.owner?.startsWith('p:')) return;
  if (!Object.values(c.s.corporations).some((k) => k.floated && !k.closed)) return;
  pushPending(c, { kind: STEAMBOAT, entity: 'SC', hex: false, corporation: false });
}
