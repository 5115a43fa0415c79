import { createHash } from 'node:crypto';
import { canonicalJson } from './canonicalJson';

/** sha256 (lower-case hex) of the canonical JSON of a merged title definition; saves record it. */
export function titleHash(title: unknown): string {
  return createHash('sha256').update(canonicalJson(title), 'utf8').digest('hex');
}
