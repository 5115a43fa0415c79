import { bundlePrice, bundlesFor } from '../../engine/bundles';
import type { Ctx } from '../../engine/context';
import { certsOf, corporationList, log, player } from '../../engine/entities';
import { triggerGameEnd } from '../../engine/gameEnd';
import { compareOperatingOrder } from '../../engine/market';
import { emergencySellable, whyNotBankrupt } from '../../engine/rounds/or/buyTrain';
import { bankruptStep } from '../../engine/rounds/or/bankrupt';
import type { OrStep } from '../../engine/rounds/or/steps';
import { check } from '../../engine/result';
import { canTakeTrainLoan, emergencyIssuable } from './train';
import { orTurn } from '../../engine/rounds/or/common';
import { recalculateOrder } from '../../engine/rounds/or/order';
import { sellShares } from '../../engine/rounds/stock';
import { bundleOf, transferShares, type Bundle } from '../../engine/shares';
import { corpKey, playerKey, POOL, type CorporationState } from '../../engine/state';
import { pay } from '../../engine/transfer/cash';
import { moveCompany } from '../../engine/transfer/companies';
import { closeAtClosingSpaces } from './close';
import { clearStockClosing } from './stockPriority';

/**
 * Bankruptcy, second edition as 18xx.games plays it (the first edition's 7.1.7.3 ended the game): a president who
 * cannot raise what the company must pay (a train it must buy, 7.1.7; interest, 7.1.5) sells the best bundle of each
 * company that the emergency rules allow, then places every share left in the bank pool unpaid. A holder of 20% takes
 * a presidency over; a company left without one enters receivership (it does not operate, a minor may no longer
 * merge into the NYC). The player's privates go back to the bank, all the player's cash goes to the company, and
 * companies whose price reached a closing space close. The game goes on until one player is left solvent.
 */
export function declareBankruptcy18NY(c: Ctx, k: CorporationState): void {
  const p = player(c, k.president!);
  const mine = playerKey(p.id);
  log(c, `-- ${p.name} goes bankrupt and remaining shares placed in the bank pool`);
  const held = () =>
    Object.values(c.s.corporations)
      .filter((x) => !x.closed && x.market && certsOf(c, x.sym, mine).length)
      .sort((a, b) => compareOperatingOrder(c, a, b));
  // The sales are decided in one pass over the companies in operating order, as 18xx.games sorts them once.
  for (const x of held()) {
    const best = bundlesFor(c, p.id, x.sym)
      .filter((b) => !emergencySellable(c, k, p.id, b, false))
      .reduce<Bundle | null>((hi, b) => (!hi || bundlePrice(c, b) > bundlePrice(c, hi) ? b : hi), null);
    if (best) sellShares(c, p.id, best);
  }
  if (c.s.round.kind === 'operating') recalculateOrder(c);
  for (const x of held()) {
    const ids = certsOf(c, x.sym, mine).map((cert) => cert.id);
    transferShares(c, bundleOf(c, ids), POOL);
    if (x.president !== p.id) continue;
    x.president = null;
    log(c, `-- ${x.sym} enters receivership (it has no president)`);
  }
  for (const co of Object.values(c.s.companies)) if (!co.closed && co.owner === mine) moveCompany(c, co.sym, null);
  if (p.cash > 0) pay(c, mine, corpKey(k.sym), p.cash);
  closeAtClosingSpaces(c);
  p.bankrupt = true;
  if (c.s.players.filter((x) => !x.bankrupt).length <= 1) triggerGameEnd(c, 'bankrupt');
  // A company in receivership ends its turn at once (18xx.games skips it); one with a new president goes on.
  if (c.s.round.kind === 'operating' && k.president === null) {
    const turn = orTurn(c);
    for (const step of c.rules.operatingSteps) if (!turn.done.includes(step)) turn.done.push(step);
  }
}

/** In receivership: the company's president's certificate lies in the bank pool (18xx.games: the pool owns it). */
export function inReceivership(c: Ctx, k: CorporationState): boolean {
  return k.president === null && !k.closed && c.s.certificates[c.s.certOrder[k.sym][0]]?.owner === POOL;
}

/**
 * A share company that must buy a train and cannot, even with the loans and the emergency issue the rules allow
 * (7.1.6, 7.1.7), and whose president cannot pay the rest: the president goes bankrupt.
 */
export const bankruptStep18NY: OrStep = {
  ...bankruptStep,
  process(c, a) {
    const k = c.s.corporations[String(a.entity)];
    check(!canTakeTrainLoan(c, k), () => `${k.sym} can still take a loan towards a train`);
    check(!emergencyIssuable(c, k), () => `${k.sym} can still issue shares towards a train`);
    const why = whyNotBankrupt(c, k);
    check(why === null, () => why!);
    declareBankruptcy18NY(c, k);
  },
};

/**
 * Game end (18xx.games' second edition): at once when one player is left solvent; after the set of operating rounds
 * when the bank breaks or at most one company is left open. Companies at a closing space of the market close first.
 */
export function checkGameEnd18NY(c: Ctx): void {
  if (c.s.finished) return;
  clearStockClosing(c);
  closeAtClosingSpaces(c);
  let open = 0;
  // By index: checked after every action (./close.ts).
  const list = corporationList(c);
  for (let i = 0; i < list.length; i++) if (!list[i]!.closed) open++;
  if (open <= 1) triggerGameEnd(c, 'closed');
}
