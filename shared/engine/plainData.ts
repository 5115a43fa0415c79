/**
 * Plain data (the state: objects, arrays, strings, numbers, booleans, null) copied and compared without going
 * through text: cheaper than `JSON.stringify` twice, where a state is copied once to be compared once.
 */

/** A deep copy of plain data. */
export function plainCopy<T>(x: T): T {
  if (typeof x !== 'object' || x === null) return x;
  if (Array.isArray(x)) {
    const out = new Array<unknown>(x.length);
    for (let i = 0; i < x.length; i++) out[i] = plainCopy(x[i] as unknown);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const k in x) out[k] = plainCopy(x[k]);
  return out as T;
}

/** Are two pieces of plain data alike: the same keys (a key set to undefined counts), values alike? */
export function plainEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!plainEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let keys = 0;
  for (const k in x) {
    if (!(k in y) || !plainEqual(x[k], y[k])) return false;
    keys++;
  }
  for (const _ in y) keys--;
  return keys === 0;
}
