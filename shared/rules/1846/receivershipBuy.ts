import type { ActionOf } from '../../engine/actions';
import type { Ctx } from '../../engine/context';
import { canGain } from '../../engine/certs';
import { certsOf, corp, log, player, playerKey } from '../../engine/entities';
import { moveCert } from '../../engine/transfer/certs';
import { pay } from '../../engine/transfer/cash';
import { price } from '../../engine/market';
import { check, checkRecorded } from '../../engine/result';
import { buyStep } from '../../engine/rounds/sr/buy';
import { checkPlayerAction } from '../../engine/rounds/sr/sell';
import type { StockStep } from '../../engine/rounds/sr/step';
import { recordAction, soldThisRound, sr } from '../../engine/rounds/sr/turn';
import { POOL, type CertificateState } from '../../engine/state';
import { inReceivership } from './dividend';

/**
 * §7.13: the president's certificate of a corporation in receivership lies in the Stock Market. It is never bought as
 * two shares: a player who holds a share of the corporation buys "a virtual 10% share", paying one share's price,
 * takes the president's certificate, hands one 10% share back to the Stock Market and becomes president (as
 * 18xx.games plays it). Every other purchase is the standard one.
 */
export const buyStep1846: StockStep = {
  ...buyStep,
  process(c, a) {
    const pres = receivershipPresident(c, a as ActionOf<'buy_shares'>);
    if (!pres) return buyStep.process(c, a);
    const action = a as ActionOf<'buy_shares'>;
    const id = checkPlayerAction(c, action);
    const k = corp(c, pres.corp);
    check(action.shares.length === 1, () => `${pres.id} is bought alone`);
    check(action.percent === undefined || action.percent === 10 || action.percent === pres.percent, () => `${pres.id} is bought as a 10% share`);
    check(!sr(c).turn.bought, 'only one certificate may be bought per turn');
    check(!soldThisRound(c, id, k.sym), () => `${k.sym} was sold by this player this round`);
    const own = certsOf(c, k.sym, playerKey(id));
    check(own.length > 0, () => `only a player holding a share of ${k.sym} may buy its president's certificate from the Stock Market (§7.13)`);
    check(canGain(c, id, k.sym, 10), () => `player ${id} may not hold more of ${k.sym} (certificate or holding limit)`);
    const cost = price(c, k);
    if (typeof action.share_price === 'number') checkRecorded('share_price', action.share_price, cost);
    check(player(c, id).cash >= cost, () => `player ${id} cannot afford ${cost}`);
    pay(c, playerKey(id), 'bank', cost);
    moveCert(c, own[0], POOL);
    moveCert(c, pres, playerKey(id));
    k.president = id;
    log(c, `${player(c, id).name} buys a 10% share of ${k.sym} for ${cost}, swapping a share for the president's certificate`);
    log(c, `${player(c, id).name} becomes the president of ${k.sym}`);
    const t = sr(c).turn;
    t.bought = true;
    t.boughtFrom = k.sym;
    recordAction(c, 'buy');
  },
  legal(game, c, id, ok) {
    // The offer of such a certificate is the virtual share: 10%, one share's price.
    return buyStep.legal!(game, c, id, ok).map((o) =>
      o.type !== 'buy_shares'
        ? o
        : {
            ...o,
            options: o.options.map((x) => {
              const cert = c.s.certificates[x.shares[0]];
              return cert.president && cert.owner === POOL && inReceivership(corp(c, cert.corp))
                ? { ...x, percent: 10, price: price(c, corp(c, cert.corp)) }
                : x;
            }),
          },
    );
  },
};

/** The president's certificate of a corporation in receivership, when the purchase is of it from the Stock Market. */
function receivershipPresident(c: Ctx, a: ActionOf<'buy_shares'>): CertificateState | null {
  const cert = c.s.certificates[a.shares?.[0] ?? ''];
  if (!cert?.president || cert.owner !== POOL) return null;
  return inReceivership(corp(c, cert.corp)) ? cert : null;
}
