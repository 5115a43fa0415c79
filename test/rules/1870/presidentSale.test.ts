import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyAction, context, createGame, type Game } from '../../../shared/engine/game';
import { price } from '../../../shared/engine/market';
import { setupOf, type RecordedGame } from '../../../shared/engine/replay';
import { rulesFor } from '../../../shared/rules/index';
import { loadTitle } from '../../support/fixtures';

/**
 * 1870 p. 13: an unprotected sale lowers the price one row per share sold, and the president's certificate is two
 * shares. A random game 18xx.games judged (`npm run agree`, 1870_4p_std_s3, cut after #31): player 2 sells the MKT
 * president's certificate (#30) and buys at the end of the turn (#31); nobody may protect (the president before
 * the sale is the seller), so MKT falls two rows, 68 to 60 (it fell one row here before).
 */
function playTo(id: number): Game {
  const g = JSON.parse(readFileSync(join(import.meta.dirname, 'games', 'president-sale_4p_s3.json'), 'utf8')) as RecordedGame;
  const t = loadTitle('1870');
  const created = createGame(t, rulesFor(t), setupOf(g));
  if (!created.ok) throw new Error(created.error);
  let game = created.value;
  for (const a of g.actions) {
    if (a.id! > id) break;
    const r = applyAction(game, a);
    if (!r.ok) throw new Error(r.error);
    game = r.value;
  }
  return game;
}

describe("1870 a sale of the president's certificate falls two rows (p. 13)", () => {
  it('the price waits for the end of the seller’s turn', () => {
    expect(price(context(playTo(30)), context(playTo(30)).s.corporations.MKT)).toBe(68);
  });

  it('then falls a row for each of its two shares', () => {
    const c = context(playTo(31));
    expect(price(c, c.s.corporations.MKT)).toBe(60);
  });
});
