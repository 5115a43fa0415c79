import { describe, expect, it } from 'vitest';
import { mergeTitleParts } from '../../shared/title/load';

describe('merging title files', () => {
  it('records which file each key came from and ignores $schema', () => {
    const merged = mergeTitleParts([
      { file: 'title.json', json: { $schema: 'x', id: 'T', name: 'T' } },
      { file: 'trains.json', json: { trains: [], phases: [] } },
    ]);
    expect(merged.errors).toEqual([]);
    expect(merged.provenance).toEqual({ id: 'title.json', name: 'title.json', trains: 'trains.json', phases: 'trains.json' });
    expect(Object.keys(merged.title!)).toEqual(['id', 'name', 'trains', 'phases']);
  });

  it('reports a key defined twice and keeps the first', () => {
    const merged = mergeTitleParts([
      { file: 'a.json', json: { market: { rows: [] } } },
      { file: 'b.json', json: { market: { rows: [[]] } } },
    ]);
    expect(merged.errors).toEqual(['b.json: /market: duplicate key, already defined in a.json']);
    expect(merged.title!.market).toEqual({ rows: [] });
  });

  it('escapes keys in pointers', () => {
    const merged = mergeTitleParts([
      { file: 'a.json', json: { 'x/y': 1 } },
      { file: 'b.json', json: { 'x/y': 2 } },
    ]);
    expect(merged.errors).toEqual(['b.json: /x~1y: duplicate key, already defined in a.json']);
  });
});
