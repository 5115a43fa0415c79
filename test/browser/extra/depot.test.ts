import { afterEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import DepotPanel from '../../../renderer/panels/extra/DepotPanel.vue';
import { box, mountIn, settle } from '../mount';
import { loadTitle } from '../titles';
import { gameAt } from './fixture';

let cleanup: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanup) c();
  cleanup = [];
});

async function mountDepot(n: number) {
  const title = loadTitle('1830');
  const host = box(380, 320);
  const wrapper = mountIn(DepotPanel, host, { props: { title, state: gameAt(n).state } });
  cleanup.push(() => {
    wrapper.unmount();
    host.remove();
  });
  await settle(0);
  return host;
}

const row = (host: HTMLElement, train: string) => host.querySelector(`tr[data-train="${train}"]`) as HTMLElement;
const text = (host: HTMLElement, id: string) => host.querySelector(`[data-testid="${id}"]`)!.textContent!.trim();

test('26855 after 100 actions: phase 3, limit 4, bank $10710; the next train is the last 3 at $180', async () => {
  const host = await mountDepot(100);
  expect(text(host, 'bank')).toBe('$10710');
  expect(text(host, 'phase')).toBe('3');
  expect(text(host, 'train-limit')).toBe('4');
  expect(host.querySelectorAll('tr.next').length).toBe(1);
  expect(row(host, '3').classList.contains('next')).toBe(true);
  expect(row(host, '3').querySelector('.price')!.textContent!.trim()).toBe('$180');
  expect(row(host, '3').querySelector('.left')!.textContent).toBe('1/5');
  expect(row(host, '2').querySelector('.left')!.textContent).toBe('0/6');
  expect(row(host, '2').querySelector('.fate')!.textContent!.trim()).toBe('rusts on 4');
  expect(row(host, 'D').querySelector('.left')!.textContent).toBe('∞/∞');
  expect(row(host, 'D').querySelector('.discount')!.textContent).toContain('4: −$300');
  expect(host.querySelector('.next-phase')!.textContent).toBe('Phase 4 starts with the first 4 train.');
  await page.screenshot({ path: '../__screenshots__/extra-depot-1830.png' });
});

test('after 250 actions: phase 5, limit 2, 2s rusted, a 3 in the pool at $180, the next train a 5', async () => {
  const host = await mountDepot(250);
  expect(text(host, 'phase')).toBe('5');
  expect(text(host, 'train-limit')).toBe('2');
  expect(row(host, '5').classList.contains('next')).toBe(true);
  expect(row(host, '5').querySelector('.left')!.textContent).toBe('2/3');
  expect(row(host, '2').querySelector('.fate')!.textContent!.trim()).toBe('rusted');
  expect([...host.querySelectorAll('.pool-train')].map((e) => e.textContent)).toEqual(['1× 3 ($180)']);
});

test('at the end: phase D, only D trains left', async () => {
  const host = await mountDepot(502);
  expect(text(host, 'phase')).toBe('D');
  expect(text(host, 'bank')).toBe('$6283');
  expect(row(host, 'D').classList.contains('next')).toBe(true);
  expect(host.querySelector('.next-phase')).toBeNull();
});
