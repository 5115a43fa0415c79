import type { Action, ActionOf } from '../../actions';
import type { Ctx } from '../../context';
import { canGain } from '../../certs';
import { ability, closeCompany } from '../../companies';
import { certsOf, corp, log, player, playerKey, playerOfKey } from '../../entities';
import { floatIfReady } from '../../floating';
import type { ShareOption } from '../../legal';
import { check } from '../../result';
import { bundleOf, transferShares } from '../../shares';
import { ipoKey, POOL } from '../../state';
import type { StockStep } from './step';

/**
 * 1830 Mohawk & Hudson: its owner exchanges it for a 10% NYC share from the IPO or the pool; it then closes. Possible
 * at any time, also out of turn and in operating rounds (the operating round's `exchange` step calls this too).
 */
export function exchangeCompany(c: Ctx, a: Action): void {
  const action = a as ActionOf<'buy_shares'>;
  const sym = String(action.entity);
  const co = c.s.companies[sym];
  check(co && !co.closed && co.owner?.startsWith('p:'), () => `${sym} cannot be exchanged`);
  const ex = ability(c, sym, 'exchange');
  check(ex, () => `${sym} has no exchange ability`);
  const b = bundleOf(c, action.shares, action.percent);
  check(ex.corporations.includes(b.corp), () => `${sym} exchanges only for ${ex.corporations.join(', ')}`);
  const from = b.certs[0].owner;
  check((from === ipoKey(b.corp) && ex.from.includes('ipo')) || (from === POOL && ex.from.includes('market')), () => `${b.certs[0].id} is not available`);
  const id = playerOfKey(co.owner!);
  check(canGain(c, id, b.corp, b.percent, true), () => `player ${id} may not hold more of ${b.corp}`);
  transferShares(c, b, playerKey(id));
  log(c, `${player(c, id).name} exchanges ${sym} for ${b.percent}% of ${b.corp}`);
  closeCompany(c, sym);
  floatIfReady(c, corp(c, b.corp));
}

export const exchangeStep: StockStep = {
  name: 'exchange',
  accepts: (_c, a) => a.type === 'buy_shares' && a.entity_type === 'company',
  process: exchangeCompany,
  // Offered to the acting player for the privates they own.
  legal(_game, c, id, ok) {
    const out = [];
    for (const co of Object.values(c.s.companies)) {
      if (co.closed || co.owner !== playerKey(id)) continue;
      const ex = ability(c, co.sym, 'exchange');
      if (!ex) continue;
      const options: ShareOption[] = [];
      for (const sym of ex.corporations) {
        for (const src of [ipoKey(sym), POOL]) {
          const cert = certsOf(c, sym, src).find((x) => !x.president);
          if (cert && ok({ type: 'buy_shares', entity: co.sym, entity_type: 'company', shares: [cert.id], percent: cert.percent }))
            options.push({ corporation: sym, shares: [cert.id], percent: cert.percent, price: 0, from: src === POOL ? 'pool' : 'ipo' });
        }
      }
      if (options.length) out.push({ type: 'buy_shares' as const, entity: co.sym, entityType: 'company' as const, options });
    }
    return out;
  },
};
