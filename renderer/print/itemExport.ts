/**
 * Each printed item on its own, as a file: the item's SVG as it is (vector, true size in mm), or a PNG of it at a
 * printer's resolution. On screen only: the print pages show a small SVG / PNG button pair on every item.
 */

/** The SVG text of an element, standalone (namespace declared). */
export function svgText(svg: SVGSVGElement): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}`;
}

function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function downloadSvg(svg: SVGSVGElement, name: string): void {
  download(new Blob([svgText(svg)], { type: 'image/svg+xml' }), `${name}.svg`);
}

/** The item drawn at `dpi` (default 300) into a PNG, white behind it. */
export async function pngOf(svg: SVGSVGElement, dpi = 300): Promise<Blob> {
  const rect = svg.getBoundingClientRect();
  const scale = dpi / 96;
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(rect.width * scale));
  canvas.height = Math.max(1, Math.round(rect.height * scale));
  const img = new Image();
  const url = URL.createObjectURL(new Blob([svgText(svg)], { type: 'image/svg+xml' }));
  try {
    await new Promise<void>((resolve, reject) => {
      img.onload = () => resolve();
      img.onerror = () => reject(new Error('the item could not be drawn as an image'));
      img.src = url;
    });
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
  } finally {
    URL.revokeObjectURL(url);
  }
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('no PNG'))), 'image/png'));
}

export async function downloadPng(svg: SVGSVGElement, name: string, dpi = 300): Promise<void> {
  download(await pngOf(svg, dpi), `${name}.png`);
}
