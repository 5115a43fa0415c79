/**
 * The board's texts measured once per font and text (renderer/board/boardText.ts, #15) are laid out and drawn exactly
 * as Konva's own text shape lays out and draws them: every text of every title's printed map and tiles, and the cases
 * left to Konva (a line too wide for its box, letter spacing, an ellipsis).
 */
import Konva from 'konva';
import { expect, test } from 'vitest';
import { BoardText } from '../../renderer/board/boardText';
import { initialBoard } from '../../renderer/board/homes';
import { mapArt } from '../../renderer/board/mapArt';
import { tileLayerBuilder } from '../../renderer/board/tileLayerArt';
import type { ShapeSpec } from '../../renderer/board/types';
import { loadTitle, titleIds } from './titles';

function texts(specs: readonly ShapeSpec[], out: Konva.TextConfig[] = []): Konva.TextConfig[] {
  for (const s of specs) {
    if (s.kind === 'text') out.push(s.config as Konva.TextConfig);
    texts(s.children ?? [], out);
  }
  return out;
}

/** What a text's layout is made of: its lines with their widths, its size and baseline, and its box. */
function layout(t: Konva.Text) {
  return {
    lines: t.textArr.map((l) => ({ ...l })),
    textWidth: t.textWidth,
    textHeight: t.textHeight,
    baseline: t._baselineShift,
    width: t.width(),
    height: t.height(),
    rect: t.getSelfRect(),
  };
}

const pixels = (t: Konva.Text) => t.toCanvas({ pixelRatio: 2 }).toDataURL();

test.each(titleIds())('%s: every text of the printed map and its tiles is laid out as Konva lays it out', (id) => {
  const title = loadTitle(id);
  const art = mapArt(title, 50);
  const tiles = tileLayerBuilder(title, art)(initialBoard(title)).map((t) => t.spec);
  const configs = texts([...art.hexes, ...art.coordinates, ...tiles]);
  expect(configs.length).toBeGreaterThan(0);
  for (const config of configs) expect(layout(new BoardText(config)), String(config.text)).toEqual(layout(new Konva.Text(config)));
});

test.each([
  ['one line', { text: 'Chicago', fontSize: 10, width: 80, height: 12, align: 'center', verticalAlign: 'middle', wrap: 'none' }],
  ['lines broken by hand', { text: 'New\nOrleans', fontSize: 9.5, width: 60, height: 22, align: 'center', verticalAlign: 'middle', wrap: 'none' }],
  ['bold, without a box', { text: '$40', fontSize: 12, fontStyle: 'bold' }],
  ['a second line beyond its box', { text: 'St.\nLouis', fontSize: 10, width: 60, height: 12, wrap: 'none' }],
  ['a line too wide for its box', { text: 'Minneapolis & St. Paul', fontSize: 10, width: 40, height: 40, wrap: 'word' }],
  ['a line cut to its box', { text: 'Minneapolis & St. Paul', fontSize: 10, width: 40, height: 12, wrap: 'none' }],
  ['letter spacing', { text: 'OR 3.1', fontSize: 10, letterSpacing: 1.5 }],
  ['an ellipsis', { text: 'Kansas City', fontSize: 10, width: 30, height: 12, ellipsis: true, wrap: 'none' }],
] as [string, Konva.TextConfig][])('%s: laid out and drawn as Konva does', (_name, config) => {
  const ours = new BoardText({ fontFamily: 'Arial, Helvetica, sans-serif', fill: '#000', ...config });
  const konva = new Konva.Text({ fontFamily: 'Arial, Helvetica, sans-serif', fill: '#000', ...config });
  expect(layout(ours)).toEqual(layout(konva));
  expect(pixels(ours)).toBe(pixels(konva));
  // And after a change of its text or size, as Konva lays it out again.
  ours.text('Omaha\nDenver');
  konva.text('Omaha\nDenver');
  ours.fontSize(14);
  konva.fontSize(14);
  expect(layout(ours)).toEqual(layout(konva));
});
