import { afterEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { defineComponent, h } from 'vue';
import { DepotPanel, HistoryList, PrivatesPanel, TileManifest, UpgradeBrowser, ValueChart, valueSeries } from '../../../renderer/panels/extra';
import { box, mountIn, settle } from '../mount';
import { loadTitle } from '../titles';
import { gameAt, players26855, session26855 } from './fixture';

let cleanup: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanup) c();
  cleanup = [];
});

test('all six panels side by side at one position of 26855 (a look at them together)', async () => {
  const s = session26855();
  const title = loadTitle('1830');
  const n = 250;
  const state = gameAt(n).state;
  const card = (heading: string, child: ReturnType<typeof h>, style = '') =>
    h('section', { style: `background:#fbf8f0;border:1px solid #c9c1ad;border-radius:4px;padding:6px 8px;min-width:0;overflow:hidden;${style}` }, [
      h('h3', { style: 'margin:0 0 4px;font:bold 13px Arial' }, heading),
      child,
    ]);
  const Gallery = defineComponent(
    () => () =>
      h('div', { style: 'display:grid;grid-template-columns:420px 380px 440px;gap:8px;padding:8px;background:#e6dfcd;height:784px;box-sizing:border-box' }, [
        h('div', { style: 'display:grid;grid-template-rows:auto 1fr;gap:8px;min-height:0' }, [
          card('Depot', h(DepotPanel, { title, state })),
          card(
            'History',
            h('div', { style: 'height:330px' }, [h(HistoryList, { actions: s.actions, log: s.game.state.log, players: players26855, position: n })]),
          ),
        ]),
        h('div', { style: 'display:grid;grid-template-rows:auto auto;gap:8px;align-content:start' }, [
          card('Private companies', h(PrivatesPanel, { title, state })),
          card('Player values', h(ValueChart, { series: valueSeries(s), players: players26855, currency: title.currency, height: 180 })),
        ]),
        h('div', { style: 'display:grid;grid-template-rows:auto 1fr;gap:8px;min-height:0' }, [
          card('Upgrades', h(UpgradeBrowser, { title, state, hex: 'E19' })),
          card('Tile manifest', h(TileManifest, { title, tilesOnMap: state.tilesOnMap, size: 20 }), 'overflow:auto'),
        ]),
      ]),
  );
  const host = box(1280, 800);
  const wrapper = mountIn(Gallery, host);
  cleanup.push(() => {
    wrapper.unmount();
    host.remove();
  });
  await settle(50);
  expect(host.querySelectorAll('.depot-panel, .history-list, .privates, .value-chart, .upgrade-browser, .tile-manifest').length).toBe(6);
  await page.screenshot({ path: '../__screenshots__/extra-gallery-1830.png' });
});
