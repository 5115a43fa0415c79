import type { Ctx } from '../../context';
import type { TitleRules } from '../../hooks';
import { buyStep } from './buy';
import { exchangeStep } from './exchange';
import { parStep } from './par';
import { passStep } from './pass';
import { privateTradeStep } from './privateTrade';
import { sellStep } from './sell';
import type { StockStep } from './step';

/**
 * The standard steps of a stock turn, in the order their legal actions are listed and asked whether the turn may go
 * on (the cheapest question first: most players can sell something): a private exchanged for a share (1830 Mohawk &
 * Hudson), sell, the wait for a trade of privates between players, buy, par, pass.
 */
export const STANDARD_STOCK_STEPS: readonly StockStep[] = [exchangeStep, sellStep, privateTradeStep, buyStep, parStep, passStep];

/** The steps with `step` in place of the standard step of the same name. */
export function replaceStockStep(steps: readonly StockStep[], step: StockStep): StockStep[] {
  if (!steps.some((s) => s.name === step.name)) throw new Error(`no stock step named ${step.name} to replace`);
  return steps.map((s) => (s.name === step.name ? step : s));
}

/** The steps with `added` before the step named `before` (`pass` to list them last). */
export function insertStockStep(steps: readonly StockStep[], before: string, ...added: StockStep[]): StockStep[] {
  const at = steps.findIndex((s) => s.name === before);
  if (at < 0) throw new Error(`no stock step named ${before}`);
  return [...steps.slice(0, at), ...added, ...steps.slice(at)];
}

const memo = new WeakMap<TitleRules, readonly StockStep[]>();

/** The title's stock steps (`TitleRules.stockSteps` over the standard ones), worked out once per rules module. */
export function stockSteps(c: Ctx): readonly StockStep[] {
  let steps = memo.get(c.rules);
  if (!steps) memo.set(c.rules, (steps = c.rules.stockSteps?.(STANDARD_STOCK_STEPS) ?? STANDARD_STOCK_STEPS));
  return steps;
}

/** A step holding the round (an auction under way), if any. */
export function holdingStep(c: Ctx): StockStep | undefined {
  const steps = stockSteps(c);
  // An indexed loop: asked on every stock action, mostly interpreted in a cold replay (`NO_ITERATOR`, entities.ts).
  for (let i = 0; i < steps.length; i++) if (steps[i].holds?.(c)) return steps[i];
  return undefined;
}
