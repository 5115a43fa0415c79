/**
 * Replays a recorded game and compares the state after every effective action with the reference trace; prints the
 * first actions where they differ. Development tool: `npx tsx scripts/trace-diff.ts <fixture.json> [--all] [--max N]`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { basename, dirname, join, resolve } from 'node:path';
import { readTitleFolder } from '../main/titles';
import { context } from '../shared/engine/game';
import { replay, setupOf, type RecordedGame } from '../shared/engine/replay';
import { diffTrace, traceSnapshot } from '../shared/engine/trace';
import { rulesFor } from '../shared/rules/index';

const file = resolve(process.argv[2]);
const max = Number(process.argv[process.argv.indexOf('--max') + 1]) || 3;
const game = JSON.parse(readFileSync(file, 'utf8')) as RecordedGame;
const titleDir = join(dirname(new URL(import.meta.url).pathname), '..', 'titles', game.title);
const t = readTitleFolder(titleDir);
if (!t.ok || !t.title) throw new Error(t.errors.join('\n'));
// The trace beside the game in the shared materials' layout (fixtures/ and reference/traces/) or in the suite's copy
// (test/fixtures/games/ and test/fixtures/traces/).
const traceName = basename(file).replace(/\.json$/, '.trace.jsonl.gz');
const traceFile = [join(dirname(file), '..', '..', 'reference', 'traces', game.title, traceName), join(dirname(file), '..', '..', 'traces', game.title, traceName)].find((p) =>
  existsSync(p),
);
if (!traceFile) throw new Error(`no reference trace ${traceName} beside ${file}`);
const trace = gunzipSync(readFileSync(traceFile)).toString('utf8').trim().split('\n').map((l) => JSON.parse(l));
let shown = 0;
const r = replay(t.title, rulesFor(t.title), setupOf(game), game.actions, (g, a, i) => {
  if (shown >= max) return;
  const ref = trace[i + 1];
  if (!ref) return;
  if (ref.id !== a.id) {
    console.log(`#${i} id mismatch: ours ${a.id} trace ${ref.id}`);
    shown = max;
    return;
  }
  const d = diffTrace(traceSnapshot(context(g)), ref);
  if (d.length) {
    shown++;
    console.log(`#${i} action ${a.id} ${a.type} by ${a.entity}: ${JSON.stringify(a).slice(0, 300)}`);
    for (const line of d.slice(0, 12)) console.log('   ' + line);
  }
});
console.log(r.failure ? `FAILED at #${r.failure.index} (id ${r.failure.id} ${r.failure.type}): ${r.failure.error}` : `replayed ${r.actions} actions`);
if (r.game) console.log('finished', r.game.state.finished, r.game.state.endReason);
