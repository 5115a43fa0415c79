import { readFileSync } from 'node:fs';
import { setupOf } from '../shared/engine/replay';
import { GameSession } from '../shared/session/session';
import { loadTitle } from '../test/support/fixtures';
const [title, file] = process.argv.slice(2);
const rec = JSON.parse(readFileSync(file, 'utf8'));
const s = GameSession.create(loadTitle(title), setupOf(rec), rec.actions);
if (!s.ok) throw new Error(s.error);
let last = '';
for (let i = 0; i <= s.value.length; i++) {
  const g = s.value.at(i); if (!g.ok) throw new Error(g.error);
  const r: any = g.value.state.round;
  const name = r.kind === 'special' ? r.name : r.kind;
  if (name !== last) { console.log(i, name, s.value.actions[i]?.type); last = name; }
}
