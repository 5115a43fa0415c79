import type { TitleRules } from './types';
import { standardRules } from './standard';

/**
 * 1830: the standard rules are 1830's rules (the waterfall auction, full capitalisation, sell-buy-sell). Only the
 * optional rule `multiple_brown_from_ipo` differs, and the stock round reads it directly.
 */
export const rules1830: TitleRules = { ...standardRules, id: '1830' };
