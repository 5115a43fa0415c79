/**
 * Printing in the desktop app: load the route in a hidden window of the same (secure) kind, wait until the print
 * page says it has finished drawing, and let Chromium's printToPDF lay it out at true size (the page's own
 * `@page` size wins; margins are the page's business).
 */
import type { WebContents } from 'electron';
import type { PrintOptions } from '../../shared/ipc/channels';
import type { DesktopPrinter } from '../backend/desktopHost';
import { MM_PER_INCH, PRINT_READY_ATTRIBUTE, PRINT_READY_TIMEOUT_MS, pageMillimetres } from '../print/pageSize';
import { fail, ok } from '../result';
import { APP_ORIGIN, createWindow } from './window';

async function waitForPrintReady(contents: WebContents, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ready = await contents.executeJavaScript(`document.documentElement.hasAttribute('${PRINT_READY_ATTRIBUTE}')`);
    if (ready) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

export function electronPrinter(preloadPath: string, track: (contents: WebContents | null) => void): DesktopPrinter {
  return async (route: string, options: PrintOptions) => {
    const win = createWindow(preloadPath, false);
    track(win.webContents);
    try {
      await win.loadURL(`${APP_ORIGIN}/index.html${route}`);
      await waitForPrintReady(win.webContents, PRINT_READY_TIMEOUT_MS);
      const { widthMm, heightMm } = pageMillimetres(options);
      const data = await win.webContents.printToPDF({
        pageSize: { width: widthMm / MM_PER_INCH, height: heightMm / MM_PER_INCH },
        printBackground: options.printBackground ?? true,
        preferCSSPageSize: true,
        margins: { top: 0, bottom: 0, left: 0, right: 0 },
      });
      return ok(new Uint8Array(data));
    } catch (error) {
      return fail('io', `print ${route}: ${(error as Error).message}`);
    } finally {
      track(null);
      win.destroy();
    }
  };
}
