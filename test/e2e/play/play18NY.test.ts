/**
 * 18NY by mouse in browser mode, on positions of a recorded game (test/fixtures/games/18NY/108746.json) imported
 * just before the action each test makes through its panel: a minor's auction in a stock round, a loan (held and
 * interest shown on the company's card), a scrapped train, a takeover at its price, the stations of a company merged
 * replaced, a minor's decision in the NYC formation round, a share issue in the capitalization round, and an H-train's
 * route counted in hexes with the bonus and coal tokens on the map.
 */
import { expect, test } from 'vitest';
import { closeUp, newGameFromDialog, playingRecorded, poll, shot } from './app';

const run = playingRecorded('18NY', '108746.json');
const { banner, round, visible, decide, importAt } = run;

test("a minor's auction in the first stock round: a bid by price typed", async () => {
  await importAt(16);
  await poll(async () => visible('[data-testid="bid-2"]')).toBe(true);
  expect(await run.page.locator('.auction').textContent()).toContain('Utica and Schenectady');
  await run.page.getByLabel('Bid on 2').fill('140');
  await shot(run.page, 'play-18NY-minor-bid');
  await decide('bid-2', /bids 140 for 2|bids \$?140/);
});

test('a loan: minor 2 takes one towards a train; its card shows the loan and the interest it will owe', async () => {
  await importAt(61);
  await poll(async () => visible('[data-testid="take_loan"]')).toBe(true);
  expect(await run.page.getByTestId('loan-panel').textContent()).toMatch(/2: take a loan of \$50 \(receives \$45/);
  await decide('take_loan', /2 takes a loan/);
  const card = run.page.locator('.corporations [data-sym="2"]');
  await poll(async () => (await card.getByTestId('corp-loans').textContent()) ?? '').toMatch(/loans 1\/\d/);
  await poll(async () => (await run.page.getByTestId('interest-board').textContent()) ?? '').toMatch(/1 out/);
  await shot(run.page, 'play-18NY-loan');
});

test('scrapping: minor 8 scraps a 2H-train for its salvage', async () => {
  await importAt(55);
  await poll(async () => visible('[data-testid^="scrap-"]')).toBe(true);
  await shot(run.page, 'play-18NY-scrap');
  await decide((await run.page.locator('[data-testid^="scrap-"]').first().getAttribute('data-testid'))!, /salvages a 2H train/);
});

test('a takeover: ERIE opens its mergers and takes over minor 10 at the price its owner receives', async () => {
  await importAt(279);
  await poll(async () => (await visible('[data-testid="merge-10"]')) || (await visible('[data-testid="view-merges"]'))).toBe(true);
  if (await visible('[data-testid="view-merges"]')) await run.page.getByTestId('view-merges').click();
  await poll(async () => (await run.page.getByTestId('merge-10').textContent()) ?? '').toMatch(/Take over 10 \(\$250 to its owners\)/);
  await shot(run.page, 'play-18NY-takeover');
  await decide('merge-10', /ERIE .*10|10 .*ERIE/);
});

test("a merger's stations: D&H replaces minor 2's station with its own", async () => {
  await importAt(372);
  await poll(async () => visible('[data-testid="replace-14-0-0"]')).toBe(true);
  expect(await banner()).toContain("replace 2's stations");
  await shot(run.page, 'play-18NY-replace-station');
  await decide('replace-14-0-0', /D&H/);
});

test('the NYC formation round: minor 8 merges into the NYC, its owner told what they receive', async () => {
  await importAt(468);
  await poll(round).toBe('NYC formation');
  expect(await banner()).toContain('whether minor 8 merges into the NYC');
  expect(await run.page.getByTestId('merge-8').textContent()).toMatch(/Merge 8 into the NYC \(\$\d+ to its owners\)/);
  // Every minor of the round, its owner and what merging brings them; minor 8 deciding now.
  expect(await run.page.locator('[data-testid="nyc-formation"] tr.deciding').getAttribute('data-minor')).toBe('8');
  expect(await run.page.getByTestId('nyc-formation').textContent()).toMatch(/Player \d+(receives|pays) \$\d+/);
  await shot(run.page, 'play-18NY-nyc-formation');
  await decide('merge-8', /8 .*NYC/);
});

test('the capitalization round: D&H issues three shares', async () => {
  await importAt(710);
  await poll(async () => visible('[data-testid="issue-3"]')).toBe(true);
  expect(await banner()).toContain('whether D&H issues shares');
  await shot(run.page, 'play-18NY-capitalization');
  await decide('issue-3', /D&H (issues|sells)/);
});

test("an H-train's route: ERIE's best 4H route, counted in hexes, run; the tokens still to take are on the map", async () => {
  await importAt(201);
  await poll(async () => visible('[data-testid="best-routes"]')).toBe(true);
  await run.page.getByTestId('best-routes').click();
  await poll(async () => (await run.page.getByTestId('hexes-4H-0').textContent()) ?? '').toMatch(/^[1-4]\/4 hexes$/);
  await shot(run.page, 'play-18NY-h-train-route');
  await closeUp(run.page, 'play-18NY-tokens-closeup', 300, 450);
  await decide('run-routes', /ERIE runs|ERIE .*runs/);
  expect(run.app.errors).toEqual([]);
});

test('a new 18NY game from New game (#13): the private auction opens and takes a purchase by clicks', async () => {
  const page = run.page;
  await newGameFromDialog(run.app, page, '18NY', 4, 7);
  await poll(round).toBe('Private auction');
  await page.locator('.auction [data-testid^="buy-"]').first().click();
  await poll(run.logText).toMatch(/buys/);
  await shot(page, 'play-18NY-new-game');
  expect(await page.getByTestId('error').count()).toBe(0);
  expect(run.app.errors).toEqual([]);
});
