import type { TitleRules } from './types';
import { standardRules } from './standard';

/**
 * 1830: the standard rules are 1830's rules (the waterfall auction, full capitalisation, sell-buy-sell).
 */
export const rules1830: TitleRules = {
  ...standardRules,
  id: '1830',
  // 1830 §5.2: several shares per turn in the brown zone come from the pool only, unless the optional rule lets
  // them come from the IPO too.
  multipleBuyOnlyFromMarket: (c) => !c.s.optionalRules.includes('multiple_brown_from_ipo'),
};
