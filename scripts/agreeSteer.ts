/**
 * The first steering of 1817 (`npm run agree -- --steer 1`, to replay the batches of the ninth and tenth sessions);
 * `./agreeSteer1817.ts` is the steering played now. Random play steered towards a title's late game, for `scripts/agree.ts` (only the driver's choices: every action
 * is still one the engine offered, drawn from the seeded generator). Unsteered, 1817's random companies mostly start
 * with little cash, lay track that joins nothing, buy each other's trains for a few dollars and are liquidated before
 * the 4-trains: 18xx.games then plays empty rounds to its turn limit, and the 8-trains, the bank's acquisition bids,
 * the game end and Modern Trains' exchanges are never reached. Steered, a 1817 game:
 *
 * - starts companies less often, with a bid drawn over the whole range the player can pay in cash (not only its
 *   first few steps), so its treasury can buy trains (§5.5: the winning bid is the company's);
 * - takes loans mostly when the company has no train or little cash, and pays out rather than withholds;
 * - lays track or buys a train rather than passing;
 * - buys trains from the bank's depot or market when it may, and another company's train only at its full price;
 * - lays track that gives a company with no route one, when some lay does (tried on a few hexes);
 * - sells short rarely (§5.3: each short drives the price down).
 */
import type { Action } from '../shared/engine/actions';
import { atPrice } from '../shared/engine/offers';
import { context, dryRun, type Game } from '../shared/engine/game';
import { legalTileLays, type LegalAction } from '../shared/engine/legal';
import { hasRoute } from '../shared/engine/rounds/or/route';
import type { Choice } from '../shared/play/randomPlay';
import { steer1817 } from './agreeSteer1817';

export type Steer = (game: Game, offer: LegalAction, legal: LegalAction[], rnd: () => number) => Choice[] | null;

/** How many hexes a route-seeking lay tries (each lay tried is a dry run of the whole state). */
const LAY_HEXES = 6;

const pick = <T>(xs: readonly T[], rnd: () => number): T => xs[Math.floor(rnd() * xs.length)];

/** A lay that gives `sym` a route where it has none, or null (the default draw then). */
function routeMakingLay(game: Game, offer: Extract<LegalAction, { type: 'lay_tile' }>, sym: string, rnd: () => number): Action | null {
  const hexes = [...offer.hexes].sort(() => rnd() - 0.5).slice(0, LAY_HEXES);
  for (const hex of hexes) {
    for (const lay of legalTileLays(game, offer, hex).sort(() => rnd() - 0.5)) {
      const r = dryRun(game, lay.action);
      if (!r.ok) continue;
      const k = r.value.state.corporations[sym];
      if (k && hasRoute(context(r.value), k)) return lay.action;
    }
  }
  return null;
}

export const steer1817v1: Steer = (game, offer, legal, rnd) => {
  const s = game.state;
  switch (offer.type) {
    case 'bid': {
      // §5.5 a company's opening auction: one offer (not one per company and range, which made starting companies
      // the likeliest move until the players' cash was gone), a bid anywhere in its range (the lower half likelier).
      const ipo = offer.options.filter((o) => s.round.kind === 'stock' && s.corporations[o.company]);
      if (!ipo.length) return null;
      // Paid in cash where the player can (privates handed in make a company rich in privates, poor in cash).
      const cash = s.players.find((p) => p.id === offer.entity)?.cash ?? 0;
      const inCash = ipo.filter((o) => o.min <= cash);
      return [
        {
          weight: 1.5,
          build: () => {
            const o = pick(inCash.length ? inCash : ipo, rnd);
            const step = o.step ?? 5;
            const top = inCash.length ? Math.min(o.max, cash) : o.max;
            const steps = Math.floor((top - o.min) / step);
            const r = rnd();
            return atPrice(o.action, o.min + step * Math.floor(r * r * (steps + 1)));
          },
        },
      ];
    }
    case 'take_loan': {
      // §6.8 a loan costs interest every round and moves the price left (§1.2.5): taken in an operating round by a
      // company with no train or little cash, rarely else.
      const k = s.corporations[offer.entity];
      const needed = !!k && s.round.kind === 'operating' && (k.trains.length === 0 || k.cash < 100);
      return [{ weight: needed ? 0.5 : 0.05, build: () => offer.action }];
    }
    case 'buy_train': {
      if (!offer.options.length) return null;
      const bank = offer.options.filter((o) => o.from === 'depot' || o.from === 'pool');
      const from = bank.length ? bank : offer.options;
      return [{ weight: 8, build: () => ((o) => atPrice(o.action, o.max))(pick(from, rnd)) }];
    }
    case 'pass': {
      // A company that may lay track or buy a train does so rather than pass (a pass is still drawn, rarely).
      const busy =
        s.round.kind === 'operating' && legal.some((o) => o.entity === offer.entity && (o.type === 'lay_tile' || (o.type === 'buy_train' && o.options.length)));
      return busy ? [{ weight: 0.2, build: () => offer.action }] : null;
    }
    case 'dividend':
      // §6.6: a payout moves the price right, withholding left: paying out keeps companies out of the low zones.
      return offer.options.map((o) => ({ weight: o.kind === 'payout' ? 12 : 1, build: () => o.action }));
    case 'short':
      return [{ weight: 0.1, build: () => pick(offer.options, rnd).action }];
    case 'lay_tile': {
      const k = s.corporations[offer.entity];
      if (offer.entityType !== 'corporation' || !k || hasRoute(context(game), k)) return null;
      return [
        {
          weight: 5,
          build: () => {
            const lay = routeMakingLay(game, offer, k.sym, rnd);
            if (lay) return lay;
            for (const hex of [...offer.hexes].sort(() => rnd() - 0.5)) {
              const lays = legalTileLays(game, offer, hex);
              if (lays.length) return pick(lays, rnd).action;
            }
            throw new Error(`no tile lay for ${k.sym} after all`);
          },
        },
      ];
    }
    default:
      return null;
  }
};

/** The steering `npm run agree` plays each title with (none: the default random play); `version` 1 the first. */
export function steerFor(title: string, version = 2): Steer | undefined {
  if (title !== '1817') return undefined;
  return version === 1 ? steer1817v1 : steer1817;
}
