/**
 * Every recorded game of the five titles, board rebuilt from its tile lays with tokens following the reference
 * engine's trace (test/graph/replay.ts):
 *  - every recorded tile lay is among `legalTileRotations`, every token placement passes `checkTokenPlacement`;
 *  - every recorded route resolves onto the track and passes the route rules;
 *  - revenues equal the recorded ones where the title adds no bonus the graph leaves to title hooks; elsewhere the
 *    graph's revenue never exceeds the recorded one (bonuses only add), 18NY aside (see README).
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replayFixture } from './replay';
import { RULES_18NY } from './titleHooks';
import { join } from 'node:path';
import { FIXTURES } from '../support/fixtures';

const TITLES = ['1830', '1846', '1870', '18NY', '1817'];

/** Fixtures whose recorded revenues include bonuses the graph leaves to title rules. */
const BONUSES: Record<string, string> = {
  '1846/1846_game_end_reason_all_closed.json': '1846 east-west, Chicago and private-company bonuses',
  '1870/1870_game_end_bank.json': '1870 port/cattle tokens and destination doubling',
  '1870/1870_game_end_bankrupt.json': '1870 port/cattle tokens and destination doubling',
  '1870/40469_white-to-yellow_price_protect_allowed.json': '1870 port/cattle tokens and destination doubling',
  '1870/40469_white-to-yellow_price_protect_over_cert_limit_fails.json': '1870 port/cattle tokens and destination doubling',
  '1870/game-end-market-400.json': '1870 port/cattle tokens and destination doubling',
  '1817/1817_game_end_bankrupt.json': '1817 optional rule "volatility"',
  '18NY/108746.json': '18NY diesel and connection bonuses',
};

const cases = TITLES.flatMap((t) =>
  readdirSync(join(FIXTURES, t))
    .filter((f) => f.endsWith('.json'))
    .map((f) => [t, f] as const),
);

describe.each(cases)('%s %s', (title, file) => {
  const replay = replayFixture(title, file, title === '18NY' ? RULES_18NY : {}, true);
  const key = `${title}/${file}`;

  it('every recorded tile lay and token placement is legal', () => {
    expect(replay.issues.filter((i) => /^(lay|place_token)/.test(i.message))).toEqual([]);
  });

  it('every recorded route resolves and keeps the route rules', () => {
    expect(replay.issues.filter((i) => i.message.startsWith('run_routes') && !i.message.includes('≠'))).toEqual([]);
  });

  it(BONUSES[key] ? `revenues: at most the recorded ones (${BONUSES[key]})` : 'revenues equal the recorded ones', () => {
    if (!BONUSES[key]) expect(replay.issues.filter((i) => i.message.includes('≠'))).toEqual([]);
    else if (title !== '18NY') expect(replay.revenueDiffs.filter((d) => d > 0)).toEqual([]);
  });
});
