/** Print from inside the editor: the app's one print dialog, for the title as saved. */
import { afterEach, expect, test } from 'vitest';
import { mountEditor, newMini, settle } from './harness';

let done: (() => void)[] = [];
afterEach(() => {
  done.forEach((d) => d());
  done = [];
});

test('Print in the editor opens the print dialog for the saved title; an unsaved new title must be saved first', async () => {
  const h = await mountEditor('#/editor?title=1830');
  done.push(h.destroy);
  await settle();
  h.button('Print…').click();
  await settle();
  const dialog = h.$<HTMLDialogElement>('dialog.print-dialog');
  expect(dialog.open).toBe(true);
  expect(h.$<HTMLSelectElement>('select[name="title"]').value).toBe('1830');
  for (const field of ['paper', 'orientation', 'hex', 'copies']) expect(h.host.querySelector(`[name="${field}"]`)).not.toBeNull();
  dialog.close();
  await settle();
  expect(h.host.querySelector('dialog.print-dialog')).toBeNull();

  newMini(h.ed);
  await settle();
  expect(h.button('Print…').disabled).toBe(true);
  expect(h.button('Print…').title).toContain('Save the title first');
});
