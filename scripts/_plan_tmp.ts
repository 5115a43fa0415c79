import { readFileSync } from 'node:fs';
import { effectiveActions, isNoOp, type Action } from '../shared/engine/actions';
import { setupOf, type RecordedGame } from '../shared/engine/replay';
import { GameSession } from '../shared/session/session';
import { receivershipRun } from '../shared/routes/receivership';
import { loadTitle } from '../test/support/fixtures';

const [title, file] = process.argv.slice(2);
const rec = JSON.parse(readFileSync(file, 'utf8')) as RecordedGame & { result: Record<string, number> };
const acts = effectiveActions(rec.actions).filter((a) => !isNoOp(a) || a.auto_actions?.length);
const s = GameSession.create(loadTitle(title), setupOf(rec), []);
if (!s.ok) throw new Error(s.error);
const live = s.value;
const same = (x: Action, y: Action) => x.type === y.type && String(x.entity) === String(y.entity);
let clicks = 0, extra = 0, recv = 0;
const strip = ({ auto_actions, id, created_at, user, ...rest }: any) => rest as Action;
for (const [i, a] of acts.entries()) {
  let produced: Action[] = [];
  if (!isNoOp(a)) {
  const r = live.act(strip(a));
  if (!r.ok) { console.log('FAIL', i, JSON.stringify(a).slice(0, 200), r.error); process.exit(1); }
  clicks++;
  produced = [...(live.actions.at(-1)!.auto_actions ?? [])];
  }
  for (const auto of a.auto_actions ?? []) {
    const k = produced.findIndex((p) => same(p, auto));
    if (k >= 0) { produced.splice(k, 1); continue; }
    if (isNoOp(auto)) continue;
    const r2 = live.act(strip(auto));
    if (!r2.ok) { console.log('AUTO FAIL', i, JSON.stringify(auto), r2.error); process.exit(1); }
    extra++; clicks++;
    console.log('extra', i, auto.type, auto.entity);
  }
  if (produced.length) console.log('PRODUCED-NOT-RECORDED', i, JSON.stringify(produced));
  for (let x = receivershipRun(live.game); x; x = receivershipRun(live.game)) { live.act(x); recv++; clicks++; console.log('receivership', i); }
}
const st = live.game.state;
console.log({ n: acts.length, clicks, extra, recv, finished: st.finished, result: rec.result, cash: st.players.map((p) => [p.name, p.cash]) });
