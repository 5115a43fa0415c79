import type { TitleDef } from '../title/types';
import type { TitleRules } from '../rules/types';
import type { GameState } from './state';
import type { TitleIndex } from './titleIndex';

/**
 * What every rule function works on: the immutable title (with its index and rules hooks) and the mutable state of
 * the action being applied. Derived caches (the track graph) hang off `cache`, outside the serialisable state.
 */
export interface Ctx {
  title: TitleDef;
  t: TitleIndex;
  rules: TitleRules;
  s: GameState;
  cache: Record<string, unknown>;
}
