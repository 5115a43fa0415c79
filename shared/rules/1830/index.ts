import { addDepotTrain } from '../../engine/transfer/trains';
import type { TitleRules } from '../types';
import { standardRules } from '../standard';
import { buyCompanyStep, hasUsableAbility } from '../../engine/rounds/or/buyCompany';

/**
 * 1830: the standard rules are 1830's rules (the waterfall auction, full capitalisation, sell-buy-sell).
 * Two optional rules (18xx.games names): `multiple_brown_from_ipo` and `optional_6_train`.
 */
export const rules1830: TitleRules = {
  ...standardRules,
  id: '1830',
  optionalRules: ['multiple_brown_from_ipo', 'optional_6_train'],
  setup(c) {
    if (c.s.optionalRules.includes('optional_6_train')) addDepotTrain(c, '6');
  },
  // 1830 §5.2: several shares per turn in the brown zone come from the pool only, unless the optional rule lets
  // them come from the IPO too.
  multipleBuyOnlyFromMarket: (c) => !c.s.optionalRules.includes('multiple_brown_from_ipo'),
  steps: {
    // After buying trains the turn waits for the president's word while a private may still be bought or a private's
    // ability used (the C&StL's tile on B20, 1830 §3.0): 18xx.games waits for a pass there, and its logs have it.
    company: { ...buyCompanyStep, active: (c, k) => buyCompanyStep.active(c, k) || hasUsableAbility(c, k) },
  },
};
