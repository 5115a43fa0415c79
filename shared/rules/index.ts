import type { TitleDef } from '../title/types';
import type { TitleRules } from './types';
import { standardRules } from './standard';
import { rules1830 } from './1830/index';
import { rules1846 } from './1846/index';

/** Title rules modules by id; a title names its module in `rules`. */
const REGISTRY: Record<string, TitleRules> = {
  standard: standardRules,
  '1830': rules1830,
  '1846': rules1846,
};

export function rulesFor(title: TitleDef): TitleRules {
  return REGISTRY[title.rules ?? title.id] ?? standardRules;
}

/**
 * Can a game of this title be played: are its rules here? A title without a `rules` module plays by the standard
 * rules (a designer's data-only title); one naming a module not registered yet (1870, 18NY, 1817 today) is not
 * playable until its module lands in this registry.
 */
export function hasRules(title: Pick<TitleDef, 'id' | 'rules'>): boolean {
  return title.rules === undefined || title.rules in REGISTRY;
}

export function registerRules(rules: TitleRules): void {
  REGISTRY[rules.id] = rules;
}
