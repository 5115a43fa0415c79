import type { ActionOf } from '../../../../shared/engine/actions';
import { resizeCertificates, shareCount } from '../../../../shared/engine/certSize';
import { canGain } from '../../../../shared/engine/certs';
import type { Ctx } from '../../../../shared/engine/context';
import { corp, log, player } from '../../../../shared/engine/entities';
import { setPosition } from '../../../../shared/engine/market';
import { check } from '../../../../shared/engine/result';
import type { OrStep } from '../../../../shared/engine/rounds/or/steps';
import { transferShares } from '../../../../shared/engine/shares';
import { corpKey, playerKey, type PlayerId } from '../../../../shared/engine/state';
import { pay } from '../../../../shared/engine/transfer/cash';
import { MINOR } from './data';

/**
 * The tiny title's minor: started in the charter call at the lowest par, its one certificate (two shares) costing the
 * starter two shares' price, paid into its treasury (no float percentage: it operates at once). It lays one tile a
 * turn and need not own a train. At any time of its turn it may convert once into a company of five shares (a
 * resizable certificate): its owner's certificate becomes 40%, three 20% shares go to its treasury for sale.
 */

/** The minor's price: the lowest par. */
export const minorPar = (c: Ctx) => c.t.parCells.reduce((low, x) => (x.price < low.price ? x : low));

export function whyNoMinor(c: Ctx, id: PlayerId): string | null {
  const k = corp(c, MINOR);
  if (k.ipoed) return `${MINOR} has been started`;
  if (player(c, id).cash < 2 * minorPar(c).price) return `${player(c, id).name} cannot pay for ${MINOR}`;
  if (!canGain(c, id, MINOR, 100)) return 'certificate limit reached';
  return null;
}

export function startMinor(c: Ctx, id: PlayerId, a: ActionOf<'par'>): void {
  check(a.corporation === MINOR, () => `only ${MINOR} is started in the charter call`);
  const why = whyNoMinor(c, id);
  check(!why, () => why!);
  const cell = minorPar(c);
  check(a.share_price === `${cell.price},${cell.row},${cell.col}`, () => `${MINOR} starts at ${cell.price}`);
  const k = corp(c, MINOR);
  k.parPrice = cell.price;
  k.ipoed = true;
  k.floated = true;
  setPosition(c, k, cell.row, cell.col);
  pay(c, playerKey(id), corpKey(MINOR), 2 * cell.price);
  const cert = c.s.certificates[c.s.certOrder[MINOR][0]];
  transferShares(c, { corp: MINOR, certs: [cert], percent: cert.percent }, playerKey(id));
  log(c, `${player(c, id).name} starts ${MINOR} at ${cell.price}`);
}

/** The minor converts into a company of five shares, once, at any time of its turn. */
export const convertStep: OrStep = {
  name: 'convert',
  active: () => false,
  accepts: (_c, k, a) => a.type === 'convert' && a.entity === k.sym,
  offers: () => ['convert'],
  process(c, a) {
    const k = corp(c, String(a.entity));
    check(k.minor && shareCount(c, k.sym) === 2, () => `${k.sym} cannot convert`);
    resizeCertificates(c, k.sym, 5);
    log(c, `${k.sym} converts into a company of 5 shares`);
  },
  legal: (_game, c, k) => (k.minor && shareCount(c, k.sym) === 2 ? [{ type: 'convert', entity: k.sym, from: 2, to: 5 }] : []),
};
