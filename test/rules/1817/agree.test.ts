import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, type Game } from '../../../shared/engine/game';
import { setupOf, type RecordedGame } from '../../../shared/engine/replay';
import { rulesFor } from '../../../shared/rules/index';
import type { AcquisitionRound } from '../../../shared/rules/1817/acquisition';
import { loadTitle } from '../../support/fixtures';

/**
 * 1817 rules found by `npm run agree`: random games of ours that 18xx.games played otherwise, kept in
 * test/fixtures/agree (each file's `description` says where it is cut and why).
 */
const t = loadTitle('1817');

function agreeGame(name: string): RecordedGame {
  return JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'fixtures', 'agree', `${name}.json`), 'utf8')) as RecordedGame;
}

/** The game through action `id`, played as live play (every check made). */
function liveThrough(g: RecordedGame, id: number): Game {
  const created = createGame(t, rulesFor(t), setupOf(g));
  if (!created.ok) throw new Error(created.error);
  let game = created.value;
  for (const a of g.actions.filter((x) => (x.id ?? 0) <= id)) {
    const r = applyAction(game, a, { inPlace: true });
    if (!r.ok) throw new Error(r.error);
    game = r.value;
  }
  return game;
}

describe('1817 §7.2 a company that falls into a low zone during the round is not sold', () => {
  it('a company whose president goes bankrupt during its auction goes into liquidation and is sold no more', () => {
    const g = agreeGame('liquidated-during-sale__1817_5p_std_s3');
    // Action 192: P4 enters a cash crisis while PSNR (P4's, in the acquisition zone) is auctioned.
    const before = liveThrough(g, 192).state.round as AcquisitionRound;
    expect(before.sale).toMatchObject({ corporation: 'PSNR', mode: 'acquisition', stage: 'auction' });
    // Action 193: P4 goes bankrupt; PSNR goes into liquidation and the round moves on to PW, offered by its president.
    const after = liveThrough(g, 193);
    const r = after.state.round as AcquisitionRound;
    expect(r.offering).not.toContain('PSNR');
    expect(r.sale).toMatchObject({ corporation: 'PW', stage: 'offer' });
    expect(after.state.corporations.PW.president).toBe(5);
    // P5 and P2 decline PW and Belt; WC (liquidated this round) and PLE (nobody can pay) are skipped: the round ends.
    expect(liveThrough(g, 195).state.round).toMatchObject({ kind: 'operating' });
  });
});
