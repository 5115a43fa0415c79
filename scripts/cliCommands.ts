/**
 * The command line's commands (`runCli`), run by `scripts/cli.ts` (`npm run -s cli -- <command> ...`, through tsx) and
 * by the built CLI (`node dist/cli/cli.cjs <command> ...`, `scripts/build-cli.ts`); see scripts/cli.ts for the commands.
 * Exit code 0 on success; 1 on an illegal action, invalid title or bad input, with the reason on stderr.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openTitleFolder } from '../main/titles/openTitleFolder';
import type { TitleFolderResult } from '../main/titles/titleFolderFiles';
import type { TitleDef } from '../shared/title/types';
import { context } from '../shared/engine/game';
import { fromSave, replay, setupOf, type RecordedGame } from '../shared/engine/replay';
import { checkSave } from '../main/saves/saveFormat';
import { results } from '../shared/engine/value';
import { loadRulesFor, titleOfGameFileOnDemand } from '../shared/rules/load';

function fail(msg: string): never {
  process.stderr.write(msg.endsWith('\n') ? msg : msg + '\n');
  process.exit(1);
}

function flag(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

/** Reads a game file: an 18xx.games export, or one of our saves. */
export function readGame(path: string): RecordedGame {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    fail(`${path}: cannot read: ${(e as Error).message}`);
  }
  let json: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- checked field by field below
  try {
    json = JSON.parse(text);
  } catch (e) {
    fail(`${path}: not valid JSON: ${(e as Error).message}`);
  }
  if (json && json.format === '18xx-desk-save') {
    // A save is checked field by field as the app checks it (main/saves/saveFormat.ts) before anything reads it.
    const save = checkSave(json, path);
    if (!save.ok) fail(save.error.message);
    return fromSave(save.value);
  }
  const why = whyNotExport(json);
  if (why) fail(`${path}: ${why}`);
  return json as RecordedGame;
}

/** What is wrong with an 18xx.games export, field by field (`/players/2/name: must be a string`), or null. */
export function whyNotExport(json: unknown): string | null {
  const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (!isObject(json)) return 'not a game file (expected a JSON object)';
  if (typeof json.title !== 'string' || !json.title) return '/title: must be the title id, a string';
  if (!Array.isArray(json.players) || !json.players.length) return '/players: must be a non-empty list';
  for (const [i, p] of json.players.entries()) {
    if (!isObject(p) || typeof p.name !== 'string') return `/players/${i}: must be an object with a name (a string)`;
    if (p.id !== undefined && typeof p.id !== 'string' && !Number.isSafeInteger(p.id)) return `/players/${i}/id: must be an integer or a string`;
  }
  if (json.settings !== undefined && !isObject(json.settings)) return '/settings: must be an object';
  const rules = isObject(json.settings) ? json.settings.optional_rules : undefined;
  if (rules !== undefined && !(Array.isArray(rules) && rules.every((r) => typeof r === 'string'))) return '/settings/optional_rules: must be a list of strings';
  if (!Array.isArray(json.actions)) return '/actions: must be a list';
  for (const [i, a] of json.actions.entries()) if (!isObject(a)) return `/actions/${i}: must be an object`;
  return null;
}

/** An installed title's folder (under `titles`) by id: an id is never a path (`../../x`). */
function installedTitleDir(titles: string, id: string): string {
  const installed = readdirSync(titles, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  if (!installed.includes(id)) fail(`unknown title ${JSON.stringify(id)} (installed: ${installed.join(', ')})`);
  return join(titles, id);
}

/** The title a folder read gave, or the CLI's failure. */
function titleRead(id: string, r: TitleFolderResult): TitleDef {
  if (!r.ok || !r.title) fail(`unknown or invalid title ${id}${r.errors.length ? `: ${r.errors.slice(0, 3).join('; ')}` : ''}`);
  return r.title;
}

/** A title by id, found only among the installed title folders; the check's code loaded only if it is not shipped. */
async function loadTitle(titles: string, id: string): Promise<TitleDef> {
  return titleRead(id, await openTitleFolder(installedTitleDir(titles, id)));
}

async function cmdReplay(args: string[], titles: string): Promise<void> {
  const path = args[0];
  if (!path) fail('usage: replay <game.json> [--json]');
  const g = readGame(path);
  const title = await loadTitle(titles, await titleOfGameFileOnDemand(g.title));
  // Only this title's rules module is loaded (shared/rules/load.ts): a one-off replay reads no other title's code.
  const rules = await loadRulesFor(title);
  const t0 = performance.now();
  const r = replay(title, rules, setupOf(g), g.actions);
  const ms = performance.now() - t0;
  if (r.failure) {
    const f = r.failure;
    fail(`${path}: action #${f.index} (id ${f.id ?? '-'}, ${f.type}) is illegal: ${f.error}`);
  }
  const s = r.game!.state;
  const out = {
    title: g.title,
    finished: s.finished,
    game_end_reason: s.endReason,
    result: results(context({ title: title, rules, state: s, cache: r.game!.cache })),
    actions: r.actions,
    ms: Math.round(ms * 1000) / 1000,
  };
  if (args.includes('--json')) process.stdout.write(JSON.stringify(out) + '\n');
  else {
    process.stdout.write(`${out.title}: ${out.actions} actions in ${out.ms} ms; ${out.finished ? `finished (${out.game_end_reason})` : 'not finished'}\n`);
    for (const [id, v] of Object.entries(out.result)) process.stdout.write(`  ${g.players.find((p) => String(p.id) === id)?.name ?? id}: ${v}\n`);
  }
}

async function cmdValidate(args: string[]): Promise<void> {
  const dir = args[0];
  if (!dir) fail('usage: validate <title folder>');
  const { validateTitleFolder } = await import('../main/titles');
  const r = validateTitleFolder(resolve(dir));
  if (r.ok) {
    process.stdout.write(`${dir}: valid (${r.title?.id})\n`);
    return;
  }
  fail(r.errors.join('\n'));
}

async function cmdRoute(args: string[], titles: string): Promise<void> {
  const { bestRoutesCommand } = await import('./routeCommand');
  const { readTitleFolder } = await import('../main/titles');
  const out = bestRoutesCommand(args, readGame, (id) => titleRead(id, readTitleFolder(installedTitleDir(titles, id))));
  if ('error' in out) fail(out.error);
  process.stdout.write(args.includes('--json') ? JSON.stringify(out) + '\n' : JSON.stringify(out, null, 2) + '\n');
}

async function cmdRandomGame(args: string[], titles: string): Promise<void> {
  const usage = 'usage: random-game --title T --players N [--optional a,b] --seed S --out F [--max-actions N]';
  const titleId = flag(args, '--title');
  const players = Number(flag(args, '--players'));
  const seed = Number(flag(args, '--seed'));
  const out = flag(args, '--out');
  const max = flag(args, '--max-actions');
  if (!titleId || !out) fail(usage);
  if (!Number.isInteger(players) || players < 1) fail(`--players: not a player count: ${flag(args, '--players')}\n${usage}`);
  if (!Number.isInteger(seed)) fail(`--seed: not an integer: ${flag(args, '--seed')}\n${usage}`);
  if (max !== undefined && !(Number(max) > 0)) fail(`--max-actions: not a positive number: ${max}`);
  const optionalRules = (flag(args, '--optional') ?? '').split(',').filter(Boolean);
  const title = await loadTitle(titles, titleId);
  const known = new Set((title.optionalRules ?? []).map((o) => o.id));
  for (const o of optionalRules) if (!known.has(o)) fail(`--optional: ${titleId} has no optional rule "${o}" (it has: ${[...known].join(', ') || 'none'})`);
  if (players < title.players.min || players > title.players.max) fail(`--players: ${titleId} is for ${title.players.min} to ${title.players.max} players`);
  const { randomGame } = await import('./randomGame');
  const { file, play } = randomGame(title, { title: titleId, players, optionalRules, seed }, max ? Number(max) : undefined);
  writeFileSync(out, JSON.stringify(file) + '\n');
  for (const p of play.problems) process.stderr.write(`problem #${p.index} ${p.kind}: ${p.message.split('\n')[0]}\n`);
  process.stdout.write(`${out}: ${play.actions.length} actions, ${play.finished ? `finished (${play.endReason})` : `not finished (${play.where})`}\n`);
}

/** Runs one command (`argv`: the command and its arguments) with the title folders under `titles`. */
export async function runCli(argv: string[], titles: string): Promise<void> {
  const [cmd, ...rest] = argv;
  switch (cmd) {
    case 'replay':
      await cmdReplay(rest, titles);
      break;
    case 'validate':
      await cmdValidate(rest);
      break;
    case 'route':
      await cmdRoute(rest, titles);
      break;
    case 'import-title': {
      const { importTitleCommand } = await import('./importTitleCommand');
      const r = importTitleCommand(rest);
      if (r.out.length) process.stdout.write(`${r.out.join('\n')}\n`);
      if (r.error) fail(r.error);
      break;
    }
    case 'random-game':
      await cmdRandomGame(rest, titles);
      break;
    default:
      fail(
        'usage: cli <replay|validate|route|random-game|import-title> ...\n  replay <game.json> [--json]\n  validate <title folder>\n  route <game.json> --corporation SYM [--before ID] [--trains 5,6,D] [--json]\n  random-game --title T --players N [--optional a,b] --seed S --out F [--max-actions N]\n  import-title <18xx-maker game.json> --out <title folder>',
      );
  }
}
