/**
 * Shipped titles recognised by their content (#18): the built-in title folders are checked against the schema and
 * the semantic rules when they are built (`scripts/shippedTitles.ts`, run by the build and checked by
 * `test/title/shippedTitles.test.ts`), and their content hashes kept in `shippedTitles.generated.ts`. A folder whose
 * files hash to one of them is a title already found valid, byte for byte, so reading it needs no second check (some
 * 10 ms of every fresh process's CPU, a tenth of opening an 1830 game cold). Any other folder (the editor's, a pack's,
 * a user's, a shipped file changed or corrupted on disk) hashes differently and is checked in full.
 */
import { createHash } from 'node:crypto';
import { SHIPPED_TITLE_HASHES } from './shippedTitles.generated';

/** A title file as read: its name in the folder and its text. */
export interface TitleFileText {
  file: string;
  text: string;
}

/** SHA-256 of a folder's title files (names and texts, in the order given: the folder's sorted order). */
export function titleContentHash(files: readonly TitleFileText[]): string {
  const hash = createHash('sha256');
  // Each name and text with its length, so that no two different folders feed the hash the same bytes.
  for (const { file, text } of files) hash.update(`${file.length}:${file}\n${text.length}:${text}\n`);
  return hash.digest('hex');
}

const shipped = new Set<string>(SHIPPED_TITLE_HASHES);

/** Are these files, byte for byte, a shipped title that the build found valid? */
export function isShippedTitle(files: readonly TitleFileText[]): boolean {
  return shipped.has(titleContentHash(files));
}
