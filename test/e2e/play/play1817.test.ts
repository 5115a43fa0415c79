/**
 * 1817 by mouse in browser mode, on positions of a recorded game (test/fixtures/games/1817/15528.json) imported just
 * before the action each test makes through its panel: the initial auction (the standing bid, face value and seed
 * money), an IPO started by a bid (its starter alone placing the station), paid for with privates, a company's size
 * chosen, a short, a loan with the interest board on screen, a merger round's decision (conversion, what follows
 * said), an acquisition round's bid (why the company is sold, what the bidder can pay), sale offer and buyer, and a
 * company in the red liquidation space (what put it there) and one in the gray acquisition area, each card saying why;
 * and new games of 3 and 5 players from New game: the initial auction, an IPO, a loan with the interest board.
 */
import { expect, test } from 'vitest';
import { acting, closeUp, newGameFromDialog, playingRecorded, poll, shot } from './app';

const run = playingRecorded('1817', '15528.json');
const { banner, round, visible, decide, importAt } = run;
const card = (sym: string) => run.page.locator(`.corporations [data-sym="${sym}"]`);

test('the initial auction: the bid standing on MAJC, its face value and the seed money are on the panel', async () => {
  await importAt(5);
  await poll(async () => (await run.page.getByTestId('highest-MAJC').textContent()) ?? '').toBe('highest bid: Player 2 $30');
  expect(await run.page.getByTestId('note-MAJC').textContent()).toBe("Face value $90; the bank's seed money ($200 left) makes up a bid below it.");
  await shot(run.page, 'play-1817-initial-auction');
  await decide('bid-MAJC', /Player 3 bids 35 for MAJC/);
});

test("an IPO: Player 4 starts H's auction with a bid, the company named as the railway", async () => {
  await importAt(85);
  await poll(async () => visible('[data-testid="bid-H"]')).toBe(true);
  expect(await run.page.locator('.auction').textContent()).toContain('Morristown and Erie');
  // What the winning bid becomes, said once above the companies (§5.5).
  expect(await run.page.getByTestId('bid-note').textContent()).toContain("The winning bid goes into the company's treasury");
  // The turn's pass is in view at 1280×720 below twenty IPO rows, without scrolling the side panel (#14).
  await run.page.setViewportSize({ width: 1280, height: 720 });
  const pass = await run.page.getByTestId('pass').evaluate((b) => {
    const r = b.getBoundingClientRect();
    const side = b.closest('.area-side')!.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, sideTop: side.top, sideBottom: side.bottom, height: window.innerHeight };
  });
  expect(pass.top).toBeGreaterThanOrEqual(pass.sideTop);
  expect(pass.bottom).toBeLessThanOrEqual(Math.min(pass.sideBottom, pass.height));
  await shot(run.page, 'play-1817-ipo-pass-1280');
  await run.page.setViewportSize({ width: 1600, height: 1000 });
  await run.page.getByLabel('Bid on H').fill('160');
  await shot(run.page, 'play-1817-ipo-bid');
  await decide('bid-H', /bids 160 for H|H .*160/);
  // The starter places H's station while everyone waits: the banner and the players' list name the starter alone.
  expect(await acting(run.page)).toBe('Player 4');
  expect(await run.page.locator('.players [aria-current="true"]').count()).toBe(1);
});

test('paying for an IPO with privates: OBC goes into H at its face value', async () => {
  await importAt(90);
  await poll(async () => visible('[data-testid="assign-1594-OBC"]')).toBe(true);
  expect(await banner()).toContain('choose privates to pay for H');
  expect(await run.page.getByTestId('assign-1594-OBC').textContent()).toMatch(/OBC \(\$\d+\)/);
  await shot(run.page, 'play-1817-ipo-privates');
  await decide('assign-1594-OBC', /OBC goes into H/);
});

test("a company's size: J's winner chooses two shares", async () => {
  await importAt(304);
  await poll(async () => visible('[data-testid="choose-2"]')).toBe(true);
  expect(await run.page.getByTestId('choose-panel').textContent()).toContain("Choose J's size");
  expect(await run.page.getByTestId('choose-5').textContent()).toContain('5 shares');
  await shot(run.page, 'play-1817-ipo-size');
  await decide('choose-2', /J /);
});

test('a short: Player 2 sells a share of H short; the card counts it', async () => {
  await importAt(301);
  await poll(async () => visible('[data-testid="short-H"]')).toBe(true);
  await shot(run.page, 'play-1817-short');
  await decide('short-H', /short/);
  await poll(async () => (await card('H').textContent()) ?? '').toContain('shorts 1');
});

test("mines and a bridge on the map: the mine privates' hexes and OBC's bridge at Charleston", async () => {
  await importAt(361);
  await poll(async () => visible('[data-testid="take_loan"]')).toBe(true);
  await closeUp(run.page, 'play-1817-mines-closeup', 560, 450);
});

test("a dividend of a 2-share company: H's $70 is $35 a share, its president receiving $70", async () => {
  await importAt(236);
  await poll(async () => visible('[data-testid="dividend-payout"]')).toBe(true);
  const payout = (await run.page.getByTestId('dividend-choice-payout').textContent()) ?? '';
  expect(payout).toContain('$35 a share');
  expect(payout).toContain('Player 4 +$70');
  await shot(run.page, 'play-1817-dividend');
  await decide('dividend-payout', /H pays 70/);
});

test('a loan in an operating round, with the interest board on screen', async () => {
  await importAt(144);
  await poll(async () => visible('[data-testid="take_loan"]')).toBe(true);
  expect(await run.page.getByTestId('interest-board').textContent()).toMatch(/of 70 out/);
  expect(await run.page.getByTestId('loan-note').textContent()).toMatch(/interest \$\d+ a loan each operating round/);
  // The interest board beside the loan buttons, with what a loan does to the share price (§1.2.5).
  expect(await run.page.getByTestId('loan-board').textContent()).toMatch(/of 70 out .*one space left/);
  await decide('take_loan', /A&S takes a loan of 100/);
  await poll(async () => (await card('A&S').getByTestId('corp-loans').textContent()) ?? '').toMatch(/loans 1\/2/);
  await shot(run.page, 'play-1817-loan');
});

test("the merger round: NYSW's president converts it", async () => {
  await importAt(201);
  await poll(async () => visible('[data-testid="convert-NYSW"]')).toBe(true);
  expect(await banner()).toContain('convert or merge NYSW');
  expect(await run.page.getByTestId('convert-note').textContent()).toContain('3 new shares go into its treasury');
  await shot(run.page, 'play-1817-merger');
  await decide('convert-NYSW', /NYSW converts/);
});

test("the acquisition round: WT's president offers it for sale", async () => {
  await importAt(206);
  await poll(round).toBe('Acquisition round');
  await poll(async () => visible('[data-testid="assign-655-WT"]')).toBe(true);
  expect(await run.page.getByTestId('assign-655-WT').textContent()).toContain('Offer WT for sale');
  await shot(run.page, 'play-1817-acquisition-offer');
  await decide('assign-655-WT', /WT/);
});

test('the acquisition round: a bid for GT in liquidation, the panel saying why it is sold and what the bidder can pay', async () => {
  await importAt(614);
  await poll(async () => visible('[data-testid^="note-"]')).toBe(true);
  const note = (await run.page.locator('[data-testid^="note-"]').first().textContent()) ?? '';
  expect(note).toMatch(/is in liquidation: the bank bids \$0 .*A bid is paid by one of your companies/);
  expect(await banner()).toMatch(/must bid for \w+ or pass/);
  await shot(run.page, 'play-1817-acquisition-bid');
});

test('the acquisition round: the winner names the company that buys A&A', async () => {
  await importAt(965);
  await poll(async () => visible('[data-testid="choose-PSNR"]')).toBe(true);
  expect(await run.page.getByTestId('choose-PSNR').textContent()).toContain('PSNR buys it');
  await shot(run.page, 'play-1817-acquisition-buyer');
  await decide('choose-PSNR', /PSNR/);
});

test('the red and gray zones: GT in the liquidation space and PSNR in the acquisition area, each card saying why', async () => {
  await importAt(598);
  await poll(async () => (await card('GT').getByTestId('corp-zone').textContent()) ?? '').toContain('Red liquidation space');
  // What put GT there, not only what the space means (§6.10).
  expect(await card('GT').getByTestId('corp-zone').textContent()).toContain('it ended its operating turn without a train (§6.10)');
  expect(await run.page.getByTestId('market-why-GT').textContent()).toContain('without a train');
  await shot(run.page, 'play-1817-liquidation');
  await importAt(1111);
  await poll(async () => (await card('PSNR').getByTestId('corp-zone').textContent()) ?? '').toContain('Gray acquisition area');
  // What of it keeps PSNR there: the loans it holds (each moved its price a space left, §1.2.5).
  expect(await card('PSNR').getByTestId('corp-zone').textContent()).toMatch(/Gray acquisition area: it holds \d loans?, /);
  // Under the market too, where a smaller window shows it without scrolling the side panel.
  expect(await run.page.getByTestId('market-why-PSNR').textContent()).toContain('Gray acquisition area');
  await run.page.setViewportSize({ width: 1280, height: 720 });
  await shot(run.page, 'play-1817-acquisition-zone-1280');
  await run.page.setViewportSize({ width: 1600, height: 1000 });
  expect(run.app.errors).toEqual([]);
});
/** A new 1817 game of `players` from the New game dialog (#14), on a fresh page. */
async function newGame(players: number, seed: number): Promise<void> {
  await newGameFromDialog(run.app, run.page, '1817', players, seed);
  await poll(round).toBe('Initial auction');
}

/** Clicks Pass while the banner asks for what `asking` matches. */
async function passWhile(asking: RegExp): Promise<void> {
  for (let i = 0; i < 12 && asking.test(await banner()); i++) {
    const before = (await run.logText()).length;
    await run.page.getByTestId('pass').first().click();
    await poll(async () => (await run.logText()).length).toBeGreaterThan(before);
  }
}

/** The player whose turn it is starts `sym` with a bid of $100, its station in `city` (a city button's test id). */
async function startCompany(sym: string, city: string): Promise<string> {
  const starter = await acting(run.page);
  await run.page.getByLabel(`Bid on ${sym}`).fill('100');
  await run.page.getByTestId(`bid-${sym}`).click();
  await poll(banner).toContain(`place ${sym}'s station`);
  // The starter alone places it (§5.5), though everyone waits on it.
  expect(await acting(run.page)).toBe(starter);
  await run.page.getByTestId(city).click();
  await run.page.getByTestId('confirm-token').click();
  await passWhile(new RegExp(`bid for ${sym} or pass`));
  await passWhile(/choose privates to pay/);
  await poll(run.logText).toMatch(new RegExp(`${sym} starts with \\d+ and 2 shares`));
  return starter;
}

test('a new 3-player 1817 game from New game (#14): the initial auction by clicks, then an IPO in the first stock round', async () => {
  await newGame(3, 7);
  await run.page.getByLabel('Bid on OBC').fill('10');
  await decide('bid-OBC', /Alice bids 10 for OBC/);
  expect(await banner()).toContain('bid on OBC or pass');
  expect(await run.page.getByTestId('highest-OBC').textContent()).toBe('highest bid: Alice $10');
  await passWhile(/bid on OBC or pass/);
  await poll(run.logText).toMatch(/Alice wins OBC for 10, 30 of seed money/);
  await passWhile(/put a private up for auction or pass/);
  await poll(round).toBe('Stock round 1');
  // Twenty companies, one line each: their bids are said once above them.
  expect(await run.page.getByTestId('bid-range').textContent()).toMatch(/^Bids \$100–\$\d+, in steps of \$5\.$/);
  await shot(run.page, 'play-1817-new-game-3');
  await startCompany('A&S', 'city-F13-0');
  expect(await run.page.getByTestId('error').count()).toBe(0);
  expect(run.app.errors).toEqual([]);
});

test('a new 5-player 1817 game: an IPO, then a loan in the first operating round with the interest board beside it', async () => {
  await newGame(5, 11);
  await passWhile(/put a private up for auction or pass/);
  await poll(round).toBe('Stock round 1');
  expect(await run.page.locator('.players li, .players tr').filter({ hasText: /Erin/ }).count()).toBeGreaterThan(0);
  await startCompany('NYSW', 'city-E22-0');
  await passWhile(/buy, sell or start a corporation, or pass/);
  await poll(round).toBe('Operating round 1.1 of 2');
  await poll(async () => visible('[data-testid="take_loan"]')).toBe(true);
  expect(await run.page.getByTestId('loan-board').textContent()).toMatch(/0 of 70 out .*one space left/);
  await decide('take_loan', /NYSW takes a loan of 100/);
  await poll(async () => (await run.page.getByTestId('loan-board').textContent()) ?? '').toMatch(/1 of 70 out/);
  await shot(run.page, 'play-1817-new-game-5-loan');
  expect(run.app.errors).toEqual([]);
});
