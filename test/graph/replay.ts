/**
 * Test-only: replays the board-changing actions of a recorded 18xx.games game (tile lays, token placements, train
 * purchases for the phase) onto a TrackGraph, without the rules engine, so route revenues and tile-lay legality can
 * be checked against the recording. Home tokens are placed when a corporation first acts (1830 HOME_TOKEN_TIMING
 * "operate"). Not a rules engine: money, shares and turn order are ignored.
 */
import { existsSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import {
  type BoardHexState,
  type RouteAction,
  type RouteRules,
  type RouteTrain,
  TrackGraph,
  checkTokenPlacement,
  legalTileRotations,
  validateRoutes,
} from '../../shared/graph';
import { mergeTitleParts } from '../../shared/title/load';
import type { RevenueColor, TitleDef } from '../../shared/title/types';
import { FIXTURES } from '../support/fixtures';

export interface RecordedAction {
  id: number;
  type: string;
  entity?: string | number;
  entity_type?: string;
  action_id?: number;
  hex?: string;
  tile?: string;
  rotation?: number;
  city?: string;
  slot?: number;
  train?: string;
  variant?: string;
  corporation?: string;
  /** The corporation whose token a company places (1846 C&WI places its owner's token). */
  tokener?: string;
  routes?: (RouteAction & { revenue: number })[];
  auto_actions?: RecordedAction[];
}

export function loadTitle(id: string): TitleDef {
  const dir = join(__dirname, '../../titles', id);
  const files = ['title.json', 'market.json', 'trains.json', 'companies.json', 'map.json', 'tiles.json'];
  const merged = mergeTitleParts(files.map((file) => ({ file, json: JSON.parse(readFileSync(join(dir, file), 'utf8')) })));
  if (!merged.title) throw new Error(`title ${id}: ${merged.errors.join('; ')}`);
  return merged.title;
}

export function loadFixture(title: string, file: string): { actions: RecordedAction[] } {
  return JSON.parse(readFileSync(join(FIXTURES, title, file), 'utf8'));
}

/** The actions that count once `undo`/`redo` are resolved (messages dropped), auto actions inlined. */
export function effectiveActions(actions: RecordedAction[]): RecordedAction[] {
  let active: RecordedAction[] = [];
  const undone: RecordedAction[][] = [];
  for (const a of actions) {
    if (a.type === 'message') continue;
    if (a.type === 'undo') {
      let from = active.length - 1;
      if (a.action_id !== undefined) from = a.action_id === 0 ? 0 : active.findIndex((x) => x.id === a.action_id) + 1;
      undone.push(active.slice(from));
      active = active.slice(0, from);
    } else if (a.type === 'redo') {
      active.push(...(undone.pop() ?? []));
    } else {
      active.push(a);
      undone.length = 0;
    }
  }
  return active.flatMap((a) => [a, ...(a.auto_actions ?? [])]);
}

/** Tokens by corporation (hex ids) after each traced action of the reference engine, keyed by action id. */
export function loadTraceTokens(title: string, file: string): Map<number, Record<string, string[]>> | null {
  const path = join(FIXTURES, '..', 'traces', title, `${file.replace(/\.json$/, '')}.trace.jsonl.gz`);
  if (!existsSync(path)) return null;
  const out = new Map<number, Record<string, string[]>>();
  for (const line of gunzipSync(readFileSync(path)).toString('utf8').split('\n')) {
    if (!line.trim()) continue;
    const d = JSON.parse(line) as { id: number | null; corporations: Record<string, { tokens?: string[]; closed?: boolean }> };
    const tokens: Record<string, string[]> = {};
    for (const [sym, c] of Object.entries(d.corporations ?? {})) tokens[sym] = c.closed ? [] : (c.tokens ?? []);
    out.set(d.id ?? 0, tokens);
  }
  return out;
}

export interface ReplayIssue {
  action: number;
  message: string;
}

export class BoardReplay {
  readonly title: TitleDef;
  readonly graph: TrackGraph;
  readonly board: Record<string, BoardHexState> = {};
  readonly copyHex = new Map<string, string>();
  readonly issues: ReplayIssue[] = [];
  routesChecked = 0;
  /** Computed minus recorded revenue, for each route that differs. */
  readonly revenueDiffs: number[] = [];
  laysChecked = 0;
  tokensChecked = 0;
  private phase = 0;
  private readonly variants = new Map<string, string>();
  private readonly operated = new Set<string>();
  private readonly pendingHome = new Set<string>();
  private started = false;
  private readonly traced = new Set<string>();
  private readonly companySyms: Set<string>;

  constructor(
    title: TitleDef,
    readonly rules: RouteRules = {},
    readonly tokensFromTrace = false,
  ) {
    this.title = title;
    this.graph = new TrackGraph(title);
    this.companySyms = new Set(title.companies.map((c) => c.sym));
  }

  private hexState(hex: string): BoardHexState {
    return this.board[hex] ?? { tile: null, rotation: 0, tokens: [] };
  }

  private set(hex: string, s: BoardHexState) {
    this.board[hex] = s;
    this.graph.updateHex(hex, s);
  }

  private placeHome(corp: string) {
    if (this.operated.has(corp)) return;
    this.operated.add(corp);
    const def = [...this.title.corporations, ...(this.title.minors ?? [])].find((c) => c.sym === corp);
    if (!def?.home) return;
    const g = this.graph;
    const h = g.hex(def.home);
    const stop = def.homeCity ?? g.shapeAt(h).stopKind.findIndex((k) => k === 0);
    if (stop < 0) return;
    const s = this.hexState(def.home);
    const tokens = s.tokens.map((t) => [...t]);
    while (tokens.length <= stop) tokens.push([]);
    if (tokens[stop]!.includes(corp)) return;
    const slots = g.shapeAt(h).slots[stop]!;
    let slot = 0;
    while (slot < slots && tokens[stop]![slot]) slot++;
    tokens[stop]![slot] = corp;
    this.set(def.home, { ...s, tokens });
  }

  private phaseColor(): RevenueColor {
    const p = this.title.phases[this.phase]!;
    return p.revenueColor ?? p.tiles[p.tiles.length - 1]!;
  }

  private train(id: string): RouteTrain | undefined {
    const name = id.slice(0, id.lastIndexOf('-'));
    const def = this.title.trains.find((t) => t.name === name);
    // 1870's optional diesels are not in the title's standard train list: a D runs any distance.
    if (!def) return name === 'D' ? { name: 'D', distance: 999 } : undefined;
    const variant = this.variants.get(id);
    const v = variant && variant !== name ? def.variants?.find((x) => x.name === variant) : undefined;
    return { name: v?.name ?? name, distance: v?.distance ?? def.distance, ...(def.distanceUnit ? { distanceUnit: def.distanceUnit } : {}) };
  }

  apply(a: RecordedAction): void {
    // Home tokens: minors from the start; corporations when parred (titles placing them on float) or when they first
    // act (on operating, 1830).
    if (!this.tokensFromTrace && !this.started) {
      this.started = true;
      for (const m of this.title.minors ?? []) this.placeHome(m.sym);
    }
    const timing = (this.title.settings?.homeTokenTiming as string | undefined) ?? 'operate';
    if (!this.tokensFromTrace && a.type === 'par' && timing !== 'operate' && typeof a.corporation === 'string') this.placeHome(a.corporation);
    if (!this.tokensFromTrace && (a.entity_type === 'corporation' || a.entity_type === 'minor') && typeof a.entity === 'string') this.placeHome(a.entity);
    switch (a.type) {
      case 'lay_tile':
        return this.layTile(a);
      case 'place_token':
        return this.placeToken(a);
      case 'buy_train': {
        const name = a.train!.slice(0, a.train!.lastIndexOf('-'));
        if (a.variant) this.variants.set(a.train!, a.variant);
        this.title.phases.forEach((p, i) => {
          if (p.on === name && i > this.phase) this.phase = i;
          if (a.variant && p.on === a.variant && i > this.phase) this.phase = i;
        });
        return;
      }
      case 'run_routes':
        return this.runRoutes(a);
      default:
    }
  }

  /**
   * Make the tokens on the board those of the reference engine's state (home tokens, tokens exchanged when minors
   * are taken over or corporations merge, tokens removed on closing). A token replacing another takes its slot.
   * Corporations the trace has not listed yet (not started: 1817 places the home token before the par) keep theirs;
   * ones it stops listing (closed, merged away) lose them.
   */
  syncTokens(byCorp: Record<string, string[]>): void {
    const g = this.graph;
    for (const c of Object.keys(byCorp)) this.traced.add(c);
    const want = new Map<string, Set<string>>();
    for (const [corp, hexes] of Object.entries(byCorp))
      for (const hex of hexes) {
        if (!want.has(hex)) want.set(hex, new Set());
        want.get(hex)!.add(corp);
      }
    const hexes = new Set([...want.keys(), ...Object.keys(this.board).filter((h) => this.board[h]!.tokens.some((t) => t.some((x) => x)))]);
    for (const hex of hexes) {
      if (!g.hexIndex.has(hex)) continue;
      const wanted = want.get(hex) ?? new Set<string>();
      const s = this.hexState(hex);
      const h = g.hex(hex);
      const shape = g.shapeAt(h);
      const tokens = shape.stops.map((_, i) => {
        const row = [...(s.tokens[i] ?? [])];
        while (row.length < shape.slots[i]!) row.push(null);
        return row;
      });
      const freed: [number, number][] = [];
      const present = new Set<string>();
      tokens.forEach((row, i) =>
        row.forEach((t, j) => {
          if (!t) return;
          if (wanted.has(t)) present.add(t);
          else if (t in byCorp || this.traced.has(t) || this.companySyms.has(t)) {
            // (a company placing its owner's token, recorded without `tokener`, held the place for the owner)
            // (corporations the trace has never listed are not started yet: their tokens stay)
            row[j] = null;
            freed.push([i, j]);
          }
        }),
      );
      const missing = [...wanted].filter((c) => !present.has(c));
      if (missing.length === 0 && freed.length === 0) continue;
      for (const corp of missing) {
        const def = [...this.title.corporations, ...(this.title.minors ?? [])].find((c) => c.sym === corp);
        // 1870: a destination marker stands at the edge of the hex, beside the city spaces (an extra slot).
        let spot = def?.destination === hex ? undefined : freed.shift();
        if (!spot && def?.destination !== hex) {
          const order = shape.stops.map((_, i) => i).filter((i) => shape.stopKind[i] === 0);
          if (def?.home === hex && def.homeCity !== undefined) order.unshift(def.homeCity);
          for (const i of order) {
            const j = tokens[i]!.findIndex((t) => !t);
            if (j >= 0) {
              spot = [i, j];
              break;
            }
          }
        }
        if (!spot) {
          // An extra slot (1870 destination tokens): into the first city.
          const i = shape.stopKind.findIndex((k) => k === 0);
          spot = [i, tokens[i]!.length];
        }
        tokens[spot[0]]![spot[1]] = corp;
      }
      this.set(hex, { ...s, tokens });
    }
  }

  private layTile(a: RecordedAction) {
    const g = this.graph;
    const hex = a.hex!;
    const tileId = a.tile!.slice(0, a.tile!.lastIndexOf('-'));
    const corp = String(a.entity);
    const legal = legalTileRotations(g, corp, hex, tileId, { ignoreConnectivity: a.entity_type !== 'corporation' });
    this.laysChecked++;
    if (!legal.includes(a.rotation!)) {
      this.issues.push({ action: a.id, message: `lay ${a.tile} on ${hex} rot ${a.rotation} by ${corp}: legal ${JSON.stringify(legal)}` });
    }
    const h = g.hex(hex);
    const old = this.hexState(hex);
    const oldShape = g.shapeAt(h);
    const oldRs = g.rotatedAt(h);
    const newShape = g.shapeOf(tileId);
    const newRs = newShape.rotations[((a.rotation! % 6) + 6) % 6]!;
    const tokens: (string | null)[][] = newShape.stops.map((_, i) => new Array(newShape.slots[i]!).fill(null));
    const newCities = newShape.stopKind.filter((k) => k === 0).length;
    old.tokens.forEach((ts, s) => {
      if (!ts.some((t) => t)) return;
      // A token on a trackless city of a multi-city hex is re-placed by the owner's following place_token.
      if (oldShape.pathCount === 0 && newCities > 1) {
        for (const t of ts) if (t) this.pendingHome.add(`${t}@${hex}`);
        return;
      }
      const mask = oldRs.stopEdges[s] ?? 0;
      let target = s;
      if (mask !== 0) target = newShape.stops.findIndex((_, i) => newShape.stopKind[i] === 0 && (newRs.stopEdges[i]! & mask) === mask);
      if (target < 0 || target >= tokens.length) target = 0;
      // Extra tokens (beyond the printed slots: 1870 destination markers) stay beyond the new tile's slots.
      const oldSlots = oldShape.slots[s] ?? 0;
      const newSlots = newShape.slots[target] ?? 0;
      ts.forEach((t, slot) => {
        if (t) tokens[target]![slot < oldSlots ? slot : newSlots + (slot - oldSlots)] = t;
      });
    });
    this.copyHex.set(a.tile!, hex);
    this.set(hex, { tile: tileId, rotation: a.rotation!, tokens });
  }

  private placeToken(a: RecordedAction) {
    const g = this.graph;
    const city = a.city!;
    const stop = Number(city.slice(city.lastIndexOf('-') + 1));
    const tileName = city.slice(0, city.lastIndexOf('-'));
    // Laid copies are "57-1"; preprinted content is named after its hex, "D14-0".
    const printed = tileName.slice(0, tileName.lastIndexOf('-'));
    const hex = this.copyHex.get(tileName) ?? (g.hexIndex.has(printed) ? printed : g.hexIndex.has(tileName) ? tileName : a.hex);
    if (!hex) {
      this.issues.push({ action: a.id, message: `place_token ${city}: cannot find its hex` });
      return;
    }
    const corp = a.tokener ?? String(a.entity);
    this.tokensChecked++;
    // A home token lifted by a lay on its trackless multi-city hex is put back wherever its owner chooses.
    // The first token of a corporation without a printed home (1817) is its home: placed anywhere.
    const first = !Object.values(this.board).some((st) => st.tokens.some((t) => t.includes(corp)));
    const rehome = this.pendingHome.delete(`${corp}@${hex}`) || first;
    // Token abilities with a teleport price place a station without a connection (1846 B&O Cincinnati, PRR Erie).
    const def = this.title.corporations.find((c) => c.sym === corp);
    const teleport = (def?.abilities ?? []).some((ab) => ab.type === 'token' && (ab as { hexes?: string[] }).hexes?.includes(hex) && 'teleportPrice' in ab);
    const err = checkTokenPlacement(g, corp, hex, stop, { ignoreConnectivity: rehome || teleport || a.entity_type !== 'corporation' });
    if (err) this.issues.push({ action: a.id, message: `place_token ${city} by ${corp}: ${err}` });
    const s = this.hexState(hex);
    const tokens = s.tokens.map((t) => [...t]);
    while (tokens.length <= stop) tokens.push([]);
    tokens[stop]![a.slot ?? tokens[stop]!.findIndex((t) => !t)] = corp;
    this.set(hex, { ...s, tokens });
  }

  private runRoutes(a: RecordedAction) {
    const corp = String(a.entity);
    const routes = a.routes ?? [];
    if (routes.length === 0) return;
    const r = validateRoutes(this.graph, corp, routes, (id) => this.train(id), this.phaseColor(), this.rules);
    this.routesChecked += routes.length;
    if (!r.ok) {
      this.issues.push({ action: a.id, message: `run_routes by ${corp}: ${r.error}` });
      return;
    }
    routes.forEach((route, i) => {
      if (route.revenue !== undefined && r.revenues[i] !== route.revenue) {
        this.revenueDiffs.push(r.revenues[i]! - route.revenue);
        this.issues.push({
          action: a.id,
          message: `run_routes by ${corp} train ${route.train} ${route.connections.map((c) => c.join('-')).join(' ')}: ${r.revenues[i]} ≠ recorded ${route.revenue}`,
        });
      }
    });
  }
}

/**
 * Replay a fixture. With `useTrace`, tokens follow the reference engine's trace before each action (so token moves
 * made by rules outside the board, like minors taken over, are included); otherwise home tokens are placed by the
 * simple timing rule and only recorded placements are applied.
 */
export function replayFixture(titleId: string, file: string, rules: RouteRules = {}, useTrace = false): BoardReplay {
  const trace = useTrace ? loadTraceTokens(titleId, file) : null;
  const replay = new BoardReplay(loadTitle(titleId), rules, trace !== null);
  let previous = trace?.get(0);
  for (const a of effectiveActions(loadFixture(titleId, file).actions)) {
    if (trace && a.id !== undefined && trace.has(a.id)) {
      if (previous) replay.syncTokens(previous);
      replay.apply(a);
      previous = trace.get(a.id);
    } else replay.apply(a);
  }
  return replay;
}
