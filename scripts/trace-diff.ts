/**
 * Replays a game and compares the state after every effective action with a reference trace; prints the first
 * actions where they differ. Development tool:
 *   npx tsx scripts/trace-diff.ts <game.json> [--trace <trace.jsonl[.gz]>] [--max N]
 * Without --trace, a recorded game's trace is looked up beside its fixtures folder.
 */
import { existsSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { basename, dirname, join, resolve } from 'node:path';
import { readTitleFolder } from '../main/titles';
import { setupOf, type RecordedGame } from '../shared/engine/replay';
import { compareWithTrace, type TraceLine } from '../shared/engine/trace';
import { rulesFor, titleOfGameFile } from '../shared/rules/index';

/** Reads a trace file (`.jsonl`, or gzipped `.jsonl.gz`): one JSON state per line. */
export function readTrace(path: string): TraceLine[] {
  const raw = readFileSync(path);
  const text = path.endsWith('.gz') ? gunzipSync(raw).toString('utf8') : raw.toString('utf8');
  return text
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
}

function main(argv: string[]): void {
  const file = resolve(argv[0]);
  const opt = (name: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
  const max = Number(opt('--max')) || 3;
  const game = JSON.parse(readFileSync(file, 'utf8')) as RecordedGame;
  const titleDir = join(dirname(new URL(import.meta.url).pathname), '..', 'titles', titleOfGameFile(game.title));
  const t = readTitleFolder(titleDir);
  if (!t.ok || !t.title) throw new Error(t.errors.join('\n'));
  // Without --trace: the trace beside the game in the shared materials' layout (fixtures/ and reference/traces/) or in
  // the suite's copy (test/fixtures/games/ and test/fixtures/traces/).
  const traceName = basename(file).replace(/\.json$/, '.trace.jsonl.gz');
  const traceFile =
    opt('--trace') ??
    [join(dirname(file), '..', '..', 'reference', 'traces', game.title, traceName), join(dirname(file), '..', '..', 'traces', game.title, traceName)].find(
      (p) => existsSync(p),
    );
  if (!traceFile) throw new Error(`no reference trace ${traceName} beside ${file}`);
  const r = compareWithTrace(t.title, rulesFor(t.title), setupOf(game), game.actions, readTrace(resolve(traceFile)), max);
  for (const d of r.differences) {
    console.log(`#${d.index} action ${d.action.id} ${d.action.type} by ${d.action.entity}: ${JSON.stringify(d.action).slice(0, 300)}`);
    for (const line of d.lines.slice(0, 12)) console.log('   ' + line);
  }
  console.log(r.failure ? `FAILED at #${r.failure.index} (id ${r.failure.id} ${r.failure.type}): ${r.failure.error}` : `compared ${r.compared} actions`);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) main(process.argv.slice(2));
