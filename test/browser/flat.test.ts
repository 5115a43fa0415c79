/** A small hand-made title on a flat-topped map: the board must not assume the pointy layout of the shipped titles. */
import type Konva from 'konva';
import { afterEach, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { TitleDef } from '@shared/title/types';
import HexBoard from '../../renderer/board/HexBoard.vue';
import { box, mountIn, settle } from './mount';

const flatTitle = {
  id: 'flat-test',
  name: 'Flat test',
  version: '0',
  currency: '£',
  map: {
    layout: 'flat',
    hexes: [
      { id: 'A2', color: 'white', name: 'Ashby', tile: { stops: [{ type: 'city', revenue: 0 }] } },
      { id: 'A4', color: 'white', terrain: [{ type: 'hill', cost: 40 }] },
      { id: 'B1', color: 'white' },
      {
        id: 'B3',
        color: 'yellow',
        name: 'Bramley',
        tile: {
          stops: [{ type: 'city', revenue: 20 }],
          paths: [
            { a: { edge: 0 }, b: { stop: 0 } },
            { a: { edge: 3 }, b: { stop: 0 } },
          ],
        },
      },
      { id: 'B5', color: 'white', borders: [{ edge: 3, type: 'water', cost: 20 }] },
      {
        id: 'C2',
        color: 'red',
        name: 'Coast',
        tile: { stops: [{ type: 'offboard', revenue: { yellow: 20, brown: 40 } }], paths: [{ a: { edge: 4 }, b: { stop: 0 } }] },
      },
      { id: 'C4', color: 'gray', tile: { paths: [{ a: { edge: 1 }, b: { edge: 4 } }] } },
    ],
  },
  tiles: [{ id: '8', color: 'yellow', paths: [{ a: { edge: 0 }, b: { edge: 2 } }] }],
  corporations: [{ sym: 'LNW', name: 'London & North Western', floatPercent: 60, tokens: [0, 40], color: '#222222' }],
} as unknown as TitleDef;

let cleanup: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanup) c();
  cleanup = [];
});

test('a flat-layout map draws every hex and hit-tests clicks to the right hex', async () => {
  const host = box(800, 600);
  const wrapper = mountIn(HexBoard, host, {
    props: { title: flatTitle, board: { B1: { tile: '8', rotation: 1, tokens: [] }, A2: { tile: null, rotation: 0, tokens: [['LNW']] } } },
  });
  cleanup.push(() => {
    wrapper.unmount();
    host.remove();
  });
  await settle();
  const vm = wrapper.vm as unknown as { getStage(): Konva.Stage; hexCenter(id: string): { x: number; y: number } };
  const stage = vm.getStage();
  expect(stage.find('.map-hex').length).toBe(7);
  const content = host.querySelector('.konvajs-content') as HTMLElement;
  for (const id of ['C4', 'A2', 'B5']) {
    const p = stage.getAbsoluteTransform().point(vm.hexCenter(id));
    await userEvent.click(content, { position: { x: Math.round(p.x), y: Math.round(p.y) } });
  }
  expect(wrapper.emitted('hex-click')?.map((e) => e[0])).toEqual(['C4', 'A2', 'B5']);
  await page.screenshot({ path: '__screenshots__/board-flat.png' });
});
