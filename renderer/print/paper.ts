/** Paper for the print pages: A4 or US Letter, portrait or landscape, with a margin printers can reach. */

export type Paper = 'A4' | 'Letter';

export const PAPER_MM: Record<Paper, { width: number; height: number }> = {
  A4: { width: 210, height: 297 },
  Letter: { width: 215.9, height: 279.4 },
};

/** Most printers cannot print the outer few millimetres; 10 mm is safe for all of them. */
export const MARGIN_MM = 10;

export interface PageBox {
  paper: Paper;
  landscape: boolean;
  /** Sheet size in mm, oriented. */
  width: number;
  height: number;
  margin: number;
  /** The printable area inside the margin, in mm. */
  inner: { width: number; height: number };
}

export function pageBox(paper: Paper, landscape: boolean, margin = MARGIN_MM): PageBox {
  const p = PAPER_MM[paper];
  const [width, height] = landscape ? [p.height, p.width] : [p.width, p.height];
  return { paper, landscape, width, height, margin, inner: { width: width - 2 * margin, height: height - 2 * margin } };
}

/** The `@page` rule for a page box: the sheet's exact size, no page margin (the sheets pad themselves). */
export function pageRule(box: PageBox): string {
  return `@page { size: ${box.width}mm ${box.height}mm; margin: 0; }`;
}
