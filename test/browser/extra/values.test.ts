import { afterEach, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import ValueChart from '../../../renderer/panels/extra/ValueChart.vue';
import { valueSeries } from '../../../renderer/panels/extra/valueSeries';
import { box, mountIn, settle } from '../mount';
import { game26855, players26855, session26855 } from './fixture';

let cleanup: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanup) c();
  cleanup = [];
});

test('valueSeries of 26855: the auction, 6 stock rounds and 10 operating rounds; the last point is the result', () => {
  const series = valueSeries(session26855());
  expect(series.map((p) => p.label)).toEqual([
    'Auction',
    'SR 1',
    'OR 1.1',
    'SR 2',
    'OR 2.1',
    'SR 3',
    'OR 3.1',
    'OR 3.2',
    'SR 4',
    'OR 4.1',
    'OR 4.2',
    'SR 5',
    'OR 5.1',
    'OR 5.2',
    'OR 5.3',
    'SR 6',
    'OR 6.1 (end)',
  ]);
  expect(series.at(-1)!.values).toEqual(Object.fromEntries(Object.entries(game26855.result!).map(([k, v]) => [k, v])));
  // before any share is bought, values are cash plus privates at face value: Player 2 (82) holds SV, CS and BO
  expect(series[0].values['82']).toBe(795);
});

test('the chart draws one line per player with a point per round; the legend shows final values, highest first', async () => {
  const series = valueSeries(session26855());
  const host = box(560, 260);
  const wrapper = mountIn(ValueChart, host, { props: { series, players: players26855, currency: '$' } });
  cleanup.push(() => {
    wrapper.unmount();
    host.remove();
  });
  await settle(10);
  const lines = host.querySelectorAll('polyline');
  expect(lines.length).toBe(4);
  for (const l of lines) expect(l.getAttribute('points')!.split(' ').length).toBe(series.length);
  const legend = () =>
    [...host.querySelectorAll('.legend .entry')].map((e) => `${e.querySelector('.name')!.textContent} ${e.querySelector('.value')!.textContent}`);
  expect(host.querySelector('.legend .round')!.textContent).toBe('OR 6.1 (end)');
  expect(legend()).toEqual(['Player 4 $2212', 'Player 2 $2127', 'Player 1 $1831', 'Player 3 $310']);
  await page.screenshot({ path: '../__screenshots__/extra-values-1830.png' });

  // keyboard: the cursor steps back a round, Home goes to the first
  (host.querySelector('svg') as SVGElement).focus();
  await userEvent.keyboard('{ArrowLeft}');
  expect(host.querySelector('.legend .round')!.textContent).toBe('SR 6');
  expect(legend()[0]).toBe('Player 3 $1757');
  await userEvent.keyboard('{Home}');
  expect(host.querySelector('.legend .round')!.textContent).toBe('Auction');
});

test('valueSeries follows play incrementally and starts afresh after an undo (same figures as a fresh session)', async () => {
  const { GameSession } = await import('@shared/session/session');
  const { setupOf } = await import('@shared/engine/replay');
  const { loadTitle } = await import('../titles');
  const title = loadTitle('1830');
  const actions = session26855().actions;
  const grow = GameSession.create(title, setupOf(game26855), actions.slice(0, 100));
  if (!grow.ok) throw new Error(grow.error);
  const s = grow.value;
  const early = valueSeries(s).map((p) => p.label);
  expect(early).toEqual(['Auction', 'SR 1', 'OR 1.1', 'SR 2', 'OR 2.1', 'SR 3']);
  for (const a of actions.slice(100, 250)) expect(s.act({ ...a }).ok).toBe(true);
  const fresh = GameSession.create(title, setupOf(game26855), actions.slice(0, 250));
  if (!fresh.ok) throw new Error(fresh.error);
  expect(valueSeries(s)).toEqual(valueSeries(fresh.value));
  expect(s.undo().ok).toBe(true);
  const undone = GameSession.create(title, setupOf(game26855), actions.slice(0, 249));
  if (!undone.ok) throw new Error(undone.error);
  expect(valueSeries(s)).toEqual(valueSeries(undone.value));
});
