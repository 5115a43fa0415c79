import { describe, expect, it } from 'vitest';
import { parseNotation, parseRevenue } from '../../shared/title/notation';
import { marketCell } from '../../scripts/import-reference';

describe('tile notation reader', () => {
  it.each([
    ['20', 20],
    ['yellow_40|brown_70', { yellow: 40, brown: 70 }],
    [undefined, 0],
  ])('revenue %s', (text, revenue) => expect(parseRevenue(text as string | undefined)).toEqual(revenue));

  it('numbers stops in order of appearance and references them from paths', () => {
    expect(parseNotation('city=revenue:40;city=revenue:40;path=a:3,b:_0;path=a:0,b:_1;label=NY').content).toEqual({
      stops: [
        { type: 'city', revenue: 40 },
        { type: 'city', revenue: 40 },
      ],
      paths: [
        { a: { edge: 3 }, b: { stop: 0 } },
        { a: { edge: 0 }, b: { stop: 1 } },
      ],
      label: 'NY',
    });
  });

  it('reads slots, groups, terminal paths and off-board revenue', () => {
    const p = parseNotation('offboard=revenue:yellow_30|brown_50,hide:1,groups:Canada;path=a:5,b:_0,terminal:1;border=edge:4');
    expect(p.content.stops).toEqual([{ type: 'offboard', revenue: { yellow: 30, brown: 50 }, group: 'Canada' }]);
    expect(p.content.paths).toEqual([{ a: { edge: 5 }, b: { stop: 0 }, terminal: true }]);
    expect(p.borders).toEqual([{ edge: 4, type: 'open' }]);
  });

  it('reads terrain, borders, icons, partitions and future labels', () => {
    const p = parseNotation(
      'city=revenue:0;upgrade=cost:40,terrain:river;partition=a:0+,b:2+,type:water,restrict:inner;future_label=label:P,color:brown;border=edge:2,type:water,cost:40;icon=image:port,sticky:1',
    );
    expect(p.terrain).toEqual([{ type: 'river', cost: 40 }]);
    expect(p.partitions).toEqual([{ a: '0+', b: '2+', type: 'water', restrict: 'inner' }]);
    expect(p.futureLabel).toEqual({ label: 'P', color: 'brown' });
    expect(p.borders).toEqual([{ edge: 2, type: 'water', cost: 40 }]);
    expect(p.icons).toEqual(['port']);
  });

  it('reads junctions as stops so paths can reference them', () => {
    expect(parseNotation('junction;path=a:0,b:_0').content.stops).toEqual([{ type: 'junction', revenue: 0 }]);
  });

  it('rejects unknown parts instead of dropping them', () => {
    expect(() => parseNotation('frame=color:red')).toThrow(/unknown notation part "frame"/);
  });

  it.each([
    ['100p', { price: 100, zones: ['par'] }],
    ['60y', { price: 60, zones: ['no_cert_limit'] }],
    ['39o', { price: 39, zones: ['unlimited'] }],
    ['25b', { price: 25, zones: ['multiple_buy'] }],
    ['0c', { price: 0, zones: ['close'] }],
    ['67', { price: 67 }],
    ['', null],
  ])('market cell "%s"', (code, cell) => expect(marketCell(code)).toEqual(cell));
});
