/** Keyboard play: the help overlay, buttons reached with Tab and pressed with Enter, Ctrl+Enter to pass, Ctrl+Z/Ctrl+Y. */
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import App from '../../../renderer/App.vue';
import { setApiForTests, useGameStore } from '../../../renderer/stores/game';
import { useTitleStore } from '../../../renderer/stores/title';
import { box, mountIn, settle } from '../mount';
import { loadTitle } from '../titles';
import { fakeApi } from './fakeApi';

let cleanup: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanup) c();
  cleanup = [];
});

async function start() {
  const pinia = createPinia();
  setActivePinia(pinia);
  setApiForTests(fakeApi().api);
  useTitleStore().setTitle(loadTitle('1830'), 'hash-1830');
  const host = box(1280, 800);
  const wrapper = mountIn(App, host, { global: { plugins: [pinia] } });
  cleanup.push(() => {
    wrapper.unmount();
    host.remove();
  });
  const game = useGameStore();
  await game.newGame('1830', { players: ['Ann', 'Ben', 'Cy'].map((name, i) => ({ id: i + 1, name })), seed: 2 });
  await settle();
  return { host, game };
}

test('F1 opens the list of shortcuts; Escape closes it', async () => {
  const { host } = await start();
  await userEvent.keyboard('{F1}');
  await settle(0);
  expect(host.ownerDocument.querySelector('[data-testid="help"]')!.textContent).toContain('Ctrl+Z');
  await userEvent.keyboard('{Escape}');
  await settle(0);
  expect(host.ownerDocument.querySelector('[data-testid="help"]')).toBeNull();
});

test('Tab reaches the buy button, Enter buys; Ctrl+Z takes it back, Ctrl+Y plays it again; Ctrl+Enter passes', async () => {
  const { host, game } = await start();
  const buy = host.querySelector('[data-testid="buy-SV"]') as HTMLButtonElement;
  // Tab from the element just before it in the panel.
  const all = [...host.querySelectorAll<HTMLElement>('button, input, select, [tabindex="0"]')].filter((e) => !e.hasAttribute('disabled'));
  all[all.indexOf(buy) - 1]!.focus();
  await userEvent.keyboard('{Tab}');
  expect(document.activeElement).toBe(buy);
  await userEvent.keyboard('{Enter}');
  await settle(0);
  expect(game.length).toBe(1);
  await userEvent.keyboard('{Control>}z{/Control}');
  expect(game.length).toBe(0);
  await userEvent.keyboard('{Control>}y{/Control}');
  expect(game.length).toBe(1);
  await settle(0);
  (document.activeElement as HTMLElement | null)?.blur();
  await userEvent.keyboard('{Control>}{Enter}{/Control}');
  await settle(0);
  expect(game.current!.state.log.at(-1)!.text).toContain('passes');
});
