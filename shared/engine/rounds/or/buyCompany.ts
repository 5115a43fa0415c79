import type { ActionOf } from '../../actions';
import type { Ctx } from '../../context';
import { ability } from '../../companies';
import { log } from '../../entities';
import { pay } from '../../transfer/cash';
import { check } from '../../result';
import { corpKey, type CorporationState } from '../../state';
import { phaseDef } from '../../trains';
import { byCorp, orTurn } from './common';
import type { OrStep } from './steps';
import type { LegalOffer } from '../../offers';
import { moveCompany } from '../../transfer/companies';

/**
 * Corporations buying private companies from players (1830 §6.7): from phase 3, at any point of the turn, for half to
 * twice face value. Some privates may never be sold to a corporation (1830 B&O private).
 */

export function minCompanyPrice(c: Ctx, sym: string): number {
  const def = c.t.company.get(sym)!;
  return Math.ceil(def.value * (def.minPriceFactor ?? 0.5));
}

export function maxCompanyPrice(c: Ctx, sym: string): number {
  const own = c.rules.maxCompanyPrice?.(c, sym);
  if (own !== undefined) return own;
  const def = c.t.company.get(sym)!;
  return Math.floor(def.value * (def.maxPriceFactor ?? 2));
}

export function companiesPhaseOpen(c: Ctx): boolean {
  return (phaseDef(c).status ?? []).includes('can_buy_companies');
}

/** Privates the corporation could buy now (the title may decide: 1870 MP and SSW buy the river bridge in phase 1). */
export function purchasableCompanies(c: Ctx, k: CorporationState): string[] {
  const own = c.rules.companiesForSale?.(c, k);
  if (own) return own.filter((sym) => purchasable(c, sym));
  if (!companiesPhaseOpen(c)) return [];
  return c.title.companies.map((d) => d.sym).filter((sym) => purchasable(c, sym));
}

function purchasable(c: Ctx, sym: string): boolean {
  const co = c.s.companies[sym];
  return !!co && !co.closed && !!co.owner?.startsWith('p:') && !ability(c, sym, 'no_buy');
}

/** Is some private for sale to the corporation, at no more than `cash` (`purchasableCompanies` without the list)? */
export function canBuyAnyCompany(c: Ctx, k: CorporationState, cash = Infinity): boolean {
  if (c.rules.companiesForSale) return purchasableCompanies(c, k).some((sym) => minCompanyPrice(c, sym) <= cash);
  if (!companiesPhaseOpen(c)) return false;
  for (const d of c.title.companies) if (purchasable(c, d.sym) && minCompanyPrice(c, d.sym) <= cash) return true;
  return false;
}

function canBuyAny(c: Ctx, k: CorporationState): boolean {
  return canBuyAnyCompany(c, k, k.cash);
}

export function buyCompany(c: Ctx, k: CorporationState, a: ActionOf<'buy_company'>): void {
  const sym = a.company;
  check(c.rules.companiesForSale || companiesPhaseOpen(c), 'privates may not be bought by corporations in this phase');
  check(purchasableCompanies(c, k).includes(sym), () => `${sym} cannot be bought`);
  const lo = minCompanyPrice(c, sym);
  const hi = maxCompanyPrice(c, sym);
  check(a.price >= lo && a.price <= hi, () => `${sym} costs between ${lo} and ${hi}`);
  check(k.cash >= a.price, () => `${k.sym} cannot pay ${a.price}`);
  const co = c.s.companies[sym];
  pay(c, corpKey(k.sym), co.owner!, a.price);
  moveCompany(c, sym, corpKey(k.sym));
  log(c, `${k.sym} buys ${sym} for ${a.price}`);
}

/** Buying a private at any point of the turn. */
export const buyCompanyAnyStep: OrStep = {
  name: 'buy_company_any',
  active: () => false,
  accepts: (c, k, a) => byCorp(k, a) && a.type === 'buy_company',
  offers: () => [],
  process(c, a) {
    buyCompany(c, c.s.corporations[a.entity as string], a as ActionOf<'buy_company'>);
  },
};

/**
 * Has the corporation a private's ability it may still use in this turn: one of its own privates' abilities for
 * "the owning corporation's turn" with uses left (1830 C&StL's tile on B20), or its president's for "the owning
 * player's corporation's turn"? Abilities without a time of use are passive (1830 D&H's lay comes with the track).
 */
export function hasUsableAbility(c: Ctx, k: CorporationState): boolean {
  for (const def of c.title.companies) {
    const co = c.s.companies[def.sym];
    if (!co || co.closed || !co.owner) continue;
    const corpOwned = co.owner === corpKey(k.sym);
    const presidentOwned = k.president !== null && co.owner === `p:${k.president}`;
    if (!corpOwned && !presidentOwned) continue;
    for (const [i, a] of (def.abilities ?? []).entries()) {
      const when = (a as { when?: string[] | string }).when;
      const times = Array.isArray(when) ? when : when ? [when] : [];
      const owner = (a as { ownerType?: string }).ownerType;
      const now = corpOwned
        ? owner !== 'player' && times.some((t) => t === 'owning_corp_or_turn' || t === 'any')
        : owner !== 'corporation' && times.includes('owning_player_or_turn');
      const left = co.uses[i] ?? (a as { count?: number }).count ?? Infinity;
      if (now && left > 0) return true;
    }
  }
  return false;
}

/**
 * Privates the operating corporation may buy, each with the range of prices the engine accepts (the title's range,
 * its own floor such as 1846's $1, what the corporation can pay), checked at both ends by a dry run.
 */
export function companyOffers(c: Ctx, k: CorporationState, ok: (a: Record<string, unknown>) => boolean): LegalOffer[] {
  const options: { company: string; min: number; max: number }[] = [];
  const buy = (company: string, price: number) => ok({ type: 'buy_company', entity: k.sym, entity_type: 'corporation', company, price });
  for (const company of purchasableCompanies(c, k)) {
    const max = Math.min(maxCompanyPrice(c, company), k.cash);
    const min = [minCompanyPrice(c, company), 1].find((p) => p <= max && buy(company, p));
    if (min !== undefined && buy(company, max)) options.push({ company, min, max });
  }
  return options.length ? [{ type: 'buy_company', entity: k.sym, options }] : [];
}

/** The last chance to buy privates before the turn ends (a step of its own, passed explicitly). */
export const buyCompanyStep: OrStep = {
  name: 'company',
  active: (c, k) => canBuyAny(c, k),
  accepts: (c, k, a) => byCorp(k, a) && (a.type === 'buy_company' || a.type === 'pass'),
  offers: () => ['buy_company', 'pass'],
  legal: (_game, c, k, ok) => [...companyOffers(c, k, ok), { type: 'pass', entity: k.sym, entityType: 'corporation', label: 'Done buying privates' }],
  process(c, a) {
    if (a.type === 'pass') {
      orTurn(c).done.push('company');
      return;
    }
    buyCompany(c, c.s.corporations[a.entity as string], a as ActionOf<'buy_company'>);
  },
};
