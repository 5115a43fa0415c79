import { describe, expect, it } from 'vitest';
import type { ResolvedRoute } from '../../shared/graph/types';
import { mailBonus } from '../../shared/rules/1846/routes';

/** 1846 §6.6 Mail Contract: $10 per stop to the run's route visiting most stops, decided from the routes alone. */
const route = (train: string, stops: number): ResolvedRoute => ({ train, nodes: Array.from({ length: stops }, (_, i) => i), paths: [] });

describe('1846 Mail Contract: a bonus of the whole run', () => {
  const CASES: { name: string; routes: ResolvedRoute[]; want: number[] }[] = [
    { name: 'the route visiting most stops earns $10 per stop', routes: [route('2-0', 2), route('5-0', 5), route('4-1', 4)], want: [0, 50, 0] },
    { name: 'of equally long routes, the higher train id earns it', routes: [route('4-1', 4), route('4-0', 4)], want: [40, 0] },
    { name: 'a higher train id wins whatever the order of routes', routes: [route('4-0', 4), route('4-1', 4)], want: [0, 40] },
    { name: 'a run of one route', routes: [route('6-0', 7)], want: [70] },
    { name: 'no routes, no bonus', routes: [], want: [] },
  ];
  for (const c of CASES) it(c.name, () => expect(mailBonus(c.routes)).toEqual(c.want));
});
