import type { Action, EntityType, RouteJson } from './actions';
import type { PlayerId } from './state';

/**
 * What may be done now, as the steps list it: each legal action names its options (companies, prices, hexes...) and
 * every option that can be enumerated carries the concrete 18xx.games action it produces (`action`), so the panels,
 * the random player and the editor's play-test send that action as it is, with no translation of their own.
 *
 * Two kinds of option are open-ended and have a documented builder instead: a tile lay (`layTileAction`: hex, tile,
 * rotation; `legalTileLays` in legal.ts lists the concrete lays on one hex) and a run (`runRoutesAction`: the routes
 * drawn or found by the optimiser). A price chosen inside an offered range (bids, trains bought from another
 * corporation, privates) is set on the option's action with `atPrice`.
 *
 * A step or a title's hook may list an offer without its actions (`LegalOffer`): `withActions` gives each option the
 * action its fields describe, in this one place. `LegalAction` is the offer with every action present, as
 * `legalActions` returns it.
 */

type Act<R extends boolean> = R extends true ? { action: Action } : { action?: Action };
/** Fields added to an offer for its concrete actions: present in a `LegalAction`, optional in a `LegalOffer`. */
type Added<R extends boolean, T> = R extends true ? T : Partial<T>;

export interface ShareOption {
  corporation: string;
  shares: string[];
  percent: number;
  price: number;
  from?: 'ipo' | 'pool';
}

export interface TrainOption {
  train: string;
  name: string;
  variant: string;
  /** Fixed price (depot, pool) or the allowed range when bought from another corporation. */
  min: number;
  max: number;
  from: string;
  exchange?: string;
}

export interface ParPrice {
  price: number;
  row: number;
  col: number;
}

export interface City {
  city: string;
  hex: string;
  stop: number;
}

/** What a marker or private goes to: a hex, a corporation, or (1817's IPO: a private handed in by its owner) a company. */
export type Target = { target: string; targetType: 'hex' | 'corporation' | 'company' };

/** The legal actions, with (`R` true) or without (`R` false) their concrete actions attached. */
export type Offer<R extends boolean> =
  | ({ type: 'pass'; entity: PlayerId | string; entityType: EntityType; label: string } & Act<R>)
  /** A bid's action is at `min`; any price up to `max` in steps the auction allows (`atPrice`): `step` apart where given. */
  /**
   * `highest`: the bid standing on the company, where the auction has one; `note`: what a bid means, where the title
   * says (1817: a private's face value and the seed money; an IPO's bid becoming the company's treasury).
   */
  | {
      type: 'bid';
      entity: PlayerId;
      options: ({
        company: string;
        min: number;
        max: number;
        buy: boolean;
        step?: number;
        highest?: { player: PlayerId; price: number };
        note?: string;
      } & Act<R>)[];
    }
  | ({ type: 'par'; entity: PlayerId; corporations: string[]; prices: ParPrice[] } & Added<
      R,
      { options: ({ corporation: string } & ParPrice & { action: Action })[] }
    >)
  | { type: 'buy_shares'; entity: PlayerId | string; entityType: EntityType; options: (ShareOption & Act<R>)[] }
  | { type: 'sell_shares'; entity: PlayerId; options: (ShareOption & Act<R>)[] }
  /** Open-ended: `layTileAction` builds a lay, `legalTileLays` lists those of a hex. */
  | { type: 'lay_tile'; entity: string; entityType: EntityType; hexes: string[] }
  | { type: 'place_token'; entity: string; cities: (City & Act<R>)[]; price: number }
  /** Open-ended: `runRoutesAction` builds the run from the routes. */
  | { type: 'run_routes'; entity: string; trains: string[] }
  | ({ type: 'dividend'; entity: string; kinds: string[]; revenue: number } & Added<R, { options: { kind: string; action: Action }[] }>)
  /** A train's action is at `min`; one bought from another corporation may cost anything up to `max` (`atPrice`). */
  | { type: 'buy_train'; entity: string; options: (TrainOption & Act<R>)[] }
  | ({ type: 'discard_train'; entity: string; trains: string[] } & Added<R, { options: { train: string; action: Action }[] }>)
  /** A corporation scraps one of its trains for its salvage value (18NY second edition). */
  | ({ type: 'scrap_train'; entity: string; trains: { train: string; value: number }[] } & Added<
      R,
      { options: { train: string; value: number; action: Action }[] }
    >)
  /**
   * A merger the acting corporation may make (18NY: a minor into the NYC, a takeover of another company), each with
   * what it costs or brings its owner (negative: the owner pays).
   */
  | { type: 'merge'; entity: string; options: ({ corporation: string; label: string; amount: number } & Act<R>)[] }
  /** 18NY: the operating company opens its choice of mergers and takeovers. */
  | ({ type: 'view_merge_options'; entity: string } & Act<R>)
  /** 18NY: after a takeover, a station of the company taken over that the acquirer may replace with its own. */
  | { type: 'remove_token'; entity: string; cities: (City & { slot: number } & Act<R>)[] }
  /**
   * A private's action is at `min`; any price up to `max` (`atPrice`). Bought by a corporation, or by a player from the
   * bank (18NY: a bankrupt's privates; the step attaches that action itself).
   */
  | { type: 'buy_company'; entity: string | PlayerId; options: ({ company: string; min: number; max: number } & Act<R>)[] }
  | ({ type: 'bankrupt'; entity: string } & Act<R>)
  /** 1846 §4: the acting player's cards, secret from the others. */
  | ({ type: 'draft'; entity: PlayerId; cards: ({ company: string; price: number } & Act<R>)[]; canPass: boolean; hiddenFrom: PlayerId[] } & Added<
      R,
      { pass: Action | null }
    >)
  /** 1846 §6.3, 1870 pp. 17-18: a corporation issues (reissues) shares from its treasury, or redeems shares. */
  | { type: 'issue' | 'redeem'; entity: string; options: ({ shares: string[]; count: number; amount: number } & Act<R>)[] }
  /** A private's marker (1846 Meat Packing, Boomtown, Steamboat; 1870 cattle and port) placed on a hex or a corporation. */
  | { type: 'assign'; entity: string; targets: (Target & Act<R>)[] }
  /** A private's own station (1846 C&WI in Chicago). */
  | { type: 'company_token'; entity: string; cities: (City & Act<R>)[] }
  /**
   * A loan taken or repaid by the operating corporation (`shared/engine/loans.ts`): `amount` is the loan's face value
   * always; `proceeds`, the cash a loan taken brings where that is less (18NY: a loan taken after the interest step
   * brings its face value less the interest, paid at once).
   */
  | ({ type: 'take_loan' | 'payoff_loan'; entity: string; loan: number; amount: number; proceeds?: number } & Act<R>)
  /** A president pays the operating corporation's debt (18NY: interest it could not pay), `amount` in all. */
  | ({ type: 'payoff_debt'; entity: PlayerId; corporation: string; amount: number } & Act<R>)
  /** A choice among named options (1870: a connection run's destination station on the map or on the charter). */
  | ({ type: 'choose'; entity: string; entityType: EntityType; choices: string[] } & Added<R, { options: { choice: string; action: Action }[] }>)
  /** A private's ability may be declined (1846 Steamboat at the start of the round). */
  | ({ type: 'company_pass'; entity: string } & Act<R>)
  /** 1817 §7.1.1: a corporation converts to more shares (2 to 5, 5 to 10). */
  | ({ type: 'convert'; entity: string; from: number; to: number } & Act<R>)
  /** 1817 §5.3: a share of a corporation sold short, at its price. */
  | { type: 'short'; entity: PlayerId; options: ({ corporation: string; price: number } & Act<R>)[] };

/** A legal action as `legalActions` returns it: every enumerable option with its concrete action. */
export type LegalAction = Offer<true>;
/** A legal action as a step or a title's hook may list it: actions it leaves out are added by `withActions`. */
export type LegalOffer = Offer<false>;

const act = (a: Record<string, unknown>): Action => a as unknown as Action;

/** What `withActions` reads of the state. */
export interface OfferState {
  /** The variant a train is now (a train's variant is named only where it differs). */
  trainVariant(train: string): string | undefined;
  /** Is this a minor (acting as `minor`, 18xx.games' entity type) rather than a corporation? */
  isMinor(sym: string): boolean;
}

/** The offer with every option's concrete action: the one translation of the options' fields into 18xx.games actions. */
export function withActions(o: LegalOffer, state: OfferState): LegalAction {
  const corporation = (entity: string) => ({ entity, entity_type: state.isMinor(entity) ? ('minor' as const) : ('corporation' as const) });
  switch (o.type) {
    case 'pass':
      return {
        ...o,
        action:
          o.action ??
          act({ type: 'pass', entity: o.entity, entity_type: o.entityType === 'corporation' ? corporation(String(o.entity)).entity_type : o.entityType }),
      };
    case 'company_pass':
      return { ...o, action: o.action ?? act({ type: 'pass', entity: o.entity, entity_type: 'company' }) };
    case 'bankrupt':
      return { ...o, action: o.action ?? act({ type: 'bankrupt', ...corporation(o.entity) }) };
    case 'take_loan':
    case 'payoff_loan':
      return { ...o, action: o.action ?? act({ type: o.type, ...corporation(o.entity), loan: o.loan }) };
    case 'payoff_debt':
      return { ...o, action: o.action ?? act({ type: 'payoff_debt', entity: o.entity, entity_type: 'player' }) };
    case 'bid': {
      const base = { type: 'bid', entity: o.entity, entity_type: 'player' };
      return { ...o, options: o.options.map((x) => ({ ...x, action: x.action ?? act({ ...base, company: x.company, price: x.min }) })) };
    }
    case 'draft': {
      const base = { entity: o.entity, entity_type: 'player' };
      return {
        ...o,
        // The card's price, as 18xx.games writes it (the draft takes the card at its price whatever the bid says).
        cards: o.cards.map((x) => ({ ...x, action: x.action ?? act({ type: 'bid', ...base, company: x.company, price: x.price }) })),
        pass: o.pass !== undefined ? o.pass : o.canPass ? act({ type: 'pass', ...base }) : null,
      };
    }
    case 'par':
      return {
        ...o,
        options:
          o.options ??
          o.corporations.flatMap((sym) =>
            o.prices.map((p) => ({
              corporation: sym,
              ...p,
              action: act({ type: 'par', entity: o.entity, entity_type: 'player', corporation: sym, share_price: `${p.price},${p.row},${p.col}` }),
            })),
          ),
      };
    case 'buy_shares':
    case 'sell_shares': {
      const entityType = o.type === 'buy_shares' ? o.entityType : 'player';
      const base = { type: o.type, entity: o.entity, entity_type: entityType };
      return {
        ...o,
        options: o.options.map((x) => ({ ...x, action: x.action ?? act({ ...base, shares: x.shares, percent: x.percent }) })),
      } as LegalAction;
    }
    case 'place_token':
    case 'company_token': {
      const base = { type: 'place_token', entity: o.entity, entity_type: o.type === 'place_token' ? 'corporation' : 'company' };
      return { ...o, cities: o.cities.map((x) => ({ ...x, action: x.action ?? act({ ...base, city: x.city }) })) } as LegalAction;
    }
    case 'dividend':
      return {
        ...o,
        options: o.options ?? o.kinds.map((kind) => ({ kind, action: act({ type: 'dividend', ...corporation(o.entity), kind }) })),
      };
    case 'buy_train':
      return {
        ...o,
        options: o.options.map((x) => ({
          ...x,
          action:
            x.action ??
            act({
              type: 'buy_train',
              ...corporation(o.entity),
              train: x.train,
              price: x.min,
              // Named whenever it differs from what the train is now (a pool 4/6 bought as a 5), else the train's own.
              ...(x.variant && x.variant !== (state.trainVariant(x.train) ?? x.name) ? { variant: x.variant } : {}),
              ...(x.exchange ? { exchange: x.exchange } : {}),
            }),
        })),
      };
    case 'discard_train':
      return {
        ...o,
        options: o.options ?? o.trains.map((train) => ({ train, action: act({ type: 'discard_train', ...corporation(o.entity), train }) })),
      };
    case 'scrap_train':
      return {
        ...o,
        options: o.options ?? o.trains.map((x) => ({ ...x, action: act({ type: 'scrap_train', ...corporation(o.entity), train: x.train }) })),
      };
    case 'merge':
      return {
        ...o,
        options: o.options.map((x) => ({ ...x, action: x.action ?? act({ type: 'merge', ...corporation(o.entity), corporation: x.corporation }) })),
      };
    case 'view_merge_options':
      return { ...o, action: o.action ?? act({ type: 'view_merge_options', ...corporation(o.entity) }) };
    case 'remove_token':
      return {
        ...o,
        cities: o.cities.map((x) => ({ ...x, action: x.action ?? act({ type: 'remove_token', ...corporation(o.entity), city: x.city, slot: x.slot }) })),
      };
    case 'buy_company': {
      const base = { type: 'buy_company', ...corporation(String(o.entity)) };
      return { ...o, options: o.options.map((x) => ({ ...x, action: x.action ?? act({ ...base, company: x.company, price: x.min }) })) };
    }
    case 'issue':
    case 'redeem': {
      // The engine computes the percent and the price of treasury shares: the action names the shares only.
      const base = { type: o.type === 'issue' ? 'sell_shares' : 'buy_shares', ...corporation(o.entity) };
      return { ...o, options: o.options.map((x) => ({ ...x, action: x.action ?? act({ ...base, shares: x.shares }) })) };
    }
    case 'assign': {
      const base = { type: 'assign', entity: o.entity, entity_type: 'company' };
      const targetType = (x: Target) => (x.targetType === 'corporation' && state.isMinor(x.target) ? 'minor' : x.targetType);
      return { ...o, targets: o.targets.map((x) => ({ ...x, action: x.action ?? act({ ...base, target: x.target, target_type: targetType(x) }) })) };
    }
    case 'choose':
      return {
        ...o,
        options: o.options ?? o.choices.map((choice) => ({ choice, action: act({ type: 'choose', entity: o.entity, entity_type: o.entityType, choice }) })),
      };
    case 'convert':
      return { ...o, action: o.action ?? act({ type: 'convert', ...corporation(o.entity) }) };
    case 'short': {
      const base = { type: 'short', entity: o.entity, entity_type: 'player' };
      return { ...o, options: o.options.map((x) => ({ ...x, action: x.action ?? act({ ...base, corporation: x.corporation }) })) };
    }
    case 'lay_tile':
    case 'run_routes':
      return o;
  }
}

/** An option's action at another price of its offered range (a bid, a train from another corporation, a private). */
export function atPrice<A extends Action>(action: A, price: number): A {
  return { ...action, price };
}

/** The concrete tile lay of a `lay_tile` offer: `tile` is the copy's id (`57-1`), as `legalTileLays` lists it. */
export function layTileAction(o: Extract<LegalOffer, { type: 'lay_tile' }>, hex: string, tile: string, rotation: number): Action {
  return act({ type: 'lay_tile', entity: o.entity, entity_type: o.entityType, hex, tile, rotation });
}

/** The concrete run of a `run_routes` offer: the routes drawn on the board or found by the optimiser (none: no run). */
export function runRoutesAction(o: Extract<LegalOffer, { type: 'run_routes' }>, routes: RouteJson[]): Action {
  return act({ type: 'run_routes', entity: o.entity, entity_type: 'corporation', routes });
}
