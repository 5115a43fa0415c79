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

export function registerRules(rules: TitleRules): void {
  REGISTRY[rules.id] = rules;
}
