import { afterEach, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { autoprintRoute, printInBrowser } from '../../../renderer/print/browserPrint';
import { mountPrintDialog, mountPrintRoute } from './mountPrint';
import { settle } from '../mount';

const toPdf = vi.fn(async (_: unknown) => ({ path: '/workspace/1830-map.pdf' }));
vi.mock('../../../renderer/api', () => ({
  isDesktop: false,
  api: {
    titles: {
      list: async () => [
        { id: '1830', name: '1830', version: '1', players: { min: 2, max: 6 } },
        { id: '1846', name: '1846', version: '1', players: { min: 3, max: 5 } },
      ],
    },
    print: { toPdf: (p: unknown) => toPdf(p) },
  },
}));

let cleanup: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanup) c();
  cleanup = [];
  toPdf.mockClear();
});

async function until(check: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const mountRoute = (route: string) => mountPrintRoute(route, cleanup);

test('a print page sets data-print-ready once drawn and the @page size of its paper', async () => {
  const w = mountRoute('#/print/market?title=1830&paper=Letter');
  await until(() => document.documentElement.hasAttribute('data-print-ready'));
  expect(w.findAll('.print-sheet').length).toBeGreaterThan(0);
  expect(document.documentElement.classList.contains('printing')).toBe(true);
  const rule = [...document.querySelectorAll('style[data-print="page"]')].map((s) => s.textContent).join('');
  expect(rule).toContain('@page { size: 279.4mm 215.9mm; margin: 0; }');
  w.unmount();
  expect(document.documentElement.hasAttribute('data-print-ready')).toBe(false);
  expect(document.querySelector('style[data-print="page"]')).toBeNull();
});

test('a bad print route says why, and is ready at once (printing does not wait for it)', async () => {
  const w = mountRoute('#/print/map?title=1830&paper=A2');
  await until(() => document.documentElement.hasAttribute('data-print-ready'));
  expect(document.documentElement.getAttribute('data-print-error')).toContain('paper "A2" is not A4 or Letter');
  expect(w.find('[role="alert"]').text()).toContain('A2');
});

test('print dialog: choose the map on Letter, save as PDF through api.print.toPdf', async () => {
  const w = mountPrintDialog(cleanup);
  await settle();
  expect((w.find('dialog').element as HTMLDialogElement).open).toBe(true);
  await page.screenshot({ path: '__screenshots__/print-dialog.png' });
  await w.find('input[value="map"]').setValue(true);
  await w.find('select[name="paper"]').setValue('Letter');
  expect(w.find('input[name="hex"]').exists()).toBe(true);
  await w.find('form').trigger('submit');
  await until(() => toPdf.mock.calls.length > 0);
  expect(toPdf.mock.calls[0]![0]).toEqual({
    route: '#/print/map?title=1830&paper=Letter&orientation=landscape&hex=38mm',
    options: { pageSize: 'Letter', landscape: true },
    path: '1830-map.pdf',
  });
  await settle();
  expect(w.find('[role="status"]').text()).toContain('/workspace/1830-map.pdf');
  // Browser mode offers the browser's own print too.
  expect(w.findAll('button').map((b) => b.text())).toContain('Print with browser…');
});

test("the browser's print opens the route in a tab that prints itself; a blocked tab says so", () => {
  expect(autoprintRoute('#/print/map?title=1830')).toBe('#/print/map?title=1830&autoprint=1');
  const opened: string[] = [];
  printInBrowser('#/print/map?title=1830', (url) => (opened.push(url), window));
  expect(opened[0]!.endsWith('#/print/map?title=1830&autoprint=1')).toBe(true);
  expect(() => printInBrowser('#/print/map?title=1830', () => null)).toThrow(/allow pop-ups/);
});

test('market cell size and copies: the route carries them, a bad one says why, copies repeat every page', async () => {
  const w = mountRoute('#/print/market?title=1830&cell=10mm&copies=2');
  await until(() => document.documentElement.hasAttribute('data-print-ready'));
  const cells = w.findAll('.cell');
  expect((cells[0]!.element as HTMLElement).getBoundingClientRect().width).toBeCloseTo((10 * 96) / 25.4, 0);
  const one = mountRoute('#/print/market?title=1830&cell=10mm');
  await settle();
  expect(w.findAll('.print-sheet').length).toBe(2 * one.findAll('.print-sheet').length);
  w.unmount();
  one.unmount();
  const bad = mountRoute('#/print/market?title=1830&copies=0');
  await until(() => document.documentElement.hasAttribute('data-print-error'));
  expect(bad.find('[role="alert"]').text()).toContain('copies "0" must be a whole number 1–20');
});

test('print dialog: the stock market with its cell size, two copies', async () => {
  const w = mountPrintDialog(cleanup);
  await settle();
  await w.find('input[value="market"]').setValue(true);
  expect(w.find('input[name="hex"]').exists()).toBe(false);
  await w.find('input[name="cell"]').setValue('16');
  await w.find('input[name="copies"]').setValue('2');
  await w.find('form').trigger('submit');
  await until(() => toPdf.mock.calls.length > 0);
  const { route } = toPdf.mock.calls[0]![0] as { route: string };
  expect(route).toMatch(/^#\/print\/market\?title=1830&paper=(A4|Letter)&orientation=landscape&cell=16mm&copies=2$/);
});
