import { afterEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { defineComponent, h } from 'vue';
import TilePreview from '../../renderer/board/TilePreview.vue';
import { corpLooks } from '../../renderer/board/tileLayerArt';
import { box, mountIn, settle } from './mount';
import { loadTitle } from './titles';

let cleanup: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanup) c();
  cleanup = [];
});

/** Every tile of a title side by side: the tile manifest as players see it. */
function gallery(id: string, size: number) {
  const title = loadTitle(id);
  return defineComponent({
    setup: () => () =>
      h(
        'div',
        { style: 'display:flex;flex-wrap:wrap;gap:4px;align-content:flex-start;background:#d9d4c7' },
        title.tiles.map((tile) => h(TilePreview, { tile, size, key: tile.id })),
      ),
  });
}

for (const id of ['1830', '1846', '1870', '1817', '18NY']) {
  test(`tile gallery ${id}: one preview per tile`, async () => {
    const host = box(1260, 780);
    const w = mountIn(gallery(id, id === '1830' ? 52 : 40), host);
    cleanup.push(() => {
      w.unmount();
      host.remove();
    });
    await settle();
    expect(host.querySelectorAll('.tile-preview canvas').length).toBe(loadTitle(id).tiles.length);
    await page.screenshot({ path: `__screenshots__/tiles-${id}.png` });
  });
}

test('a tile preview rotates and shows tokens', async () => {
  const title = loadTitle('1830');
  const tile = title.tiles.find((t) => t.id === '59')!;
  const host = box(600, 200);
  const w = mountIn(
    defineComponent({
      setup: () => () =>
        h(
          'div',
          { style: 'display:flex;gap:8px' },
          [0, 1, 2, 3, 4, 5].map((r) => h(TilePreview, { tile, rotation: r, size: 45, tokens: [['NYC'], ['PRR']], corps: corpLooks(title) })),
        ),
    }),
    host,
  );
  cleanup.push(() => {
    w.unmount();
    host.remove();
  });
  await settle();
  expect(host.querySelectorAll('.tile-preview').length).toBe(6);
  await page.screenshot({ path: '__screenshots__/tile-59-rotations.png' });
});
