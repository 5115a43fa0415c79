/**
 * A recorded 1817 game (18xx.games 20758: five players; its players ended it by agreement after the second merger and
 * acquisition rounds) played by clicks in browser mode from an import of its set-up to the end screen: the private
 * auction, IPOs by bid paid in part with privates, home stations, loans, track, trains, routes, dividends (half pays
 * included), the merger rounds' conversions with the shares bought after them, the acquisition rounds, and the end by
 * agreement. Every player's cash is the record's after every action (test/e2e/support/recordedClicks.ts), and the end
 * screen shows the recorded result.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import type { RecordedGame } from '../../../shared/engine/replay';
import { FIXTURES, loadTitle } from '../../support/fixtures';
import { clickPlan } from '../support/clickPlan';
import { expectRecordedResult, playByClicks, screenOf, STANDARD_CLICKS, type ClickTable } from '../support/recordedClicks';
import { importGame, putImport, shot, shotBoth, startedApp } from './app';

const FILE = '20758.json';
const recorded = JSON.parse(readFileSync(join(FIXTURES, '1817', FILE), 'utf8')) as RecordedGame & { result: Record<string, number> };
const title = loadTitle('1817');
const plan = clickPlan(title, recorded);

/** 1817's own actions. */
const CLICKS_1817: ClickTable = {
  ...STANDARD_CLICKS,
  // The players' agreement to end the game (18xx.games' "End game").
  async end_game(x) {
    await x.clickIfVisible('end-game-ask');
    return x.tid('end-game').click();
  },
  take_loan: (x) => x.tid('take_loan').click(),
  payoff_loan: (x) => x.tid('payoff_loan').click(),
  assign: (x, a) => x.tid(`assign-${a.entity}-${a.target}`).click(),
  convert: (x, a) => x.tid(`convert-${a.entity}`).click(),
  short: (x, a) => x.tid(`short-${a.corporation}`).click(),
  choose: (x, a) => x.tid(`choose-${a.choice}`).click(),
  merge: (x, a) => x.tid(a.entity_type === 'player' ? `choose-${a.corporation}` : `merge-${a.corporation}`).click(),
};

const running = startedApp(10_000);

test('20758 played by clicks through its merger and acquisition rounds to the end screen: the recorded result', { timeout: 900_000 }, async () => {
  const started = Date.now();
  const app = running();
  const page = app.page;
  // CLICKS_FROM=n starts at the n-th step, imported (while working on a step that fails).
  const from = Number(process.env.CLICKS_FROM ?? 0);
  await importGame(app, putImport(app, `20758-${from}.json`, plan.recordedBefore(from)));
  const x = screenOf(page);
  const seen = new Set<string>();
  await playByClicks(x, plan, CLICKS_1817, {
    from,
    currency: title.currency,
    onStuck: () => shot(page, 'recorded-1817-stuck'),
    // The first step of each special round, and an IPO bid by a player short of cash, as the player sees them.
    async before(i) {
      const a = plan.steps[i];
      if (a.type === 'bid' && a.price === 180 && a.corporation === 'A&A') {
        expect(await page.getByTestId('bid-ranges').textContent()).toContain('Bids you can pay (cash and privates at face value): $100–$105, $120–$135');
        await shotBoth(page, 'recorded-1817-ipo-bid-ranges');
      }
      if (a.type === 'end_game') {
        await x.tid('end-game-ask').click();
        await shotBoth(page, 'recorded-1817-end-by-agreement');
      }
      const round = (await page.getByTestId('round').textContent())?.trim() ?? '';
      if (!/Merger|Acquisition/.test(round) || seen.has(round)) return;
      seen.add(round);
      // Who decides a merger: the partner's president (1817 §7.1: both presidents agree).
      if (round.startsWith('Merger')) expect(await x.tid('merge-president-H').textContent()).toContain("H's president: Player 2, also A&A's");
      await shotBoth(page, `recorded-1817-${round.split(' ')[0].toLowerCase()}`);
    },
  });
  if (from === 0) expect([...seen]).toEqual(['Merger and conversion round', 'Acquisition round']);
  await expectRecordedResult(page, recorded.result);
  await shot(page, 'recorded-1817-end');
  console.log(`20758 by clicks: ${plan.steps.length} actions in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  expect(app.errors).toEqual([]);
});
