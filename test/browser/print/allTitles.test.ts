import { afterEach, expect, test } from 'vitest';
import type { Component } from 'vue';
import ManifestPages from '../../../renderer/print/ManifestPages.vue';
import MapPages from '../../../renderer/print/MapPages.vue';
import MarketPages from '../../../renderer/print/MarketPages.vue';
import SheetPages from '../../../renderer/print/SheetPages.vue';
import UpgradePages from '../../../renderer/print/UpgradePages.vue';
import { pageBox } from '../../../renderer/print/paper';
import { physicalTiles } from '../../../renderer/print/tileCatalog';
import { mountIn } from '../mount';
import { loadTitle, titleIds } from '../titles';

const PAGES: Record<string, Component> = { manifest: ManifestPages, sheets: SheetPages, map: MapPages, upgrades: UpgradePages, market: MarketPages };

let cleanup: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanup) c();
  cleanup = [];
});

for (const id of titleIds())
  for (const [kind, component] of Object.entries(PAGES))
    test(`${id} ${kind}: pages drawn, every drawing inside its page's printable area`, () => {
      const title = loadTitle(id);
      const host = document.createElement('div');
      document.body.appendChild(host);
      const w = mountIn(component, host, { props: { title, box: pageBox('A4', kind === 'map' || kind === 'market'), hexMm: 38, unlimited: 2 } });
      cleanup.push(() => {
        w.unmount();
        host.remove();
      });
      const sheets = [...host.querySelectorAll('.print-sheet')];
      expect(sheets.length).toBeGreaterThan(0);
      for (const sheet of sheets) {
        const inner = sheet.querySelector('.sheet-inner')!.getBoundingClientRect();
        for (const el of sheet.querySelectorAll('.tile-cell, .chart-line, .market-grid')) {
          const r = el.getBoundingClientRect();
          expect(r.bottom).toBeLessThanOrEqual(inner.bottom + 0.5);
          expect(r.right).toBeLessThanOrEqual(inner.right + 0.5);
        }
      }
      if (kind === 'manifest') expect(host.querySelectorAll('.tile-cell').length).toBe(title.tiles.length);
      if (kind === 'sheets') {
        const drawn = [...host.querySelectorAll('.sheet-svg')].reduce((n, s) => n + Number((s as HTMLElement).dataset.tiles), 0);
        expect(drawn).toBe(physicalTiles(title, 2).length);
      }
    });

test('tile sheets of a title whose tiles are all unlimited, with 0 copies asked: one page saying so', () => {
  const base = loadTitle('1817');
  const title = { ...base, manifest: Object.fromEntries(Object.keys(base.manifest).map((k) => [k, 'unlimited' as const])) };
  const host = document.createElement('div');
  document.body.appendChild(host);
  const w = mountIn(SheetPages, host, { props: { title, box: pageBox('A4', false), hexMm: 38, unlimited: 0 } });
  cleanup.push(() => {
    w.unmount();
    host.remove();
  });
  expect(host.querySelectorAll('.print-sheet').length).toBe(1);
  expect(host.querySelector('.empty')!.textContent).toContain('No tiles to print');
});

test('a map that fits one page prints on one page, without the assembly page', () => {
  const title = loadTitle('1830');
  const host = document.createElement('div');
  document.body.appendChild(host);
  const w = mountIn(MapPages, host, { props: { title, box: pageBox('A4', true), hexMm: 15 } });
  cleanup.push(() => {
    w.unmount();
    host.remove();
  });
  expect(host.querySelectorAll('.print-sheet').length).toBe(1);
  expect(host.querySelectorAll('.map-page').length).toBe(1);
});
