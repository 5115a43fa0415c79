/**
 * Assets of a title pack: images carried as data URLs, named from the title by strings `asset:<name>`.
 * A pack converted to a folder keeps them as files in `assets/`; the MIME type follows the file extension.
 */
import { extname } from 'node:path';
import { ASSET_PREFIX } from '../../shared/ipc/pack';
import { pointerToken } from '../../shared/title/load';

export const ASSET_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
};

/** An asset file's bytes as a data URL; `undefined` for a file type packs do not carry. */
export function toDataUrl(name: string, bytes: Uint8Array): string | undefined {
  const type = ASSET_TYPES[extname(name).toLowerCase()];
  return type ? `data:${type};base64,${Buffer.from(bytes).toString('base64')}` : undefined;
}

/** The bytes of a data URL (the pack schema has checked its form). */
export function fromDataUrl(url: string): Uint8Array {
  return Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
}

/** Every `asset:<name>` string in a JSON value, with its JSON pointer. */
export function assetReferences(value: unknown, pointer = ''): { pointer: string; name: string }[] {
  if (typeof value === 'string') return value.startsWith(ASSET_PREFIX) ? [{ pointer, name: value.slice(ASSET_PREFIX.length) }] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => assetReferences(v, `${pointer}/${i}`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => assetReferences(v, `${pointer}/${pointerToken(k)}`));
  }
  return [];
}
