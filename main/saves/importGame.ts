/**
 * Import of an 18xx.games game export (`id`, `title`, `players`, `settings.seed`, `settings.optional_rules`,
 * `actions`) as a save. Actions are kept verbatim: the log is the game.
 */
import { SAVE_FORMAT, SAVE_FORMAT_VERSION, type SaveAction, type SaveFile, type SavePlayer } from '../../shared/ipc/save';
import type { LoadedTitle } from '../../shared/ipc/channels';
import { fail, ok, type Result } from '../result';
import { APP_VERSION } from '../version';
import { seedOf } from '../../shared/engine/replay';
import { gameFile } from '../../shared/engine/export';
import type { Action } from '../../shared/engine/actions';
import { gameFileTitle, titleOfGameFile } from '../../shared/rules/index';

export { seedOf };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The title id an export names, as read from its `title` field. */
export function exportTitleId(game: unknown): string | undefined {
  return isObject(game) && typeof game.title === 'string' && game.title !== '' ? titleOfGameFile(game.title) : undefined;
}

/** Check the shape of an export and turn it into a save for the given (already loaded) title. */
export function importGame(game: unknown, where: string, loaded: LoadedTitle, now: Date = new Date()): Result<SaveFile> {
  const bad = (pointer: string, message: string) => fail('bad-import', `${where}: ${pointer}: ${message} (expected an 18xx.games game export)`);
  if (!isObject(game)) return bad('/', 'must be a JSON object');
  if (typeof game.title !== 'string') return bad('/title', 'must be a string');
  if (!Array.isArray(game.players) || game.players.length === 0) return bad('/players', 'must be a non-empty array');
  const players: SavePlayer[] = [];
  for (const [i, p] of game.players.entries()) {
    if (!isObject(p) || typeof p.name !== 'string') return bad(`/players/${i}`, 'must be an object with a name');
    // Hot-seat exports have no player ids; their actions name players by name.
    const id = typeof p.id === 'number' || (typeof p.id === 'string' && p.id !== '') ? p.id : p.name;
    players.push({ id, name: p.name });
  }
  if (!Array.isArray(game.actions)) return bad('/actions', 'must be an array');
  for (const [i, a] of game.actions.entries()) {
    if (!isObject(a) || typeof a.type !== 'string') return bad(`/actions/${i}`, 'must be an object with a type');
  }
  const settings = isObject(game.settings) ? game.settings : {};
  const rules = settings.optional_rules ?? [];
  if (!Array.isArray(rules) || !rules.every((r) => typeof r === 'string')) {
    return bad('/settings/optional_rules', 'must be an array of strings');
  }
  const stamp = now.toISOString();
  const id = game.id;
  return ok({
    format: SAVE_FORMAT,
    formatVersion: SAVE_FORMAT_VERSION,
    engineVersion: APP_VERSION,
    title: { id: loaded.title.id, version: loaded.title.version, hash: loaded.hash },
    players,
    seed: seedOf(game),
    optionalRules: [...(rules as string[])],
    actions: game.actions as SaveAction[],
    createdAt: stamp,
    updatedAt: stamp,
    ...(typeof id === 'string' || typeof id === 'number' ? { meta: { source: { kind: '18xx.games' as const, gameId: id } } } : {}),
  });
}

/** The reverse: a save as an 18xx.games game export (what 18xx.games can load and replay). */
export function exportGame(save: SaveFile): Record<string, unknown> {
  return gameFile({
    id: save.meta?.source?.gameId ?? `desk_${save.seed}`,
    title: gameFileTitle(save.title.id, save.players.length),
    players: save.players,
    seed: save.seed,
    optionalRules: save.optionalRules,
    actions: save.actions as unknown as Action[],
    createdAt: Math.floor(Date.parse(save.createdAt) / 1000),
    updatedAt: Math.floor(Date.parse(save.updatedAt) / 1000),
  });
}
