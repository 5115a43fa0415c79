/**
 * The extra panels of renderer/panels/extra/ (depot, privates, tile manifest, upgrade browser, value chart, history
 * list) as tabs under the board: each with the props it takes from the play screen and its events wired to the game.
 * Read through a glob so the play screen still builds where those panels are absent.
 */
import { markRaw, type Component } from 'vue';
import type { Game } from '@shared/engine/game';
import type { GameSession } from '@shared/session/session';
import type { TitleDef } from '@shared/title/types';
import SpreadsheetPanel from './SpreadsheetPanel.vue';

export interface PlayContext {
  title: TitleDef;
  game: Game | null;
  session: GameSession | null;
  historyAt: number | null;
  selectedHex: string | null;
  at: (n: number) => void;
  continueFrom: (n: number) => void;
}

export interface ExtraPanel {
  id: string;
  label: string;
  component: Component;
  /** Needs a game in progress. */
  needsGame: boolean;
  /** Props and event handlers (`onPick`, ...) for the panel. */
  bind: (ctx: PlayContext) => Record<string, unknown>;
}

type ExtraModule = Record<string, unknown> & { valueSeries?: (s: GameSession) => unknown[]; operatingHistory?: (s: GameSession) => unknown[] };
const modules = import.meta.glob('../panels/extra/index.ts', { eager: true }) as Record<string, ExtraModule>;

/** The value series replays the whole game: computed once per session and length, not per render. */
const seriesCache = new WeakMap<GameSession, { length: number; logLength: number; series: unknown[] }>();
function cachedSeries(session: GameSession, compute: (s: GameSession) => unknown[]): unknown[] {
  const hit = seriesCache.get(session);
  if (hit && hit.length === session.length && hit.logLength === session.log.length) return hit.series;
  const series = compute(session);
  seriesCache.set(session, { length: session.length, logLength: session.log.length, series });
  return series;
}

export function extraPanels(): ExtraPanel[] {
  const m = Object.values(modules)[0];
  if (!m) return [];
  const out: ExtraPanel[] = [
    {
      id: 'sheet',
      label: 'Spreadsheet',
      component: markRaw(SpreadsheetPanel),
      needsGame: true,
      bind: (x) => ({ game: x.game, history: x.session && m.operatingHistory ? m.operatingHistory(x.session) : [], currency: x.title.currency }),
    },
  ];
  const add = (name: string, id: string, label: string, needsGame: boolean, bind: ExtraPanel['bind']) => {
    const component = m[name] as Component | undefined;
    if (component) out.push({ id, label, component: markRaw(component), needsGame, bind });
  };
  add('DepotPanel', 'depot', 'Trains', true, (x) => ({ title: x.title, state: x.game!.state }));
  add('PrivatesPanel', 'privates', 'Privates', true, (x) => ({ title: x.title, state: x.game!.state }));
  add('TileManifest', 'manifest', 'Tiles', false, (x) => ({ title: x.title, tilesOnMap: x.game?.state.tilesOnMap ?? {} }));
  add('UpgradeBrowser', 'upgrades', 'Upgrades', false, (x) => ({ title: x.title, state: x.game?.state ?? null, hex: x.selectedHex }));
  add('ValueChart', 'values', 'Values', true, (x) => ({
    series: x.session && m.valueSeries ? cachedSeries(x.session, m.valueSeries) : [],
    players: x.game!.state.players.map((p) => ({ id: p.id, name: p.name })),
    currency: x.title.currency,
  }));
  add('HistoryList', 'history', 'History', true, (x) => ({
    actions: x.session?.actions ?? [],
    log: x.session?.game.state.log ?? [],
    players: x.game!.state.players.map((p) => ({ id: p.id, name: p.name })),
    position: x.historyAt,
    onPick: (n: number) => x.at(n),
    onContinueFrom: (n: number) => x.continueFrom(n),
  }));
  return out;
}
