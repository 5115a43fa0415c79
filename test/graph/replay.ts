/**
 * Test-only: replays the board-changing actions of a recorded 18xx.games game (tile lays, token placements, train
 * purchases for the phase) onto a TrackGraph, without the rules engine, so route revenues and tile-lay legality can
 * be checked against the recording. Home tokens are placed when a corporation first acts (1830 HOME_TOKEN_TIMING
 * "operate"). Not a rules engine: money, shares and turn order are ignored.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type BoardHexState,
  type RouteAction,
  type RouteTrain,
  TrackGraph,
  checkTokenPlacement,
  legalTileRotations,
  validateRoutes,
} from '../../shared/graph';
import { mergeTitleParts } from '../../shared/title/load';
import type { RevenueColor, TitleDef } from '../../shared/title/types';

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
  return JSON.parse(readFileSync(`/work/shared/fixtures/${title}/${file}`, 'utf8'));
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
  laysChecked = 0;
  tokensChecked = 0;
  private phase = 0;
  private readonly variants = new Map<string, string>();
  private readonly operated = new Set<string>();
  private readonly pendingHome = new Set<string>();

  constructor(title: TitleDef) {
    this.title = title;
    this.graph = new TrackGraph(title);
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
    if (!def) return undefined;
    const variant = this.variants.get(id);
    const v = variant && variant !== name ? def.variants?.find((x) => x.name === variant) : undefined;
    return { name: v?.name ?? name, distance: v?.distance ?? def.distance };
  }

  apply(a: RecordedAction): void {
    if (a.entity_type === 'corporation' && typeof a.entity === 'string') this.placeHome(a.entity);
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
      ts.forEach((t, slot) => {
        if (t) tokens[target]![slot] = t;
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
    const corp = String(a.entity);
    this.tokensChecked++;
    // A home token lifted by a lay on its trackless multi-city hex is put back wherever its owner chooses.
    const rehome = this.pendingHome.delete(`${corp}@${hex}`);
    const err = checkTokenPlacement(g, corp, hex, stop, { ignoreConnectivity: rehome || a.entity_type !== 'corporation' });
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
    const r = validateRoutes(this.graph, corp, routes, (id) => this.train(id), this.phaseColor());
    this.routesChecked += routes.length;
    if (!r.ok) {
      this.issues.push({ action: a.id, message: `run_routes by ${corp}: ${r.error}` });
      return;
    }
    routes.forEach((route, i) => {
      if (r.revenues[i] !== route.revenue) {
        this.issues.push({
          action: a.id,
          message: `run_routes by ${corp} train ${route.train} ${route.connections.map((c) => c.join('-')).join(' ')}: ${r.revenues[i]} ≠ recorded ${route.revenue}`,
        });
      }
    });
  }
}

export function replayFixture(titleId: string, file: string): BoardReplay {
  const replay = new BoardReplay(loadTitle(titleId));
  for (const a of effectiveActions(loadFixture(titleId, file).actions)) replay.apply(a);
  return replay;
}
