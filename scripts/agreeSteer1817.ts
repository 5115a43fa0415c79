/**
 * 1817 random play steered to the end of the game (the 8-train and the rounds after it), for `scripts/agree.ts`. Every
 * action is still one the engine offered, drawn from the seeded generator; only the weights and the open-ended choices
 * (a bid, a price, a lay) are the driver's. The first steering (`steer1817v1` in `./agreeSteer.ts`) still let most
 * games die early: companies bought trains with the money owed for interest and were liquidated with their presidents
 * paying (§6.10, §7.4), converted without the money for their new stations (§7.1.1), or ended a turn trainless;
 * players with no cash sold short and went bankrupt on the next dividend (§6.6). Whole games then ended by bankruptcy
 * in the second phase, or every company was gone and 18xx.games played empty rounds to its turn limit. Here a company
 * is run as a cautious president runs it:
 *
 * - a company starts with most of the money its president can bid, paid in cash (privates are rarely handed in), by
 *   a player with the money to run it (§5.5: the winning bid is the company's treasury);
 * - a train is bought only when the interest due this round is left after paying for it (§6.8), but a trainless
 *   company always buys one (§6.10), taking loans for it where it must;
 * - loans are taken for a first train, for the stations of a conversion, or when the interest cannot be paid, and
 *   rarely else (§1.2.5: each moves the price left, towards the acquisition and liquidation zones);
 * - a conversion is made when the stations it calls for can be paid (§7.1.1), a company's own shares are rarely
 *   bought back (§5.6), and a lay costs no more than the company can spare;
 * - short selling is left to players with the money to pay the dividends of the share (§5.3, §6.6), and payouts are
 *   preferred (§6.6: they move the price right).
 */
import type { Ctx } from '../shared/engine/context';
import { context, type Game } from '../shared/engine/game';
import { interestDue } from '../shared/engine/loans';
import { depotTrains, trainPrice } from '../shared/engine/trains';
import { atPrice } from '../shared/engine/offers';
import type { CorporationState } from '../shared/engine/state';
import { shareCount } from '../shared/engine/certSize';
import { loanSharkInterest } from '../shared/rules/1817/volatility';
import { NoChoice } from '../shared/play/randomPlay';
import type { Steer } from './agreeSteer';
import { steeredLay } from './steerLay';

/** §7.1.1: $50 a station bought on a conversion. */
const STATION_COST = 50;
/** A player starts a company only with this much cash (a $100 company can buy no more than a 2-train). */
const START_CASH = 100;

const pick = <T>(xs: readonly T[], rnd: () => number): T => xs[Math.floor(rnd() * xs.length)];

/** §6.8: what the company owes at this round's rate (and the Loan Shark's $10, volatility). */
const owed = (c: Ctx, k: CorporationState): number => interestDue(c, k) + loanSharkInterest(c, k);

/** A special round's name (1817: 'merger', 'acquisition'), or ''. */
const special = (game: Game): string => (game.state.round.kind === 'special' ? game.state.round.name : '');

/** The conversion in progress in the merger round, if any (`shared/rules/1817/conversion.ts`). */
function conversion(game: Game): { corporation: string; stage: string; stations: number } | null {
  const r = game.state.round;
  if (r.kind !== 'special') return null;
  return (r.conversion as { corporation: string; stage: string; stations: number } | null | undefined) ?? null;
}

/** The price of the cheapest train the depot sells now (§6.7). */
function cheapestTrain(c: Ctx): number {
  const prices = depotTrains(c).map((t) => trainPrice(c, t));
  return prices.length ? Math.min(...prices) : Infinity;
}

export const steer1817: Steer = (game, offer, legal, rnd) => {
  const s = game.state;
  const c = context(game);
  const corporation = (sym: unknown) => (typeof sym === 'string' ? s.corporations[sym] : undefined);
  switch (offer.type) {
    case 'bid': {
      // §5.5 a company's opening auction: one offer, a bid in the upper part of what the player can pay in cash.
      const ipo = offer.options.filter((o) => s.round.kind === 'stock' && s.corporations[o.company]);
      if (!ipo.length) return null;
      const cash = s.players.find((p) => p.id === offer.entity)?.cash ?? 0;
      const inCash = ipo.filter((o) => o.min <= cash);
      const starting = !s.pending.some((p) => p.kind === 'ipo');
      const running = Object.values(s.corporations).filter((k) => !k.closed && k.market && (k.market[0] || k.market[1])).length;
      return [
        {
          // With no company running, someone starts one (else nobody acts and 18xx.games plays empty rounds).
          weight: !starting ? 1.5 : running === 0 ? 6 : cash < START_CASH ? 0.1 : 1.5,
          build: () => {
            const o = pick(inCash.length ? inCash : ipo, rnd);
            const step = o.step ?? 5;
            const top = inCash.length ? Math.min(o.max, cash) : o.max;
            const steps = Math.floor((top - o.min) / step);
            return atPrice(o.action, o.min + step * Math.floor(Math.sqrt(rnd()) * (steps + 1)));
          },
        },
      ];
    }
    case 'assign':
      // §5.5: privates handed in pay for the company at face value, leaving it no cash: rarely, where not required.
      return s.pending.some((p) => p.kind === 'ipo') ? [{ weight: 0.2, build: () => pick(offer.targets, rnd).action }] : null;
    case 'take_loan': {
      const k = corporation(offer.entity);
      if (!k) return null;
      const conv = conversion(game);
      if (conv && conv.corporation === k.sym) {
        // §7.1.1: the stations of the conversion are paid after its loans; short of them, the company is liquidated.
        const short = conv.stations * STATION_COST > k.cash;
        return [{ weight: short ? 10 : 0.05, build: () => offer.action }];
      }
      if (special(game) === 'acquisition') return null;
      if (s.round.kind !== 'operating') return [{ weight: 0.02, build: () => offer.action }];
      // §6.10: a company without a train at the end of its turn is liquidated; a loan buys its first, taken at the
      // train step when no train is offered within its cash (another company may sell one for $1).
      const atTrains = s.round.kind === 'operating' && s.round.turn.step === 'train';
      const within = legal.some((o) => o.type === 'buy_train' && o.entity === k.sym && o.options.some((x) => x.min <= k.cash));
      const trainless = k.trains.length === 0 && atTrains && !within;
      return [{ weight: trainless ? 10 : 0.02, build: () => offer.action }];
    }
    case 'payoff_loan': {
      // §6.9: repaid from what is left after the interest, moving the price right.
      // A trainless company keeps its money for a train (§6.10).
      const k = corporation(offer.entity);
      return [{ weight: k && k.trains.length && k.cash - offer.amount >= 100 ? 2 : 0.01, build: () => offer.action }];
    }
    case 'buy_train': {
      const k = corporation(offer.entity);
      if (!k || !offer.options.length) return null;
      // A train is bought keeping the interest due (§6.8); a trainless company buys one whatever it costs (§6.10).
      const keep = k.cash - owed(c, k);
      const within = (budget: number) => offer.options.filter((o) => o.min <= budget);
      const affordable = within(keep).length || k.trains.length ? within(keep) : within(k.cash);
      const bank = affordable.filter((o) => o.from === 'depot' || o.from === 'pool');
      const from = bank.length ? bank : affordable;
      if (!from.length) return [];
      // Another company's train: a price drawn up to what the buyer can spare.
      const priced = (o: (typeof from)[number]) => {
        const top = Math.max(o.min, Math.min(o.max, keep));
        return atPrice(o.action, o.min + Math.floor(rnd() * (top - o.min + 1)));
      };
      return [{ weight: 8, build: () => priced(pick(from, rnd)) }];
    }
    case 'pass': {
      // A company that may lay track or buy a train it can pay for does so rather than pass (a pass is still drawn).
      if (s.round.kind === 'operating') {
        const k = corporation(offer.entity);
        const budget = k ? k.cash - owed(c, k) : 0;
        const busy = legal.some(
          (o) =>
            o.entity === offer.entity &&
            (o.type === 'lay_tile' || (o.type === 'buy_train' && o.options.some((x) => x.min <= (k && k.trains.length === 0 ? k.cash : budget)))),
        );
        return busy ? [{ weight: 0.2, build: () => offer.action }] : null;
      }
      // §5.5 handing in privates: the winner mostly keeps them.
      if (s.pending.some((p) => p.kind === 'ipo') && legal.some((o) => o.type === 'assign')) return [{ weight: 3, build: () => offer.action }];
      return null;
    }
    case 'convert': {
      // §7.1.1: a conversion to 5 shares brings one station, to 10 two; unpaid, the company is liquidated.
      const k = corporation(offer.entity);
      if (!k) return null;
      const stations = shareCount(c, k.sym) === 2 ? 1 : 2;
      return [{ weight: k.cash >= stations * STATION_COST ? 1 : 0.1, build: () => offer.action }];
    }
    case 'buy_shares':
      // §5.6: a company buying back its own shares spends the money for trains.
      return offer.entityType === 'corporation' ? [{ weight: 0.05, build: () => pick(offer.options, rnd).action }] : null;
    case 'dividend': {
      // §6.6: a payout moves the price right, withholding left: paying out keeps companies out of the low zones; but
      // a company that could not pay its interest after it (§6.8, §6.10) or buy a first train keeps the money.
      const k = corporation(offer.entity);
      const needs = k ? owed(c, k) + (k.trains.length ? 0 : cheapestTrain(c)) : 0;
      const keep = !!k && k.cash < needs;
      const weight: Record<string, number> = keep ? { withhold: 12, half: 4, payout: 1 } : { payout: 12, half: 1, withhold: 1 };
      return offer.options.map((o) => ({ weight: weight[o.kind] ?? 1, build: () => o.action }));
    }
    case 'short': {
      // §5.3, §6.6: the short seller pays the share's dividends; only a player who could pay a few sells short.
      const cash = s.players.find((p) => p.id === offer.entity)?.cash ?? 0;
      const safe = offer.options.filter((o) => cash >= 3 * o.price);
      return safe.length ? [{ weight: 0.1, build: () => pick(safe, rnd).action }] : [];
    }
    case 'lay_tile': {
      const k = corporation(offer.entity);
      if (offer.entityType !== 'corporation' || !k) return null;
      // What a lay may cost: the cash less the interest due and, while the company has no train, a 2-train's price.
      const budget = Math.max(0, k.cash - owed(c, k) - (k.trains.length === 0 ? 100 : 0));
      return [
        {
          weight: 5,
          build: () => {
            const lay = steeredLay(game, offer, budget, rnd);
            if (!lay) throw new NoChoice();
            return lay;
          },
        },
      ];
    }
    default:
      return null;
  }
};
