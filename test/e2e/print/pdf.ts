/** Printing a route of the running app to PDF with Chromium, and reading the PDF back with poppler's tools. */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { readPng, type Image } from './png';
import { CHROMIUM_ARGS } from '../../../main/web/chromiumPrinter';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export { CHROMIUM_ARGS };

const has = (cmd: string) => ['/usr/bin', '/usr/local/bin', '/bin'].some((d) => existsSync(join(d, cmd)));
export const CAN_RUN = existsSync(CHROMIUM) && has('pdfinfo') && has('pdftoppm');

/** Opens the route, waits for `data-print-ready`, prints with the page's own @page size. */
export async function printRoute(browser: Browser, baseUrl: string, route: string, path: string): Promise<Page> {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${baseUrl}/${route}`, { waitUntil: 'load' });
  await page.waitForSelector('html[data-print-ready]', { state: 'attached', timeout: 20_000 });
  const printError = await page.evaluate(() => document.documentElement.getAttribute('data-print-error'));
  if (printError) throw new Error(`${route}: ${printError}`);
  if (errors.length) throw new Error(`${route}: page errors: ${errors.join('; ')}`);
  await page.pdf({ path, printBackground: true, preferCSSPageSize: true, margin: { top: '0', right: '0', bottom: '0', left: '0' } });
  return page;
}

export interface PdfInfo {
  pages: number;
  /** Page size in mm (first page). */
  widthMm: number;
  heightMm: number;
}

export function pdfInfo(path: string): PdfInfo {
  const text = execFileSync('pdfinfo', [path], { encoding: 'utf8' });
  const pages = Number(/^Pages:\s+(\d+)/m.exec(text)?.[1]);
  const m = /^Page size:\s+([\d.]+) x ([\d.]+) pts/m.exec(text);
  if (!m) throw new Error(`pdfinfo ${path}: no page size in\n${text}`);
  const mm = (pt: string) => (Number(pt) * 25.4) / 72;
  return { pages, widthMm: mm(m[1]!), heightMm: mm(m[2]!) };
}

export const DPI = 100;
export const pxPerMm = DPI / 25.4;

/** Pages `first`..`last` of a PDF as PNGs at 100 dpi (`<prefix>-<n>.png`), read into memory. */
export function renderPages(pdf: string, prefix: string, first = 1, last = first): Image[] {
  execFileSync('pdftoppm', ['-png', '-r', String(DPI), '-f', String(first), '-l', String(last), pdf, prefix]);
  const dir = join(prefix, '..');
  const base = prefix.slice(dir.length + 1);
  const files = readdirSync(dir)
    .filter((f) => f.startsWith(`${base}-`) && f.endsWith('.png'))
    .sort((a, b) => Number(/-(\d+)\.png$/.exec(a)![1]) - Number(/-(\d+)\.png$/.exec(b)![1]));
  return files
    .filter((f) => {
      const n = Number(/-(\d+)\.png$/.exec(f)![1]);
      return n >= first && n <= last;
    })
    .map((f) => readPng(join(dir, f)));
}
