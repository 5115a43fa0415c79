/**
 * Reader of the compact tile notation used by 18xx.games (`city=revenue:20;path=a:0,b:_0;label=B`), turning it into
 * our explicit TileContent plus the hex-level extras (terrain, borders, icons, ...). Used by the one-off importer
 * and by the title editor's "paste notation" helper; the format is described in /work/shared/reference/README.md.
 */
import type { Border, Partition, PathEnd, RevenueColor, Revenue, Stop, Terrain, TileColor, TileContent, TilePath } from './types';

export interface ParsedNotation {
  content: TileContent;
  terrain: Terrain[];
  borders: Border[];
  icons: string[];
  partitions: Partition[];
  futureLabel?: { label: string; color: TileColor };
}

const PHASE_COLORS: readonly string[] = ['yellow', 'green', 'brown', 'gray', 'blue'];

/** `20` → 20; `yellow_40|brown_70` → { yellow: 40, brown: 70 }; absent → 0. */
export function parseRevenue(text: string | undefined): Revenue {
  if (text === undefined || text === '') return 0;
  if (!text.includes('_')) return Number(text);
  const byColor: { [c in RevenueColor]?: number } = {};
  for (const alt of text.split('|')) {
    const [color, amount] = alt.split('_');
    if (!PHASE_COLORS.includes(color)) throw new Error(`unknown phase colour "${color}" in revenue "${text}"`);
    byColor[color as RevenueColor] = Number(amount);
  }
  return byColor;
}

function parsePathEnd(text: string): PathEnd {
  return text.startsWith('_') ? { stop: Number(text.slice(1)) } : { edge: Number(text) };
}

function fieldsOf(rest: string): Record<string, string> {
  const fields: Record<string, string> = {};
  if (rest === '') return fields;
  for (const field of rest.split(',')) {
    const i = field.indexOf(':');
    if (i < 0) fields[field] = '';
    else fields[field.slice(0, i)] = field.slice(i + 1);
  }
  return fields;
}

/** Parse one tile or hex code. Unknown parts raise an error naming them, so nothing is silently dropped. */
export function parseNotation(code: string): ParsedNotation {
  const stops: Stop[] = [];
  const paths: TilePath[] = [];
  const out: ParsedNotation = { content: {}, terrain: [], borders: [], icons: [], partitions: [] };
  const parts = code.trim() === '' ? [] : code.split(';');
  for (const part of parts) {
    const eq = part.indexOf('=');
    const kind = eq < 0 ? part : part.slice(0, eq);
    const f = fieldsOf(eq < 0 ? '' : part.slice(eq + 1));
    switch (kind) {
      case 'blank':
        break;
      case 'city':
      case 'town':
      case 'offboard': {
        const stop: Stop = { type: kind, revenue: parseRevenue(f.revenue) };
        if (f.slots !== undefined) stop.slots = Number(f.slots);
        if (f.groups !== undefined) stop.group = f.groups;
        if (f.loc !== undefined) stop.loc = Number(f.loc);
        stops.push(stop);
        break;
      }
      case 'junction':
        stops.push({ type: 'junction', revenue: 0 });
        break;
      case 'path': {
        const path: TilePath = { a: parsePathEnd(f.a), b: parsePathEnd(f.b) };
        if (f.terminal !== undefined) path.terminal = true;
        paths.push(path);
        break;
      }
      case 'label':
        out.content.label = Object.keys(f)[0];
        break;
      case 'upgrade':
        out.terrain.push({ type: f.terrain ?? 'terrain', cost: Number(f.cost) });
        break;
      case 'border': {
        const border: Border = { edge: Number(f.edge), type: f.type ?? 'open' };
        if (f.cost !== undefined) border.cost = Number(f.cost);
        out.borders.push(border);
        break;
      }
      case 'icon':
        out.icons.push(f.image);
        break;
      case 'partition': {
        const partition: Partition = { a: f.a, b: f.b, type: f.type };
        if (f.restrict === 'inner' || f.restrict === 'outer') partition.restrict = f.restrict;
        out.partitions.push(partition);
        break;
      }
      case 'future_label':
        out.futureLabel = { label: f.label, color: f.color as TileColor };
        break;
      default:
        throw new Error(`unknown notation part "${kind}" in "${code}"`);
    }
  }
  if (stops.length > 0) out.content.stops = stops;
  if (paths.length > 0) out.content.paths = paths;
  return out;
}
