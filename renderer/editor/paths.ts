/**
 * Immutable updates of plain JSON data by path, with structural sharing: only the objects along the path are
 * copied, so the editor's undo stack can keep every earlier title cheaply (each entry shares what did not change).
 */

export type Path = readonly (string | number)[];

export function getIn(root: unknown, path: Path): unknown {
  let v = root;
  for (const k of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string | number, unknown>)[k];
  }
  return v;
}

/**
 * A copy of `root` where the value at `path` is `fn(old)`. Missing containers are created (an array when the next
 * key is a number). Returning `undefined` deletes an object key, or removes an array element.
 */
export function updateIn<T>(root: T, path: Path, fn: (old: unknown) => unknown): T {
  if (path.length === 0) return fn(root) as T;
  const [k, ...rest] = path;
  const base = root ?? (typeof k === 'number' ? [] : {});
  const child = (base as Record<string | number, unknown>)[k!];
  const next = updateIn(child, rest, fn);
  if (Array.isArray(base)) {
    const copy = base.slice();
    if (next === undefined) copy.splice(Number(k), 1);
    else copy[Number(k)] = next;
    return copy as T;
  }
  const copy = { ...(base as Record<string, unknown>) };
  if (next === undefined) delete copy[k as string];
  else copy[k as string] = next;
  return copy as T;
}

export function setIn<T>(root: T, path: Path, value: unknown): T {
  return updateIn(root, path, () => value);
}

/** JSON pointer (RFC 6901) of a path: `['map', 'hexes', 3]` → `/map/hexes/3`. */
export function pointerOf(path: Path): string {
  return path.map((k) => `/${String(k).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

/** Path of a JSON pointer: `/upgrades/57~1x` → `['upgrades', '57/x']` (array indices stay strings). */
export function pathOf(pointer: string): string[] {
  if (pointer === '' || pointer === '/') return [];
  return pointer
    .replace(/^\//, '')
    .split('/')
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
}
