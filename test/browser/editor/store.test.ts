/** The editor store: undo/redo as its own command stack, unsaved changes, read-only built-ins, saving, live validation. */
import { afterEach, expect, test } from 'vitest';
import EditorRoute from '../../../renderer/editor/EditorRoute.vue';
import { mountIn } from '../mount';
import { mountEditor, newMini, settle } from './harness';

let done: (() => void)[] = [];
afterEach(() => {
  done.forEach((d) => d());
  done = [];
});
async function editor(route?: string) {
  const h = await mountEditor(route);
  done.push(h.destroy);
  return h;
}

test('edits undo and redo one command at a time; typing in one field is one step', async () => {
  const { ed } = await editor();
  newMini(ed);
  const start = ed.title;
  ed.set(['name'], 'M', 'name', 'name');
  ed.set(['name'], 'Mi', 'name', 'name');
  ed.set(['bank'], 5000, 'bank');
  expect(ed.undoStack.length).toBe(2);
  ed.undo();
  expect(ed.title!.bank).toBe(6000);
  expect(ed.title!.name).toBe('Mi');
  ed.undo();
  expect(ed.title).toBe(start);
  ed.redo();
  ed.redo();
  expect(ed.title!.bank).toBe(5000);
  expect(ed.canRedo).toBe(false);
});

test('a saved title is clean; an edit makes it dirty; undoing back to the saved state makes it clean again', async () => {
  const { ed, backend } = await editor();
  newMini(ed);
  expect(ed.dirty).toBe(true);
  await ed.save();
  expect(backend.calls).toContain('save');
  expect(ed.dirty).toBe(false);
  ed.set(['bank'], 7000);
  expect(ed.dirty).toBe(true);
  await ed.save();
  // The second save replaces the pack saved before (same user id).
  expect(backend.calls).toContain('save replace');
  ed.set(['bank'], 8000);
  ed.undo();
  expect(ed.dirty).toBe(false);
});

test('a new title whose id is taken is not saved over another without asking', async () => {
  const { ed } = await editor();
  newMini(ed);
  await ed.save();
  newMini(ed);
  await expect(ed.save()).rejects.toMatchObject({ code: 'pack-exists' });
  expect(ed.error).toContain('exists already');
  await ed.save({ replace: true });
  expect(ed.dirty).toBe(false);
});

test('a built-in title is read-only until duplicated under a new id', async () => {
  const { ed, host } = await editor('#/editor?title=1830');
  await settle(100);
  expect(ed.readOnly).toBe(true);
  const before = ed.title;
  ed.set(['bank'], 1);
  expect(ed.title).toBe(before);
  expect(ed.status).toContain('read-only');
  expect(host.querySelector('[data-testid="dup-id"]') as HTMLInputElement | null).toBeNull();
  ed.duplicateAs('1830x', '1830 variant');
  expect(ed.readOnly).toBe(false);
  expect(ed.title!.id).toBe('1830x');
  ed.set(['bank'], 15000);
  expect(ed.title!.bank).toBe(15000);
  await ed.save();
  expect(ed.savedId).toBe('1830x');
});

test('every change is validated (debounced) and problems point at their place', async () => {
  const { ed } = await editor();
  newMini(ed);
  await ed.validateNow();
  expect(ed.problems).toEqual([]);
  ed.set(['manifest', '9999'], 2);
  ed.set(['trains', 1, 'price'], -5);
  await new Promise((r) => setTimeout(r, 500));
  await ed.validateNow();
  const where = ed.problems.map((p) => `${p.file} ${p.pointer} ${p.place.tab}`);
  expect(where).toContain('trains.json /trains/1/price trains');
  ed.undo();
  await ed.validateNow();
  expect(ed.problems.map((p) => `${p.file} ${p.pointer}`)).toEqual(['tiles.json /manifest/9999']);
  expect(ed.problems[0]!.place).toMatchObject({ tab: 'manifest', tile: '9999' });
});

test('leaving with unsaved changes asks first (beforeunload is cancelled)', async () => {
  const { ed } = await editor();
  newMini(ed);
  const e = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(e);
  expect(e.defaultPrevented).toBe(true);
  await ed.save();
  const clean = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(clean);
  expect(clean.defaultPrevented).toBe(false);
});

test('the start panel lists user titles as editable and deletes one after asking', async () => {
  const { ed, host, backend } = await editor();
  newMini(ed);
  await ed.save();
  ed.title = null;
  await settle(100);
  const row = () => host.querySelector('tr[data-pack="mini"]');
  expect(row()!.textContent).toContain('yours');
  const confirm = window.confirm;
  window.confirm = () => true;
  try {
    (host.querySelector('button[aria-label="Delete mini"]') as HTMLButtonElement).click();
    await settle(100);
  } finally {
    window.confirm = confirm;
  }
  expect(backend.calls).toContain('remove mini');
  expect(row()).toBeNull();
  expect(host.querySelector('button[aria-label="Delete 1830"]')).toBeNull();
});

test('coming back to the editor keeps the title with its unsaved changes', async () => {
  const first = await mountEditor();
  newMini(first.ed);
  first.ed.set(['bank'], 4321);
  first.wrapper.unmount();
  const again = mountIn(EditorRoute, first.host, { props: { route: '#/editor?title=mini' }, global: { plugins: [] } });
  done.push(() => {
    again.unmount();
    first.host.remove();
  });
  await settle(100);
  expect(first.ed.title!.bank).toBe(4321);
  expect(first.ed.dirty).toBe(true);
  expect(first.ed.status).not.toContain('Opened');
});
