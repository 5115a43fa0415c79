import type { Ctx } from '../../engine/context';
import type { CorporationState } from '../../engine/state';
import type { Ability, Partition, TileDef } from '../../title/types';
import { RIVER_BRIDGE } from './privates';

/**
 * The Mississippi River Bridge Company (1870 rules, the private companies' descriptions): "until this company is closed
 * or sold to a public company, no company may bridge the Mississippi river. A company may lay track along the river,
 * but may not lay track to cross the river, or do an upgrade that would cause track to cross the river."
 *
 * The river is drawn in each river hex as a partition between two of its corners. While the bridge blocks it, every
 * track section of a tile laid there keeps to one side; where the printed city lies on one side (`restrict`), to that
 * side (so Memphis' and St. Louis' tiles face away from the river, as the rule lists them).
 */

/** Is the river closed to crossing now: the bridge company open and held by a player (its ability's owner type)? */
export function riverBlocked(c: Ctx): string | null {
  const co = c.s.companies[RIVER_BRIDGE];
  const blocks = c.t.company.get(RIVER_BRIDGE)?.abilities?.find((a): a is Extract<Ability, { type: 'blocks_partition' }> => a.type === 'blocks_partition');
  if (!co || co.closed || !co.owner || !blocks) return null;
  const heldAs = co.owner.startsWith('p:') ? 'player' : 'corporation';
  return (blocks.ownerType ?? 'player') === heldAs ? blocks.partitionType : null;
}

/** The edges on each side of a partition: the inner side runs from its lower corner to its higher (corner i begins edge i). */
function sides(p: Partition): { inner: number[]; outer: number[] } {
  const [lo, hi] = [parseInt(p.a, 10), parseInt(p.b, 10)].sort((x, y) => x - y);
  const inner = [0, 1, 2, 3, 4, 5].filter((e) => e >= lo && e < hi);
  const outer = [0, 1, 2, 3, 4, 5].filter((e) => !inner.includes(e));
  return { inner: p.restrict === 'outer' ? [] : inner, outer: p.restrict === 'inner' ? [] : outer };
}

/** Why a tile lay would cross the river while the bridge blocks it, or null (`TitleRules.checkTileLay`). */
export function riverCrossing(c: Ctx, _k: CorporationState, lay: { hex: string; tile: TileDef; rotation: number }): string | null {
  const type = riverBlocked(c);
  if (!type) return null;
  for (const partition of c.t.hex.get(lay.hex)?.partitions ?? []) {
    if (partition.type !== type) continue;
    const { inner, outer } = sides(partition);
    for (const path of lay.tile.paths ?? []) {
      const exits = [path.a, path.b].filter((e): e is { edge: number } => 'edge' in e).map((e) => (e.edge + lay.rotation) % 6);
      if (exits.every((e) => inner.includes(e)) || exits.every((e) => outer.includes(e))) continue;
      return `track on ${lay.hex} may not cross the Mississippi while a player holds the Mississippi River Bridge Company`;
    }
  }
  return null;
}
