import type { TitleDef } from '../title/types';
import type { TitleRules } from './hooks';
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
  /**
   * Replaying a log whose actions were checked when first made (a save being opened, an imported game): checks that
   * 18xx.games makes only in live play (not while loading) are skipped, so games recorded before it made them load.
   */
  loading?: boolean;
}
