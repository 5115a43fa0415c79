/**
 * Zeroed bytes for the results of network walks, cut from larger buffers. A walk's result takes a few hundred bytes
 * to 2 KB and walks run after most tile lays: a buffer of its own costs V8 more to make than filling it does (a
 * sixth of an extension's time, `extend.ts`), where a view on a buffer that exists costs little. A buffer stays in
 * memory while any result cut from it is kept.
 */
const CHUNK = 1 << 16;
let chunk = new Uint8Array(CHUNK);
let used = 0;

/** `n` zeroed bytes no one else uses. */
export function resultBytes(n: number): Uint8Array {
  if (n > CHUNK / 4) return new Uint8Array(n);
  if (used + n > CHUNK) {
    chunk = new Uint8Array(CHUNK);
    used = 0;
  }
  const out = chunk.subarray(used, used + n);
  used += n;
  return out;
}
