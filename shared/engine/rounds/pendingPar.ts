import type { ActionOf } from '../actions';
import { corp, log, player, sharePercent } from '../entities';
import { pay } from '../transfer/cash';
import { floatIfReady } from '../floating';
import type { PendingStep } from '../pending';
import { resolvePending } from '../pending';
import { parCell, setPar } from './sr/par';
import { corpKey, type PlayerId } from '../state';

/**
 * A president's certificate that came with a private company (1830 B&O: "the purchaser of this private company must
 * immediately set the par value of the B&O") leaves its owner a par price to set before anything else happens.
 * Raised by `acquireCompany` as the decision `{ kind: 'par', entity: <player>, corporation }`.
 */
export const parStep: PendingStep = {
  kind: 'par',
  traceName: 'CompanyPendingPar',
  actor: (_c, p) => p.entity as PlayerId,
  asks: (_c, p) => `set the par price of ${p.corporation}`,
  accepts: (_c, p, a) => a.type === 'par' && a.entity === p.entity && a.corporation === p.corporation,
  process(c, p, a) {
    const action = a as ActionOf<'par'>;
    const cell = parCell(c, action.share_price);
    const k = corp(c, String(p.corporation));
    setPar(c, k, cell);
    log(c, `${player(c, p.entity as PlayerId).name} pars ${k.sym} at ${cell.price}`);
    resolvePending(c, p);
    // Incremental capitalisation: the corporation is paid for every share it issues, so the bank pays it for the
    // certificate that came with the private (18NY D&H: $200 at a $100 par), as if it had been bought at par.
    if ((c.rules.capitalization?.(c, k.sym) ?? c.title.stock.capitalization) === 'incremental') {
      const cert = c.s.certificates[c.s.certOrder[k.sym][0]];
      pay(c, 'bank', corpKey(k.sym), (cell.price * cert.percent) / sharePercent(c, k.sym));
    }
    // A president's certificate may be enough to float (1870 Frisco: 20%).
    floatIfReady(c, k);
    c.rules.afterPar?.(c, k);
  },
  legal: (_game, c, p) => [{ type: 'par', entity: p.entity as PlayerId, corporations: [String(p.corporation)], prices: c.t.parCells }],
};
