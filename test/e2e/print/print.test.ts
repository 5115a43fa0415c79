/**
 * Printing end to end: the app in browser mode (built renderer), each print page printed to PDF by Chromium with
 * the page's own @page size, then checked with poppler: page count and size (pdfinfo), and drawings measured in
 * 100 dpi renderings (pdftoppm): hexes at true size, nothing cut by a page break, overlap marks where the
 * neighbouring page expects them. PRINT_E2E_KEEP=<dir> keeps the PDFs and PNGs for looking at.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startApp, type RunningApp } from './app';
import { colouredPixels, hexWidthMm, outlineSpanMm, shareNear, type BoxMm } from './measure';
import { CAN_RUN, CHROMIUM, CHROMIUM_ARGS, pdfInfo, printRoute, renderPages } from './pdf';

const YELLOW: [number, number, number] = [0xfd, 0xe9, 0x00];
const MARGIN_MM = 10;

let app: RunningApp;
let browser: Browser;
let out: string;

beforeAll(async () => {
  if (!CAN_RUN) return;
  out = process.env.PRINT_E2E_KEEP ?? mkdtempSync(join(tmpdir(), 'desk-print-'));
  mkdirSync(out, { recursive: true });
  app = await startApp();
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  if (out && !process.env.PRINT_E2E_KEEP) rmSync(out, { recursive: true, force: true });
});

/** Each sheet's tile drawings (and the sheet's inner area), in mm from the sheet's top-left corner. */
async function sheetLayout(page: Page, selector: string): Promise<{ inner: BoxMm; items: (BoxMm & { id: string })[] }[]> {
  return page.evaluate((sel) => {
    const mm = (px: number) => (px * 25.4) / 96;
    return [...document.querySelectorAll('.print-sheet')].map((sheet) => {
      const s = sheet.getBoundingClientRect();
      const box = (r: DOMRect) => ({ x: mm(r.left - s.left), y: mm(r.top - s.top), width: mm(r.width), height: mm(r.height) });
      const inner = box(sheet.querySelector('.sheet-inner')!.getBoundingClientRect());
      const items = [...sheet.querySelectorAll(sel)].map((el) => ({
        id: (el.closest('[data-tile]') as HTMLElement | null)?.dataset.tile ?? '',
        ...box(el.getBoundingClientRect()),
      }));
      return { inner, items };
    });
  }, selector);
}

const inside = (a: BoxMm, b: BoxMm) =>
  a.x >= b.x - 0.01 && a.y >= b.y - 0.01 && a.x + a.width <= b.x + b.width + 0.01 && a.y + a.height <= b.y + b.height + 0.01;

describe.skipIf(!CAN_RUN)('print to PDF (browser mode, Chromium, poppler)', () => {
  test('tile manifest 1830, A4: one page per sheet, hexes 38 mm flat to flat, no tile cut by a page break', async () => {
    const pdf = join(out, 'manifest-1830.pdf');
    const page = await printRoute(browser, app.url, '#/print/manifest?title=1830', pdf);
    const sheets = await sheetLayout(page, '.tile-cell svg');
    const info = pdfInfo(pdf);
    expect(info.pages).toBe(sheets.length);
    expect(info.widthMm).toBeCloseTo(210, 0);
    expect(info.heightMm).toBeCloseTo(297, 0);

    // Every tile of the title once, each wholly inside its page's printable area.
    expect(sheets.flatMap((s) => s.items.map((i) => i.id)).sort()).toEqual((await tileIds(page)).sort());
    for (const s of sheets) for (const item of s.items) expect(inside(item, s.inner), `tile ${item.id}`).toBe(true);

    // True size, measured on paper: tile 9's outline centres 38 mm apart.
    const p = sheets.findIndex((s) => s.items.some((i) => i.id === '9'));
    const [img] = renderPages(pdf, join(out, 'manifest-1830'), p + 1);
    const box = sheets[p]!.items.find((i) => i.id === '9')!;
    expect(hexWidthMm(img!, box, YELLOW)).toBeCloseTo(38, 0);
    expect(Math.abs(hexWidthMm(img!, box, YELLOW) - 38)).toBeLessThan(0.5);

    // Nothing of a tile in the margins of any page (a tile cut by a break would show at a page's top or bottom).
    const all = renderPages(pdf, join(out, 'manifest-1830-all'), 1, info.pages);
    for (const [i, im] of all.entries()) {
      expect(colouredPixels(im, 0, MARGIN_MM - 1), `page ${i + 1} top`).toBe(0);
      expect(colouredPixels(im, info.heightMm - MARGIN_MM + 1, info.heightMm), `page ${i + 1} bottom`).toBe(0);
    }
    await page.close();
  });

  test('tile manifest 1846 on Letter landscape with 30 mm hexes', async () => {
    const pdf = join(out, 'manifest-1846.pdf');
    const page = await printRoute(browser, app.url, '#/print/manifest?title=1846&paper=Letter&orientation=landscape&hex=30mm', pdf);
    const sheets = await sheetLayout(page, '.tile-cell svg');
    const info = pdfInfo(pdf);
    expect(info.pages).toBe(sheets.length);
    expect(info.widthMm).toBeCloseTo(279.4, 0);
    expect(info.heightMm).toBeCloseTo(215.9, 0);
    const p = sheets.findIndex((s) => s.items.some((i) => i.id === '9'));
    const [img] = renderPages(pdf, join(out, 'manifest-1846'), p + 1);
    const width = hexWidthMm(
      img!,
      sheets[p]!.items.find((i) => i.id === '9')!,
      YELLOW,
    );
    expect(Math.abs(width - 30)).toBeLessThan(0.5);
    await page.close();
  });

  test('tile sheets 1830: every physical tile once, packed edge to edge at 38 mm', async () => {
    const pdf = join(out, 'sheets-1830.pdf');
    const page = await printRoute(browser, app.url, '#/print/sheets?title=1830', pdf);
    const perSheet = await page.evaluate(() => [...document.querySelectorAll('.sheet-svg')].map((s) => Number((s as HTMLElement).dataset.tiles)));
    const copies = await page.evaluate(() => document.querySelectorAll('.sheet-svg [name="sheet-tile"], .sheet-svg g').length);
    expect(copies).toBeGreaterThan(0);
    expect(perSheet.reduce((a, b) => a + b, 0)).toBe(85); // 1830's manifest: 85 tiles
    const info = pdfInfo(pdf);
    expect(info.pages).toBe(perSheet.length);
    // The first tile sits at the top-left of the printable area, 1.5 mm in (bleed): its cut lines 38 mm apart.
    const [img] = renderPages(pdf, join(out, 'sheets-1830'), 1);
    const size = 38 / Math.sqrt(3);
    const box = { x: MARGIN_MM + 1.5, y: MARGIN_MM + 1.5, width: 38, height: 2 * size };
    expect(Math.abs(hexWidthMm(img!, box, YELLOW, YELLOW) - 38)).toBeLessThan(0.5);
    await page.close();
  });

  test('map 1830: overview plus rows × columns pages, crosses where the neighbour expects them', async () => {
    const pdf = join(out, 'map-1830.pdf');
    const page = await printRoute(browser, app.url, '#/print/map?title=1830', pdf);
    const pages = await page.evaluate(() =>
      [...document.querySelectorAll('.map-page')].map((s) => ({ row: Number((s as HTMLElement).dataset.row), col: Number((s as HTMLElement).dataset.col) })),
    );
    const info = pdfInfo(pdf);
    expect(info.pages).toBe(1 + pages.length);
    expect(info.widthMm).toBeCloseTo(297, 0);
    const rows = Math.max(...pages.map((p) => p.row)) + 1;
    const cols = Math.max(...pages.map((p) => p.col)) + 1;
    expect(rows * cols).toBe(pages.length);
    expect(cols).toBeGreaterThan(1);
    const imgs = renderPages(pdf, join(out, 'map-1830'), 1, info.pages);
    const inner = { width: info.widthMm - 2 * MARGIN_MM, height: info.heightMm - 2 * MARGIN_MM };
    // Page 1·1 (PDF page 2): crosses in its right overlap strip, 6 mm in from the printable edge, at half height;
    // page 1·2 (PDF page 3): the same crosses 6 mm in from its left edge.
    const cross = (x: number, y: number) => ({ x: x - 1.5, y: y - 1.5, width: 3, height: 3 });
    expect(shareNear(imgs[1]!, cross(MARGIN_MM + inner.width - 6, MARGIN_MM + inner.height / 2), '#c62828')).toBeGreaterThan(0.1);
    expect(shareNear(imgs[2]!, cross(MARGIN_MM + 6, MARGIN_MM + inner.height / 2), '#c62828')).toBeGreaterThan(0.1);
    // True size on the map too: a plain hex between two plain hexes, wholly on a page away from the overlap strips,
    // measures 38 mm between its outline strokes.
    const spot = await plainHexOnAPage(page, inner);
    expect(spot, 'a plain hex to measure').not.toBeNull();
    const s = 38 / Math.sqrt(3);
    const box = { x: MARGIN_MM + spot!.x - 19, y: MARGIN_MM + spot!.y - s, width: 38, height: 2 * s };
    const beige: [number, number, number] = [0xef, 0xe7, 0xd3];
    expect(Math.abs(hexWidthMm(imgs[spot!.pdfPage - 1]!, box, beige, beige) - 38)).toBeLessThan(0.5);
    // The map itself is there: the printed hexes' colour on most pages.
    const withMap = imgs.slice(1).filter((im) => shareNear(im, { x: 0, y: 0, width: info.widthMm, height: info.heightMm }, '#efe7d3', 20) > 0.02);
    expect(withMap.length).toBeGreaterThanOrEqual(Math.ceil(pages.length / 2));
    await page.close();
  });

  test('upgrade chart 1830: every source of the upgrade table drawn with its targets', async () => {
    const pdf = join(out, 'upgrades-1830.pdf');
    const page = await printRoute(browser, app.url, '#/print/upgrades?title=1830', pdf);
    const sources = await page.evaluate(() => [...document.querySelectorAll('.chart-line[data-source]')].map((l) => (l as HTMLElement).dataset.source));
    expect(sources).toContain('@plain');
    expect(sources).toContain('57');
    expect(sources.length).toBeGreaterThan(20);
    const info = pdfInfo(pdf);
    expect(info.pages).toBe(await page.evaluate(() => document.querySelectorAll('.print-sheet').length));
    expect(info.heightMm).toBeCloseTo(297, 0);
    await page.close();
  });

  test('stock market 1830: one landscape page, every cell, par boxes marked', async () => {
    const pdf = join(out, 'market-1830.pdf');
    const page = await printRoute(browser, app.url, '#/print/market?title=1830', pdf);
    const cells = await page.evaluate(() => document.querySelectorAll('.market-grid .cell').length);
    expect(cells).toBeGreaterThan(100);
    const info = pdfInfo(pdf);
    expect(info.pages).toBe(1);
    expect(info.widthMm).toBeCloseTo(297, 0);
    const [img] = renderPages(pdf, join(out, 'market-1830'), 1);
    expect(shareNear(img!, { x: 0, y: 0, width: 297, height: 210 }, '#c62828', 60)).toBeGreaterThan(0.001);
    await page.close();
  });

  test("the browser's own print: a route with autoprint=1 opens the print dialog once drawn", async () => {
    const page = await browser.newPage();
    await page.addInitScript(() => {
      (window as unknown as { printed: string[] }).printed = [];
      window.print = () =>
        void (window as unknown as { printed: string[] }).printed.push(document.documentElement.hasAttribute('data-print-ready') ? 'ready' : 'early');
    });
    await page.goto(`${app.url}/#/print/upgrades?title=1846&autoprint=1`);
    await page.waitForFunction(() => (window as unknown as { printed: string[] }).printed.length > 0, undefined, { timeout: 20_000 });
    expect(await page.evaluate(() => (window as unknown as { printed: string[] }).printed)).toEqual(['ready']);
    await page.close();
  });

  test('api print.toPdf in browser mode writes the PDF into the workspace', async () => {
    const res = await fetch(`${app.url}/api/print.toPdf`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ payload: { route: '#/print/market?title=1846', options: { pageSize: 'A4', landscape: true }, path: 'market-1846.pdf' } }),
    });
    const envelope = (await res.json()) as { ok: boolean; value?: { path: string }; error?: { message: string } };
    expect(envelope.error?.message ?? null).toBeNull();
    const path = envelope.value!.path;
    const info = pdfInfo(path.startsWith('/') ? path : join(app.workspace, path));
    expect(info.pages).toBe(1);
    expect(info.widthMm).toBeCloseTo(297, 0);
  });

  /** The cards of a print page, in mm from their sheet's top-left corner, and the PDF page each is on. */
  async function cardBoxes(page: Page): Promise<(BoxMm & { key: string; pdfPage: number })[]> {
    return page.evaluate(() => {
      const mm = (px: number) => (px * 25.4) / 96;
      return [...document.querySelectorAll('.print-sheet')].flatMap((sheet, p) => {
        const s = sheet.getBoundingClientRect();
        return [...sheet.querySelectorAll('svg.card-svg')].map((el) => {
          const r = el.getBoundingClientRect();
          return {
            key: (el as HTMLElement).dataset.key ?? '',
            pdfPage: p + 1,
            x: mm(r.left - s.left),
            y: mm(r.top - s.top),
            width: mm(r.width),
            height: mm(r.height),
          };
        });
      });
    });
  }

  test.each([
    ['charter', '#/print/charters?title=1830', 'PRR', 127, 88.9, [0.3, 0.55, 0.7], [0.5, 0.6, 0.7]],
    ['certificate', '#/print/certificates?title=1830', 'PRR-0', 63.5, 44.45, [0.45, 0.55, 0.65], [0.5, 0.6, 0.7]],
    ['train card', '#/print/trains?title=1830', '2-0', 63.5, 44.45, [0.3, 0.75, 0.85], [0.5, 0.7, 0.9]],
  ] as const)('%s 1830 at true size on paper', async (name, route, key, width, height, rows, cols) => {
    const pdf = join(out, `${name.replace(' ', '-')}-1830.pdf`);
    const page = await printRoute(browser, app.url, route, pdf);
    const cards = await cardBoxes(page);
    const info = pdfInfo(pdf);
    expect(info.pages).toBe(Math.max(...cards.map((c) => c.pdfPage)));
    const card = cards.find((c) => c.key === key)!;
    const [img] = renderPages(pdf, join(out, name.replace(' ', '-')), card.pdfPage);
    // The outline is drawn 0.1 mm inside the card on each side.
    expect(Math.abs(outlineSpanMm(img!, card, 'x', [...rows]) - (width - 0.2))).toBeLessThan(0.5);
    expect(Math.abs(outlineSpanMm(img!, card, 'y', [...cols]) - (height - 0.2))).toBeLessThan(0.5);
    await page.close();
  });
});

async function tileIds(page: Page): Promise<string[]> {
  // The manifest draws every tile of the title; the title's own list, from the app's API.
  const res = await page.evaluate(async () => {
    const r = await fetch('/api/titles.get', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ payload: { id: '1830' } }),
    });
    return (await r.json()) as { ok: boolean; value: { title: { tiles: { id: string }[] } } };
  });
  return res.value.title.tiles.map((t) => t.id);
}

/**
 * A white hex with nothing printed on it whose left and right neighbours are plain too (so its flat sides are bare
 * outline between like colours), and where it lands on a map page: its centre in mm inside the printable area.
 */
async function plainHexOnAPage(page: Page, inner: { width: number; height: number }): Promise<{ pdfPage: number; x: number; y: number } | null> {
  return page.evaluate(
    async ({ inner, overlap }) => {
      const r = await fetch('/api/titles.get', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ payload: { id: '1830' } }),
      });
      const title = (
        (await r.json()) as {
          value: {
            title: {
              map: { hexes: { id: string; color: string; tile?: { stops?: unknown[]; paths?: unknown[] }; borders?: unknown[]; terrain?: unknown[] }[] };
            };
          };
        }
      ).value.title;
      const plain = new Set(
        title.map.hexes
          .filter((h) => h.color === 'white' && !h.tile?.stops?.length && !h.tile?.paths?.length && !h.borders?.length && !h.terrain?.length)
          .map((h) => h.id),
      );
      const mm = (px: number) => (px * 25.4) / 96;
      const centres = new Map<string, { x: number; y: number }>();
      for (const g of document.querySelectorAll('.map-defs g[data-hex]')) {
        const id = (g as SVGGElement).dataset.hex!;
        const m = /translate\(([-\d.]+) ([-\d.]+)\)/.exec(g.getAttribute('transform') ?? '');
        if (m && !centres.has(id)) centres.set(id, { x: mm(Number(m[1])), y: mm(Number(m[2])) });
      }
      const size = 38 / Math.sqrt(3);
      const pages = [...document.querySelectorAll('.map-page')] as SVGSVGElement[];
      for (const id of plain) {
        const c = centres.get(id)!;
        // Pointy rows: letters; the neighbours left and right are two columns away in the same row.
        const m = /^([A-Z]+)(\d+)$/.exec(id)!;
        const left = `${m[1]}${Number(m[2]) - 2}`;
        const right = `${m[1]}${Number(m[2]) + 2}`;
        if (!plain.has(left) || !plain.has(right)) continue;
        for (const [i, p] of pages.entries()) {
          const x = c.x - Number(p.dataset.x);
          const y = c.y - Number(p.dataset.y);
          if (x - 19 > overlap + 2 && x + 19 < inner.width - overlap - 2 && y - size > overlap + 2 && y + size < inner.height - overlap - 2)
            return { pdfPage: i + 2, x, y };
        }
      }
      return null;
    },
    { inner, overlap: 12 },
  );
}
