/**
 * A designer's whole round trip in browser mode, with no JSON typed anywhere: a new title from the wizard, a private
 * company with an ability set up by its form, saved; play-tested (the private auctioned, a corporation started);
 * every kind of page printed to PDF from the editor's print dialog; exported as a pack and imported back.
 */
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { PRINT_KINDS } from '../../../renderer/print/printRoute';
import { CAN_RUN, pdfInfo } from '../print/pdf';
import { shot, startEditorApp, type EditorApp } from './app';

let app: EditorApp;
let page: Page;

describe.skipIf(!CAN_RUN)('designer round trip (browser mode)', () => {
  beforeAll(async () => {
    app = await startEditorApp();
    page = app.page;
    page.on('dialog', (d) => void d.accept());
    await page.goto(`${app.url}/#/editor`);
  });
  afterAll(async () => {
    await app?.stop();
  });

  const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });
  const problemCount = async () => (await page.getByTestId('problem-count').textContent())?.trim();
  const status = async () => (await page.getByTestId('editor-status').textContent())?.trim() ?? '';
  const tab = (id: string) => page.locator(`[data-tab="${id}"]`).click();

  test('a new title with a private company whose ability is set by its form, saved', async () => {
    await page.getByRole('heading', { name: 'Open a title' }).waitFor();
    await page.locator('#nt-id').fill('designed');
    await page.locator('#nt-name').fill('Designed');
    await page.locator('#nt-rows').fill('2');
    await page.locator('#nt-cols').fill('3');
    await page.getByRole('button', { name: 'Create title' }).click();
    await poll(problemCount).toBe('0');
    await page.locator('[data-tool="add"]').click();
    await page.getByLabel('Hex coordinate to add').fill('C1');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await poll(async () => (await page.getByTestId('map-message').textContent())?.trim()).toBe('Added C1.');

    await tab('companies');
    await page.getByRole('button', { name: '+ Add private' }).click();
    await page.getByLabel('Add an ability to private P Abilities').click();
    await page.getByLabel('Add to private P Abilities 1 hexes').click();
    await page.getByLabel('private P Abilities 1 hexes 1', { exact: true }).fill('C1');
    await page.getByLabel('private P Abilities 1 while owned by').selectOption('player');
    await page.getByLabel('Add to corporation WR Token costs').click();
    await page.getByLabel('corporation WR Token costs 3', { exact: true }).fill('100');
    await shot(page, 'e2e-designer-private');
    await poll(problemCount).toBe('0');
    expect(await page.locator('input.json').count()).toBe(0);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await poll(status).toContain('Saved Designed');
  });

  test('play-tested: the private is bought in the auction, then a corporation is started', async () => {
    await page.getByTestId('playtest').click();
    const moves = page.getByTestId('playtest-moves');
    await moves.getByRole('listitem').filter({ hasText: 'Buy P for $20' }).click();
    await moves.getByRole('listitem').filter({ hasText: 'Par WR at $100' }).click();
    await poll(async () => page.getByTestId('playtest-turn').textContent()).toContain('2 moves');
    expect(await page.getByTestId('playtest-error').count()).toBe(0);
    await shot(page, 'e2e-designer-playtest');
  });

  test('every kind of page printed to PDF from the editor', async () => {
    await page.getByTestId('editor-print').click();
    const dialog = page.locator('dialog.print-dialog');
    await dialog.waitFor();
    for (const kind of PRINT_KINDS) {
      await dialog.locator(`input[name="print-kind"][value="${kind}"]`).check();
      await dialog.getByRole('button', { name: 'Save as PDF…' }).click();
      await poll(async () => (await dialog.locator('.status').textContent()) ?? '').toContain(`designed-${kind}.pdf`);
      const file = join(app.workspace, `designed-${kind}.pdf`);
      expect(existsSync(file), kind).toBe(true);
      expect(pdfInfo(file).pages, kind).toBeGreaterThan(0);
    }
    await shot(page, 'e2e-designer-print');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  test('exported as a pack and imported back, the private keeps its ability', async () => {
    await page.getByRole('button', { name: 'Export pack' }).click();
    await poll(status).toContain('Exported to');
    const shown = (await status()).replace(/^Exported to /, '').replace(/\.$/, '');
    const file = isAbsolute(shown) ? shown : join(app.workspace, shown);
    const pack = JSON.parse(readFileSync(file, 'utf8')) as { files: Record<string, Record<string, unknown>> };
    expect((pack.files['companies.json']!.companies as { abilities: unknown }[])[0]!.abilities).toEqual([
      { type: 'blocks_hexes', hexes: ['C1'], ownerType: 'player' },
    ]);
    await page.getByRole('button', { name: 'Titles…' }).click();
    await page.getByRole('heading', { name: 'Open a title' }).waitFor();
    await page.getByTestId('import-file').setInputFiles(file);
    await poll(async () => page.locator('.ed-header h1').textContent()).toContain('Designed (designed)');
    await tab('companies');
    expect(await page.getByLabel('private P Abilities 1 hexes 1', { exact: true }).inputValue()).toBe('C1');
    expect(app.errors).toEqual([]);
  });
});
