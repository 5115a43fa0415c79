import { describe, expect, it } from 'vitest';
import { rulesFor, rulesModuleNames, titleOfGameFile } from '../../shared/rules/index';
import { loadRulesFor, ON_DEMAND_RULES, titleOfGameFileOnDemand } from '../../shared/rules/load';

describe('title rules loaded on demand (#18)', () => {
  it('are the modules the registry has, under the same names', () => {
    expect(['standard', ...ON_DEMAND_RULES].sort()).toEqual([...rulesModuleNames()].sort());
  });

  it.each(rulesModuleNames())('a title naming %s gets the very module rulesFor gives', async (name) => {
    const title = { id: 'some-title', rules: name };
    expect(await loadRulesFor(title)).toBe(rulesFor(title as never));
  });

  it.each(['1830', '18NY', 'a designer title'])('a title %s without `rules` plays by the module of its id, or the standard rules', async (id) => {
    expect(await loadRulesFor({ id })).toBe(rulesFor({ id } as never));
  });

  it.each([...ON_DEMAND_RULES, '1846 2p Variant', 'standard', 'something else'])(
    'the game file title %s names the title titleOfGameFile names',
    async (name) => {
      expect(await titleOfGameFileOnDemand(name)).toBe(titleOfGameFile(name));
    },
  );
});
