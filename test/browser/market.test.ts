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

/** Width the bottom panel gives the market (the panel less its padding) at window widths 1280, 1440 and 1600 px. */
const PANEL_ROOM = { 1280: 948, 1440: 1082, 1600: 1204 } as const;

test.each(['1830', '1846', '1870', '18NY', '1817'])(
  '%s market in the bottom panel at 1280, 1440 and 1600 px: every cell whole, none cut at the right',
  async (id) => {
    const title = loadTitle(id);
    for (const [window, room] of Object.entries(PANEL_ROOM)) {
      // As in the bottom panel: a block of the panel's width, cells of 38 px.
      const host = box(room, 400);
      host.style.display = 'block';
      const wrapper = mountIn(StockMarket, host, { props: { title, prices: {}, cell: 38 } });
      await settle(10);
      const at = `${id} at ${window} px`;
      const cells = [...host.querySelectorAll('.market-cell')].map((c) => c.getBoundingClientRect());
      expect(cells.length, at).toBe(title.market.rows.flat().filter((c) => c !== null).length);
      const edge = host.getBoundingClientRect().right;
      expect(cells.filter((r) => r.right > edge + 0.5).length, `${at}: cells past the right edge`).toBe(0);
      const scroll = host.querySelector('.market-scroll') as HTMLElement;
      expect(scroll.scrollWidth, `${at}: nothing to scroll sideways`).toBeLessThanOrEqual(scroll.clientWidth);
      // Readable: cells at least 90 % of the app's 38 px, each price whole inside its cell.
      expect(Math.min(...cells.map((r) => r.width)), at).toBeGreaterThanOrEqual(34);
      for (const price of host.querySelectorAll('.price'))
        expect(price.getBoundingClientRect().width, at).toBeLessThanOrEqual(price.parentElement!.clientWidth);
      if (id === '1846' || id === '1817') await page.screenshot({ path: `__screenshots__/market-${id}-${window}.png` });
      wrapper.unmount();
      host.remove();
    }
  },
);

test('a one-row market too long for one line wraps into bands of about equal length, in price order', async () => {
  const title = loadTitle('1846');
  const host = box(PANEL_ROOM[1280], 400);
  host.style.display = 'block';
  const wrapper = mountIn(StockMarket, host, { props: { title, prices: { PRR: [0, 20] }, cell: 38 } });
  cleanup.push(() => {
    wrapper.unmount();
    host.remove();
  });
  await settle(10);
  const bands = [...host.querySelectorAll('.market-grid')];
  expect(bands.length).toBe(2);
  const lengths = bands.map((b) => b.querySelectorAll('.market-cell').length);
  expect(Math.abs(lengths[0]! - lengths[1]!)).toBeLessThanOrEqual(1);
  // Read like lines of text: the second band starts where the first ends, and lies under it.
  const cols = [...host.querySelectorAll('.market-cell')].map((c) => Number(c.getAttribute('data-col')));
  expect(cols).toEqual(cols.map((_, i) => i));
  expect(bands[1]!.getBoundingClientRect().top).toBeGreaterThan(bands[0]!.getBoundingClientRect().bottom);
  expect(host.querySelector('.market-cell[data-col="20"] .market-token')!.textContent).toBe('PRR');
  expect(bands.map((b) => b.getAttribute('aria-label'))).toEqual([
    `Stock market, columns 1–${lengths[0]} of 31`,
    `Stock market, columns ${lengths[0]! + 1}–31 of 31`,
  ]);
});
