import { afterEach, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { defineComponent, h, ref } from 'vue';
import DepotPanel from '../../../renderer/panels/extra/DepotPanel.vue';
import HistoryList from '../../../renderer/panels/extra/HistoryList.vue';
import { box, mountIn, settle } from '../mount';
import { loadTitle } from '../titles';
import { gameAt, players26855, session26855 } from './fixture';

let cleanup: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanup) c();
  cleanup = [];
});

async function mountHistory(position: number | null) {
  const s = session26855();
  const host = box(420, 420);
  // One row as tall as the box: the list scrolls inside it instead of growing the page.
  host.style.gridTemplateRows = 'minmax(0, 1fr)';
  const wrapper = mountIn(HistoryList, host, { props: { actions: s.actions, log: s.game.state.log, players: players26855, position } });
  cleanup.push(() => {
    wrapper.unmount();
    host.remove();
  });
  await settle(0);
  return { host, wrapper };
}

test('one readable entry per action plus the start; the position is marked and the slider shows it', async () => {
  const { host } = await mountHistory(100);
  expect(host.querySelectorAll('li[role="option"]').length).toBe(503);
  expect(host.querySelector('li[data-n="1"]')!.textContent).toContain('Player 1 bids 165 for CA');
  expect(host.querySelector('li[data-n="6"]')!.textContent).toContain('Player 2 buys SV for 20');
  expect(host.querySelector('li.current')!.getAttribute('data-n')).toBe('100');
  expect((host.querySelector('input[type="range"]') as HTMLInputElement).value).toBe('100');
  expect(host.querySelector('[data-testid="history-position"]')!.textContent).toBe('100 / 502');
  // the list scrolls within its box, with the current entry in view
  const list = host.querySelector('ol')!.getBoundingClientRect();
  const current = host.querySelector('li.current')!.getBoundingClientRect();
  expect(list.bottom).toBeLessThanOrEqual(host.getBoundingClientRect().bottom);
  expect(current.top).toBeGreaterThanOrEqual(list.top);
  expect(current.bottom).toBeLessThanOrEqual(list.bottom);
  await page.screenshot({ path: '../__screenshots__/extra-history-1830.png' });
});

test('picking: a click, the arrow keys and the step buttons emit pick(n)', async () => {
  const { host, wrapper } = await mountHistory(100);
  await userEvent.click(host.querySelector('li[data-n="42"]')!);
  (host.querySelector('ol') as HTMLElement).focus();
  await userEvent.keyboard('{ArrowUp}');
  await userEvent.keyboard('{End}');
  await userEvent.click(host.querySelector('button[aria-label="Back one action"]')!);
  expect(wrapper.emitted('pick')).toEqual([[42], [99], [502], [99]]);
});

test('continue-from asks first: nothing is emitted until the confirmation', async () => {
  const { host, wrapper } = await mountHistory(100);
  await userEvent.click([...host.querySelectorAll('button')].find((b) => b.textContent === 'Continue from here…')!);
  expect(wrapper.emitted('continue-from')).toBeUndefined();
  expect(host.querySelector('[role="alert"]')!.textContent).toContain('The 402 later actions will be undone');
  await userEvent.click(host.querySelector('[data-testid="confirm-continue"]')!);
  expect(wrapper.emitted('continue-from')).toEqual([[100]]);
});

test('at the present there is nothing to continue from', async () => {
  const { host } = await mountHistory(null);
  expect(host.querySelector('li.current')!.getAttribute('data-n')).toBe('502');
  expect(host.querySelector('.past-bar')).toBeNull();
});

test('scrubbing the history drives another panel: the depot follows the picked position', async () => {
  const s = session26855();
  const title = loadTitle('1830');
  const Harness = defineComponent(() => {
    const at = ref(250);
    return () =>
      h('div', { style: 'display:grid;grid-template-columns:1fr 1fr;gap:8px;height:400px' }, [
        h(HistoryList, { actions: s.actions, log: s.game.state.log, players: players26855, position: at.value, onPick: (n: number) => (at.value = n) }),
        h(DepotPanel, { title, state: gameAt(at.value).state }),
      ]);
  });
  const host = box(820, 420);
  const wrapper = mountIn(Harness, host);
  cleanup.push(() => {
    wrapper.unmount();
    host.remove();
  });
  await settle(0);
  expect(host.querySelector('[data-testid="phase"]')!.textContent!.trim()).toBe('5');
  await userEvent.click(host.querySelector('button[aria-label="Go to the start"]')!);
  await settle(0);
  expect(host.querySelector('[data-testid="phase"]')!.textContent!.trim()).toBe('2');
  expect(host.querySelector('li.current')!.getAttribute('data-n')).toBe('0');
});
