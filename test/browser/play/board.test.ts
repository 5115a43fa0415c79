/**
 * The action panel and the board together: laying a tile with a preview rotated by R, building a route by clicking
 * stops with the revenue shown as it grows, and the 1846 draft's hidden cards.
 */
import type Konva from 'konva';
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import App from '../../../renderer/App.vue';
import { setApiForTests, useGameStore } from '../../../renderer/stores/game';
import { usePlayUiStore } from '../../../renderer/stores/playUi';
import { useTitleStore } from '../../../renderer/stores/title';
import { box, mountIn, settle } from '../mount';
import { loadTitle } from '../titles';
import { driveUntil } from './drive';
import { fakeApi } from './fakeApi';

const PLAYERS = ['Alice', 'Bob', 'Carol', 'Dave'].map((name, i) => ({ id: i + 1, name }));
let cleanup: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanup) c();
  cleanup = [];
});
beforeEach(() => {
  setActivePinia(createPinia());
  setApiForTests(fakeApi().api);
});

async function mountApp(titleId: string) {
  const pinia = createPinia();
  setActivePinia(pinia);
  setApiForTests(fakeApi().api);
  useTitleStore().setTitle(loadTitle(titleId), `hash-${titleId}`);
  const host = box(1280, 800);
  const wrapper = mountIn(App, host, { global: { plugins: [pinia] } });
  cleanup.push(() => {
    wrapper.unmount();
    host.remove();
  });
  await settle();
  return { host, wrapper };
}

function boardPoint(wrapper: Awaited<ReturnType<typeof mountApp>>['wrapper'], hex: string) {
  const vm = wrapper.findComponent({ name: 'HexBoard' }).vm as unknown as { getStage(): Konva.Stage; hexCenter(id: string): { x: number; y: number } };
  const p = vm.getStage().getAbsoluteTransform().point(vm.hexCenter(hex));
  return { x: Math.round(p.x), y: Math.round(p.y) };
}

test('laying track: clicking a legal hex lists its tiles, R rotates the preview, confirming lays the tile', async () => {
  const { host, wrapper } = await mountApp('1830');
  const game = useGameStore();
  await game.newGame('1830', { players: PLAYERS, seed: 3 });
  driveUntil((legal) => legal.some((a) => a.type === 'lay_tile'));
  await settle();
  const lay = game.legal.find((a) => a.type === 'lay_tile')!;
  const hex = (lay as { hexes: string[] }).hexes[0];
  const content = host.querySelector('.konvajs-content') as HTMLElement;
  await userEvent.click(content, { position: boardPoint(wrapper, hex) });
  await settle();
  expect(host.textContent).toContain(`${hex}: choose a tile`);
  const ui = usePlayUiStore();
  const first = ui.tool!.board![hex]!.rotation;
  await userEvent.keyboard('r');
  await settle();
  const rotated = ui.tool!.board![hex]!.rotation;
  expect(rotated).not.toBe(first);
  await page.screenshot({ path: '../__screenshots__/play-track-tool.png' });
  (host.querySelector('[data-testid="confirm-tile"]') as HTMLButtonElement).click();
  await settle();
  expect(game.current!.state.hexes[hex].tile).not.toBeNull();
  expect(game.current!.state.hexes[hex].rotation).toBe(rotated);
});

test('running a train: clicking stops on the board builds the route and shows its revenue before running it', async () => {
  const { host, wrapper } = await mountApp('1830');
  const game = useGameStore();
  await game.newGame('1830', { players: PLAYERS, seed: 3 });
  driveUntil((legal) => legal.some((a) => a.type === 'run_routes'));
  await settle();
  const corp = game.current!.state.corporations.PRR;
  const stations = corp.tokens.filter((t) => t.hex).map((t) => t.hex!);
  const content = host.querySelector('.konvajs-content') as HTMLElement;
  // The route: from the home station to the nearest other stop the network reaches.
  const ui = usePlayUiStore();
  const targets = ui.tool!.cityTargets!;
  const other = targets.find((t) => t.hex !== stations[0])!;
  for (const hex of [stations[0], other.hex]) {
    await userEvent.click(content, { position: boardPoint(wrapper, hex) });
    await settle();
  }
  const revenue = host.querySelector('[data-testid^="revenue-"]')!.textContent!;
  expect(revenue).not.toBe('$0');
  const run = host.querySelector('[data-testid="run-routes"]') as HTMLButtonElement;
  expect(run.disabled).toBe(false);
  expect(run.textContent).toContain(revenue);
  await page.screenshot({ path: '../__screenshots__/play-route-tool.png' });
  run.click();
  await settle();
  expect(game.current!.state.log.some((l) => l.text.includes('runs'))).toBe(true);
  expect(game.legal.some((a) => a.type === 'dividend')).toBe(true);
});

test('1846 draft: the cards stay hidden until the acting player reveals them, and are hidden again for the next', async () => {
  const { host } = await mountApp('1846');
  const game = useGameStore();
  expect(await game.newGame('1846', { players: PLAYERS, seed: 11 })).toBeNull();
  await settle();
  const draft = game.legal.find((a) => a.type === 'draft') as { entity: number; cards: { company: string }[] };
  const who = PLAYERS.find((p) => p.id === draft.entity)!.name;
  expect(host.querySelector('[data-testid="draft-screen"]')!.textContent).toContain(`Pass the screen to ${who}`);
  expect(host.querySelector('[data-testid^="draft-"]:not([data-testid="draft-screen"])')).toBeNull();
  (host.querySelector('[data-testid="reveal"]') as HTMLButtonElement).click();
  await settle(0);
  const cards = [...host.querySelectorAll('[data-testid^="draft-"]')].map((b) => b.getAttribute('data-testid'));
  expect(cards).toEqual(draft.cards.map((c) => `draft-${c.company}`));
  (host.querySelector(`[data-testid="draft-${draft.cards[0].company}"]`) as HTMLButtonElement).click();
  await settle(0);
  expect(host.querySelector('[data-testid="draft-screen"]')).not.toBeNull();
  // Nobody's choice shows in the log during the draft (1846 §4: the draft is secret).
  expect(game.current!.state.log.map((l) => l.text).join('\n')).not.toContain(draft.cards[0].company);
});
