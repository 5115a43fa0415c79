/** Crash recovery: at start the app offers the autosave of a session that did not end cleanly. */
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, expect, test } from 'vitest';
import App from '../../../renderer/App.vue';
import { setApiForTests, useGameStore } from '../../../renderer/stores/game';
import { useTitleStore } from '../../../renderer/stores/title';
import { box, mountIn, settle } from '../mount';
import { loadTitle } from '../titles';
import { fakeApi } from './fakeApi';
import type { SaveFile } from '@shared/ipc/save';

let cleanup: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanup) c();
  cleanup = [];
  setApiForTests(null);
});

const save: SaveFile = {
  format: '18xx-desk-save',
  formatVersion: 1,
  engineVersion: '0.1.0',
  title: { id: '1830', version: loadTitle('1830').version, hash: 'hash-1830' },
  players: ['Ann', 'Ben', 'Cy'].map((name, i) => ({ id: i + 1, name })),
  seed: 4,
  optionalRules: [],
  actions: [{ type: 'bid', entity: 1, entity_type: 'player', company: 'SV', price: 20, id: 1 }],
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

async function mountWith(fake: ReturnType<typeof fakeApi>) {
  const pinia = createPinia();
  setActivePinia(pinia);
  setApiForTests(fake.api);
  useTitleStore().setTitle(loadTitle('1830'), 'hash-1830');
  const host = box(1280, 800);
  const wrapper = mountIn(App, host, { global: { plugins: [pinia] } });
  cleanup.push(() => {
    wrapper.unmount();
    host.remove();
  });
  await settle(100);
  return host;
}

test('the autosaved game is offered at start and restored where it was', async () => {
  const host = await mountWith(fakeApi({}, { save, savedAt: '2026-01-01T10:00:00Z' }));
  // The offer comes once main has answered (the api module loads first).
  await expect.poll(() => host.ownerDocument.querySelector('[data-testid="recovery"]'), { timeout: 10_000 }).not.toBeNull();
  const dialog = host.ownerDocument.querySelector('[data-testid="recovery"]')!;
  expect(dialog.textContent).toContain('Ann, Ben, Cy');
  expect(dialog.textContent).toContain('1 actions');
  (host.ownerDocument.querySelector('[data-testid="recover"]') as HTMLButtonElement).click();
  const game = useGameStore();
  await expect.poll(() => game.length).toBe(1);
  await settle(20);
  expect(host.querySelector('[data-testid="acting"]')!.textContent).toBe('Ben');
});

test('declining the recovery discards the autosave and keeps the welcome screen', async () => {
  const fake = fakeApi({}, { save, savedAt: '2026-01-01T10:00:00Z' });
  const host = await mountWith(fake);
  await expect.poll(() => host.ownerDocument.querySelector('[data-testid="recover-no"]'), { timeout: 10_000 }).not.toBeNull();
  (host.ownerDocument.querySelector('[data-testid="recover-no"]') as HTMLButtonElement).click();
  await settle(20);
  expect(fake.discarded).toEqual([true]);
  expect(host.querySelector('[data-testid="welcome"]')).not.toBeNull();
  expect(useGameStore().session).toBeNull();
});
