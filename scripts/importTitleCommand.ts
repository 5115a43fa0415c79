/**
 * `import-title <18xx-maker game.json> --out <title folder> [--id <id>] [--force]`: an 18xx-maker game file as one
 * of our title folders (shared/title/import/maker/), then validated as `validate` would. Everything not mapped is
 * printed, one item per line, so a designer converting many files sees what to finish by hand.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { importMakerGame, makerTileLibrary } from '../shared/title/import/maker/index';
import { validateTitle } from '../shared/title/validate';

export interface ImportTitleOutcome {
  /** Lines for stdout (the report), or the reason it failed. */
  out: string[];
  error?: string;
}

const USAGE = 'usage: import-title <18xx-maker game.json> --out <title folder> [--id <id>] [--force]';

export function importTitleCommand(args: string[]): ImportTitleOutcome {
  const flag = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const source = args.find((a, i) => !a.startsWith('--') && !['--out', '--id'].includes(args[i - 1] ?? ''));
  const outDir = flag('--out');
  if (!source || !outDir) return { out: [], error: USAGE };
  let game: unknown;
  try {
    game = JSON.parse(readFileSync(source, 'utf8'));
  } catch (e) {
    return { out: [], error: `${source}: ${(e as Error).message}` };
  }
  const id = flag('--id') ?? basename(source).replace(/\.json$/i, '');
  const dir = resolve(outDir);
  if (existsSync(dir) && readdirSync(dir).some((f) => f.endsWith('.json')) && !args.includes('--force')) {
    return { out: [], error: `${outDir}: holds a title already (JSON files); add --force to overwrite them` };
  }
  const r = importMakerGame(game, makerTileLibrary, id);
  mkdirSync(dir, { recursive: true });
  for (const [file, json] of Object.entries(r.files)) writeFileSync(join(dir, file), `${JSON.stringify(json, null, 2)}\n`);
  const problems = validateTitle(r.title);
  const out = [
    ...r.unmapped.map((u) => `${basename(source)}: ${u}`),
    `${outDir}: title ${id} written (${Object.keys(r.files).length} files); ${r.unmapped.length} items not mapped, listed above`,
  ];
  return problems.length ? { out, error: problems.map((p) => `${outDir}/${p}`).join('\n') } : { out: [...out, `${outDir}: valid (${id})`] };
}
