/**
 * Location names drawn over the whole board rather than inside their hex's group. Names are raised above the tile
 * look's size to stay legible at the default view (#15), so a long one spills over its hex; inside its hex's group
 * it was then covered by the next hex drawn, or by a tile laid next to it ("Memphi", "Springfiel"). The board takes
 * the names out of the printed map's and the laid tiles' groups and draws them last, on the tiles layer.
 */
import { sealed } from './sealed';
import type { ShapeSpec } from './types';

const NAME = 'location-name';

export interface Lifted {
  /** The group without its name (the same object when it had none). */
  group: ShapeSpec;
  /** The name, placed where the group is, or null. */
  name: ShapeSpec | null;
}

// Per spec object: specs are frozen and reused while unchanged, so a group is split once and stays the same object
// (ShapeLayer keeps the Konva nodes of unchanged specs).
const memo = new WeakMap<ShapeSpec, Lifted>();

export function liftName(group: ShapeSpec): Lifted {
  let out = memo.get(group);
  if (out) return out;
  const i = group.children?.findIndex((c) => c.config.name === NAME) ?? -1;
  if (i < 0) out = { group, name: null };
  else {
    const children = group.children!;
    out = {
      group: sealed({ ...group, children: sealed(children.filter((_, k) => k !== i)) }),
      name: sealed({
        kind: 'group',
        config: sealed({ x: group.config.x, y: group.config.y, listening: false, name: 'name-group', hexId: group.config.hexId }),
        children: sealed([children[i]!]),
      }),
    };
  }
  memo.set(group, out);
  return out;
}

/**
 * The names to draw over the board, keyed by hex: a laid tile's name where the hex has one, else the printed map's.
 * `tiles` are the laid tiles' groups (only hexes with a tile or tokens have one), by hex id.
 */
export function boardNames(map: readonly ShapeSpec[], tiles: ReadonlyMap<string, ShapeSpec>): { key: string; spec: ShapeSpec }[] {
  const out: { key: string; spec: ShapeSpec }[] = [];
  for (const g of map) {
    const hex = String(g.config.hexId);
    const tile = tiles.get(hex);
    const laid = tile?.children?.some((c) => c.config.name === 'laid-tile');
    const name = laid ? liftName(tile!).name : liftName(g).name;
    if (name) out.push({ key: hex, spec: name });
  }
  return out;
}
