/** Paper sizes for true-size printing, in millimetres, shared by Electron's printToPDF and Chromium's page.pdf. */
import type { PageSize, PrintOptions } from '../../shared/ipc/channels';

export const PAPER_MM: Record<Exclude<PageSize, object>, { widthMm: number; heightMm: number }> = {
  A4: { widthMm: 210, heightMm: 297 },
  A3: { widthMm: 297, heightMm: 420 },
  Letter: { widthMm: 215.9, heightMm: 279.4 },
  Legal: { widthMm: 215.9, heightMm: 355.6 },
  Tabloid: { widthMm: 279.4, heightMm: 431.8 },
};

/** Width and height in millimetres, portrait or landscape as asked. Default A4. */
export function pageMillimetres(options: PrintOptions): { widthMm: number; heightMm: number } {
  const size = options.pageSize ?? 'A4';
  const { widthMm, heightMm } = typeof size === 'string' ? PAPER_MM[size] : size;
  const long = Math.max(widthMm, heightMm);
  const short = Math.min(widthMm, heightMm);
  if (options.landscape === undefined) return { widthMm, heightMm };
  return options.landscape ? { widthMm: long, heightMm: short } : { widthMm: short, heightMm: long };
}

export const MM_PER_INCH = 25.4;

/**
 * The attribute the renderer's print pages set on <html> when drawing is finished (`data-print-ready`); printing
 * waits for it (up to a limit) so canvases are complete in the PDF.
 */
export const PRINT_READY_ATTRIBUTE = 'data-print-ready';
export const PRINT_READY_TIMEOUT_MS = 15_000;
