/**
 * The print routes: `#/print/<kind>?title=<id>&paper=A4|Letter&orientation=portrait|landscape&hex=38mm&cell=16mm&copies=2`.
 * Parsing is lenient about the prefix (`#/print/map`, `/print/map`, `print/map`, `map`) so the shell may pass the
 * hash as it has it; it is strict about values, answering a clear message instead of printing something wrong.
 */
import type { Paper } from './paper';

export const PRINT_KINDS = [
  'manifest',
  'sheets',
  'map',
  'upgrades',
  'market',
  'charters',
  'certificates',
  'privates',
  'trains',
  'tokens',
  'revenue',
  'par',
] as const;
export type PrintKind = (typeof PRINT_KINDS)[number];

export const KIND_LABEL: Record<PrintKind, string> = {
  manifest: 'Tile manifest',
  sheets: 'Tile sheets (for cutting)',
  map: 'Map',
  upgrades: 'Upgrade chart',
  market: 'Stock market',
  charters: 'Charters',
  certificates: 'Share certificates',
  privates: 'Private company cards',
  trains: 'Train cards',
  tokens: 'Station and marker tokens',
  revenue: 'Revenue track',
  par: 'Par chart',
};

export interface PrintRequest {
  kind: PrintKind;
  titleId: string;
  paper: Paper;
  landscape: boolean;
  /** Hex width flat to flat, in mm (tiles and map). */
  hexMm: number;
  /** Copies printed of a tile the manifest calls unlimited (tile sheets), or of an unlimited train (train cards). */
  unlimited: number;
  /** Tile sheets: `edge` packs tiles edge to edge sharing cut lines; `diecut` spaces them, each with its own bleed. */
  sheetLayout: SheetLayout;
  /** Colour printed past each cut line, mm (tile sheets). */
  bleedMm: number;
  /** Draw the cut lines (tile sheets; a die cutter may want none). */
  cutLines: boolean;
  /** Market cell width in mm; null lets the page fit the market to the paper (stock market, par chart). */
  cellMm: number | null;
  /** How many times the whole set of pages is printed. */
  copies: number;
  /** Open the browser's print dialog once drawn (browser mode's own Print). */
  autoprint: boolean;
}

/** Standard 18xx tiles are 38 mm flat to flat (1830's are 1.5 in ≈ 38.1 mm). */
export const DEFAULT_HEX_MM = 38;
export const HEX_MM_RANGE = { min: 15, max: 80 } as const;
export const DEFAULT_UNLIMITED_COPIES = 6;
/** A market cell narrower than 8 mm cannot hold a price legibly; wider than 40 mm fits no market on a page. */
export const CELL_MM_RANGE = { min: 8, max: 40 } as const;
export const COPIES_RANGE = { min: 1, max: 20 } as const;
export const SHEET_LAYOUTS = ['edge', 'diecut'] as const;
export type SheetLayout = (typeof SHEET_LAYOUTS)[number];
export const DEFAULT_BLEED_MM = 1.5;
export const BLEED_MM_RANGE = { min: 0, max: 5 } as const;

/** Maps and markets are wide: landscape unless asked otherwise. */
export function defaultLandscape(kind: PrintKind): boolean {
  return kind === 'map' || kind === 'market' || kind === 'charters';
}

export type Parsed = { ok: true; request: PrintRequest } | { ok: false; error: string };

function parseMm(text: string): number | null {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(mm)?\s*$/i.exec(text);
  return m ? Number(m[1]) : null;
}

export function parsePrintRoute(route: string): Parsed {
  const [pathPart = '', query = ''] = route.replace(/^#/, '').split('?', 2);
  const segments = pathPart.split('/').filter((s) => s !== '');
  const kind = segments[0] === 'print' ? segments[1] : segments[0];
  if (!kind || !(PRINT_KINDS as readonly string[]).includes(kind)) {
    return { ok: false, error: `print route "${route}": unknown page "${kind ?? ''}" (one of ${PRINT_KINDS.join(', ')})` };
  }
  const q = new URLSearchParams(query);
  const titleId = q.get('title')?.trim();
  if (!titleId) return { ok: false, error: `print route "${route}": no title (add ?title=<id>)` };

  const paperText = (q.get('paper') ?? 'A4').trim().toLowerCase();
  const paper: Paper | null = paperText === 'a4' ? 'A4' : paperText === 'letter' ? 'Letter' : null;
  if (!paper) return { ok: false, error: `print route "${route}": paper "${q.get('paper')}" is not A4 or Letter` };

  const orientation = (q.get('orientation') ?? '').trim().toLowerCase();
  if (orientation !== '' && orientation !== 'portrait' && orientation !== 'landscape') {
    return { ok: false, error: `print route "${route}": orientation "${orientation}" is not portrait or landscape` };
  }
  const landscape = orientation === '' ? defaultLandscape(kind as PrintKind) : orientation === 'landscape';

  const hexText = q.get('hex');
  const hexMm = hexText === null ? DEFAULT_HEX_MM : parseMm(hexText);
  if (hexMm === null || hexMm < HEX_MM_RANGE.min || hexMm > HEX_MM_RANGE.max) {
    return { ok: false, error: `print route "${route}": hex size "${hexText}" must be ${HEX_MM_RANGE.min}–${HEX_MM_RANGE.max} mm` };
  }

  const unlimitedText = q.get('unlimited');
  const unlimited = unlimitedText === null ? DEFAULT_UNLIMITED_COPIES : Number(unlimitedText);
  if (!Number.isInteger(unlimited) || unlimited < 0 || unlimited > 50) {
    return { ok: false, error: `print route "${route}": unlimited copies "${unlimitedText}" must be a whole number 0–50` };
  }
  const cellText = q.get('cell');
  const cellMm = cellText === null ? null : parseMm(cellText);
  if (cellText !== null && (cellMm === null || cellMm < CELL_MM_RANGE.min || cellMm > CELL_MM_RANGE.max)) {
    return { ok: false, error: `print route "${route}": market cell size "${cellText}" must be ${CELL_MM_RANGE.min}–${CELL_MM_RANGE.max} mm` };
  }
  const copiesText = q.get('copies');
  const copies = copiesText === null ? 1 : Number(copiesText);
  if (!Number.isInteger(copies) || copies < COPIES_RANGE.min || copies > COPIES_RANGE.max) {
    return { ok: false, error: `print route "${route}": copies "${copiesText}" must be a whole number ${COPIES_RANGE.min}–${COPIES_RANGE.max}` };
  }
  const sheetLayout = (q.get('layout') ?? 'edge') as SheetLayout;
  if (!(SHEET_LAYOUTS as readonly string[]).includes(sheetLayout)) {
    return { ok: false, error: `print route "${route}": layout "${sheetLayout}" is not ${SHEET_LAYOUTS.join(' or ')}` };
  }
  const bleedText = q.get('bleed');
  const bleedMm = bleedText === null ? DEFAULT_BLEED_MM : parseMm(bleedText);
  if (bleedMm === null || bleedMm < BLEED_MM_RANGE.min || bleedMm > BLEED_MM_RANGE.max) {
    return { ok: false, error: `print route "${route}": bleed "${bleedText}" must be ${BLEED_MM_RANGE.min}–${BLEED_MM_RANGE.max} mm` };
  }
  const cutLines = q.get('cutlines') !== '0';
  const autoprint = q.get('autoprint') === '1';
  return {
    ok: true,
    request: { kind: kind as PrintKind, titleId, paper, landscape, hexMm, unlimited, sheetLayout, bleedMm, cutLines, cellMm, copies, autoprint },
  };
}

/** The hash route for a request (what `api.print.toPdf` and the browser's print load). */
export function printRoute(r: Pick<PrintRequest, 'kind' | 'titleId'> & Partial<PrintRequest>): string {
  const q = new URLSearchParams({ title: r.titleId });
  if (r.paper) q.set('paper', r.paper);
  if (r.landscape !== undefined) q.set('orientation', r.landscape ? 'landscape' : 'portrait');
  if (r.hexMm !== undefined) q.set('hex', `${r.hexMm}mm`);
  if (r.unlimited !== undefined) q.set('unlimited', String(r.unlimited));
  if (r.sheetLayout !== undefined && r.sheetLayout !== 'edge') q.set('layout', r.sheetLayout);
  if (r.bleedMm !== undefined && r.bleedMm !== DEFAULT_BLEED_MM) q.set('bleed', `${r.bleedMm}mm`);
  if (r.cutLines === false) q.set('cutlines', '0');
  if (r.cellMm != null) q.set('cell', `${r.cellMm}mm`);
  if (r.copies !== undefined && r.copies !== 1) q.set('copies', String(r.copies));
  if (r.autoprint) q.set('autoprint', '1');
  return `#/print/${r.kind}?${q.toString()}`;
}
