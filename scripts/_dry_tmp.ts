import { readFileSync } from 'node:fs';
import { dryRun } from '../shared/engine/game';
import { legalActions } from '../shared/engine/legal';
import { loadTitle } from '../test/support/fixtures';
import { clickPlan } from '../test/e2e/support/clickPlan';
const rec = JSON.parse(readFileSync('test/fixtures/games/1817/20758.json', 'utf8'));
const plan = clickPlan(loadTitle('1817'), rec, 120);
const g = plan.at(97);
const bid = legalActions(g).find((a) => a.type === 'bid') as any;
console.log(JSON.stringify(bid.options.filter((o: any) => o.company === 'A&A').map((o: any) => [o.min, o.max, o.step])));
for (const p of [100, 105, 110, 115, 120, 140, 145, 150, 170, 315, 320]) {
  const r = dryRun(g, { type: 'bid', entity: 4226, entity_type: 'player', corporation: 'A&A', price: p } as any);
  console.log(p, r.ok ? 'ok' : r.error);
}
console.log(g.state.players.map((p) => [p.id, p.cash]));
