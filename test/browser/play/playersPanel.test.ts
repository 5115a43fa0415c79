/**
 * The players panel in the side column at its narrowest (320 px, as at 1280×720): each name stays on one line with
 * its turn arrow and priority mark; the holdings wrap instead.
 */
import { afterEach, expect, test } from 'vitest';
import PlayersPanel from '../../../renderer/panels/PlayersPanel.vue';
import type { PlayerView } from '../../../renderer/stores/gameView';
import { box, mountIn } from '../mount';

let cleanup: (() => void) | null = null;
afterEach(() => cleanup?.());

const holdings = 'ATSF 40%*, SLSF 20%, MKT 10%, GRSC, GSC, MRBC, SCC';
const players: PlayerView[] = [
  { id: '1', name: 'Alice', cash: 20, value: 720, certs: 7, certLimit: 20, acting: true, holdings },
  { id: '2', name: 'Bob', cash: 130, value: 770, certs: 6, certLimit: 20, priority: true, holdings },
  { id: '3', name: 'Carol', cash: 120, value: 730, certs: 7, certLimit: 20, holdings },
];

test('names stay on one line with the turn arrow and the priority mark, at 320 px', async () => {
  const host = box(320, 400);
  const wrapper = mountIn(PlayersPanel, host, { props: { players, currency: '$', turn: 'Alice' } });
  cleanup = () => {
    wrapper.unmount();
    host.remove();
  };
  // Lines of text in an element: its pieces' boxes, a new line wherever one starts below the previous one's bottom
  // (the smaller priority mark sits a pixel or two apart on the same line).
  const lines = (el: Element) => {
    const r = document.createRange();
    r.selectNodeContents(el);
    const boxes = [...r.getClientRects()].filter((x) => x.width > 0).sort((a, b) => a.top - b.top);
    let n = 0;
    let bottom = -Infinity;
    for (const b of boxes) {
      if (b.top >= bottom - 1) n++;
      bottom = Math.max(bottom, b.bottom);
    }
    return n;
  };
  const names = [...host.querySelectorAll('td.name')];
  expect(names.map((n) => n.textContent?.replace(/\s+/g, ' ').trim())).toEqual(['▶ Alice', 'Bob PD', 'Carol']);
  expect(names.map(lines)).toEqual([1, 1, 1]);
  // The holdings took the wrapping.
  expect(lines(host.querySelector('td.holdings')!)).toBeGreaterThan(1);
});
