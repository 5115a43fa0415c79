import type { Ctx } from '../../context';
import type { OrStep } from './steps';
import { exchangeCompany } from '../sr/exchange';

/** A private's owner exchanges it for a share between turns (1830 Mohawk & Hudson), also during operating rounds. */
export const exchangeStep: OrStep = {
  name: 'exchange',
  active: () => false,
  accepts: (_c, _k, a) => a.type === 'buy_shares' && a.entity_type === 'company',
  offers: () => [],
  process: (c: Ctx, a) => exchangeCompany(c, a),
};
