/**
 * Canonical JSON: object keys sorted (by UTF-16 code units), no whitespace, `undefined` members dropped, as
 * JSON.stringify writes numbers and strings. Two titles with the same content give the same text whatever the key
 * order of their files, so the hash recorded in a save names content, not formatting.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    const text = JSON.stringify(value);
    // JSON.stringify(undefined) is undefined; inside arrays JSON writes null, which is what we want too.
    return text === undefined ? 'null' : text;
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const keys = Object.keys(value)
    .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
    .sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`).join(',')}}`;
}
