import type { Ctx } from '../../engine/context';
import { certsOf, log, player, playerKey, sharePercent } from '../../engine/entities';
import { pay } from '../../engine/transfer/cash';
import { bundlePrice, bundlesFor } from '../../engine/bundles';
import { sellShares } from '../../engine/rounds/stock';
import { transferShares } from '../../engine/shares';
import { compareOperatingOrder, moveLeft, price } from '../../engine/market';
import { POOL, corpKey, ipoKey, type CorporationState, type OperatingRound } from '../../engine/state';
import { closeCompany } from '../../engine/companies';
import { bundleOf } from '../../engine/shares';
import { emergencyIssueOptions, trainStep1846 } from './train';
import { closeCorporation } from './close';
import { corp1846Mut } from './state';
import { whyNotEmergencySale } from './emergencySale';

/**
 * Bankruptcy (§7.2): the corporation first issues what it can; the president then sells every share the rules of
 * emergency sales allow, then all remaining shares without moving prices (a corporation left without a president enters
 * receivership); the player's independents and privates close and all the player's cash goes to the corporation.
 * The game goes on (it ends when all but one player are bankrupt).
 */
export function declareBankruptcy1846(c: Ctx, k: CorporationState): void {
  const p = player(c, k.president!);
  log(c, `-- ${p.name} goes bankrupt and sells remaining shares --`);
  const issue = emergencyIssueOptions(c, k).reduce<{ n: number; amount: number } | null>((hi, o) => (!hi || o.n > hi.n ? o : hi), null);
  if (issue) {
    const certs = certsOf(c, k.sym, ipoKey(k.sym)).slice(0, issue.n);
    transferShares(
      c,
      bundleOf(
        c,
        certs.map((x) => x.id),
      ),
      POOL,
      { presidentChange: false },
    );
    pay(c, 'bank', corpKey(k.sym), issue.amount);
    for (let i = 0; i < issue.n; i++) moveLeft(c, k);
    corp1846Mut(k).emergencyIssued = true;
  }
  const held = () => c.title.corporations.map((d) => c.s.corporations[d.sym]).filter((x) => x.market && !x.closed && certsOf(c, x.sym, playerKey(p.id)).length);
  // The sales the emergency rules allow (./emergencySale.ts: no corporation sold twice for this train, none in
  // receivership, no more than needed, ...), corporation by corporation in operating order, as 18xx.games sells them.
  for (const x of held().sort((a, b) => compareOperatingOrder(c, a, b))) {
    const best = bundlesFor(c, p.id, x.sym)
      .filter((b) => whyNotEmergencySale(c, k, p.id, b) === null)
      .reduce<ReturnType<typeof bundlesFor>[number] | null>((hi, b) => (!hi || bundlePrice(c, b) > bundlePrice(c, hi) ? b : hi), null);
    if (best) sellShares(c, p.id, best);
  }
  for (const x of held()) {
    const certs = certsOf(c, x.sym, playerKey(p.id));
    const b = bundleOf(
      c,
      certs.map((y) => y.id),
    );
    const amount = (price(c, x) * b.percent) / sharePercent(c, x.sym);
    pay(c, 'bank', playerKey(p.id), amount);
    transferShares(c, b, POOL);
  }
  for (const x of Object.values(c.s.corporations)) {
    if (x.minor || x.president !== p.id) continue;
    x.president = null;
    if (price(c, x) > 0) log(c, `-- ${x.sym} enters receivership (it has no president) --`);
  }
  for (const m of Object.values(c.s.corporations)) if (m.minor && !m.closed && m.president === p.id) closeCorporation(c, m);
  for (const co of Object.values(c.s.companies)) if (!co.closed && co.owner === playerKey(p.id)) closeCompany(c, co.sym);
  if (p.cash > 0) pay(c, playerKey(p.id), corpKey(k.sym), p.cash);
  for (const x of Object.values(c.s.corporations)) if (!x.closed && x.market && price(c, x) === 0) closeCorporation(c, x);
  p.bankrupt = true;
  // §7.11: a new president (the sales handed the presidency on) must now buy the train, with nothing raised so far
  // counting against that purchase (18xx.games: the step stays, its last share prices reset).
  if (!k.closed && k.president !== null) {
    corp1846Mut(k).lastShareRaised = undefined;
    return;
  }
  // In receivership without a train it buys the cheapest one it can afford; its turn ends.
  if (!k.closed) trainStep1846.skip?.(c, k);
  const turn = (c.s.round as OperatingRound).turn;
  for (const step of c.rules.operatingSteps) if (!turn.done.includes(step)) turn.done.push(step);
}
