import { describe, expect, it } from 'vitest';
import { TrackGraph, type RouteTrain, validateRoutes } from '../../shared/graph';
import type { MapHex } from '../../shared/title/types';
import { TINY_HEXES, TINY_TILES, laid, tinyTitle } from './tinyTitle';

const T2: RouteTrain = { name: '2', distance: 2 };
const T3: RouteTrain = { name: '3', distance: 3 };
const trains = { '2-0': T2, '2-1': T2, '3-0': T3, '4-0': { name: '4', distance: 4 } };

/** X home in B5 (city 30, W–E); W runs to off-board A2 (20/40), E through B7 to off-board C8 (30/60). */
const board = () => ({
  B5: laid(null, 0, [['X']]),
  B3: laid('8', 2),
  B7: laid('14', 1, [[null, null]]), // green city 30, sides W, NW, E, SE
});

const run = (
  g: TrackGraph,
  corp: string,
  routes: { train: string; connections: string[][]; nodes?: string[] }[],
  phase: 'yellow' | 'green' | 'brown' = 'yellow',
) => validateRoutes(g, corp, routes, trains, phase);

describe('route revenue', () => {
  it.each([
    ['yellow', 50],
    ['green', 50], // off-board keeps its yellow value until brown
    ['brown', 70],
  ] as const)('a 2-train B5–A2 in %s earns %i', (phase, revenue) => {
    const g = new TrackGraph(tinyTitle(), board());
    expect(run(g, 'X', [{ train: '2-0', connections: [['B5', 'B3', 'A2']] }], phase)).toMatchObject({
      ok: true,
      revenues: [revenue],
    });
  });

  it('connections may be listed in either direction; stops add up', () => {
    const g = new TrackGraph(tinyTitle(), board());
    const r = run(g, 'X', [
      {
        train: '4-0',
        connections: [
          ['A2', 'B3', 'B5'],
          ['B7', 'B5'],
          ['B7', 'C8'],
        ],
      },
    ]);
    expect(r).toMatchObject({ ok: true, revenues: [20 + 30 + 30 + 30], total: 110 });
    if (r.ok) expect(r.routes[0]!.nodes.map((n) => g.nodeName(n))).toEqual(['A2-0', 'B5-0', 'B7-0', 'C8-0']);
  });

  it('several trains each earn their own route', () => {
    const g = new TrackGraph(tinyTitle(), board());
    expect(
      run(g, 'X', [
        { train: '2-0', connections: [['B5', 'B3', 'A2']] },
        { train: '2-1', connections: [['B5', 'B7']] },
      ]),
    ).toMatchObject({ ok: true, revenues: [50, 60], total: 110 });
  });
});

describe('route rules', () => {
  it.each([
    [
      'too far: a 2-train to three stops',
      [
        {
          train: '2-0',
          connections: [
            ['A2', 'B3', 'B5'],
            ['B5', 'B7'],
          ],
        },
      ],
      /3 is too many stops for a 2 train/,
    ],
    [
      'two trains on the same track',
      [
        { train: '2-0', connections: [['B5', 'B3', 'A2']] },
        { train: '2-1', connections: [['B5', 'B3', 'A2']] },
      ],
      /do not form one route on free track/,
    ],
    ['no station of the corporation', [{ train: '2-0', connections: [['B7', 'C8']] }], /must include a station of X/],
    ['track that does not exist', [{ train: '2-0', connections: [['B5', 'A4']] }], /no track runs B5-A4/],
    ['a train it does not own', [{ train: '5-0', connections: [['B5', 'B3', 'A2']] }], /X has no train 5-0/],
    [
      'the same train twice',
      [
        { train: '2-0', connections: [['B5', 'B3', 'A2']] },
        { train: '2-0', connections: [['B5', 'B7']] },
      ],
      /train 2-0 runs twice/,
    ],
    [
      'connections that do not meet',
      [
        {
          train: '3-0',
          connections: [
            ['B5', 'B3', 'A2'],
            ['B7', 'C8'],
          ],
        },
      ],
      /do not form one route/,
    ],
  ])('%s', (_name, routes, error) => {
    const g = new TrackGraph(tinyTitle(), board());
    const r = run(g, 'X', routes);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(error);
  });

  it('a city full of other stations may end a route but not be run through', () => {
    const g = new TrackGraph(tinyTitle(), { ...board(), B7: laid('14', 1, [['Z', null]]) });
    expect(run(g, 'Z', [{ train: '2-0', connections: [['B7', 'B5']] }])).toMatchObject({ ok: true, revenues: [60] });
    const r = run(g, 'Z', [
      {
        train: '3-0',
        connections: [
          ['B7', 'B5'],
          ['B5', 'B3', 'A2'],
        ],
      },
    ]);
    expect(r).toMatchObject({ ok: false, error: expect.stringMatching(/may not run through B5-0, filled by other stations/) });
    // X may run through B7: it has an open slot
    expect(
      run(g, 'X', [
        {
          train: '3-0',
          connections: [
            ['B5', 'B7'],
            ['B7', 'C8'],
          ],
        },
      ]),
    ).toMatchObject({ ok: true, revenues: [90] });
  });

  it('an off-board may not be run through', () => {
    const g = new TrackGraph(tinyTitle(), { ...board(), A4: laid('57', 1, [[]]) });
    const r = run(g, 'X', [
      {
        train: '3-0',
        connections: [
          ['B5', 'B3', 'A2'],
          ['A2', 'A4'],
        ],
      },
    ]);
    expect(r).toMatchObject({ ok: false, error: expect.stringMatching(/may not run through the off-board A2-0/) });
  });

  it('at most one stop of a group (1830 Canada, Gulf)', () => {
    const hexes: MapHex[] = TINY_HEXES.map((h) =>
      h.id === 'A2' ? { ...h, tile: { ...h.tile, stops: [{ type: 'offboard', revenue: 20, group: 'Gulf' }] } } : h,
    );
    const g = new TrackGraph(tinyTitle(hexes), board());
    const r = run(g, 'X', [
      {
        train: '3-0',
        connections: [
          ['A2', 'B3', 'B5'],
          ['B5', 'B7'],
          ['B7', 'C8'],
        ],
      },
    ]);
    expect(r).toMatchObject({ ok: false });
    if (!r.ok) expect(r.error).toMatch(/too many stops|only one stop of Gulf/);
    const d = validateRoutes(
      g,
      'X',
      [
        {
          train: 'D',
          connections: [
            ['A2', 'B3', 'B5'],
            ['B5', 'B7'],
            ['B7', 'C8'],
          ],
        },
      ],
      { D: { name: 'D', distance: 999 } },
      'yellow',
    );
    expect(d).toMatchObject({ ok: false, error: expect.stringMatching(/may visit only one stop of Gulf/) });
  });

  it('terminal track may end a route but not be run through', () => {
    const hexes: MapHex[] = TINY_HEXES.map((h) =>
      h.id === 'B3' ? { id: 'B3', color: 'gray', tile: { paths: [{ a: { edge: 2 }, b: { edge: 4 }, terminal: true }] } } : h,
    );
    const g = new TrackGraph(tinyTitle(hexes), { B5: laid(null, 0, [['X']]) });
    const r = run(g, 'X', [{ train: '2-0', connections: [['B5', 'B3', 'A2']] }]);
    expect(r).toMatchObject({ ok: false, error: expect.stringMatching(/terminal track in B3/) });
  });

  it('a junction is run through without counting as a stop', () => {
    const g = new TrackGraph(tinyTitle(), {
      C6: laid('57', 0, [['X']]), // city, sides SW and NE (toward B7)
      B7: laid('J', 5), // junction joining SW (C6) and NE (A8)
      A8: laid('3', 0), // town 10, sides SW and W
    });
    expect(run(g, 'X', [{ train: '2-0', connections: [['C6', 'B7', 'A8']] }])).toMatchObject({ ok: true, revenues: [30] });
  });
});

describe('hexes with two cities (OO, NY): the reading with a station wins; recorded nodes decide', () => {
  const oo = () => new TrackGraph(tinyTitle(), { ...board(), B5: laid('OO1', 1, [['X'], []]) }); // city 0 W, city 1 E

  it('each connection starts at the city its track reaches', () => {
    const g = oo();
    expect(run(g, 'X', [{ train: '2-0', connections: [['B5', 'B3', 'A2']] }])).toMatchObject({ ok: true, revenues: [40] });
    const r = run(g, 'X', [{ train: '2-0', connections: [['B5', 'B7']] }]);
    expect(r).toMatchObject({ ok: false, error: expect.stringMatching(/must include a station of X/) });
  });

  it('recorded nodes only order the readings: titles may number stops differently (18NY "F20-1")', () => {
    const g = oo();
    const r = run(g, 'X', [{ train: '2-0', connections: [['B5', 'B3', 'A2']], nodes: ['B5-1', 'A2-0'] }]);
    expect(r).toMatchObject({ ok: true, revenues: [40] });
    if (r.ok) expect(r.routes[0]!.nodes.map((n) => g.nodeName(n))).toEqual(['B5-0', 'A2-0']);
  });
});

describe('segmented trains and hooks', () => {
  const route = [
    {
      train: 't',
      connections: [
        ['A2', 'B3', 'B5'],
        ['B5', 'B7'],
        ['B7', 'C8'],
      ],
    },
  ];

  it('1846 "3/5": visits up to 5 cities/off-boards, pays the best 3 including a station', () => {
    const g = new TrackGraph(tinyTitle(), board());
    const t = { name: '3/5', distance: [{ nodes: ['city', 'offboard'] as ('city' | 'offboard')[], pay: 3, visit: 5 }] };
    expect(validateRoutes(g, 'X', route, { t }, 'yellow')).toMatchObject({ ok: true, revenues: [30 + 30 + 30] });
    expect(validateRoutes(g, 'X', route, { t }, 'brown')).toMatchObject({ ok: true, revenues: [40 + 30 + 60] });
  });

  it('visiting more than the train may is refused', () => {
    const g = new TrackGraph(tinyTitle(), board());
    const t = { name: '2/3', distance: [{ nodes: ['city', 'offboard'] as ('city' | 'offboard')[], pay: 2, visit: 3 }] };
    const r = validateRoutes(g, 'X', route, { t }, 'yellow');
    expect(r).toMatchObject({ ok: false, error: expect.stringMatching(/too many city stops for a 2\/3 train/) });
  });

  it('18NY 4DE: pays the best 4, doubled', () => {
    const g = new TrackGraph(tinyTitle(), board());
    const t = { name: '4DE', distance: [{ nodes: ['city', 'offboard', 'town'] as ('city' | 'offboard' | 'town')[], pay: 4, visit: 99, multiplier: 2 }] };
    expect(validateRoutes(g, 'X', route, { t }, 'yellow')).toMatchObject({ ok: true, revenues: [2 * (20 + 30 + 30 + 30)] });
  });

  it('stops the title does not let pay are run through (mayPay; 18NY DE trains: only stations and off-boards)', () => {
    const g = new TrackGraph(tinyTitle(), board());
    const t = { name: '4DE', distance: [{ nodes: ['city', 'offboard', 'town'] as ('city' | 'offboard' | 'town')[], pay: 4, visit: 99, multiplier: 2 }] };
    // B7 (a city without X's station) is passed through: A2, B5 and C8 pay.
    const mayPay = (node: number) => g.stopRef(node).hex !== 'B7';
    expect(validateRoutes(g, 'X', route, { t }, 'yellow', { mayPay })).toMatchObject({ ok: true, revenues: [2 * (20 + 30 + 30)] });
  });

  it('bonus and extra validation hooks (1846 east-west style)', () => {
    const g = new TrackGraph(tinyTitle(), board());
    const ew = (stops: readonly number[]) => {
      const hexes = stops.map((n) => g.stopRef(n).hex);
      return hexes.includes('A2') && hexes.includes('C8') ? 100 : 0;
    };
    const r = validateRoutes(g, 'X', [{ train: '3-0', connections: route[0]!.connections }], { '3-0': { name: '4', distance: 4 } }, 'yellow', {
      bonus: (_route, stops) => ew(stops),
    });
    expect(r).toMatchObject({ ok: true, revenues: [110 + 100] });
    const refused = validateRoutes(g, 'X', [{ train: '3-0', connections: route[0]!.connections }], { '3-0': { name: '4', distance: 4 } }, 'yellow', {
      extraValidation: () => 'not today',
    });
    expect(refused).toMatchObject({ ok: false, error: 'not today' });
  });

  it('towns may be free of distance (townVisitCost 0)', () => {
    const g = new TrackGraph(tinyTitle(), {
      C6: laid('57', 0, [['X']]),
      B7: laid('J', 5),
      A8: laid('3', 0),
    });
    const one = { t: { name: '1', distance: 1 } };
    expect(validateRoutes(g, 'X', [{ train: 't', connections: [['C6', 'B7', 'A8']] }], one, 'yellow')).toMatchObject({ ok: false });
    expect(validateRoutes(g, 'X', [{ train: 't', connections: [['C6', 'B7', 'A8']] }], one, 'yellow', { townVisitCost: 0 })).toMatchObject({
      ok: true,
      revenues: [30],
    });
  });
});

describe('trains counting hexes (18NY §5 "H" trains)', () => {
  it('a 2H train runs two hexes beyond its station; off-board hexes are not counted', () => {
    const g = new TrackGraph(tinyTitle(), board());
    const h = (name: string, distance: number): RouteTrain => ({ name, distance, distanceUnit: 'hexes' });
    // B5 → B3 → A2: hexes B5, B3 (A2 is red): 1 hex travelled.
    expect(validateRoutes(g, 'X', [{ train: 't', connections: [['B5', 'B3', 'A2']] }], { t: h('1H', 1) }, 'yellow')).toMatchObject({
      ok: true,
      revenues: [50],
    });
    // A2 → B3 → B5 → B7 → C8: B3, B5, B7 counted → 2 hexes travelled.
    const long = [
      {
        train: 't',
        connections: [
          ['A2', 'B3', 'B5'],
          ['B5', 'B7'],
          ['B7', 'C8'],
        ],
      },
    ];
    expect(validateRoutes(g, 'X', long, { t: h('2H', 2) }, 'yellow')).toMatchObject({ ok: true, revenues: [110] });
    expect(validateRoutes(g, 'X', long, { t: h('1H', 1) }, 'yellow')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/2 is too many hexes for a 1H train/),
    });
  });
});

describe('junctions', () => {
  it('a route may cross a four-way junction twice on different paths (recorded 1817 game 15528, E16)', () => {
    const title = tinyTitle(undefined, [
      ...TINY_TILES,
      { id: 'JX', color: 'brown', stops: [{ type: 'junction', revenue: 0 }], paths: [0, 1, 3, 4].map((e) => ({ a: { edge: e }, b: { stop: 0 } })) },
    ]);
    // B5: a four-way junction (W, NW, E, SE). The route B3 → B5 → B7 → C6 → B5 → A4 crosses it W–E, then SE–NW.
    const g = new TrackGraph(title, {
      B5: laid('JX', 1),
      B3: laid('57', 1, [['X']]), // city 20 on E
      B7: laid('3', 0), // town 10 on W and SW
      C6: laid('3', 2), // town 10 on NW and NE
      A4: laid('57', 2, [[]]), // city 20 on SE
    });
    const r = validateRoutes(
      g,
      'X',
      [
        {
          train: 't',
          connections: [
            ['B3', 'B5', 'B7'],
            ['B7', 'C6'],
            ['C6', 'B5', 'A4'],
          ],
        },
      ],
      { t: { name: '4', distance: 4 } },
      'yellow',
    );
    expect(r).toMatchObject({ ok: true, revenues: [60] });
  });
});
