/**
 * What a pack's names and images must be before anything is installed (issue #17). A pack comes from anyone: its
 * names become file names (on Windows too, where `CON` or `nul.json` name devices), and its images are drawn by the
 * renderer, so an SVG with scripts, event handlers or references to other files or sites is refused (never
 * "cleaned": a refused pack says exactly why, a cleaned one would draw something else than its author made), and
 * an image's bytes must be what its extension says.
 */
import { extname } from 'node:path';
import { ASSET_TYPES, fromDataUrl } from './assets';

/** Device names Windows reserves, with any extension (`con`, `NUL.json`, `com1.svg`). */
export function isWindowsReservedName(name: string): boolean {
  return /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(\..*)?$/i.test(name) || /[. ]$/.test(name);
}

/** Leading bytes of each raster type. */
const MAGIC: Record<string, (b: Uint8Array) => boolean> = {
  'image/png': (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((x, i) => b[i] === x),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) => ['GIF87a', 'GIF89a'].includes(String.fromCharCode(...b.slice(0, 6))),
  'image/webp': (b) => String.fromCharCode(...b.slice(0, 4)) === 'RIFF' && String.fromCharCode(...b.slice(8, 12)) === 'WEBP',
};

/** What an SVG may not hold, with the reason shown. Checked on the text with comments and CDATA left in place. */
const SVG_FORBIDDEN: [RegExp, string][] = [
  [/<!DOCTYPE|<!ENTITY/i, 'a DOCTYPE or entity declaration'],
  [/<script[\s>/]/i, 'a script'],
  [/<(foreignObject|iframe|embed|object|audio|video|handler|listener)[\s>/]/i, 'embedded content'],
  [/[\s"'/]on[a-z]+\s*=/i, 'an event handler attribute'],
  [/javascript:|vbscript:/i, 'a script URL'],
  [/\bhref\s*=\s*["']\s*(?!#)/i, 'a reference to another file or site (only "#id" links inside the image are allowed)'],
  [/url\(\s*["']?\s*(?!#)/i, 'a url() reference to another file or site'],
  [/@import/i, 'a style import'],
  [/<(set|animate)[^>]*attributeName\s*=\s*["'](xlink:)?href/i, 'an animated link'],
];

/** Why the SVG text may not be drawn, or null. */
export function svgProblem(text: string): string | null {
  const body = text.replace(/^\uFEFF/, '').trimStart();
  for (const [pattern, what] of SVG_FORBIDDEN) if (pattern.test(body)) return `holds ${what}; images in packs may not`;
  if (!/^(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>/]/i.test(body)) return 'is not an SVG image (no <svg> element at its start)';
  return null;
}

/** Problems of one asset (`<name>`: its data URL), each a message for the asset's pointer. */
export function assetProblems(name: string, dataUrl: string): string[] {
  if (isWindowsReservedName(name)) return [`"${name}" is a name Windows reserves for a device; rename the asset`];
  const type = ASSET_TYPES[extname(name).toLowerCase()];
  if (!type) return [`"${name}" has no image extension (${Object.keys(ASSET_TYPES).join(', ')})`];
  const declared = dataUrl.slice('data:'.length, dataUrl.indexOf(';'));
  if (declared !== type) return [`the data URL says ${declared} but the name says ${type}`];
  const bytes = fromDataUrl(dataUrl);
  if (type === 'image/svg+xml') {
    const why = svgProblem(Buffer.from(bytes).toString('utf8'));
    return why ? [`the SVG ${why}`] : [];
  }
  return MAGIC[type](bytes) ? [] : [`the bytes are not a ${extname(name).slice(1).toUpperCase()} image`];
}
