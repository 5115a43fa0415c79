/**
 * `cli route <game.json> --corporation SYM [--before ID] [--trains 5,6,D] [--json]`: the best routes of a corporation
 * in a recorded game, after its last action or just before action ID; `--trains` runs new trains of those types
 * instead of the corporation's own (what-if). Returns the JSON to print, or an error message.
 */
import { effectiveActions } from '../shared/engine/actions';
import { applyAction, createGame, type Game } from '../shared/engine/game';
import { setupOf, type RecordedGame } from '../shared/engine/replay';
import { bestRoutes } from '../shared/routes/game';
import type { TitleDef } from '../shared/title/types';
import { rulesFor, titleOfGameFile } from '../shared/rules/index';

export interface RouteCommandOutput {
  revenue: number;
  routes: { train: string; hexes: string[]; stops: string[]; revenue: number }[];
  optimal: boolean;
  ms: number;
}

function flag(args: readonly string[], name: string): string | undefined | null {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const v = args[i + 1];
  return v === undefined || v.startsWith('--') ? null : v;
}

/** Replays the game up to (not including) the action with id `before`, or to the end. */
function gameAt(title: TitleDef, g: RecordedGame, before: number | undefined): Game | { error: string } {
  const created = createGame(title, rulesFor(title), setupOf(g));
  if (!created.ok) return { error: `cannot set the game up: ${created.error}` };
  let game = created.value;
  const actions = effectiveActions(g.actions);
  if (before !== undefined && !actions.some((a) => a.id === before)) {
    return { error: `--before ${before}: the game has no action with id ${before}${g.actions.some((a) => a.id === before) ? ' (it was undone)' : ''}` };
  }
  for (const a of actions) {
    if (before !== undefined && a.id === before) break;
    const r = applyAction(game, a, { inPlace: true, loading: true });
    if (!r.ok) return { error: `replay stopped: ${r.error}` };
    game = r.value;
  }
  return game;
}

/** More trains than any title lets a corporation hold (1830's 4 in phase 2). */
export const MAX_WHAT_IF_TRAINS = 6;

export function bestRoutesCommand(
  args: string[],
  readGame: (path: string) => RecordedGame,
  loadTitle: (id: string) => TitleDef,
): RouteCommandOutput | { error: string } {
  const usage = 'usage: route <game.json> --corporation SYM [--before ID] [--trains 5,6,D] [--json]';
  const path = args[0];
  if (!path || path.startsWith('--')) return { error: usage };
  const corp = flag(args, '--corporation');
  if (!corp) return { error: `--corporation: missing corporation symbol\n${usage}` };
  const beforeArg = flag(args, '--before');
  if (beforeArg === null) return { error: `--before: missing action id\n${usage}` };
  const before = beforeArg === undefined ? undefined : Number(beforeArg);
  if (before !== undefined && !Number.isInteger(before)) return { error: `--before: "${beforeArg}" is not an action id` };
  const trainsArg = flag(args, '--trains');
  if (trainsArg === null) return { error: `--trains: missing train list (e.g. 5,6,D)\n${usage}` };
  const trains = trainsArg
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  // Every train added multiplies the search: more than a corporation could ever run is refused, not attempted.
  if (trains && trains.length > MAX_WHAT_IF_TRAINS) return { error: `--trains: at most ${MAX_WHAT_IF_TRAINS} trains, not ${trains.length}` };

  const g = readGame(path);
  const title = loadTitle(titleOfGameFile(g.title));
  const game = gameAt(title, g, before);
  if ('error' in game) return { error: `${path}: ${game.error}` };
  if (!Object.prototype.hasOwnProperty.call(game.state.corporations, corp)) {
    const known = Object.keys(game.state.corporations).join(', ');
    return { error: `${path}: unknown corporation ${corp} (${title.id} has ${known})` };
  }
  const r = bestRoutes(game, corp, trains ? { trains } : {});
  if (!r.ok) return { error: `${path}: ${r.error}` };
  const v = r.value;
  return {
    revenue: v.revenue,
    routes: v.routes.map((x) => ({ train: x.train, hexes: x.hexes, stops: x.stops, revenue: x.revenue })),
    optimal: v.optimal,
    ms: Math.round(v.ms * 1000) / 1000,
  };
}
