/**
 * A complete recorded 18NY game (18xx.games 108746: three players, second edition, ends at the bank's end) played by
 * clicks in browser mode from an import of its set-up to the end screen: every action of the record is made through
 * the panels and the board tools (test/e2e/support/recordedClicks.ts: the private auction, minors' auctions, pars and
 * shares, tile lays, stations, H-train routes stop by stop, dividends, trains), and 18NY's own: loans, scrapping,
 * issues and buy-backs, takeovers at their price and the stations replaced, the NYC formation round. The end screen
 * shows the recorded result.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import type { RecordedGame } from '../../../shared/engine/replay';
import { FIXTURES, loadTitle } from '../../support/fixtures';
import { clickPlan } from '../support/clickPlan';
import { expectRecordedResult, playByClicks, screenOf, STANDARD_CLICKS, type ClickTable, type Screen } from '../support/recordedClicks';
import { importGame, putImport, shot, shotBoth, startedApp } from './app';

const FILE = '108746.json';
const recorded = JSON.parse(readFileSync(join(FIXTURES, '18NY', FILE), 'utf8')) as RecordedGame & { result: Record<string, number> };
const title = loadTitle('18NY');
const plan = clickPlan(title, recorded);

/** A treasury button: named by its company where several may act (a president's stock turn), else by its count. */
async function treasury(x: Screen, kind: 'issue' | 'redeem', entity: string, count: number): Promise<void> {
  const named = x.tid(`${kind}-${entity}-${count}`);
  return (await named.isVisible().catch(() => false)) ? named.click() : x.tid(`${kind}-${count}`).click();
}

/** 18NY's own actions, and a company's shares issued (sold by it) or bought back. */
const CLICKS_18NY: ClickTable = {
  ...STANDARD_CLICKS,
  sell_shares: (x, a, before) =>
    a.entity_type === 'corporation' ? treasury(x, 'issue', String(a.entity), a.shares.length) : STANDARD_CLICKS.sell_shares!(x, a, before),
  buy_shares: (x, a, before) =>
    a.entity_type === 'corporation' ? treasury(x, 'redeem', String(a.entity), a.shares.length) : STANDARD_CLICKS.buy_shares!(x, a, before),
  take_loan: (x) => x.tid('take_loan').click(),
  payoff_loan: (x) => x.tid('payoff_loan').click(),
  payoff_debt: (x) => x.tid('payoff_debt').click(),
  scrap_train: (x, a) => x.tid(`scrap-${a.train}`).click(),
  view_merge_options: (x) => x.tid('view-merges').click(),
  merge: (x, a) => x.tid(`merge-${a.corporation}`).click(),
  remove_token: (x, a) => x.tid(`replace-${a.city}`).click(),
};

const running = startedApp(10_000);

test('108746 played by clicks from its set-up to the end screen: the recorded result', { timeout: 900_000 }, async () => {
  const started = Date.now();
  const app = running();
  const page = app.page;
  // CLICKS_FROM=n starts at the n-th step, imported (while working on a step that fails).
  const from = Number(process.env.CLICKS_FROM ?? 0);
  await importGame(app, putImport(app, `108746-${from}.json`, plan.recordedBefore(from)));
  const x = screenOf(page);
  await playByClicks(x, plan, CLICKS_18NY, {
    from,
    currency: title.currency,
    onStuck: () => shot(page, 'recorded-18NY-stuck'),
    // West Point Foundry's half-price train: a panel of its own beside the minor's.
    async before(i) {
      const a = plan.steps[i];
      if (a.type !== 'buy_train' || a.entity !== 'WPF') return;
      expect(await x.tid('buy-train-WPF-6H').textContent()).toContain('6H-train for $150');
      await shotBoth(page, 'recorded-18NY-wpf-train');
    },
  });
  await expectRecordedResult(page, recorded.result);
  await shot(page, 'recorded-18NY-end');
  console.log(`108746 by clicks: ${plan.steps.length} actions in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  expect(app.errors).toEqual([]);
});
