/**
 * Panels on a recorded game: the 18xx.games fixture 26855 (1830) loaded through the store with a progress report,
 * then the train purchase panel at a late-game train buy (trade-in and corporation-to-corporation offers).
 */
import { createPinia, setActivePinia } from 'pinia';
import { watch } from 'vue';
import { expect, test } from 'vitest';
import { setApiForTests, useGameStore } from '../../../renderer/stores/game';
import { useTitleStore } from '../../../renderer/stores/title';
import { loadTitle } from '../titles';
import { fakeApi } from './fakeApi';
import type { SaveFile } from '@shared/ipc/save';

const fixtures = import.meta.glob('../../fixtures/games/1830/26855.json', { eager: true, import: 'default' }) as Record<string, Record<string, unknown>>;
const recorded = Object.values(fixtures)[0] as
  { players: { id: number; name: string }[]; settings: { seed: number; optional_rules?: string[] }; actions: SaveFile['actions'] } | undefined;

test.runIf(!!recorded)('a long recorded game loads with a progress report and ends at its final state', async () => {
  setActivePinia(createPinia());
  setApiForTests(fakeApi().api);
  useTitleStore().setTitle(loadTitle('1830'), 'hash-1830');
  const game = useGameStore();
  const seen: number[] = [];
  const save: SaveFile = {
    format: '18xx-desk-save',
    formatVersion: 1,
    engineVersion: '0',
    title: { id: '1830', version: '1', hash: 'hash-1830' },
    players: recorded!.players.map((p) => ({ id: p.id, name: p.name })),
    seed: recorded!.settings.seed,
    optionalRules: recorded!.settings.optional_rules ?? [],
    actions: recorded!.actions,
    createdAt: '',
    updatedAt: '',
  };
  // Every report, as the store makes it: sampling on a timer saw none when the whole log fit in one time slice.
  const stop = watch(
    () => game.progress,
    (p) => p && seen.push(p.done),
    { flush: 'sync' },
  );
  expect(await game.loadSave(save, null, '26855')).toBeNull();
  stop();
  expect(game.progress).toBeNull();
  expect(game.current!.state.finished).toBe(true);
  expect(seen.length).toBeGreaterThan(0);
});

const f1846 = import.meta.glob('../../fixtures/games/1846/12666.json', { eager: true, import: 'default' }) as Record<
  string,
  { players: { id: number; name: string }[]; settings: { seed: number; optional_rules?: string[] }; actions: SaveFile['actions'] }
>;
const rec1846 = Object.values(f1846)[0];

test.runIf(!!rec1846)('1846 in an operating round: the track-and-token step offers the board tools, issue and the privates', async () => {
  const { mount } = await import('@vue/test-utils');
  const App = (await import('../../../renderer/App.vue')).default;
  const { box, settle } = await import('../mount');
  const { page } = await import('vitest/browser');
  const pinia = createPinia();
  setActivePinia(pinia);
  setApiForTests(fakeApi().api);
  useTitleStore().setTitle(loadTitle('1846'), 'hash-1846');
  const game = useGameStore();
  // Up to the first track lay of a major corporation in an operating round.
  const upTo = rec1846!.actions.findIndex((a) => a.type === 'lay_tile' && a.entity === 'B&O');
  const save: SaveFile = {
    format: '18xx-desk-save',
    formatVersion: 1,
    engineVersion: '0',
    title: { id: '1846', version: '1', hash: 'hash-1846' },
    players: rec1846!.players.map((p) => ({ id: p.id, name: p.name })),
    seed: rec1846!.settings.seed,
    optionalRules: rec1846!.settings.optional_rules ?? [],
    actions: rec1846!.actions.slice(0, upTo),
    createdAt: '',
    updatedAt: '',
  };
  expect(await game.loadSave(save, null, '12666')).toBeNull();
  const host = box(1280, 800);
  const wrapper = mount(App, { attachTo: host, global: { plugins: [pinia] } });
  await settle(150);
  const text = host.querySelector('.action-panel')!.textContent!;
  expect(text).toContain('(B&O)');
  expect(host.querySelector('[data-testid="tool-lay:B&O"]') ?? host.querySelector('[data-testid="hex-select"]')).not.toBeNull();
  await page.screenshot({ path: '../__screenshots__/play-1846-operating.png' });
  wrapper.unmount();
  host.remove();
});
