import { afterEach, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import UpgradeBrowser from '../../../renderer/panels/extra/UpgradeBrowser.vue';
import { box, mountIn, settle } from '../mount';
import { loadTitle } from '../titles';
import { gameAt } from './fixture';

let cleanup: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanup) c();
  cleanup = [];
});

async function mountBrowser(props: Record<string, unknown>) {
  const title = loadTitle('1830');
  const host = box(520, 220);
  const wrapper = mountIn(UpgradeBrowser, host, { props: { title, ...props } });
  cleanup.push(() => {
    wrapper.unmount();
    host.remove();
  });
  await settle(10);
  return { host, title, wrapper };
}

const targets = (host: HTMLElement) => [...host.querySelectorAll('.upgrade-target')].map((b) => b.getAttribute('data-tile'));

test("a hex's current tile: Albany (E19) holds a 57 after 100 actions of 26855 and may become 14 or 15", async () => {
  const { host } = await mountBrowser({ state: gameAt(100).state, hex: 'E19' });
  expect(host.querySelector('figcaption')!.textContent).toBe('E19 Albany: tile 57');
  expect(targets(host)).toEqual(['14', '15']);
  expect([...host.querySelectorAll('.upgrade-target .left')].map((e) => e.textContent)).toEqual(['3 left', '2 left']);
  expect(host.querySelectorAll('canvas').length).toBe(3);
  await page.screenshot({ path: '../__screenshots__/extra-upgrades-1830.png' });
});

test('clicking an upgrade browses on from it (15 -> its brown upgrades), emitting pick', async () => {
  const { host, title, wrapper } = await mountBrowser({ state: gameAt(100).state, hex: 'E19' });
  await userEvent.click(host.querySelector('.upgrade-target[data-tile="15"]')!);
  await settle(0);
  expect(wrapper.emitted('pick')).toEqual([['15']]);
  expect(host.querySelector('figcaption')!.textContent).toBe('Tile 15');
  expect(targets(host)).toEqual(title.upgrades['15']);
});

test('a tile picked from the list: tile 8 shows the upgrades the title lists for it; a brown 63 has none', async () => {
  const { host, title } = await mountBrowser({ tile: '8' });
  expect(targets(host)).toEqual(title.upgrades['8']);
  expect(targets(host).length).toBeGreaterThan(0);
  await userEvent.selectOptions(host.querySelector('select')!, '63');
  await settle(0);
  expect(targets(host)).toEqual([]);
  expect(host.querySelector('.none')!.textContent).toContain('No upgrade');
});

test('a printed hex: an empty city hex (Toledo, F4) upgrades to the yellow city tiles (@city)', async () => {
  const { host, title } = await mountBrowser({ hex: 'F4' });
  expect(host.querySelector('figcaption')!.textContent).toMatch(/^F4 Toledo \(printed\)$/);
  expect(targets(host)).toEqual(title.upgrades['@city']);
});
