/**
 * Location names keep off the rows of phase revenue boxes on their own hex (1817 Cleveland's name was written over its
 * boxes), on every title's map, at the hex size and name fonts the board uses (the tile look's, and the raised one of a
 * fitted board).
 */
import Konva from 'konva';
import { expect, test } from 'vitest';
import { mapArt } from '../../renderer/board/mapArt';
import type { ShapeSpec } from '../../renderer/board/types';
import { loadTitle, titleIds } from './titles';

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

const named = (specs: readonly ShapeSpec[], name: string, out: ShapeSpec[] = []): ShapeSpec[] => {
  for (const s of specs) {
    if (s.config.name === name) out.push(s);
    named(s.children ?? [], name, out);
  }
  return out;
};

/** The ink of a name: its measured lines, centred in its box as Konva draws them (a font size per line). */
function inkOf(s: ShapeSpec): Box {
  const c = s.config as Konva.TextConfig & { x: number; y: number; width: number; height: number };
  const text = new Konva.Text({ ...c, width: undefined, height: undefined });
  const [w, h] = [text.getTextWidth(), text.height()];
  return { x: c.x + (c.width - w) / 2, y: c.y + (c.height - h) / 2, w, h };
}

const boxOf = (s: ShapeSpec): Box => {
  const c = s.config as { x: number; y: number; width: number; height: number };
  return { x: c.x, y: c.y, w: c.width, h: c.height };
};

const overlap = (a: Box, b: Box) => Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) > 0.5 && Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > 0.5;

test.each(titleIds().flatMap((id) => [[id, 7.5] as const, [id, 11] as const]))('%s, names at %s px: no name over its hex’s revenue boxes', (id, font) => {
  const title = loadTitle(id);
  const art = mapArt(title, 50, {}, font);
  const over: string[] = [];
  for (const hex of art.hexes) {
    const names = named([hex], 'location-name');
    const boxes = named([hex], 'revenue-box').map(boxOf);
    for (const n of names) if (boxes.some((b) => overlap(inkOf(n), b))) over.push(`${String(hex.config.hexId)} ${String(n.config.text)}`);
  }
  expect(over).toEqual([]);
});

test('1817 Cleveland (D9): the name is clear of its four revenue boxes', () => {
  const art = mapArt(loadTitle('1817'), 50, {}, 11);
  const d9 = art.hexes.find((h) => h.config.hexId === 'D9')!;
  const name = named([d9], 'location-name');
  const boxes = named([d9], 'revenue-box').map(boxOf);
  expect(name.map((n) => n.config.text)).toEqual(['Cleveland']);
  expect(boxes).toHaveLength(4);
  for (const b of boxes) expect(overlap(inkOf(name[0]!), b)).toBe(false);
});
