/**
 * Printing in browser mode: headless Chromium (playwright-core, the system's /usr/bin/chromium or $CHROMIUM_PATH)
 * loads the print route from this server and prints it to PDF, the same engine as the desktop app's printToPDF.
 */
import { existsSync } from 'node:fs';
import type { PrintOptions } from '../../shared/ipc/channels';
import type { Printer } from '../backend/workspaceHost';
import { PRINT_READY_ATTRIBUTE, PRINT_READY_TIMEOUT_MS, pageMillimetres } from '../print/pageSize';
import { fail, ok } from '../result';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  return candidates.find((p): p is string => !!p && existsSync(p));
}

export function chromiumPrinter(baseUrl: () => string): Printer {
  return async (route: string, options: PrintOptions) => {
    const executablePath = chromiumPath();
    if (!executablePath) {
      return fail('unsupported', 'printing to PDF in browser mode needs Chromium (apt-get install chromium, or set CHROMIUM_PATH); or use the browser’s Print');
    }
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
    try {
      const page = await browser.newPage();
      await page.goto(`${baseUrl()}/${route}`, { waitUntil: 'load' });
      await page.waitForSelector(`html[${PRINT_READY_ATTRIBUTE}]`, { state: 'attached', timeout: PRINT_READY_TIMEOUT_MS }).catch(() => {});
      const { widthMm, heightMm } = pageMillimetres(options);
      const pdf = await page.pdf({
        width: `${widthMm}mm`,
        height: `${heightMm}mm`,
        printBackground: options.printBackground ?? true,
        preferCSSPageSize: true,
        margin: { top: '0', right: '0', bottom: '0', left: '0' },
      });
      return ok(new Uint8Array(pdf));
    } catch (error) {
      return fail('io', `print ${route}: ${(error as Error).message}`);
    } finally {
      await browser.close();
    }
  };
}
