import { describe, expect, it } from 'vitest';
import { applyAction, type Game } from '../../../shared/engine/game';
import type { Action } from '../../../shared/engine/actions';
import { play, recordedAt } from '../../support/play';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createGame } from '../../../shared/engine/game';
import { setupOf, type RecordedGame } from '../../../shared/engine/replay';
import { rulesFor } from '../../../shared/rules/index';
import { loadTitle } from '../../support/fixtures';

function newGame1846(file: RecordedGame) {
  const r = createGame(loadTitle('1846'), rulesFor(loadTitle('1846')), setupOf(file));
  if (!r.ok) throw new Error(r.error);
  return r.value;
}
import { legalActions } from '../../../shared/engine/legal';

/** Private companies' extra tile lays (1846 §6.47 exceptions, Michigan Central and Ohio & Indiana). */

const lay = (entity: string, hex: string, tile: string, rotation: number): Action =>
  ({ type: 'lay_tile', entity, entity_type: 'company', hex, tile, rotation }) as unknown as Action;

function tryLays(game: Game, actions: Action[]): string | null {
  for (const a of actions) {
    const r = applyAction(game, a);
    if (!r.ok) return r.error;
    game = r.value;
  }
  return null;
}

describe('Michigan Central and Ohio & Indiana: both tiles must connect to each other', () => {
  // 12666.json: the Michigan Central lays 9s on B12 and B10, connected, as its owner's first two lays.
  const { game } = recordedAt('1846', '12666.json', 114);

  it('the recorded lays connect and are accepted', () => {
    expect(tryLays(game, [lay('MC', 'B12', '9-7', 1), lay('MC', 'B10', '9-8', 1)])).toBeNull();
  });

  it('a second tile that does not meet the first is refused', () => {
    // B12 with a curve turned away from B10: every lay on B10 legal on its own is then refused.
    const refused: string[] = [];
    for (let r = 0; r < 6; r++) {
      if (tryLays(game, [lay('MC', 'B12', '8-5', r)]) !== null) continue;
      for (let r2 = 0; r2 < 6; r2++) {
        const error = tryLays(game, [lay('MC', 'B12', '8-5', r), lay('MC', 'B10', '9-8', r2)]);
        if (error && /MC's tiles must connect to each other/.test(error)) refused.push(`${r}/${r2}`);
      }
    }
    expect(refused.length).toBeGreaterThan(0);
  });

  it('one tile alone is allowed (the second lay may be passed up)', () => {
    expect(tryLays(game, [lay('MC', 'B12', '9-7', 1), { type: 'pass', entity: 'MC', entity_type: 'company' } as unknown as Action])).toBeNull();
  });

  it('the Ohio & Indiana likewise (19962.json)', () => {
    const oi = recordedAt('1846', '19962.json', 167).game;
    expect(tryLays(oi, [lay('O&I', 'F16', '8-4', 1), lay('O&I', 'F14', '8-5', 4)])).toBeNull();
    const refused = [0, 1, 2, 3, 4, 5].some((r) =>
      /must connect to each other/.test(tryLays(oi, [lay('O&I', 'F16', '8-4', r), lay('O&I', 'F14', '8-5', 4)]) ?? ''),
    );
    expect(refused).toBe(true);
  });
});

describe('Between the two lays of a company that go together its corporation lays no tile of its own', () => {
  it('the Ohio & Indiana laid one tile: its owner must lay the second or pass first (19962.json)', () => {
    const oi = recordedAt('1846', '19962.json', 167).game;
    const owner = oi.state.companies['O&I'].owner!.slice(2);
    const first = applyAction(oi, lay('O&I', 'F16', '8-4', 1));
    if (!first.ok) throw new Error(first.error);
    const own = { type: 'lay_tile', entity: owner, entity_type: 'corporation', hex: 'F14', tile: '8-5', rotation: 4 } as unknown as Action;
    const r = applyAction(first.value, own);
    expect(r.ok ? null : r.error).toMatch(/O&I's second tile must be laid or passed up first/);
  });
});

describe("18xx.games waits for a private's second tile lay: only the company acts, laying again or passing", () => {
  const oi = recordedAt('1846', '19962.json', 167).game;
  const first = applyAction(oi, lay('O&I', 'F16', '8-4', 1));
  if (!first.ok) throw new Error(first.error);
  const owner = oi.state.companies['O&I'].owner!.slice(2);

  it("after the first lay the legal actions are the company's second lay and its pass", () => {
    const offered = legalActions(first.value).map((a) => `${a.type}:${a.entity}`);
    expect(offered).toEqual(['lay_tile:O&I', 'company_pass:O&I']);
  });

  it('the turn does not move on meanwhile: the owner is still at the step where the company laid', () => {
    expect(first.value.state.round).toMatchObject({ turn: { step: (oi.state.round as { turn: { step: string } }).turn.step } });
  });

  it("another action of its owner forfeits the second lay (18xx.games: 'forfeits second tile lay')", () => {
    const r = applyAction(first.value, { type: 'pass', entity: owner, entity_type: 'corporation' } as unknown as Action);
    if (!r.ok) throw new Error(r.error);
    expect(r.value.state.pending).toEqual([]);
    expect(r.value.state.log.some((l) => /O&I forfeits its second tile lay/.test(l.text))).toBe(true);
  });

  it("once the company passes, its owner's turn goes on", () => {
    const r = applyAction(first.value, { type: 'pass', entity: 'O&I', entity_type: 'company' } as unknown as Action);
    if (!r.ok) throw new Error(r.error);
    expect(legalActions(r.value).some((a) => a.entity === owner)).toBe(true);
  });
});

describe('Little Miami that can neither lay its second tile nor pass does not hold the game up', () => {
  // Random play (1846 5p seed 10): ERIE buys LM after its trains and lays 57 on Dayton (G13); Cincinnati (H12) cannot
  // take a second tile that joins them (phase I), and a pass would leave them apart.
  const file = JSON.parse(readFileSync(join(import.meta.dirname, 'games', 'little-miami-stuck_5p_s10.json'), 'utf8')) as RecordedGame;
  const before = play(newGame1846(file), file.actions.slice(0, -1) as Action[]);
  const deadEnd = file.actions.at(-1) as Action;

  it('in live play that first lay is refused (18xx.games would wait for ever for Little Miami)', () => {
    expect(deadEnd).toMatchObject({ type: 'lay_tile', entity: 'LM', hex: 'G13' });
    expect(applyAction(before, deadEnd)).toMatchObject({ ok: false, error: expect.stringMatching(/Little Miami could neither lay nor pass/) });
  });

  it("in a log that has it, the legal actions are then the turn's own, and its owner's pass forfeits the second lay", () => {
    const loaded = applyAction(before, deadEnd, { loading: true });
    if (!loaded.ok) throw new Error(loaded.error);
    const game = loaded.value;
    expect(game.state.pending).toMatchObject([{ kind: 'special_lay', entity: 'LM' }]);
    const legal = legalActions(game);
    expect(legal.map((a) => `${a.type}:${a.entity}`)).toContain('pass:ERIE');
    const r = applyAction(game, { type: 'pass', entity: 'ERIE', entity_type: 'corporation' } as unknown as Action);
    if (!r.ok) throw new Error(r.error);
    expect(r.value.state.pending).toEqual([]);
    expect(r.value.state.log.some((l) => /LM forfeits its second tile lay/.test(l.text))).toBe(true);
  });
});

describe('Little Miami joins Cincinnati (H12) and Dayton (G13) (second edition, as 18xx.games)', () => {
  // 222264.json: the Little Miami lays 292 on H12 and 57 on G13.
  const { game } = recordedAt('1846', '222264.json', 70);
  const pass = { type: 'pass', entity: 'LM', entity_type: 'company' } as unknown as Action;

  it('the recorded lays join the two cities and are accepted', () => {
    expect(tryLays(game, [lay('LM', 'H12', '292-0', 1), lay('LM', 'G13', '57-0', 0)])).toBeNull();
  });

  it('lays that leave the cities apart are refused when they are done', () => {
    const apart = [0, 1, 2, 3, 4, 5].map((r) => tryLays(game, [lay('LM', 'H12', '292-0', 1), lay('LM', 'G13', '57-0', r)])).filter((e) => e !== null);
    expect(apart.some((e) => /H12 and G13 must be connected after using Little Miami/.test(e!))).toBe(true);
    expect(tryLays(game, [lay('LM', 'H12', '292-0', 1), pass])).toMatch(/must be connected after using Little Miami/);
  });

  it('both lays on one hex are refused', () => {
    expect(tryLays(game, [lay('LM', 'G13', '57-0', 0), lay('LM', 'G13', '15-0', 0)])).toMatch(/cannot lay and upgrade a tile on the same hex/);
  });

  it('a game recorded with such lays still loads (the check is live play only, as in 18xx.games)', () => {
    const first = applyAction(game, lay('LM', 'H12', '292-0', 1), { loading: true });
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(applyAction(first.value, pass, { loading: true }).ok).toBe(true);
  });
});
