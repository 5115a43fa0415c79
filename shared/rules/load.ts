/**
 * Title rules modules loaded when a title needs one (#18). `./index.ts` imports every module, which suits the app's
 * editor and the tests; a process that opens one game (the CLI's `replay`, the cold replay `npm run bench` times)
 * loads only its title's module here, in its own chunk where the bundle is split (esbuild `--splitting`, Vite): the
 * other titles' code is then neither read nor compiled (some 180 KB of the 500 KB bundle, ~5 ms of every cold start).
 * The same modules as `./index.ts` registers, under the same names (`test/rules/load.test.ts`).
 */
import type { TitleDef } from '../title/types';
import { standardRules } from './standard';
import type { TitleRules } from './types';

/** Each registered module but the standard rules, by name, as an import run on first use. */
const MODULES: Record<string, () => Promise<TitleRules>> = {
  '1830': () => import('./1830/index').then((m) => m.rules1830),
  '1846': () => import('./1846/index').then((m) => m.rules1846),
  '1870': () => import('./1870/index').then((m) => m.rules1870),
  '1817': () => import('./1817/index').then((m) => m.rules1817),
  '18NY': () => import('./18NY/index').then((m) => m.rules18NY),
};

/** The names of the modules loaded on demand (the standard rules are always there). */
export const ON_DEMAND_RULES: readonly string[] = Object.keys(MODULES);

/** The rules a title plays by, as `rulesFor` (./index.ts) gives them, its module loaded if it was not yet. */
export function loadRulesFor(title: Pick<TitleDef, 'id' | 'rules'>): Promise<TitleRules> {
  const load = MODULES[title.rules ?? title.id];
  return load ? load() : Promise.resolve(standardRules);
}

/**
 * The title a game file's `title` names, as `titleOfGameFile` (./index.ts) gives it: a module's own name is its
 * title; any other name (a variant 18xx.games keeps apart, "1846 2p Variant") is looked up with every module loaded.
 */
export async function titleOfGameFileOnDemand(name: string): Promise<string> {
  if (Object.hasOwn(MODULES, name)) return name;
  return (await import('./index')).titleOfGameFile(name);
}
