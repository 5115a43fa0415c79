import type Konva from 'konva';
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import App from '../../renderer/App.vue';
import { useBoardUiStore } from '../../renderer/stores/boardUi';
import { useGameViewStore } from '../../renderer/stores/gameView';
import { useTitleStore } from '../../renderer/stores/title';
import { box, mountIn, settle } from './mount';
import { loadTitle } from './titles';

let cleanup: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanup) c();
  cleanup = [];
});

async function mountApp() {
  const pinia = createPinia();
  setActivePinia(pinia);
  const host = box(1260, 780);
  const wrapper = mountIn(App, host, { global: { plugins: [pinia] } });
  cleanup.push(() => {
    wrapper.unmount();
    host.remove();
  });
  return { wrapper, host, pinia };
}

test('the shell shows the loaded title in the top bar, board (with home markers), corporations and market', async () => {
  const { host, wrapper } = await mountApp();
  const title = loadTitle('1830');
  await useTitleStore().load('1830', async () => ({ title }));
  const game = useGameViewStore();
  game.round = 'Stock Round 1';
  game.phase = '2';
  game.turn = 'Alice';
  game.players = [
    { id: '1', name: 'Alice', cash: 600 },
    { id: '2', name: 'Bob', cash: 600 },
  ];
  game.prices = { PRR: [0, 6], NYC: [1, 6] };
  await settle();
  expect(host.querySelector('[data-testid="title-name"]')!.textContent).toContain('1830');
  expect(host.querySelector('[data-testid="round"]')!.textContent).toBe('Stock Round 1');
  expect(host.querySelector('[data-testid="turn"]')!.textContent).toBe('Alice');
  expect(host.querySelectorAll('.corporations li').length).toBe(title.corporations.length);
  expect(host.querySelectorAll('.market-token').length).toBe(2);
  expect(host.querySelectorAll('.players tr').length).toBe(2);
  const stage = (wrapper.findComponent({ name: 'HexBoard' }).vm as unknown as { getStage(): Konva.Stage }).getStage();
  expect(stage.find('.reserved').length).toBe(8);
  await page.screenshot({ path: '__screenshots__/app-1830.png' });
});

test('clicking a hex on the board selects it; clicking again clears the selection', async () => {
  const { host, wrapper } = await mountApp();
  await useTitleStore().load('1830', async () => ({ title: loadTitle('1830') }));
  await settle();
  const board = wrapper.findComponent({ name: 'HexBoard' });
  const vm = board.vm as unknown as { getStage(): Konva.Stage; hexCenter(id: string): { x: number; y: number } };
  const p = vm.getStage().getAbsoluteTransform().point(vm.hexCenter('H12'));
  const content = host.querySelector('.konvajs-content') as HTMLElement;
  await userEvent.click(content, { position: { x: Math.round(p.x), y: Math.round(p.y) } });
  expect(useBoardUiStore().selectedHex).toBe('H12');
  await userEvent.click(content, { position: { x: Math.round(p.x), y: Math.round(p.y) } });
  expect(useBoardUiStore().selectedHex).toBeNull();
});

test('a title that fails to load shows why', async () => {
  const { host } = await mountApp();
  await useTitleStore().load('nope', async () => {
    throw new Error('no such title');
  });
  await settle(0);
  expect(host.querySelector('[role="alert"]')!.textContent).toBe('title nope: no such title');
});

test('at 1280 px the one-row markets (1846, 1817) lie whole inside the bottom panel, none of it cut at the right', async () => {
  // The browser project's viewport is 1280 px wide: the side panel takes its 320 px, as in the app at 1280×720.
  localStorage.removeItem('desk.bottomPanel');
  const pinia = createPinia();
  setActivePinia(pinia);
  const host = box(1280, 800);
  const wrapper = mountIn(App, host, { global: { plugins: [pinia] } });
  cleanup.push(() => {
    wrapper.unmount();
    host.remove();
  });
  for (const id of ['1846', '1817']) {
    await useTitleStore().load(id, async () => ({ title: loadTitle(id) }));
    await settle();
    const panel = host.querySelector('[data-testid="bottom-panel"]')!.getBoundingClientRect();
    const cells = [...host.querySelectorAll('.market-cell')].map((c) => c.getBoundingClientRect());
    expect(cells.length, id).toBeGreaterThan(30);
    const right = Math.max(...cells.map((r) => r.right));
    expect(right, `${id}: right-most cell's right edge against the panel's (${panel.right} px)`).toBeLessThanOrEqual(panel.right);
    // And no cell below the panel's visible height: the room freed at the right is used below.
    expect(Math.max(...cells.map((r) => r.bottom)), id).toBeLessThanOrEqual(panel.bottom);
    await page.screenshot({ path: `__screenshots__/app-market-${id}-1280.png` });
  }
});
