import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { MemoryTitleCatalog } from '../../main/catalog/titleCatalog';
import { titleHash } from '../../main/saves/titleHash';
import type { SaveFile } from '../../shared/ipc/save';
import type { TitleDef } from '../../shared/title/types';

const made: string[] = [];
afterEach(() => {
  while (made.length) rmSync(made.pop()!, { recursive: true, force: true });
});

/** A fresh temporary folder, removed after the test. */
export function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'desk-test-'));
  made.push(dir);
  return dir;
}

/** Just enough of a title for saves: id, name, version, player counts. */
export function stubTitle(id: string, version = '1.0.0', extra: Record<string, unknown> = {}): TitleDef {
  return { id, name: id, version, players: { min: 2, max: 6 }, ...extra } as unknown as TitleDef;
}

export const TITLE_1830 = stubTitle('1830');
export const catalog = () => new MemoryTitleCatalog([TITLE_1830, stubTitle('1846'), stubTitle('1870'), stubTitle('1817'), stubTitle('18NY')]);

export function sampleSave(overrides: Partial<SaveFile> = {}): SaveFile {
  return {
    format: '18xx-desk-save',
    formatVersion: 1,
    engineVersion: '0.1.0',
    title: { id: '1830', version: '1.0.0', hash: titleHash(TITLE_1830) },
    players: [
      { id: 1, name: 'Alice' },
      { id: 2, name: 'Bob' },
      { id: 3, name: 'Carol' },
    ],
    seed: 1879860849,
    optionalRules: [],
    actions: [
      { type: 'bid', entity: 1, entity_type: 'player', id: 1, company: 'CA', price: 165 },
      { type: 'pass', entity: 2, entity_type: 'player', id: 2 },
    ],
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:05:00.000Z',
    ...overrides,
  };
}

/** One HTTP request with any method, headers and body; the status, body text and headers of the reply. */
export function raw(url: string, init: { method?: string; headers?: Record<string, string>; body?: string }) {
  return new Promise<{ status: number; body: string; headers: Record<string, unknown> }>((resolve, reject) => {
    const req = request(url, { method: init.method ?? 'GET', headers: init.headers }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on('error', reject);
    req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
    req.end(init.body);
  });
}
