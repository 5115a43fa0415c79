import { describe, expect, it } from 'vitest';
import { checkAction, describeAction, explainAction } from '../../shared/engine/actionSchema';
import { fixtureFiles, fixtureTitles, loadFixture } from '../support/fixtures';

/** The 18xx.games action format, checked before any rule runs (issue #17). */
describe('the action schema', () => {
  it.each(fixtureTitles())('accepts every recorded %s action', (title) => {
    const bad: string[] = [];
    for (const file of fixtureFiles(title)) {
      loadFixture(file).actions.forEach((a, i) => {
        const why = checkAction(a);
        if (why) bad.push(`${file} #${i}: ${why}`);
      });
    }
    expect(bad).toEqual([]);
  });

  const by = { entity: 1, entity_type: 'player' };
  const corp = { entity: 'PRR', entity_type: 'corporation' };
  it.each([
    ['a price as a string', { ...by, type: 'bid', company: 'SV', price: '320' }, 'price: must be an integer, not "320"'],
    ['a fractional price', { ...by, type: 'bid', company: 'SV', price: 620.5 }, 'price: must be an integer, not 620.5'],
    ['a negative price', { ...by, type: 'bid', company: 'SV', price: -5 }, 'price: must not be negative (-5)'],
    ['a rotation out of range', { ...corp, type: 'lay_tile', hex: 'E19', tile: '57-0', rotation: 6 }, 'rotation: must be 0 to 5, not 6'],
    ['a missing required field', { ...corp, type: 'lay_tile', hex: 'E19', tile: '57-0' }, 'rotation: required'],
    ['the same share twice', { ...by, type: 'sell_shares', shares: ['PRR_1', 'PRR_1'] }, 'shares/1: "PRR_1" is listed twice'],
    ['a string for a list', { ...by, type: 'buy_shares', shares: 'PRR_1' }, 'shares: must be a list, not "PRR_1"'],
    ['a negative percent', { ...by, type: 'buy_shares', shares: ['PRR_1'], percent: -11 }, 'percent: must be 1 to 100, not -11'],
    ['an inherited id', { ...by, type: 'buy_company', company: 'constructor', price: 1 }, 'company: "constructor" is not an id'],
    ['a field no action has', { ...by, type: 'pass', bogus: 1 }, 'bogus: not a field of a pass action'],
    ['an unknown type', { ...by, type: 'teleport' }, 'type: unknown action type "teleport"'],
    ['no entity', { type: 'pass', entity_type: 'player' }, 'entity: required'],
    ['an unknown entity type', { ...by, type: 'pass', entity_type: 'bank' }, 'entity_type: must be player, corporation, company or minor, not "bank"'],
    ['a route without its train', { ...corp, type: 'run_routes', routes: [{ connections: [] }] }, 'routes/0/train: required'],
    ['a bad par price', { ...by, type: 'par', corporation: 'PRR', share_price: '67' }, 'share_price: must be a "price,row,column" string, not "67"'],
    [
      'a bad automatic action',
      { ...by, type: 'pass', auto_actions: [{ ...by, type: 'bid', price: 'x' }] },
      'auto_actions/0/price: must be an integer, not "x"',
    ],
    ['not an object', 'pass', 'an action must be an object, not "pass"'],
  ])('refuses %s, naming the field', (_, action, message) => {
    expect(checkAction(action)).toBe(message);
  });

  it('names an action by id, type and entity, whatever its fields hold', () => {
    expect(describeAction({ id: 12, type: 'buy_shares', entity: 3 })).toBe('action 12 (buy_shares by 3)');
    expect(describeAction({ type: { x: 1 }, entity: [1] })).toBe('action');
    expect(describeAction(null)).toBe('action');
  });

  it('answers as the explaining check does, for recorded actions and for each with one field spoilt', () => {
    // The quick yes/no check runs first; the explaining walk is the reference. Spoil each field of each recorded
    // action in turn with values of every wrong kind, and compare the answers.
    const spoilers: unknown[] = [null, undefined, '', 'x'.repeat(201), 'constructor', -1, 2.5, 6, 101, true, [], ['a', 'a'], {}, { zz: 1 }];
    let compared = 0;
    const differ: string[] = [];
    const compare = (a: unknown, where: string) => {
      compared++;
      if (checkAction(a) !== explainAction(a)) differ.push(`${where}: ${JSON.stringify(a).slice(0, 120)}`);
    };
    for (const title of fixtureTitles()) {
      for (const file of fixtureFiles(title)) {
        loadFixture(file).actions.forEach((a, i) => {
          compare(a, `${file} #${i}`);
          if (i % 7) return; // every seventh action spoilt: enough variety, a short test
          const rec = a as unknown as Record<string, unknown>;
          for (const key of Object.keys(rec)) {
            for (const bad of spoilers) compare({ ...rec, [key]: bad }, `${file} #${i} ${key}`);
            const v = rec[key];
            if (Array.isArray(v) && v.length) for (const bad of spoilers) compare({ ...rec, [key]: [...v, bad] }, `${file} #${i} ${key}[]`);
          }
        });
      }
    }
    expect(differ.slice(0, 5)).toEqual([]);
    expect(compared).toBeGreaterThan(1000);
  });
});
