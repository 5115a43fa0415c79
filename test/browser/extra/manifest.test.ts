import { afterEach, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import TileManifest from '../../../renderer/panels/extra/TileManifest.vue';
import { box, mountIn, settle } from '../mount';
import { loadTitle } from '../titles';
import { gameAt } from './fixture';

let cleanup: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanup) c();
  cleanup = [];
});

async function mountManifest(tilesOnMap: Record<string, string>) {
  const title = loadTitle('1830');
  const host = box(560, 640);
  const wrapper = mountIn(TileManifest, host, { props: { title, tilesOnMap } });
  cleanup.push(() => {
    wrapper.unmount();
    host.remove();
  });
  await settle(10);
  return { host, title, wrapper };
}

const figures = (host: HTMLElement, id: string) => {
  const b = host.querySelector(`.manifest-tile[data-tile="${id}"]`)!;
  return { left: b.querySelector('.left')!.textContent, count: b.querySelector('.count')!.textContent, onMap: b.querySelector('.on-map')!.textContent };
};

test('26855 after 100 actions: tile 57 has 4 in the manifest, 3 on the map, 1 left; tile 9 6 of 7', async () => {
  const { host, title } = await mountManifest(gameAt(100).state.tilesOnMap);
  expect(host.querySelectorAll('.manifest-tile').length).toBe(title.tiles.length);
  expect([...host.querySelectorAll('.manifest-group')].map((g) => g.getAttribute('data-color'))).toEqual(['yellow', 'green', 'brown']);
  expect(figures(host, '57')).toEqual({ left: '1', count: '4', onMap: '3 on map' });
  expect(figures(host, '9')).toEqual({ left: '6', count: '7', onMap: '1 on map' });
  expect(figures(host, '63')).toEqual({ left: '3', count: '3', onMap: '' });
  // one preview stage per tile, drawn with TilePreview
  expect(host.querySelectorAll('.manifest-tile canvas').length).toBe(title.tiles.length);
  await page.screenshot({ path: '../__screenshots__/extra-manifest-1830.png' });
});

test('26855 at the end: both 15s are on the map (exhausted), 57s all back in the supply after upgrades', async () => {
  const { host } = await mountManifest(gameAt(502).state.tilesOnMap);
  expect(figures(host, '15')).toEqual({ left: '0', count: '2', onMap: '2 on map' });
  expect(host.querySelector('.manifest-tile[data-tile="15"]')!.classList.contains('exhausted')).toBe(true);
  expect(figures(host, '57').left).toBe('4');
  expect(figures(host, '8')).toEqual({ left: '5', count: '8', onMap: '3 on map' });
});

test('clicking or pressing Enter on a tile picks it; arrow keys move between tiles', async () => {
  const { host, wrapper } = await mountManifest({});
  await userEvent.click(host.querySelector('.manifest-tile[data-tile="57"]')!);
  expect(wrapper.emitted('pick')).toEqual([['57']]);
  await userEvent.keyboard('{ArrowRight}');
  const next = document.activeElement as HTMLElement;
  expect(next.getAttribute('data-tile')).not.toBe('57');
  await userEvent.keyboard('{Enter}');
  expect(wrapper.emitted('pick')![1]).toEqual([next.getAttribute('data-tile')]);
});
