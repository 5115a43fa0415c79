/** Pan and zoom math of the board. */
import { describe, expect, test } from 'vitest';
import { MAX_SCALE, fitView, toBoard, toScreen, zoomAt } from '../../renderer/board/viewport';

describe('fitView', () => {
  test.each([
    ['wide viewport: height decides, centred across', 1000, 500, 2000, 500, { scale: 1, x: 500, y: 0 }],
    ['tall viewport: width decides, centred down', 1000, 500, 500, 1000, { scale: 0.5, x: 0, y: 375 }],
    ['small board: never beyond the zoom limit', 10, 10, 1000, 1000, { scale: MAX_SCALE, x: 470, y: 470 }],
  ])('%s', (_name, cw, ch, vw, vh, want) => {
    expect(fitView(cw, ch, vw, vh)).toEqual(want);
  });
});

test('zooming keeps the board point under the pointer in place', () => {
  const view = { scale: 0.8, x: 30, y: -12 };
  const anchor = { x: 400, y: 250 };
  const under = toBoard(view, anchor);
  const zoomed = zoomAt(view, 1.5, anchor);
  expect(zoomed.scale).toBeCloseTo(1.2);
  const back = toScreen(zoomed, under);
  expect(back.x).toBeCloseTo(anchor.x);
  expect(back.y).toBeCloseTo(anchor.y);
});
