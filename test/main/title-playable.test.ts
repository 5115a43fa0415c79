/** New game offers a title only when its rules are implemented: the catalog derives it from the rules registry. */
import { describe, expect, it } from 'vitest';
import { summaryOf } from '../../main/catalog/titleCatalog';
import { hasRules } from '../../shared/rules';
import { loadTitle } from '../support/fixtures';

describe('playable titles', () => {
  it.each([
    ['1830', true],
    ['1846', true],
    ['1870', true],
    ['18NY', true],
    ['1817', true],
  ])('%s is playable: %s', (id, playable) => {
    expect(summaryOf(loadTitle(id)).playable).toBe(playable);
  });

  it("a designer's data-only title (no rules module named) plays by the standard rules", () => {
    expect(hasRules({ id: '1899' })).toBe(true);
    expect(hasRules({ id: '1899', rules: 'no-such-module' })).toBe(false);
  });
});
