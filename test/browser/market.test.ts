import { afterEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import StockMarket from '../../renderer/market/StockMarket.vue';
import { box, mountIn, settle } from './mount';
import { loadTitle } from './titles';

let cleanup: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanup) c();
  cleanup = [];
});

async function mountMarket(id: string, prices: Record<string, [number, number]>, w = 1000, h = 560) {
  const title = loadTitle(id);
  const host = box(w, h);
  const wrapper = mountIn(StockMarket, host, { props: { title, prices } });
  cleanup.push(() => {
    wrapper.unmount();
    host.remove();
  });
  await settle(10);
  return { host, title };
}

test('1830 market: one cell per printed price, markers stacked per cell in the given order', async () => {
  const { host, title } = await mountMarket('1830', { PRR: [0, 6], NYC: [0, 6], 'B&O': [2, 3], ERIE: [3, 0], 'C&O': [0, 6] });
  const printed = title.market.rows.flat().filter((c) => c !== null).length;
  expect(host.querySelectorAll('.market-cell').length).toBe(printed);
  const par100 = host.querySelector('.market-cell[data-row="0"][data-col="6"]')!;
  expect(par100.querySelector('.price')!.textContent).toBe('100');
  expect([...par100.querySelectorAll('.market-token')].map((t) => t.textContent)).toEqual(['PRR', 'NYC', 'C&O']);
  expect(host.querySelectorAll('.market-token').length).toBe(5);
  await page.screenshot({ path: '__screenshots__/market-1830.png' });
});

test('1830 market: zone colours and a legend entry per zone (yellow, orange, brown, par)', async () => {
  const { host } = await mountMarket('1830', {});
  const zones = [...host.querySelectorAll('.market-legend li')].map((li) => li.getAttribute('data-zone'));
  expect(zones.sort()).toEqual(['multiple_buy', 'no_cert_limit', 'par', 'unlimited']);
  const yellow = host.querySelector('.market-cell[data-row="0"][data-col="0"]') as HTMLElement;
  const plain = host.querySelector('.market-cell[data-row="0"][data-col="1"]') as HTMLElement;
  expect(getComputedStyle(yellow).backgroundColor).not.toBe(getComputedStyle(plain).backgroundColor);
  expect(host.querySelectorAll('.market-cell.par').length).toBe(6);
});

test('a one-row market (1846) renders as a single strip with its close cell', async () => {
  const { host } = await mountMarket('1846', { PRR: [0, 10], NYC: [0, 10] });
  expect(new Set([...host.querySelectorAll('.market-cell')].map((c) => c.getAttribute('data-row')))).toEqual(new Set(['0']));
  expect(host.querySelector('.market-cell[data-zones~="close"]')).not.toBeNull();
  expect(host.querySelectorAll('.market-token').length).toBe(2);
  await page.screenshot({ path: '__screenshots__/market-1846.png' });
});
