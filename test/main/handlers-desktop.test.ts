import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createBackend, createStores } from '../../main/backend/createBackend';
import { DesktopHost } from '../../main/backend/desktopHost';
import { formatSave } from '../../main/saves/saveFormat';
import { catalog, sampleSave, tempDir } from './helpers';

function desktop(answers: (string | null)[]) {
  const appData = tempDir();
  const workspace = tempDir();
  const asked: { kind: 'open' | 'save'; title: string; defaultPath: string }[] = [];
  const { autosave, recent } = createStores(appData);
  const host = new DesktopHost(
    workspace,
    {
      showOpen: async (o) => (asked.push({ kind: 'open', title: o.title, defaultPath: o.defaultPath }), answers.shift() ?? null),
      showSave: async (o) => (asked.push({ kind: 'save', title: o.title, defaultPath: o.defaultPath }), answers.shift() ?? null),
    },
    recent,
    async (route) => ({ ok: true, value: new TextEncoder().encode(`%PDF-1.7 ${route}`) }),
  );
  const backend = createBackend({ host, titles: catalog(), autosave, recent });
  return { backend, asked, workspace, host };
}

describe('desktop handlers with dialogs', () => {
  it('Save without a path asks where (suggesting a name in the save folder), writes there and remembers it', async () => {
    const dir = tempDir();
    const target = join(dir, 'mine');
    const { backend, asked, workspace } = desktop([target]);
    const reply = await backend.dispatch('saves.save', { save: sampleSave() });
    expect(reply).toEqual({ ok: true, value: { path: `${target}.18xx` } });
    expect(asked).toEqual([{ kind: 'save', title: 'Save game', defaultPath: join(workspace, '1830-Alice-Bob-Carol.18xx') }]);
    expect(JSON.parse(readFileSync(`${target}.18xx`, 'utf8')).actions).toHaveLength(2);
    // Saving again to the same path needs no dialog: the user chose it.
    expect(await backend.dispatch('saves.save', { path: `${target}.18xx`, save: sampleSave() })).toMatchObject({ ok: true });
    expect(asked).toHaveLength(1);
    expect(await backend.dispatch('saves.listRecent', undefined)).toMatchObject({ ok: true, value: [{ path: `${target}.18xx` }] });
  });

  it('a cancelled dialog is not an error', async () => {
    const { backend } = desktop([null, null, null]);
    expect(await backend.dispatch('saves.open', undefined)).toEqual({ ok: true, value: null });
    expect(await backend.dispatch('saves.saveAs', { save: sampleSave() })).toEqual({ ok: true, value: null });
    expect(await backend.dispatch('import.fromFile', undefined)).toEqual({ ok: true, value: null });
  });

  it('Open… reads the chosen file; the file can then be reopened by path', async () => {
    const dir = tempDir();
    const file = join(dir, 'g.18xx');
    writeFileSync(file, formatSave(sampleSave()));
    const { backend } = desktop([file]);
    expect(await backend.dispatch('saves.open', {})).toMatchObject({ ok: true, value: { path: file, save: { seed: 1879860849 } } });
    expect(await backend.dispatch('saves.open', { path: file })).toMatchObject({ ok: true });
  });

  it('refuses to write where the user did not choose', async () => {
    const { backend } = desktop([]);
    expect(await backend.dispatch('export.toFile', { path: '/tmp/elsewhere.json', save: sampleSave() })).toMatchObject({
      ok: false,
      error: { code: 'not-permitted' },
    });
    expect(await backend.dispatch('print.toPdf', { route: '#/print/map', path: '/etc/x.pdf' })).toMatchObject({ ok: false, error: { code: 'not-permitted' } });
  });

  it('Print writes the PDF where the user chose', async () => {
    const dir = tempDir();
    const { backend, asked } = desktop([join(dir, 'map.pdf')]);
    expect(await backend.dispatch('print.toPdf', { route: '#/print/map?title=1830' })).toEqual({ ok: true, value: { path: join(dir, 'map.pdf') } });
    expect(asked[0]).toMatchObject({ title: 'Save PDF', defaultPath: expect.stringMatching(/print-map\.pdf$/) });
    expect(readFileSync(join(dir, 'map.pdf'), 'utf8')).toBe('%PDF-1.7 #/print/map?title=1830');
    expect(existsSync(join(dir, 'map.pdf.bak'))).toBe(false);
  });
});
