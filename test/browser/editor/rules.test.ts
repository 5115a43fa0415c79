/** Duplicating a title keeps its rules; a title says which rules it plays by; optional rules only where they are played. */
import { afterEach, expect, test } from 'vitest';
import { createGame } from '@shared/engine/game';
import { rulesFor } from '@shared/rules/index';
import { mountEditor, newMini, settle } from './harness';

let done: (() => void)[] = [];
afterEach(() => {
  done.forEach((d) => d());
  done = [];
});

const sixTrains = (title: Parameters<typeof rulesFor>[0], optionalRules: string[]) => {
  const g = createGame(title, rulesFor(title), { players: [1, 2, 3].map((id) => ({ id, name: `P${id}` })), seed: 1, optionalRules });
  if (!g.ok) throw new Error(g.error);
  return Object.values(g.value.state.trains).filter((t) => t.name === '6').length;
};

test('a copy of 1830 plays by the 1830 rules: "Third 6-train" gives three 6-trains, as in 1830 itself', async () => {
  const h = await mountEditor('#/editor?title=1830');
  done.push(h.destroy);
  await settle(100);
  const original = h.ed.title!;
  expect(original.rules).toBe('1830');
  h.ed.duplicateAs('1830x', '1830 variant');
  await settle();
  const copy = h.ed.title!;
  expect(copy.rules).toBe('1830');
  expect(h.ed.status).toContain('rules of 1830');
  expect(sixTrains(copy, ['optional_6_train'])).toBe(sixTrains(original, ['optional_6_train']));
  expect(sixTrains(copy, ['optional_6_train'])).toBe(3);
  expect(h.$<HTMLSelectElement>('[data-testid="rules-module"]').value).toBe('1830');
  await h.ed.validateNow();
  expect(h.ed.problems).toEqual([]);
});

test('a new title plays by the standard rules, which have no optional rules; a rules module offers its own', async () => {
  const h = await mountEditor();
  done.push(h.destroy);
  newMini(h.ed);
  h.ed.tab = 'title';
  await settle();
  const select = h.$<HTMLSelectElement>('[data-testid="rules-module"]');
  expect(select.value).toBe('standard');
  expect([...select.options].map((o) => o.value)).toEqual(['standard', '1817', '1830', '1846', '1870', '18NY']);
  expect(h.$('[data-testid="no-optional-rules"]').textContent).toContain('standard rules have no optional rules');
  select.value = '1846';
  select.dispatchEvent(new Event('change'));
  await settle();
  expect(h.ed.title!.rules).toBe('1846');
  h.button('+ Add optional rule').click();
  await settle();
  expect(h.ed.title!.optionalRules?.[0]?.id).toBe('first_ed');
  const idSelect = h.host.querySelector<HTMLSelectElement>('table[data-table="optionalRules"] select')!;
  expect([...idSelect.options].map((o) => o.value)).toEqual(['first_ed', 'second_ed_co']);
});
