import type { ActionOf } from '../../actions';
import type { Ctx } from '../../context';
import { canGain, gainCheck } from '../../certs';
import { corp, corporationList, log, player, sharePercent } from '../../entities';
import { setPosition } from '../../market';
import { check } from '../../result';
import type { CorporationState, PlayerId } from '../../state';
import { buyBundle } from './buy';
import { checkPlayerAction } from './sell';
import type { StockStep } from './step';
import { recordAction, sr } from './turn';

/** Starting a corporation (1830 §5.2): its president's certificate bought at a par price the buyer chooses. */

/** The par cell an action's `share_price` ("price,row,column") names; refused unless it is a par cell of the market. */
export function parCell(c: Ctx, sharePrice: string): { price: number; row: number; col: number } {
  const [price, row, col] = sharePrice.split(',').map(Number);
  const cell = c.t.cell(row, col);
  check(cell && cell.price === price && cell.zones?.includes('par'), () => `${sharePrice} is not a par price`);
  return { price, row, col };
}

/** Sets the par price and puts the price marker on the market (the president's certificate is bought separately). */
export function setPar(c: Ctx, k: CorporationState, cell: { price: number; row: number; col: number }): void {
  k.parPrice = cell.price;
  setPosition(c, k, cell.row, cell.col);
  k.ipoed = true;
}

const presidentCertOf = (c: Ctx, sym: string) => c.s.certificates[c.s.certOrder[sym][0]];

/** Could the player par some corporation at the cheapest par price? */
function canParAny(c: Ctx, id: PlayerId): boolean {
  if (sr(c).turn.bought) return false;
  const cash = player(c, id).cash;
  const gain = gainCheck(c, id);
  for (const k of corporationList(c)) {
    const sym = k.sym;
    if (k.closed || k.ipoed || c.t.corporation.get(sym)?.type === 'minor' || c.rules.mayPar?.(c, k) === false) continue;
    const pres = presidentCertOf(c, sym);
    if (cash >= (c.t.cheapestPar * pres.percent) / sharePercent(c, sym) && gain(sym, pres.percent)) return true;
  }
  return false;
}

export const parStep: StockStep = {
  name: 'par',
  accepts: (_c, a) => a.type === 'par',
  process(c, a) {
    const action = a as ActionOf<'par'>;
    const id = checkPlayerAction(c, action);
    const t = sr(c).turn;
    check(!t.bought, 'only one purchase per turn');
    const sym = action.corporation;
    const k = corp(c, sym);
    check(!k.ipoed, () => `${sym} has already been parred`);
    check(c.t.corporation.get(sym)?.type !== 'minor', () => `${sym} cannot be parred`);
    check(c.rules.mayPar?.(c, k) !== false, () => `${sym} cannot be parred now`);
    const cell = parCell(c, action.share_price);
    const pres = presidentCertOf(c, sym);
    const cost = (cell.price * pres.percent) / sharePercent(c, sym);
    check(player(c, id).cash >= cost, () => `player ${id} cannot afford ${cost}`);
    check(canGain(c, id, sym, pres.percent), 'certificate limit reached');
    setPar(c, k, cell);
    log(c, `${player(c, id).name} pars ${sym} at ${cell.price}`);
    buyBundle(c, id, { corp: sym, certs: [pres], percent: pres.percent }, cell.price);
    c.rules.afterPar?.(c, k);
    t.bought = true;
    t.boughtFrom = sym;
    recordAction(c, 'par');
  },
  canAct: canParAny,
  legal(_game, c, id, ok) {
    const cheapest = c.t.parCells.reduce((lo, x) => (x.price < lo.price ? x : lo), c.t.parCells[0]);
    if (!cheapest) return [];
    const corporations = Object.values(c.s.corporations)
      .filter((k) => !k.closed && !k.ipoed)
      .filter((k) =>
        ok({ type: 'par', entity: id, entity_type: 'player', corporation: k.sym, share_price: `${cheapest.price},${cheapest.row},${cheapest.col}` }),
      )
      .map((k) => k.sym);
    if (!corporations.length) return [];
    const cash = player(c, id).cash;
    return [{ type: 'par', entity: id, corporations, prices: c.t.parCells.filter((x) => x.price * 2 <= cash) }];
  },
};
