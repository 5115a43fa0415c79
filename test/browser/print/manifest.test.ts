import { afterEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import ManifestPages from '../../../renderer/print/ManifestPages.vue';
import { pageBox } from '../../../renderer/print/paper';
import { box, mountIn, settle } from '../mount';
import { loadTitle } from '../titles';

let cleanup: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanup) c();
  cleanup = [];
});

const PX_PER_MM = 96 / 25.4;

test('manifest 1830: every tile once, hexes 38 mm flat to flat on screen', async () => {
  const title = loadTitle('1830');
  const host = box(900, 1200);
  host.style.display = 'block';
  const w = mountIn(ManifestPages, host, { props: { title, box: pageBox('A4', false), hexMm: 38 } });
  cleanup.push(() => {
    w.unmount();
    host.remove();
  });
  await settle();
  const cells = host.querySelectorAll('.tile-cell');
  expect(cells.length).toBe(title.tiles.length);
  const hex = host.querySelector('.tile-cell polygon[name="print-hex"], .tile-cell polygon') as SVGGraphicsElement;
  const r = hex.getBoundingClientRect();
  expect(r.width / PX_PER_MM).toBeCloseTo(38 + 0.02 * (38 / Math.sqrt(3)), 0);
  await page.screenshot({ path: '__screenshots__/print-manifest-1830.png' });
});
