/**
 * Checks of the upgrade table a designer edits, beyond what the title schema says: an upgrade must keep the old
 * tile's track and stations (1830 §6.2.2; shared/title/upgrades.ts preservesTrack), keep its label, and go to the
 * next colour; and every tile should be reachable by some upgrade (else it can never be laid).
 */
import { preservesTrack } from '@shared/title/upgrades';
import type { MapHex, TileColor, TileContent, TileDef, TitleDef } from '@shared/title/types';

export interface UpgradeLint {
  source: string;
  target?: string;
  kind: 'drops-track' | 'label' | 'colour' | 'unreachable';
  message: string;
}

const ORDER: TileColor[] = ['white', 'yellow', 'green', 'brown', 'gray'];

/** The content and colour an upgrade-table source stands for; null for classes (`@plain`) and unknown keys. */
export function sourceContent(title: TitleDef, source: string): { content: TileContent; color: TileColor; label?: string } | null {
  const onHex = /^(.+)@([A-Z]+-?\d+)$/.exec(source);
  const labelled = !source.startsWith('@') && source.includes(':') ? source.split(':') : null;
  const tileId = onHex ? onHex[1]! : labelled ? labelled[0]! : source;
  const tile = title.tiles.find((t) => t.id === tileId);
  if (tile) return { content: tile, color: tile.color, label: labelled ? labelled[1] : tile.label };
  const hex: MapHex | undefined = title.map.hexes.find((h) => h.id === source);
  if (hex) return { content: hex.tile ?? {}, color: hex.color, label: hex.tile?.label };
  const cls = /^@(plain|town|towns2|city|cities2)(?::(.+))?$/.exec(source);
  if (cls) {
    const stops = { plain: [], town: ['town'], towns2: ['town', 'town'], city: ['city'], cities2: ['city', 'city'] }[cls[1] as 'plain'];
    return { content: { stops: stops.map((type) => ({ type: type as 'town', revenue: 0 })), label: cls[2] }, color: 'white', label: cls[2] };
  }
  return null;
}

export function lintUpgrades(title: TitleDef): UpgradeLint[] {
  const out: UpgradeLint[] = [];
  const tiles = new Map<string, TileDef>(title.tiles.map((t) => [t.id, t]));
  const reached = new Set<string>();
  for (const [source, targets] of Object.entries(title.upgrades ?? {})) {
    const from = sourceContent(title, source);
    for (const target of targets) {
      reached.add(target);
      const to = tiles.get(target);
      if (!from || !to) continue;
      if (ORDER.indexOf(to.color) !== ORDER.indexOf(from.color) + 1)
        out.push({ source, target, kind: 'colour', message: `${source} (${from.color}) → ${target} (${to.color}): not the next colour` });
      if ((from.label ?? '') !== (to.label ?? ''))
        out.push({ source, target, kind: 'label', message: `${source} → ${target}: label ${from.label ?? 'none'} becomes ${to.label ?? 'none'}` });
      if (!preservesTrack(from.content, to))
        out.push({ source, target, kind: 'drops-track', message: `${source} → ${target}: drops track or stations of ${source} in every rotation` });
    }
  }
  for (const t of title.tiles)
    if (!reached.has(t.id)) out.push({ source: t.id, kind: 'unreachable', message: `nothing upgrades to tile ${t.id}: it can never be laid` });
  return out;
}
