/** Charters, certificates, private and train cards, tokens, revenue track and par chart: what each page holds. */
import { afterEach, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { pngOf, svgText } from '../../../renderer/print/itemExport';
import { honeycomb } from '../../../renderer/print/layout';
import { loadTitle } from '../titles';
import { mountPrintRoute } from './mountPrint';

vi.mock('../../../renderer/api', () => ({ isDesktop: false, api: {} }));

let cleanup: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanup) c();
  cleanup = [];
});

async function printed(route: string, title = '1830') {
  const w = mountPrintRoute(route, cleanup, title);
  const end = Date.now() + 5000;
  while (!document.documentElement.hasAttribute('data-print-ready')) {
    if (Date.now() > end) throw new Error('not ready');
    await new Promise((r) => setTimeout(r, 20));
  }
  return w.element.parentElement as HTMLElement;
}
const mm = (px: number) => (px * 25.4) / 96;
const t1830 = loadTitle('1830');

test('charters: one per corporation, 127 × 88.9 mm, a slot for each station marker with its cost', async () => {
  const host = await printed('#/print/charters?title=1830');
  const charters = [...host.querySelectorAll('svg.card-svg[data-kind="charters"]')];
  expect(charters.map((c) => c.getAttribute('data-key'))).toEqual(t1830.corporations.map((c) => c.sym));
  const r = charters[0]!.getBoundingClientRect();
  expect(mm(r.width)).toBeCloseTo(127, 1);
  expect(mm(r.height)).toBeCloseTo(88.9, 1);
  const prr = charters.find((c) => c.getAttribute('data-key') === 'PRR')!;
  const prrTokens = t1830.corporations.find((c) => c.sym === 'PRR')!.tokens;
  expect(prr.querySelectorAll('.token-slot')).toHaveLength(prrTokens.length);
  expect([...prr.querySelectorAll('.token-slot text')].map((t) => t.textContent)).toEqual(prrTokens.map((c, i) => (i === 0 && c === 0 ? 'Home' : `$${c}`)));
  await page.screenshot({ path: '__screenshots__/print-charters.png' });
});

test("certificates: the title's share sizes, the president's first", async () => {
  const host = await printed('#/print/certificates?title=1830');
  const certs = [...host.querySelectorAll('svg.card-svg[data-kind="certificates"]')];
  expect(certs).toHaveLength(t1830.corporations.length * 9);
  expect(certs[0]!.querySelector('.percent')!.textContent).toBe('20%');
  expect(certs[0]!.textContent).toContain("President's certificate");
  expect(certs[1]!.querySelector('.percent')!.textContent).toBe('10%');
  const r = certs[0]!.getBoundingClientRect();
  expect(mm(r.width)).toBeCloseTo(63.5, 1);
  expect(mm(r.height)).toBeCloseTo(44.45, 1);
  await page.screenshot({ path: '__screenshots__/print-certificates.png' });
});

test('private companies, trains (unlimited ones as asked), tokens, revenue track and par chart', async () => {
  let host = await printed('#/print/privates?title=1830');
  expect(host.querySelectorAll('svg.card-svg[data-kind="privates"]')).toHaveLength(t1830.companies.length);
  await page.screenshot({ path: '__screenshots__/print-privates.png' });
  cleanup.forEach((c) => c());
  cleanup = [];
  host = await printed('#/print/trains?title=1830&unlimited=2');
  const want = t1830.trains.reduce((n, t) => n + (typeof t.count === 'number' ? t.count : 2), 0);
  expect(host.querySelectorAll('svg.card-svg[data-kind="trains"]')).toHaveLength(want);
  await page.screenshot({ path: '__screenshots__/print-trains.png' });
  cleanup.forEach((c) => c());
  cleanup = [];
  host = await printed('#/print/tokens?title=1830');
  const tokens = t1830.corporations.reduce((n, c) => n + c.tokens.length + 2, 0);
  expect(host.querySelectorAll('svg.card-svg[data-kind="tokens"]')).toHaveLength(tokens);
  cleanup.forEach((c) => c());
  cleanup = [];
  host = await printed('#/print/revenue?title=1830');
  const values = [...host.querySelectorAll('.revenue-cell')].map((c) => Number((c as HTMLElement).dataset.value));
  expect(values.slice(0, 3)).toEqual([0, 10, 20]);
  expect(values.at(-1)).toBeGreaterThanOrEqual(500);
  cleanup.forEach((c) => c());
  cleanup = [];
  host = await printed('#/print/par?title=1830');
  expect([...host.querySelectorAll('.par-lane')].map((c) => Number((c as HTMLElement).dataset.price))).toEqual([100, 90, 82, 76, 71, 67]);
});

test('each item saves on its own: a standalone SVG at true size, and a PNG at 300 dpi', async () => {
  const host = await printed('#/print/trains?title=1830');
  const svg = host.querySelector('svg.card-svg') as SVGSVGElement;
  const text = svgText(svg);
  expect(text).toMatch(/^<\?xml/);
  expect(text).toContain('width="63.5mm"');
  expect(text).toContain('xmlns="http://www.w3.org/2000/svg"');
  const png = await pngOf(svg, 300);
  const bitmap = await createImageBitmap(png);
  expect(bitmap.width).toBe(Math.round((63.5 / 25.4) * 300));
  expect(host.querySelector('.print-item .item-tools')).not.toBeNull();
});

test('tile sheets: a die-cut layout spaces the tiles (each its own bleed); cut lines and bleed are options', async () => {
  const edge = honeycomb(190, 277, 38 / Math.sqrt(3), 'pointy', 1.5);
  const spaced = honeycomb(190, 277, 38 / Math.sqrt(3), 'pointy', 1.5, 4);
  expect(edge[1]!.x - edge[0]!.x).toBeCloseTo(38, 6);
  expect(spaced[1]!.x - spaced[0]!.x).toBeCloseTo(42, 6);
  const rowStep = (spots: { y: number }[]) => [...new Set(spots.map((p) => p.y))][1]! - spots[0]!.y;
  expect(rowStep(spaced) - rowStep(edge)).toBeCloseTo(2 * Math.sqrt(3), 6);
  const host = await printed('#/print/sheets?title=1830&layout=diecut&bleed=2mm&cutlines=0');
  expect(host.querySelectorAll('[name="cut-line"]')).toHaveLength(0);
  expect(host.querySelector('.sheet-header')!.textContent).toContain('die-cut layout · bleed 2 mm');
});
