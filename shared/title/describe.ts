/** Short generated descriptions of tiles ("Green city, 2 slots, $30; track to 4 sides"), for pickers and sheets. */
import type { Revenue, TileDef } from './types';

function money(r: Revenue): string {
  if (typeof r === 'number') return `$${r}`;
  return Object.entries(r)
    .map(([color, v]) => `${color} $${v}`)
    .join(' / ');
}

function count(n: number, one: string, many: string): string {
  return `${n === 1 ? 'one' : n === 2 ? 'two' : n === 3 ? 'three' : n === 4 ? 'four' : String(n)} ${n === 1 ? one : many}`;
}

export function describeTile(tile: TileDef): string {
  const stops = tile.stops ?? [];
  const cities = stops.filter((s) => s.type === 'city');
  const towns = stops.filter((s) => s.type === 'town');
  const edges = new Set<number>();
  for (const p of tile.paths ?? []) for (const e of [p.a, p.b]) if ('edge' in e) edges.add(e.edge);
  const parts: string[] = [];
  if (cities.length) {
    const slots = cities.reduce((n, c) => n + (c.slots ?? 1), 0);
    parts.push(`${count(cities.length, 'city', 'cities')} (${money(cities[0].revenue)}, ${count(slots, 'token space', 'token spaces')})`);
  }
  if (towns.length) parts.push(`${count(towns.length, 'town', 'towns')} (${money(towns[0].revenue)})`);
  if (!cities.length && !towns.length) parts.push('plain track');
  const color = tile.color[0].toUpperCase() + tile.color.slice(1);
  const label = tile.label ? `, label ${tile.label}` : '';
  return `${color} tile: ${parts.join(' and ')}${label}; track to ${count(edges.size, 'side', 'sides')}.`;
}
