/**
 * A recorded game played by clicks: for each type of action, the clicks on the panels and board tools that make it
 * (`STANDARD_CLICKS`: those every title shares; a title's test adds its own types), and the loop that plays a
 * `ClickPlan` step by step, checking after each that the app took it and that every player's cash is the record's.
 * The engine, run beside the page, says only what the record means on the screen (which hex a city is on, which of
 * the legal rotations, which stops a route passes).
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Action } from '../../../shared/engine/actions';
import { graph } from '../../../shared/engine/board';
import { context, type Game } from '../../../shared/engine/game';
import { legalTileOptions } from '../../../shared/engine/legal';
import { resolveRoute } from '../../../shared/graph/resolve';
import { formatMoney } from '../../../renderer/format';
import type { ClickPlan } from './clickPlan';

/** The page and a few helpers, as each action's clicks use them. */
export interface Screen {
  page: Page;
  /** The first element with this test id. */
  tid(id: string): Locator;
  /** Clicks it when it is on the screen (a tab already open, a panel already unfolded). */
  clickIfVisible(id: string): Promise<void>;
}

/** The clicks that make an action of type T, given the game before it. */
export type Clicks<T extends Action['type'] = Action['type']> = (x: Screen, a: Extract<Action, { type: T }>, before: Game) => Promise<void>;
/** Clicks by action type. */
export type ClickTable = { [T in Action['type']]?: Clicks<T> };

export function screenOf(page: Page): Screen {
  const tid = (id: string) => page.getByTestId(id).first();
  return {
    page,
    tid,
    async clickIfVisible(id: string) {
      if (
        await tid(id)
          .isVisible()
          .catch(() => false)
      )
        await tid(id).click();
    },
  };
}

/** The hex and city index of a recorded city (`57-1-0`: tile copy 57-1, city 0; preprinted: `F20-0-0`). */
export function cityOf(before: Game, city: string): { hex: string; stop: number } {
  const parts = city.split('-');
  const stop = Number(parts.pop());
  const copy = parts.join('-');
  const hex = Object.entries(before.state.hexes).find(([, h]) => h.copy === copy || h.tile === copy)?.[0] ?? parts[0];
  return { hex, stop };
}

/** The tab of a board tool, unless it is open already. */
export const chooseTool = (x: Screen, key: string) => x.clickIfVisible(`tool-${key}`);

/** The certificate's source as the stock panel names it. */
const sourceOf = (before: Game, cert: string) => (before.state.certificates[cert].owner === 'pool' ? 'pool' : 'ipo');

/** A route stop by stop: each node of the recorded route picked from the route tool's list of stops. */
async function clickRoutes(x: Screen, a: Extract<Action, { type: 'run_routes' }>, before: Game): Promise<void> {
  await chooseTool(x, `routes:${a.entity}`);
  const g = graph(context(before));
  const used = { paths: new Set<number>(), sides: new Set<string>() };
  for (const route of a.routes) {
    await x.tid(`train-${route.train}`).click();
    let resolved: { nodes: number[] } | null = null;
    for (const r of resolveRoute(g, { ...route, connections: route.connections ?? [] } as never, used as never)) {
      if (typeof r !== 'string') {
        resolved = r;
        break;
      }
    }
    if (!resolved) throw new Error(`route of ${route.train} not found on the board`);
    for (const n of resolved.nodes) {
      const { hex, stop } = g.stopRef(n);
      const select = x.page.getByTestId('stop-select');
      const labels = await select.locator('option').allTextContents();
      const many = labels.some((l) => l === `${hex} city ${stop + 1}`);
      await select.selectOption({ label: many ? `${hex} city ${stop + 1}` : hex });
    }
  }
  return x.tid('run-routes').click();
}

/** The clicks of the action types the titles share (1830's, all of them). */
export const STANDARD_CLICKS: ClickTable = {
  async bid(x, a) {
    // The cheapest private is bought at its price; a bid on it (when others bid before) goes through the bid box.
    const company = String(a.company ?? a.minor ?? a.corporation);
    const buy = x.tid(`buy-${company}`);
    if ((await buy.isVisible().catch(() => false)) && ((await buy.textContent()) ?? '').endsWith(`$${a.price}`)) return buy.click();
    await x.page.getByLabel(`Bid on ${company}`, { exact: true }).fill(String(a.price));
    return x.tid(`bid-${company}`).click();
  },
  async par(x, a) {
    await x.clickIfVisible(`par-${a.corporation}`);
    return x.tid(`par-price-${String(a.share_price).split(',')[0]}`).click();
  },
  buy_shares(x, a, before) {
    const cert = before.state.certificates[a.shares[0]];
    // A private exchanged for a share (1830: the MH for an NYC share) is a buy by the company.
    if (a.entity_type === 'company') return x.tid(`exchange-${a.entity}-${cert.corp}-${sourceOf(before, cert.id)}`).click();
    return x.tid(`buy-${cert.corp}-${sourceOf(before, cert.id)}`).click();
  },
  sell_shares(x, a, before) {
    const corp = before.state.certificates[a.shares[0]].corp;
    const percent = a.percent ?? a.shares.reduce((n, id) => n + before.state.certificates[id].percent, 0);
    if (before.state.round.kind === 'operating') return x.tid(`emergency-sell-${corp}-${percent}`).click();
    return x.tid(`sell-${corp}-${percent}`).click();
  },
  async lay_tile(x, a, before) {
    await chooseTool(x, `lay:${a.entity}`);
    await x.page.getByTestId('hex-select').selectOption(a.hex);
    const options = legalTileOptions(before, String(a.entity), a.entity_type === 'company' ? 'company' : 'corporation', a.hex);
    const o = options.find((t) => t.copy === a.tile) ?? options.find((t) => a.tile.startsWith(`${t.tile}-`));
    if (!o) throw new Error(`tile ${a.tile} is not offered on ${a.hex}`);
    await x.tid(`tile-${o.tile}`).click();
    for (let i = 0; i < o.rotations.indexOf(a.rotation); i++) await x.tid('rotate').click();
    return x.tid('confirm-tile').click();
  },
  async place_token(x, a, before) {
    await chooseTool(x, `token:${a.entity}`);
    const { hex, stop } = cityOf(before, String(a.city));
    await x.tid(`city-${hex}-${stop}`).click();
    return x.tid('confirm-token').click();
  },
  run_routes: clickRoutes,
  dividend: (x, a) => x.tid(`dividend-${a.kind}`).click(),
  async buy_train(x, a, before) {
    const t = before.state.trains[a.train];
    // A private's discounted purchase (18NY West Point Foundry) is in its own panel, its buttons named by it.
    const via = a.entity_type === 'company' ? `${a.entity}-` : '';
    if (t.owner === 'depot') return x.tid(`buy-train-${via}${a.variant ?? t.variant}${a.exchange ? '-trade' : ''}`).click();
    if (t.owner === 'pool') return x.tid(`buy-pool-${via}${t.variant}`).click();
    const input = x.page.getByLabel(`Price for ${a.train}`, { exact: true });
    await input.fill(String(a.price));
    return input.locator('xpath=following-sibling::button[1]').click();
  },
  discard_train: (x, a) => x.tid(`discard-${a.train}`).click(),
  async buy_company(x, a) {
    const input = x.page.getByLabel(`Price for ${a.company}`, { exact: true });
    if (!(await input.isVisible().catch(() => false))) await x.page.locator('summary', { hasText: 'Buy a private company' }).click();
    await input.fill(String(a.price));
    return x.tid(`buy-company-${a.company}`).click();
  },
  async bankrupt(x) {
    await x.tid('bankrupt-ask').click();
    return x.tid('bankrupt').click();
  },
  pass: (x) => x.tid('pass').click(),
};

/** What the page says went wrong: the engine's error and the last lines of the log. */
async function whatWentWrong(page: Page): Promise<string> {
  const error = await page
    .getByTestId('error')
    .first()
    .textContent({ timeout: 500 })
    .catch(() => null);
  return `${error ?? ''} log: ${(await page.locator('.log li').allTextContents()).slice(-4).join(' | ')}`;
}

/**
 * Plays steps `from` to `to` (exclusive) of the plan by clicks, with the app at the game before step `from`. After each
 * step the app's count of actions (the history slider) has moved on and every player's cash is the record's. On a
 * failure `onStuck` runs (a screenshot) and the error names the step; `before(i)` runs before each step's clicks.
 */
export async function playByClicks(
  x: Screen,
  plan: ClickPlan,
  clicks: ClickTable,
  opts: { from?: number; to?: number; currency: string; onStuck?: () => Promise<void>; before?: (i: number) => Promise<void> },
): Promise<void> {
  const { page } = x;
  const slider = page.getByTestId('history-slider');
  for (let i = opts.from ?? 0; i < (opts.to ?? plan.steps.length); i++) {
    const a = plan.steps[i];
    const before = plan.at(i);
    try {
      await opts.before?.(i);
      const make = clicks[a.type] as Clicks | undefined;
      if (!make) throw new Error(`no clicks for ${a.type}`);
      await make(x, a, before);
      await expect.poll(async () => Number(await slider.getAttribute('max')), { timeout: 10_000, interval: 20 }).toBe(plan.lengthAfter(i));
      // The game on the screen is the recorded one: every player's cash as the engine has it after this step.
      const cash = plan.at(i + 1).state.players.map((p) => formatMoney(p.cash, opts.currency));
      expect(await page.locator('[data-player] .cash').allTextContents()).toEqual(cash);
    } catch (e) {
      await opts.onStuck?.();
      throw new Error(
        `step ${i} (${a.type} by ${a.entity} ${JSON.stringify(a).slice(0, 200)}): ${(e as Error).message.split('\n')[0]} ${await whatWentWrong(page)}`,
      );
    }
  }
}

/** The end screen, once drawn, ranks the players' totals as the record's result (highest first). */
export async function expectRecordedResult(page: Page, result: Record<string, number>): Promise<void> {
  await page.getByTestId('end-screen').waitFor();
  const totals = await page.getByTestId('end-total').allTextContents();
  expect(totals).toEqual(
    Object.values(result)
      .sort((a, b) => b - a)
      .map((v) => `$${v}`),
  );
}
