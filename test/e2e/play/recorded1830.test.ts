/**
 * A complete recorded 1830 game (18xx.games 26855: four players, ends by bankruptcy) played by clicks in browser mode,
 * from "New game" to the end screen: every action of the record is made through the panels and the board tools
 * (bids, pars, shares, tile lays with their rotation, stations, routes stop by stop, dividends, trains, privates,
 * emergency sales, bankruptcy), and the end screen shows the recorded result. The engine, run here beside the page,
 * says only what the record means on the screen (which hex a city is on, which rotation of the legal ones).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { Action } from '../../../shared/engine/actions';
import { graph } from '../../../shared/engine/board';
import { context, type Game } from '../../../shared/engine/game';
import { legalTileOptions } from '../../../shared/engine/legal';
import { setupOf, type RecordedGame } from '../../../shared/engine/replay';
import { resolveRoute } from '../../../shared/graph/resolve';
import { GameSession } from '../../../shared/session/session';
import { FIXTURES, loadTitle } from '../../support/fixtures';
import { shot, startApp, type RunningApp } from './app';

const recorded = JSON.parse(readFileSync(join(FIXTURES, '1830', '26855.json'), 'utf8')) as RecordedGame & { result: Record<string, number> };
const title = loadTitle('1830');
const made = GameSession.create(title, setupOf(recorded), recorded.actions);
if (!made.ok) throw new Error(made.error);
const session = made.value;

let app: RunningApp;
let page: Page;

beforeAll(async () => {
  app = await startApp();
  page = app.page;
  page.setDefaultTimeout(10_000);
  await page.goto(`${app.url}/`);
});
afterAll(async () => {
  await app?.stop();
});

const tid = (id: string) => page.getByTestId(id).first();
async function clickIfVisible(id: string): Promise<void> {
  if (
    await tid(id)
      .isVisible()
      .catch(() => false)
  )
    await tid(id).click();
}

/** The hex and city index of a recorded city (`57-1-0`: tile copy 57-1, city 0; preprinted: `F20-0-0`). */
function cityOf(before: Game, city: string): { hex: string; stop: number } {
  const parts = city.split('-');
  const stop = Number(parts.pop());
  const copy = parts.join('-');
  const hex = Object.entries(before.state.hexes).find(([, h]) => h.copy === copy || h.tile === copy)?.[0] ?? parts[0];
  return { hex, stop };
}

async function chooseTool(key: string): Promise<void> {
  await clickIfVisible(`tool-${key}`);
}

async function play(a: Action, before: Game): Promise<void> {
  switch (a.type) {
    case 'bid': {
      // The cheapest private is bought at its price; a bid on it (when others bid before) goes through the bid box.
      const buy = tid(`buy-${a.company}`);
      if ((await buy.isVisible().catch(() => false)) && ((await buy.textContent()) ?? '').endsWith(`$${a.price}`)) return buy.click();
      await page.getByLabel(`Bid on ${a.company}`).fill(String(a.price));
      return tid(`bid-${a.company}`).click();
    }
    case 'par': {
      await clickIfVisible(`par-${a.corporation}`);
      return tid(`par-price-${String(a.share_price).split(',')[0]}`).click();
    }
    case 'buy_shares': {
      const cert = before.state.certificates[a.shares[0]];
      const from = cert.owner === 'pool' ? 'pool' : 'ipo';
      // A private exchanged for a share (1830: the MH for an NYC share) is a buy by the company.
      return tid(a.entity_type === 'company' ? `exchange-${a.entity}-${cert.corp}-${from}` : `buy-${cert.corp}-${from}`).click();
    }
    case 'sell_shares': {
      const corp = before.state.certificates[a.shares[0]].corp;
      const percent = a.percent ?? a.shares.reduce((n, id) => n + before.state.certificates[id].percent, 0);
      if (before.state.round.kind === 'operating') return tid(`emergency-sell-${corp}-${percent}`).click();
      return tid(`sell-${corp}-${percent}`).click();
    }
    case 'lay_tile': {
      await chooseTool(`lay:${a.entity}`);
      await page.getByTestId('hex-select').selectOption(a.hex);
      const options = legalTileOptions(before, String(a.entity), a.entity_type === 'company' ? 'company' : 'corporation', a.hex);
      const o = options.find((x) => x.copy === a.tile) ?? options.find((x) => a.tile.startsWith(`${x.tile}-`))!;
      await tid(`tile-${o.tile}`).click();
      for (let i = 0; i < o.rotations.indexOf(a.rotation); i++) await tid('rotate').click();
      return tid('confirm-tile').click();
    }
    case 'place_token': {
      await chooseTool(`token:${a.entity}`);
      const { hex, stop } = cityOf(before, String(a.city));
      await tid(`city-${hex}-${stop}`).click();
      return tid('confirm-token').click();
    }
    case 'run_routes': {
      await chooseTool(`routes:${a.entity}`);
      const c = context(before);
      const g = graph(c);
      const used = { paths: new Set<number>(), sides: new Set<string>() };
      for (const route of a.routes) {
        await tid(`train-${route.train}`).click();
        let resolved: { nodes: number[] } | null = null;
        for (const r of resolveRoute(g, { ...route, connections: route.connections ?? [] } as never, used as never)) {
          if (typeof r !== 'string') {
            resolved = r;
            break;
          }
        }
        for (const n of resolved!.nodes) {
          const { hex, stop } = g.stopRef(n);
          const select = page.getByTestId('stop-select');
          const labels = await select.locator('option').allTextContents();
          const many = labels.some((l) => l === `${hex} city ${stop + 1}`);
          await select.selectOption({ label: many ? `${hex} city ${stop + 1}` : hex });
        }
      }
      return tid('run-routes').click();
    }
    case 'dividend':
      return tid(`dividend-${a.kind}`).click();
    case 'buy_train': {
      const t = before.state.trains[a.train];
      if (t.owner === 'depot') return tid(`buy-train-${a.variant ?? t.variant}${a.exchange ? '-trade' : ''}`).click();
      if (t.owner === 'pool') return tid(`buy-pool-${t.variant}`).click();
      const input = page.getByLabel(`Price for ${a.train}`);
      await input.fill(String(a.price));
      return input.locator('xpath=following-sibling::button[1]').click();
    }
    case 'discard_train':
      return tid(`discard-${a.train}`).click();
    case 'buy_company': {
      const input = page.getByLabel(`Price for ${a.company}`);
      if (!(await input.isVisible().catch(() => false))) await page.locator('summary', { hasText: 'Buy a private company' }).click();
      await input.fill(String(a.price));
      return tid(`buy-company-${a.company}`).click();
    }
    case 'bankrupt':
      await tid('bankrupt-ask').click();
      return tid('bankrupt').click();
    case 'pass':
      return tid('pass').click();
    default:
      throw new Error(`no clicks for ${a.type}`);
  }
}

test('26855 played by clicks from New game to the end screen: the recorded result', { timeout: 600_000 }, async () => {
  const started = Date.now();
  await tid('welcome-new').click();
  await page.getByTestId('ng-count').fill(String(recorded.players.length));
  for (const [i, p] of recorded.players.entries()) await page.getByTestId(`ng-name-${i + 1}`).fill(p.name);
  await page.getByTestId('ng-seed').fill(String(setupOf(recorded).seed));
  for (const rule of recorded.settings?.optional_rules ?? []) await page.locator(`input[type="checkbox"][value="${rule}"]`).check();
  await tid('ng-start').click();
  await expect.poll(async () => page.getByTestId('round').textContent()).toBe('Private auction');

  const actions = session.actions;
  for (let i = 0; i < actions.length; i++) {
    const before = session.at(i);
    if (!before.ok) throw new Error(before.error);
    const a = actions[i];
    try {
      await play(a, before.value);
      await expect.poll(async () => Number(await page.getByTestId('history-slider').getAttribute('max')), { timeout: 10_000, interval: 20 }).toBe(i + 1);
      // The game on the screen is the recorded one: every player's cash as the engine has it after this action.
      const after = session.at(i + 1);
      if (!after.ok) throw new Error(after.error);
      expect(await page.locator('[data-player] .cash').allTextContents()).toEqual(after.value.state.players.map((p) => `$${p.cash}`));
    } catch (e) {
      await shot(page, 'recorded-1830-stuck');
      const err =
        ((await page
          .getByTestId('error')
          .first()
          .textContent({ timeout: 500 })
          .catch(() => null)) ?? '') +
        ' log: ' +
        (await page.locator('.log li').allTextContents()).slice(-4).join(' | ');
      throw new Error(`action ${i} (${a.type} by ${a.entity} ${JSON.stringify(a).slice(0, 200)}): ${(e as Error).message.split('\n')[0]} ${err}`);
    }
  }
  const end = page.getByTestId('end-screen');
  await end.waitFor();
  const totals = await page.getByTestId('end-total').allTextContents();
  expect(totals).toEqual(
    Object.values(recorded.result)
      .sort((x, y) => y - x)
      .map((v) => `$${v}`),
  );
  await shot(page, 'recorded-1830-end');
  console.log(`26855 by clicks: ${actions.length} actions in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  expect(app.errors).toEqual([]);
});
