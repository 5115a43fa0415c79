import type { TitleDef } from '../title/types';
import type { TitleRules } from './types';
import { standardRules } from './standard';
import { rules1830 } from './1830/index';
import { rules1846 } from './1846/index';
import { rules1870 } from './1870/index';
import { rules1817 } from './1817/index';
import { rules18NY } from './18NY/index';

/** Title rules modules by id; a title names its module in `rules`. */
const REGISTRY: Record<string, TitleRules> = {
  standard: standardRules,
  '1830': rules1830,
  '1846': rules1846,
  '1870': rules1870,
  '1817': rules1817,
  '18NY': rules18NY,
};

export function rulesFor(title: TitleDef): TitleRules {
  return REGISTRY[title.rules ?? title.id] ?? standardRules;
}

/** Whether a rules module of this name is registered (a title naming another plays by the standard rules). */
export function isRulesModule(name: string): boolean {
  return name in REGISTRY;
}

/** The registered rules modules' names, the standard rules first (the editor's choice of rules). */
export function rulesModuleNames(): string[] {
  return [
    'standard',
    ...Object.keys(REGISTRY)
      .filter((n) => n !== 'standard')
      .sort(),
  ];
}

/** The rules module a title names, or the standard rules' name: what a copy of it must name to play the same. */
export function rulesNameOf(title: Pick<TitleDef, 'id' | 'rules'>): string {
  const name = title.rules ?? title.id;
  return isRulesModule(name) ? name : (title.rules ?? 'standard');
}

/**
 * Can a game of this title be played: are its rules here? A title without a `rules` module plays by the standard
 * rules (a designer's data-only title); one naming a module not registered (or not offered yet) is not playable.
 */
export function hasRules(title: Pick<TitleDef, 'id' | 'rules'>): boolean {
  return title.rules === undefined || (title.rules in REGISTRY && !NOT_OFFERED.has(title.rules));
}

/**
 * Modules that replay recorded games but are not offered for new games yet: none now. 18NY joined New game with issue
 * #13 done, 1817 with issue #14 (every action by mouse, the red and gray zones explained).
 */
const NOT_OFFERED = new Set<string>([]);

/** The title a game file's `title` names: a variant 18xx.games keeps apart ("1846 2p Variant") is a game of its title. */
export function titleOfGameFile(name: string): string {
  for (const r of Object.values(REGISTRY)) if (r.gameFileVariants?.some((v) => v.title === name)) return r.id;
  return name;
}

/** The `title` of a game file 18xx.games can load: the variant's name where it keeps one apart for that many players. */
export function gameFileTitle(titleId: string, players: number): string {
  return REGISTRY[titleId]?.gameFileVariants?.find((v) => v.players === players)?.title ?? titleId;
}

export function registerRules(rules: TitleRules): void {
  REGISTRY[rules.id] = rules;
}
