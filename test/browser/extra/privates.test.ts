import { afterEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import PrivatesPanel from '../../../renderer/panels/extra/PrivatesPanel.vue';
import { box, mountIn, settle } from '../mount';
import { loadTitle } from '../titles';
import { gameAt } from './fixture';

let cleanup: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanup) c();
  cleanup = [];
});

async function mountPrivates(n: number) {
  const title = loadTitle('1830');
  const host = box(380, 420);
  const wrapper = mountIn(PrivatesPanel, host, { props: { title, state: gameAt(n).state } });
  cleanup.push(() => {
    wrapper.unmount();
    host.remove();
  });
  await settle(0);
  return host;
}

const owners = (host: HTMLElement) =>
  Object.fromEntries(
    [...host.querySelectorAll('li[data-company]')].map((li) => [li.getAttribute('data-company'), li.querySelector('.owner, .closed-badge')!.textContent]),
  );

test('26855 after 100 actions: owners by name, MH sold to the PRR, revenues and abilities shown', async () => {
  const host = await mountPrivates(100);
  expect(owners(host)).toEqual({ SV: 'Player 2', CS: 'Player 2', DH: 'Player 3', MH: 'PRR', CA: 'Player 1', BO: 'Player 2' });
  const ca = host.querySelector('li[data-company="CA"]')!;
  expect(ca.querySelector('.revenue')!.textContent).toBe('+$25');
  expect(ca.querySelector('.value')!.textContent).toBe('$160');
  expect(host.querySelector('li[data-company="SV"] .desc')!.textContent).toContain('G15');
  expect(host.querySelectorAll('li.closed').length).toBe(0);
  await page.screenshot({ path: '../__screenshots__/extra-privates-1830.png' });
});

test('after 250 actions (the first 5 train was bought): every private has closed (1830 §7)', async () => {
  const host = await mountPrivates(250);
  expect(host.querySelectorAll('li.closed').length).toBe(6);
  expect(new Set(Object.values(owners(host)))).toEqual(new Set(['Closed']));
});

test('before the auction ends, unsold privates read "For sale"', async () => {
  const host = await mountPrivates(0);
  expect(owners(host).SV).toBe('For sale');
});
