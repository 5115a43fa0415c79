/**
 * What a group reads off the screen between moves, on the recorded 1830 game 26855 (four players, ends by bankruptcy
 * in OR 6.1): the operating history, the dividend choices (per share, who receives what, where the price goes), the
 * spreadsheet and the end-of-game ranking.
 */
import { afterEach, expect, test } from 'vitest';
import { operatingHistory } from '../../../renderer/panels/extra/valueSeries';
import { legalActions } from '@shared/engine/legal';
import { dividendOutcomes, routesRun } from '../../../renderer/play/dividendPreview';
import { endRanking, endReason } from '../../../renderer/play/endResult';
import { spreadsheet } from '../../../renderer/play/spreadsheet';
import SpreadsheetPanel from '../../../renderer/play/SpreadsheetPanel.vue';
import { box, mountIn, settle } from '../mount';
import { game26855, gameAt, session26855 } from '../extra/fixture';

let cleanup: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanup) c();
  cleanup = [];
});

/** The number of effective actions before the first dividend choice of `corp`. */
function beforeDividend(corp: string): number {
  const n = session26855().actions.findIndex((a) => a.type === 'dividend' && a.entity === corp);
  expect(n).toBeGreaterThan(0);
  return n;
}

test('operating history: each run with its revenue, paid out or withheld (1830 §6.5)', () => {
  const h = operatingHistory(session26855());
  // OR 1.1 only buys trains; in OR 2.1 NYNH runs 50 + 30 + 30 and pays out, NYC 30 and PRR 30 pay out.
  expect(h.slice(0, 3)).toEqual([
    { label: 'OR 2.1', corp: 'NYNH', revenue: 110, kind: 'payout' },
    { label: 'OR 2.1', corp: 'NYC', revenue: 30, kind: 'payout' },
    { label: 'OR 2.1', corp: 'PRR', revenue: 30, kind: 'payout' },
  ]);
  expect(h.some((r) => r.corp === 'ERIE' && r.kind === 'withhold' && r.revenue === 170)).toBe(true);
});

test('dividend step: a payout pays a tenth a share and moves the price right; withholding fills the treasury and moves it left', () => {
  const n = beforeDividend('NYNH');
  const g = gameAt(n);
  const offer = legalActions(g).find((a) => a.type === 'dividend');
  const [payout, withhold] = dividendOutcomes(g, 'NYNH', offer?.type === 'dividend' ? offer.options : []);
  expect(payout.perShare).toBe(11);
  // Player 1 (1627) holds the president's 20% and 40% more: 6 shares.
  expect(payout.receives.find((r) => r.who === 'Player 1')?.amount).toBe(66);
  expect(payout.price.to).toBeGreaterThan(payout.price.from);
  expect(payout.cell.to![1]).toBe(payout.cell.from![1] + 1);
  expect(withhold.perShare).toBe(0);
  expect(withhold.receives).toEqual([{ who: 'NYNH', amount: 110, corporation: true }]);
  expect(withhold.price.to).toBeLessThan(withhold.price.from);
  // The routes run stay drawn: three 2-trains.
  expect(routesRun(session26855().actions.slice(0, n), 'NYNH')).toEqual([
    ['G19', 'F20'],
    ['F20', 'F22'],
    ['F22', 'F24'],
  ]);
});

test('end of game: the bankruptcy named, the ranking as recorded, shares at their final price', () => {
  const g = session26855().game;
  expect(endReason(g.state.endReason)).toBe('A player went bankrupt.');
  const rows = endRanking(g);
  expect(rows.map((r) => [r.name, r.total])).toEqual(
    Object.entries(game26855.result!)
      .sort((a, b) => b[1] - a[1])
      .map(([id, v]) => [game26855.players.find((p) => String(p.id) === id)!.name, v]),
  );
  for (const r of rows) expect(r.cash + r.sharesValue + r.companiesValue).toBe(r.total);
  expect(rows[0].rank).toBe(1);
  expect(rows.at(-1)!.bankrupt).toBe(true);
});

test('spreadsheet: holders by corporation, the operating history by round, and the players under it', async () => {
  const session = session26855();
  const sheet = spreadsheet(session.game, operatingHistory(session));
  const nynh = sheet.corporations.find((k) => k.sym === 'NYNH')!;
  expect(nynh.players['1627']).toEqual({ percent: 60, president: true });
  expect(nynh.history['OR 2.1']).toEqual({ revenue: 110, kind: 'payout' });
  expect(sheet.rounds[0]).toBe('OR 2.1');
  expect(sheet.ipoName).toBe('IPO');
  expect(sheet.players.map((p) => p.value)).toEqual(session.game.state.players.map((p) => game26855.result![String(p.id)]));

  const host = box(1200, 420);
  const w = mountIn(SpreadsheetPanel, host, { props: { game: session.game, history: operatingHistory(session), currency: '$' } });
  cleanup.push(() => {
    w.unmount();
    host.remove();
  });
  await settle(10);
  const row = host.querySelector('tr[data-corp="NYNH"]')!;
  expect(row.textContent).toContain('60%*');
  expect(host.querySelector('thead')!.textContent).toContain('OR 6.1');
  expect(host.querySelector('tr[data-row="value"]')!.textContent).toContain('$2212');
});
