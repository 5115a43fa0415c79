import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { listTitles, validateTitleFolder } from '../../main/titles';
import { TITLES, titleDir } from './helpers';

describe('built-in titles', () => {
  it('lists the five built-in titles', () => {
    expect(
      listTitles()
        .map((t) => t.id)
        .sort(),
    ).toEqual([...TITLES].sort());
  });

  it.each(TITLES)('%s validates against the schema and the semantic checks', (id) => {
    const result = validateTitleFolder(titleDir(id));
    expect(result.errors).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.title?.id).toBe(id);
  });

  it.each(TITLES)('%s is split into the six standard files', (id) => {
    expect(readdirSync(titleDir(id)).sort()).toEqual(['companies.json', 'map.json', 'market.json', 'tiles.json', 'title.json', 'trains.json']);
  });
});
