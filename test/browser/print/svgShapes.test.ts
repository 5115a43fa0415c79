import { expect, test } from 'vitest';
import { mapArt } from '../../../renderer/board/mapArt';
import { initialBoard } from '../../../renderer/board/homes';
import { tileLayerBuilder } from '../../../renderer/board/tileLayerArt';
import { SUPPORTED_KEYS, configKeys, svgNode, tensionPath } from '../../../renderer/print/svgShapes';
import { tileSpecs } from '../../../renderer/print/tileSpecs';
import { createApp, h } from 'vue';
import { loadTitle, titleIds } from '../titles';

test('every config key the board art of every title uses is translated to SVG', () => {
  const used = new Set<string>();
  for (const id of titleIds()) {
    const title = loadTitle(id);
    const map = mapArt(title, 60);
    configKeys([...map.hexes, ...map.borders, ...map.coordinates], used);
    configKeys(
      tileLayerBuilder(title, map)(initialBoard(title)).map((k) => k.spec),
      used,
    );
    for (const t of title.tiles) configKeys(tileSpecs(t, 60, title.map.layout), used);
  }
  expect([...used].filter((k) => !SUPPORTED_KEYS.has(k))).toEqual([]);
});

test('a line with tension becomes a path of one quadratic, cubics, one quadratic (as Konva draws it)', () => {
  const d = tensionPath([0, 0, 10, 5, 20, 0, 30, 5], 0.5);
  expect(d.startsWith('M0 0 Q')).toBe(true);
  expect(d.match(/C/g)?.length).toBe(1);
  expect(d.match(/Q/g)?.length).toBe(2);
  expect(d.endsWith('30 5')).toBe(true);
});

function render(spec: Parameters<typeof svgNode>[0]): SVGSVGElement {
  const host = document.createElement('div');
  document.body.appendChild(host);
  createApp({ render: () => h('svg', { xmlns: 'http://www.w3.org/2000/svg', width: 200, height: 200 }, [svgNode(spec)]) }).mount(host);
  return host.querySelector('svg')!;
}

test('shapes keep Konva semantics: open lines unfilled, rect offset and rotation, text centred in its box', () => {
  const open = render({ kind: 'line', config: { points: [0, 0, 10, 10], stroke: '#000', strokeWidth: 2 } });
  expect(open.querySelector('polyline')!.getAttribute('fill')).toBe('none');
  const rect = render({ kind: 'rect', config: { x: 50, y: 50, width: 20, height: 10, offsetX: 10, offsetY: 5, rotation: 90, fill: '#f00' } });
  const r = rect.querySelector('rect')!.getBoundingClientRect();
  const s = rect.getBoundingClientRect();
  // Rotated a quarter turn about (50, 50): 10 wide, 20 tall, centred there.
  expect(r.width).toBeCloseTo(10, 0);
  expect(r.height).toBeCloseTo(20, 0);
  expect(r.left - s.left + r.width / 2).toBeCloseTo(50, 0);
  const text = render({
    kind: 'text',
    config: { text: 'OO', x: 0, y: 0, width: 100, height: 40, align: 'center', verticalAlign: 'middle', fontSize: 20, fontFamily: 'Arial', fill: '#111' },
  });
  const t = text.querySelector('text')!.getBoundingClientRect();
  const box = text.getBoundingClientRect();
  expect(t.left - box.left + t.width / 2).toBeCloseTo(50, 0);
  expect(Math.abs(t.top - box.top + t.height / 2 - 20)).toBeLessThan(3);
});
