import { describe, expect, it } from 'vitest';
import { upgradeSourceKeys } from '../../shared/title/upgrades';
import { context } from '../../shared/engine/game';
import { allowedUpgrades } from '../../shared/engine/tiles';
import { newGame } from '../support/play';
import { loadTitle } from '../support/fixtures';
import type { MapHex, TileDef } from '../../shared/title/types';
import { rulesFor } from '../../shared/rules/index';

describe('upgrade table keys: the most specific entry wins', () => {
  const hex = (h: Partial<MapHex>): MapHex => ({ id: 'E3', color: 'white', ...h });
  const tile = (id: string, color: TileDef['color']): TileDef => ({ id, color });
  it.each([
    ['a plain printed hex: its id, then its class', hex({}), null, ['E3', '@plain']],
    ['a laid tile: tile@hex, then the tile', hex({}), tile('57', 'yellow'), ['57@E3', '57']],
    [
      'a laid tile whose hex takes a label at the next colour: tile@hex, tile:label, tile',
      hex({ futureLabel: { label: 'Bu', color: 'gray' } }),
      tile('63', 'brown'),
      ['63@E3', '63:Bu', '63'],
    ],
    [
      'the future label not yet due (a yellow tile, label at gray): no labelled key',
      hex({ futureLabel: { label: 'Bu', color: 'gray' } }),
      tile('57', 'yellow'),
      ['57@E3', '57'],
    ],
  ])('%s', (_what, h, t, keys) => {
    expect(upgradeSourceKeys(h, t)).toEqual(keys);
  });

  it('the engine offers the labelled entry on 18NY Buffalo once its brown tile is down', () => {
    const title = loadTitle('18NY');
    const entry = Object.keys(title.upgrades).find((k) => k.endsWith(':Bu'));
    if (!entry) return;
    const brown = entry.split(':')[0];
    const g = newGame('18NY');
    g.state.hexes.E3 = { ...g.state.hexes.E3, tile: brown, copy: `${brown}-0`, rotation: 0 };
    expect(allowedUpgrades(context({ title: g.title, rules: rulesFor(g.title), state: g.state }), 'E3')).toEqual(title.upgrades[entry]);
  });
});
