import { afterEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { createGame } from '@shared/engine/game';
import { DepotPanel, PrivatesPanel, TileManifest, UpgradeBrowser } from '../../../renderer/panels/extra';
import { box, mountIn, settle } from '../mount';
import { loadTitle, titleIds } from '../titles';
import { rulesFor } from '@shared/rules';

let cleanup: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanup) c();
  cleanup = [];
});

test.each(titleIds())('%s: the depot, privates, manifest and upgrade panels show the start of a game', async (id) => {
  const title = loadTitle(id);
  const players = Array.from({ length: title.players.min }, (_, i) => ({ id: i + 1, name: `P${i + 1}` }));
  const created = createGame(title, rulesFor(title), { players, seed: 1, optionalRules: [] });
  if (!created.ok) throw new Error(created.error);
  const state = created.value.state;
  const host = box(1280, 800);
  host.style.gridTemplateColumns = '340px 360px 1fr';
  host.style.gap = '8px';
  const mounted = [
    mountIn(DepotPanel, host, { props: { title, state } }),
    mountIn(PrivatesPanel, host, { props: { title, state } }),
    mountIn(TileManifest, host, { props: { title, tilesOnMap: state.tilesOnMap, size: 14 } }),
    mountIn(UpgradeBrowser, host, { props: { title, state, hex: title.map.hexes.find((h) => h.color === 'white')!.id } }),
  ];
  cleanup.push(() => {
    for (const w of mounted) w.unmount();
    host.remove();
  });
  await settle(0);
  expect(host.querySelectorAll('tr[data-train]').length).toBe(title.trains.length);
  expect(host.querySelector('tr.next')).not.toBeNull();
  expect(host.querySelectorAll('li[data-company]').length).toBe(Object.keys(state.companies).length);
  expect(host.querySelectorAll('.manifest-tile').length).toBe(title.tiles.length);
  expect(host.querySelector('.upgrade-browser figcaption')!.textContent).toContain('(printed)');
  await page.screenshot({ path: `../__screenshots__/extra-start-${id}.png` });
});
