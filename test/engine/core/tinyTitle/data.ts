import type { TitleDef } from '../../../../shared/title/types';
import { loadTitle } from '../../../support/fixtures';

/** The tiny title's minor: one certificate of two shares, one station, at home in Pittsburgh. */
export const MINOR = 'M1';

/**
 * The tiny title's data: 1830's, with one minor company added beside the eight majors (a title is its data plus its
 * rules module; a real title keeps its data in `titles/<id>/`).
 */
export function tinyTitle(): TitleDef {
  const t = structuredClone(loadTitle('1830'));
  t.id = 'tiny';
  t.name = 'Tiny';
  t.corporations.push({
    sym: MINOR,
    name: 'Minor One',
    type: 'minor',
    shares: [100],
    floatPercent: 100,
    maxOwnershipPercent: 100,
    tokens: [0],
    color: '#777777',
    home: 'H10',
  });
  return t;
}
