import { it } from 'vitest';
import { readFileSync } from 'node:fs';
import { loadTitle } from './support/fixtures';
import { rulesFor } from '../shared/rules/index';
import { replay } from '../shared/engine/replay';
import { bestRoutes } from '../shared/routes/game';
it('dbg', () => {
  const t = loadTitle('1870');
  const actions = JSON.parse(readFileSync('/tmp/seed17.json', 'utf8'));
  const r: any = replay(t, rulesFor(t), { players: [1,2,3,4,5].map((i) => ({ id: i, name: `P${i}` })), seed: 17, optionalRules: ['original_tiles','max_reissue_200','can_protect_if_sold','original_market'] } as any, actions);
  console.log('FAIL', r.failure);
  const s = r.game.state;
  const k = s.corporations.SP;
  console.log('SP', JSON.stringify({ tokens: k.tokens, trains: k.trains.map((x: string) => s.trains[x].name), dest: t.corporations.find((c: any) => c.sym === 'SP')?.destination, home: t.corporations.find((c: any) => c.sym === 'SP')?.home }));
  const b: any = bestRoutes(r.game, 'SP', { timeLimitMs: 5000 });
  console.log('BEST', b.ok, b.error ?? JSON.stringify(b.value?.routes ?? b.value).slice(0, 800));
}, 600000);
