/** Every optional rule named by a recorded game exists in its title, so saves and imports can be checked. */
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TITLES, loadTitle } from './helpers';

import { FIXTURES } from '../support/fixtures';

describe.skipIf(!existsSync(FIXTURES))('recorded games use known optional rules', () => {
  it.each(TITLES)('%s', (id) => {
    const known = new Set((loadTitle(id).optionalRules ?? []).map((r) => r.id));
    const dir = join(FIXTURES, id);
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const game = JSON.parse(readFileSync(join(dir, file), 'utf8'));
      for (const rule of game.settings?.optional_rules ?? []) expect([file, known.has(rule)]).toEqual([file, true]);
    }
  });
});
