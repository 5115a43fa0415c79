import { abilities } from '../../engine/companies';
import type { Ctx } from '../../engine/context';
import { buyCompanyStep } from '../../engine/rounds/or/buyCompany';
import type { OrStep } from '../../engine/rounds/or/steps';
import { corpKey, type CorporationState } from '../../engine/state';
import { tokenAbilityUsable } from './tokenAbility';

function hasTurnAbility(c: Ctx, k: CorporationState): boolean {
  return Object.values(c.s.companies).some(
    (co) =>
      !co.closed &&
      co.owner === corpKey(k.sym) &&
      abilities(c, co.sym).some(
        (a, i) => (((a as { when?: string[] }).when ?? []) as string[]).includes('owning_corp_or_turn') && co.uses[i] !== 0 && tokenAbilityUsable(k, a),
      ),
  );
}

/**
 * The last step of a turn, buying privates (18xx.games' blocking BuyCompany): it also waits for the company's pass
 * while a private it owns has an ability usable during its turn (the Stagecoach's token), as 18xx.games does.
 */
export const companyStep18NY: OrStep = {
  ...buyCompanyStep,
  active: (c, k) => buyCompanyStep.active(c, k) || hasTurnAbility(c, k),
};
