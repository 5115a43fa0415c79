/** Screenshots of every editor tab on a new title and on 1830 (look-only; the behaviour tests are beside). */
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import EditorRoute from '../../../renderer/editor/EditorRoute.vue';
import { useEditorStore } from '../../../renderer/stores/editor';
import { box, mountIn, settle } from '../mount';
import { fakeBackend } from './fakeBackend';

let cleanup: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanup) c();
  cleanup = [];
});

async function mountEditor(route = '#/editor') {
  const pinia = createPinia();
  setActivePinia(pinia);
  const backend = fakeBackend();
  useEditorStore().useBackend(backend);
  const host = box(1280, 800);
  const wrapper = mountIn(EditorRoute, host, { props: { route }, global: { plugins: [pinia] } });
  cleanup.push(() => {
    wrapper.unmount();
    host.remove();
  });
  await settle();
  return { wrapper, host, backend, ed: useEditorStore() };
}

const TABS = ['title', 'map', 'tiles', 'manifest', 'upgrades', 'market', 'trains', 'companies', 'rules', 'playtest'] as const;

test('every tab of a new title draws (screenshots)', async () => {
  const { host, ed } = await mountEditor();
  await page.screenshot({ path: '__screenshots__/editor-start.png' });
  ed.create({ id: 'mini', name: 'Mini', layout: 'pointy', rows: 3, columns: 4, players: { min: 2, max: 4 } });
  await ed.validateNow();
  ed.selectedHex = 'A1';
  ed.selectedTile = '57';
  for (const tab of TABS) {
    ed.tab = tab;
    await settle(120);
    if (tab === 'playtest') (host.querySelector('[data-testid="playtest-start"]') as HTMLButtonElement).click();
    await settle(120);
    await page.screenshot({ path: `__screenshots__/editor-${tab}.png` });
  }
  expect(ed.problems).toEqual([]);
});

test('1830 opens read-only, with its map and upgrade table (screenshots)', async () => {
  const { ed } = await mountEditor('#/editor?title=1830');
  await settle(200);
  expect(ed.title?.id).toBe('1830');
  expect(ed.readOnly).toBe(true);
  for (const tab of ['map', 'upgrades', 'market'] as const) {
    ed.tab = tab;
    if (tab === 'map') ed.selectedHex = 'E5';
    await settle(200);
    await page.screenshot({ path: `__screenshots__/editor-1830-${tab}.png` });
  }
});
