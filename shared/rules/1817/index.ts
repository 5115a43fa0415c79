import type { TitleRules } from '../types';
import { standardRules } from '../standard';
import { newSelectionAuction, selectionRound } from './auction';
import { setup1817 } from './setup';

/**
 * 1817 (Craig Bartell and Tim Flowers, 2012): an initial auction with seed money, corporations started by auction in
 * the stock round at 2, 5 or 10 shares, short selling, loans at a rising rate, merger and acquisition rounds, a
 * one-row market and an unlimited bank. Being built a step at a time: see `test/rules/1817/replay.test.ts` for how
 * far each recorded game replays.
 */
export const rules1817: TitleRules = {
  ...standardRules,
  id: '1817',
  setup: setup1817,
  // §4.2: the game opens with the initial auction, a round of its own.
  firstRound: newSelectionAuction,
  rounds: { selection: selectionRound },
};
