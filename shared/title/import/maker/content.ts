/**
 * One 18xx-maker hex or tile drawing → our tile content (stops, paths, label), its terrain and names, and what it
 * could not map. Our tiles hold meaning only, so connections are read from the drawing's geometry (geometry.ts):
 * a track reaching into the hex ends at the revenue centre nearest its inner end, a full track runs through the
 * centres lying on it, and tracks meeting at the middle with no centre there meet at a junction.
 */
import type { RevenueColor, Stop, Terrain, TileContent, TilePath } from '../../types';
import { direction, distance, farSide, locOf, nearestOnTrack, placeOf, pointAt, sideIndex, type Point, type TrackShape } from './geometry';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): Json[] => (Array.isArray(v) ? v.filter(isObject) : []);

export interface Converted {
  content: TileContent;
  terrain: Terrain[];
  /** Location names printed on the hex (city names first). */
  names: string[];
  /** Corporations whose home is a city here, with the city's stop index. */
  homes: { corporation: string; stop: number }[];
  icons: string[];
}

/** 18xx-maker track types → the curve they draw. */
const SHAPES: Record<string, TrackShape> = {
  straight: 'straight',
  straightStop: 'straight',
  sharp: 'sharp',
  sharpStop: 'sharp',
  sharpStopRev: 'sharpRev',
  gentle: 'gentle',
  gentleStop: 'gentle',
  gentleStopRev: 'gentleRev',
  city: 'centre',
  mid: 'centre',
  offboard: 'centre',
};

const REVENUE_COLORS: readonly RevenueColor[] = ['yellow', 'green', 'brown', 'gray'];
/** A number in a revenue text ("30", "¥30"); a text naming a train ("D100") is not a plain revenue. */
const revenueNumber = (v: unknown): number | null =>
  typeof v === 'number' ? v : typeof v === 'string' && /^\D?\d+$/.test(v.trim()) && !/^[A-Za-z]/.test(v.trim()) ? Number(v.trim().replace(/^\D/, '')) : null;

interface PlacedStop {
  stop: Stop;
  at: Point;
  kind: 'city' | 'town' | 'offboard' | 'junction';
}

const nameOf = (v: unknown): string | null => (isObject(v) && typeof v.name === 'string' ? v.name : typeof v === 'string' ? v : null);

/**
 * Convert one drawing. `where` names it in the report (`map hex C4`, `tile 57`); `unmapped` collects one line per
 * item not mapped.
 */
export function convertContent(src: Json, where: string, unmapped: string[]): Converted {
  const names: string[] = [];
  const homes: Converted['homes'] = [];
  const stops: PlacedStop[] = [];
  const note = (what: string) => unmapped.push(`${where}: ${what}`);

  list(src.cities).forEach((c) => {
    const index = stops.length;
    stops.push({ kind: 'city', at: placeOf(c), stop: { type: 'city', revenue: 0, ...(typeof c.size === 'number' && c.size > 1 ? { slots: c.size } : {}) } });
    const n = nameOf(c.name);
    if (n) names.push(n);
    for (const corp of Array.isArray(c.companies) ? c.companies : []) {
      if (typeof corp === 'string') homes.push({ corporation: corp, stop: index });
    }
  });
  for (const key of ['towns', 'centerTowns'] as const) {
    list(src[key]).forEach((t) => {
      stops.push({ kind: 'town', at: placeOf(t), stop: { type: 'town', revenue: 0 } });
      const n = nameOf(t.name);
      if (n) names.push(n);
    });
  }
  for (const key of [
    'boomtowns',
    'mediumCities',
    'industries',
    'goods',
    'bridges',
    'tunnels',
    'tunnelEntrances',
    'routeBonuses',
    'divides',
    'tokens',
    'shapes',
  ]) {
    if (Array.isArray(src[key]) && src[key].length) note(`${key} (${(src[key] as unknown[]).length}) not mapped: no such element in our titles`);
  }
  for (const key of ['borders', 'removeBorders']) {
    if (Array.isArray(src[key]) && src[key].length) note(`${key} not mapped (drawing only)`);
  }

  // Off-board revenue: one stop paying by phase colour.
  if (isObject(src.offBoardRevenue)) {
    const o = src.offBoardRevenue;
    const revenue: { [c in RevenueColor]?: number } = {};
    for (const r of list(o.revenues)) {
      const value = revenueNumber(r.value ?? r.cost);
      const color = String(r.color ?? '');
      if (value !== null && (REVENUE_COLORS as readonly string[]).includes(color)) revenue[color as RevenueColor] = value;
      else
        note(
          `off-board revenue ${JSON.stringify(r.value ?? r.cost)} (${color || 'no colour'}) not mapped: revenues are by phase colour (yellow, green, brown, gray)`,
        );
    }
    const n = nameOf(o.name);
    if (n) names.push(n);
    stops.push({ kind: 'offboard', at: { x: 0, y: 0 }, stop: { type: 'offboard', revenue: Object.keys(revenue).length ? revenue : 0 } });
  }

  // Values: one for all centres, or each to the centre nearest it.
  const values = list(src.values).map((v) => ({ value: revenueNumber(v.value), at: placeOf(v) }));
  const payers = stops.filter((s) => s.kind === 'city' || s.kind === 'town');
  const badValue = values.find((v) => v.value === null);
  if (badValue) note('a value that is not a number not mapped');
  const good = values.filter((v): v is { value: number; at: Point } => v.value !== null);
  if (good.length === 1) payers.forEach((s) => (s.stop.revenue = good[0]!.value));
  else if (good.length > 1) {
    const free = new Set(payers);
    for (const v of good) {
      const nearest = [...free].sort((a, b) => distance(a.at, v.at) - distance(b.at, v.at))[0];
      if (!nearest) {
        note(`value ${v.value} not mapped: no revenue centre left for it`);
        continue;
      }
      nearest.stop.revenue = v.value;
      free.delete(nearest);
    }
    for (const s of free) s.stop.revenue = good[0]!.value;
  }

  // Track.
  const paths: TilePath[] = [];
  const junctionAt = (): number => {
    let j = stops.findIndex((s) => s.kind === 'junction');
    if (j < 0) {
      j = stops.length;
      stops.push({ kind: 'junction', at: { x: 0, y: 0 }, stop: { type: 'junction', revenue: 0 } });
    }
    return j;
  };
  const onTrack = new Set<number>();
  const pending: { from: number; offboard: boolean; ends: ({ edge: number } | { stop: number } | 'middle')[] }[] = [];
  for (const t of list(src.track)) {
    const type = typeof t.type === 'string' ? t.type : 'city';
    const shape = SHAPES[type];
    if (!shape) {
      note(`track of type "${type}" not mapped`);
      continue;
    }
    const from = sideIndex(typeof t.side === 'number' ? t.side : 1);
    const start = typeof t.start === 'number' ? t.start : 0;
    const end = typeof t.end === 'number' ? t.end : 1;
    const far = farSide(shape, from);
    // Centres the track runs through, in order along it.
    const through: { t: number; stop: number }[] = [];
    stops.forEach((s, i) => {
      if (s.kind === 'junction' || s.kind === 'offboard') return;
      const near = nearestOnTrack(shape, from, s.at, [start, end]);
      if (near.gap < 0.2 && near.t > 0.02 && near.t < 0.98) through.push({ t: near.t, stop: i });
    });
    through.sort((a, b) => a.t - b.t);
    const ends: ({ edge: number } | { stop: number } | 'middle')[] = [];
    if (start <= 0) ends.push({ edge: from });
    else ends.push(innerEnd(pointAt(shape, from, start)));
    for (const x of through) ends.push({ stop: x.stop });
    if (end >= 1) ends.push(far === null ? (type === 'offboard' ? offboardStop() : centreEnd()) : { edge: far });
    else ends.push(innerEnd(pointAt(shape, from, end)));
    pending.push({ from, offboard: type === 'offboard', ends });
  }
  function offboardStop(): { stop: number } | 'middle' {
    const o = stops.findIndex((s) => s.kind === 'offboard');
    return o >= 0 ? { stop: o } : 'middle';
  }
  function centreEnd(): { stop: number } | 'middle' {
    return innerEnd({ x: 0, y: 0 });
  }
  /** The revenue centre at a track's inner end; none near: the middle (a junction if tracks meet there). */
  function innerEnd(p: Point): { stop: number } | 'middle' {
    let best = -1;
    stops.forEach((s, i) => {
      if (s.kind === 'junction' || s.kind === 'offboard') return;
      if (best < 0 || distance(s.at, p) < distance(stops[best]!.at, p)) best = i;
    });
    return best >= 0 && distance(stops[best]!.at, p) < 0.75 ? { stop: best } : 'middle';
  }
  // A centre placed by pixels beside its track (18xx-maker's tiles 1, 2, 55, 56): on the nearest plain track.
  const used = new Set(pending.flatMap((p) => p.ends.flatMap((e) => (typeof e === 'object' && 'stop' in e ? [e.stop] : []))));
  stops.forEach((s, i) => {
    if (used.has(i) || s.kind === 'junction' || s.kind === 'offboard') return;
    const plain = pending.filter((p) => p.ends.length === 2 && p.ends.every((e) => typeof e === 'object' && 'edge' in e));
    const midOf = (p: (typeof pending)[number]) => {
      const [a, b] = p.ends as { edge: number }[];
      const pa = direction(a!.edge * 60);
      const pb = direction(b!.edge * 60);
      return { x: (pa.x + pb.x) / 2, y: (pa.y + pb.y) / 2 };
    };
    const best = plain.sort((p, q) => distance(midOf(p), s.at) - distance(midOf(q), s.at))[0];
    if (!best) return;
    best.ends.splice(1, 0, { stop: i });
    used.add(i);
    note(`${s.kind} ${i + 1} placed beside its track: put on the track from side ${best.from + 1}`);
  });
  // An off-board approach whose revenue is printed on a neighbouring hex of the same off-board area.
  if (pending.some((p) => p.ends.includes('middle') && p.offboard) && !stops.some((s) => s.kind === 'offboard')) {
    stops.push({ kind: 'offboard', at: { x: 0, y: 0 }, stop: { type: 'offboard', revenue: 0 } });
    for (const p of pending) if (p.offboard) p.ends = p.ends.map((e) => (e === 'middle' ? { stop: stops.length - 1 } : e));
    note('an off-board approach without a revenue of its own (printed on a neighbouring hex?): an off-board paying 0');
  }
  const middles = pending.filter((p) => p.ends.includes('middle')).length;
  for (const p of pending) {
    const ends = p.ends.filter((e) => e !== 'middle' || middles > 1).map((e) => (e === 'middle' ? { stop: junctionAt() } : e));
    if (ends.length < 2 && p.ends.length >= 2) note(`a track from side ${p.from + 1} ends nowhere (a stub) and is left out`);
    for (let i = 0; i + 1 < ends.length; i++) {
      paths.push({ a: ends[i]!, b: ends[i + 1]! });
      for (const e of [ends[i]!, ends[i + 1]!]) if ('stop' in e) onTrack.add(e.stop);
    }
  }

  if (paths.length) {
    stops.forEach((s, i) => {
      if (s.kind !== 'junction' && !onTrack.has(i)) note(`${s.kind} ${i + 1} is on no track here (placed by pixels beside it?): left unconnected`);
    });
  }
  const content: TileContent = {};
  if (stops.length) {
    content.stops = stops.map((s) => {
      const loc = s.kind === 'junction' || s.kind === 'offboard' ? undefined : locOf(s.at);
      return loc === undefined ? s.stop : { ...s.stop, loc };
    });
  }
  if (paths.length) content.paths = paths;
  const labels = list(src.labels)
    .map((l) => l.label)
    .filter((l): l is string => typeof l === 'string');
  if (labels.length) content.label = labels[0];
  if (labels.length > 1)
    note(
      `labels ${labels
        .slice(1)
        .map((l) => `"${l}"`)
        .join(', ')} not mapped: a hex has one upgrade label`,
    );
  for (const n of list(src.names)) {
    const name = nameOf(n);
    if (name) names.push(name);
  }

  // Terrain: a cost item names its type, or takes the type of a drawing beside it (18xx-maker draws the mountain and
  // prints the cost as two items); a drawing no cost takes is reported.
  const terrain: Terrain[] = [];
  const items = list(src.terrain);
  const drawings = items.filter((t) => typeof t.cost !== 'number').map((t) => (typeof t.type === 'string' && t.type ? t.type : 'mountain'));
  for (const t of items) {
    if (typeof t.cost !== 'number') continue;
    const type = typeof t.type === 'string' && t.type ? t.type : (drawings.shift() ?? 'mountain');
    terrain.push({ type, cost: t.cost });
  }
  for (const type of drawings) note(`terrain "${type}" without a cost not mapped (a drawing only)`);
  const icons = list(src.icons)
    .map((i) => i.type)
    .filter((i): i is string => typeof i === 'string');
  if (list(src.companies).length)
    note(
      `company markers (${list(src.companies)
        .map((c) => c.label ?? '?')
        .join(', ')}) not mapped (drawing only)`,
    );
  return { content, terrain, names, homes, icons };
}
