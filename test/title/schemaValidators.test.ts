import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GENERATED, schemaValidatorsSource } from '../../scripts/schemaValidators';

describe('the schema validators compiled ahead of time', () => {
  it('are those of the current schemas (run `npm run -s gen:validators` after changing schemas/)', () => {
    expect(readFileSync(GENERATED, 'utf8') === schemaValidatorsSource()).toBe(true);
  });
});
