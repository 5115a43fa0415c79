import type { Action } from '../engine/actions';
import { legalActions, legalTileLays, type LegalAction } from '../engine/legal';
import { atPrice } from '../engine/offers';
import { applyLive, context, createGame, type Game } from '../engine/game';
import type { GameState } from '../engine/state';
import type { TitleDef } from '../title/types';
import type { TitleRules } from '../engine/hooks';
import { bestRoutes, toRunRoutes } from '../routes/game';
import { results } from '../engine/value';
import { conservationProblems } from '../engine/conservation';
import { asWritten } from '../engine/export';
import { pendingDebtors } from '../engine/pendingSteps';

/**
 * Seeded random play: a game is driven only by the engine's own list of legal actions (shared/engine/legal.ts) and
 * the concrete 18xx.games actions they carry (shared/engine/offers.ts), as the play panels send them, one picked with a small
 * seeded generator biased towards progress. After every action the engine must have accepted what it offered,
 * conserved cash and certificates, and still have something to do until the game is over.
 */

/** Mulberry32: a tiny deterministic generator, independent of the engine's own. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface RandomPlayCase {
  title: string;
  players: number;
  optionalRules: string[];
  seed: number;
}

export interface RandomPlayProblem {
  /** 1-based number of the action in the game's log (the action that broke something, or the next one). */
  index: number;
  kind:
    | 'refused'
    | 'exception'
    | 'legal-threw'
    | 'bad-offer'
    | 'rule'
    | 'no-legal-action'
    | 'stalled'
    | 'conservation'
    | 'negative-cash'
    | 'routes'
    | 'setup'
    | 'bad-end';
  message: string;
  action?: Action;
  round?: string;
}

export interface RandomPlayResult {
  actions: Action[];
  finished: boolean;
  endReason: string | null;
  /** Every distinct problem, in order (empty: the game was played without fault). */
  problems: RandomPlayProblem[];
  /** Actions the engine offered and refused (each also reported once per signature). */
  refusedTries: number;
  /** The game as it was left. */
  game: Game | null;
  /** Where the game was when it stopped: `<kind> <turn>.<roundNum>`. */
  where: string;
  ms: number;
}

export interface RandomPlayOptions {
  /** Stop (without a problem) after this many actions. */
  maxActions: number;
  /** A problem if the round (kind, turn, number) does not change for this many actions. */
  stallLimit?: number;
  /** Time limit of the route optimiser per run, ms. */
  routeMs?: number;
  /** Stop the game after this many distinct problems. */
  maxProblems?: number;
  /** Told of every best-routes search (for finding slow positions). */
  onRoutes?: (game: Game, corporation: string, ms: number) => void;
  /**
   * A driver's own choices for one offer, in place of the default ones (null: the default). `scripts/agree.ts` steers
   * 1817's games towards their late game this way; it draws only from `rnd`, the seeded generator.
   */
  steer?: (game: Game, offer: LegalAction, legal: LegalAction[], rnd: () => number) => Choice[] | null;
}

/**
 * Cash below zero, but for a player an open decision lets owe the difference (`PendingStep.debtor`) and a corporation
 * the title lets owe (`TitleRules.mayOwe`).
 */
function negativeCash(game: Game): string[] {
  const s = game.state;
  const out: string[] = [];
  const c = context(game);
  const debtors = new Set(pendingDebtors(c));
  for (const p of s.players) if (p.cash < 0 && !debtors.has(p.id)) out.push(`player ${p.id} has ${p.cash}`);
  for (const k of Object.values(s.corporations)) if (k.cash < 0 && !c.rules.mayOwe?.(c, k)) out.push(`${k.sym} has ${k.cash}`);
  return out;
}

const where = (s: GameState) => `${s.round.kind} ${s.turn}.${s.roundNum}`;

/** One action random play may pick, with its weight (relative to the others offered). */
export type Choice = { weight: number; build: () => Action };

/**
 * An offer that, looked at closely, holds nothing to choose (a hex where no tile may go after all): thrown by a build,
 * random play draws again from the other choices. A steering driver throws it too (no lay it would pay for).
 */
export class NoChoice extends Error {}

/**
 * The concrete actions the legal actions carry, with weights that push the game towards its end. Options are sent as
 * the engine built them; only what is open-ended is chosen here: a price inside an offered range (`atPrice`), a tile
 * lay on a hex (`legalTileLays`) and the routes of a run (the optimiser's best, `toRunRoutes`).
 */
function choices(game: Game, legal: LegalAction[], rnd: () => number, roundActions: number, opts: RandomPlayOptions): Choice[] {
  const s = game.state;
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];
  const out: Choice[] = [];
  const kind = s.round.kind;
  // The longer a stock round lasts, the likelier a pass: rounds end.
  const stockPass = Math.min(20, 0.6 + roundActions / 15);
  const add = (weight: number, build: Choice['build']) => weight > 0 && out.push({ weight, build });
  /** A price in `min..max` (whole units), drawn evenly. */
  const inRange = (o: { min: number; max: number }) => (o.min === o.max ? o.min : o.min + Math.floor(rnd() * (o.max - o.min + 1)));
  for (const a of legal) {
    const steered = opts.steer?.(game, a, legal, rnd);
    if (steered) {
      for (const x of steered) add(x.weight, x.build);
      continue;
    }
    switch (a.type) {
      case 'pass':
        add(kind === 'stock' ? stockPass : 1, () => a.action);
        break;
      case 'company_pass':
        add(1, () => a.action);
        break;
      case 'bid':
        for (const o of a.options) {
          add(o.buy ? 5 : 1, () => {
            const step = o.step ?? 5;
            const steps = Math.floor((o.max - o.min) / step);
            return o.buy ? o.action : atPrice(o.action, o.min + step * Math.floor(rnd() * Math.min(steps + 1, 7)));
          });
        }
        break;
      case 'draft':
        for (const card of a.cards) add(1, () => card.action);
        // An open draft (1846 with two players) passes often enough that both players pass in turn, and the
        // independents' operating rounds between draft rounds get played.
        if (a.pass) add(a.hiddenFrom.length ? 0.3 : 3, () => a.pass!);
        break;
      case 'par':
        if (a.prices.length)
          add(s.pending.length ? 1 : 3, () => {
            // A price, then a corporation (the order the generator was always drawn in).
            const p = pick(a.prices);
            const sym = pick(a.corporations);
            return a.options.find((o) => o.corporation === sym && o.price === p.price && o.row === p.row && o.col === p.col)!.action;
          });
        break;
      case 'buy_shares':
        add(a.entityType === 'company' ? 0.5 : 5, () => pick(a.options).action);
        break;
      case 'sell_shares':
        // In a stock round selling is rare; in an operating round it is the president raising cash for a train.
        add(kind === 'operating' ? 3 : 0.4, () => pick(a.options).action);
        break;
      case 'lay_tile':
        add(a.entityType === 'company' ? 1 : 5, () => {
          // The offered hexes are where the tile rules allow a lay; which tile and rotation the step accepts is
          // asked as the track tool asks it. A hex with none is no offer of a lay.
          for (const hex of [...a.hexes].sort(() => rnd() - 0.5)) {
            const lays = legalTileLays(game, a, hex);
            if (!lays.length) continue;
            // A tile, then one of its rotations.
            const copies = [...new Set(lays.map((l) => l.copy))];
            const copy = pick(copies);
            return pick(lays.filter((l) => l.copy === copy)).action;
          }
          throw new NoChoice();
        });
        break;
      case 'place_token':
        if (a.cities.length) add(4, () => pick(a.cities).action);
        break;
      case 'company_token':
        if (a.cities.length) add(1, () => pick(a.cities).action);
        break;
      case 'assign':
        add(1, () => pick(a.targets).action);
        break;
      case 'choose':
        // 1870: a connection run's destination station on the map (mostly, for the doubling) or on the charter.
        for (const o of a.options) add(o.choice === 'Charter' && a.options.length > 1 ? 0.3 : 1, () => o.action);
        break;
      case 'run_routes':
        add(20, () => {
          const r = bestRoutes(game, a.entity, { timeLimitMs: opts.routeMs ?? 100 });
          if (!r.ok) throw new RoutesError(r.error);
          routeStats.runs++;
          routeStats.maxMs = Math.max(routeStats.maxMs, r.value.ms);
          opts.onRoutes?.(game, a.entity, r.value.ms);
          if (!r.value.optimal) routeStats.cutOff++;
          return toRunRoutes(r.value, a.entity);
        });
        break;
      case 'dividend': {
        const w: Record<string, number> = { payout: 6, withhold: 1.5, half: 2 };
        for (const o of a.options) add(w[o.kind] ?? 1, () => o.action);
        break;
      }
      case 'buy_train':
        if (a.options.length)
          add(8, () => {
            const depot = a.options.filter((o) => o.from === 'depot' || o.from === 'pool');
            const o = depot.length && rnd() < 0.8 ? pick(depot) : pick(a.options);
            return atPrice(o.action, inRange(o));
          });
        break;
      case 'discard_train':
        add(1, () => pick(a.options).action);
        break;
      case 'scrap_train':
        add(0.2, () => pick(a.options).action);
        break;
      case 'merge':
        if (a.options.length) add(2, () => pick(a.options).action);
        break;
      case 'view_merge_options':
        add(0.3, () => a.action);
        break;
      case 'remove_token':
        add(2, () => pick(a.cities).action);
        break;
      case 'buy_company':
        add(1, () => {
          const o = pick(a.options);
          return atPrice(o.action, o.min + Math.floor(rnd() * (o.max - o.min + 1)));
        });
        break;
      case 'issue':
      case 'redeem':
        add(0.5, () => pick(a.options).action);
        break;
      case 'short':
        // 1817 §5.3: now and then a player sells a share short.
        add(0.5, () => pick(a.options).action);
        break;
      case 'convert':
        // 1817 §7.1.1: a company grows to 5 or 10 shares.
        add(1, () => a.action);
        break;
      case 'take_loan':
      case 'payoff_loan':
        add(0.5, () => a.action);
        break;
      case 'payoff_debt':
        add(3, () => a.action);
        break;
      case 'bankrupt':
        // A last resort: rare while anything else can be done.
        add(legal.some((x) => x.type !== 'bankrupt' && x.type !== 'pass' && !(x.type === 'buy_train' && !x.options.length)) ? 0.02 : 1, () => a.action);
        break;
    }
  }
  return out;
}

class RoutesError extends Error {}

/** Route optimiser effort over all games of the process: a run cut off by the time limit makes play timing-dependent. */
export const routeStats = { runs: 0, maxMs: 0, cutOff: 0 };

const LOG_KEEP = 20;

function choose(cs: Choice[], rnd: () => number): Choice {
  const total = cs.reduce((n, x) => n + x.weight, 0);
  let r = rnd() * total;
  for (const x of cs) {
    r -= x.weight;
    if (r < 0) return x;
  }
  return cs[cs.length - 1];
}

/** Plays one seeded random game of `title` (which must be `pc.title`'s definition). */
export function playRandom(title: TitleDef, rules: TitleRules, pc: RandomPlayCase, opts: RandomPlayOptions): RandomPlayResult {
  const t0 = performance.now();
  const rnd = prng(pc.seed * 7919 + pc.players);
  const players = Array.from({ length: pc.players }, (_, i) => ({ id: i + 1, name: `P${i + 1}` }));
  const actions: Action[] = [];
  const problems: RandomPlayProblem[] = [];
  const maxProblems = opts.maxProblems ?? 10;
  let game: Game | null = null;
  const done = (): RandomPlayResult => ({
    actions,
    finished: !!game?.state.finished,
    endReason: game?.state.endReason ?? null,
    problems,
    where: game ? where(game.state) : '-',
    ms: performance.now() - t0,
    refusedTries: refused,
    game,
  });
  let refused = 0;
  const created = createGame(title, rules, { players, seed: pc.seed, optionalRules: pc.optionalRules });
  if (!created.ok) {
    problems.push({ index: 0, kind: 'setup', message: created.error });
    return done();
  }
  game = created.value;
  const stallLimit = opts.stallLimit ?? 600;
  let roundKey = where(game.state);
  let roundActions = 0;
  let conserved = true;
  let nonNegative = true;
  const report = (p: RandomPlayProblem) => {
    // Refusals of the same kind of offer (type, entity kind, message without numbers) are one problem.
    const sig = signature(p);
    if (!problems.some((q) => signature(q) === sig)) problems.push(p);
  };
  while (!game.state.finished && actions.length < opts.maxActions && problems.length < maxProblems) {
    const index = actions.length + 1;
    const at = where(game.state);
    let legal: LegalAction[];
    try {
      legal = legalActions(game);
    } catch (e) {
      problems.push({ index, kind: 'legal-threw', message: stackOf(e), round: at });
      break;
    }
    let cs: Choice[];
    try {
      cs = choices(game, legal, rnd, roundActions, opts);
    } catch (e) {
      problems.push({ index, kind: 'legal-threw', message: stackOf(e), round: at });
      break;
    }
    if (!cs.length) {
      problems.push({
        index,
        kind: 'no-legal-action',
        message: `not finished but nothing to do; legal actions: ${JSON.stringify(legal).slice(0, 600)}`,
        round: at,
      });
      break;
    }
    const rule = ruleProblem(game, legal);
    if (rule) report({ index, kind: 'rule', message: rule, round: at });
    // Pick an action; one the engine refuses is reported and another picked from the rest.
    let applied = false;
    let fatal = false;
    while (cs.length && !applied && !fatal) {
      const choice = choose(cs, rnd);
      cs = cs.filter((x) => x !== choice);
      let action: Action;
      try {
        // Written as 18xx.games writes it (the log is exported as it is).
        action = asWritten(game, { ...choice.build(), id: index });
      } catch (e) {
        if (e instanceof NoChoice) continue;
        report({ index, kind: e instanceof RoutesError ? 'routes' : 'bad-offer', message: stackOf(e), round: at });
        continue;
      }
      // Applied as live play applies it (on a copy), with the automatic actions the rules take after it recorded
      // in its `auto_actions` (1870's destination checks), so that the log replays in 18xx.games.
      let r: ReturnType<typeof applyLive>;
      try {
        r = applyLive(game, action);
      } catch (e) {
        r = { ok: false as const, error: `thrown out of applyLive: ${stackOf(e)}` };
      }
      if (!r.ok) {
        refused++;
        report({ index, kind: /engine error|thrown/.test(r.error) ? 'exception' : 'refused', message: r.error, action, round: at });
        continue;
      }
      game = r.value.game;
      action = r.value.action;
      actions.push(action);
      applied = true;
      // The log is output only (entities.ts log() appends, nothing reads it) but legalActions' dry runs clone the
      // whole state for every option: keeping it short makes those clones about three times cheaper late in a game.
      if (game.state.log.length > LOG_KEEP) game.state.log.splice(0, game.state.log.length - LOG_KEEP);
      const cons = conservationProblems(game.state);
      if (conserved && cons.length) {
        conserved = false;
        problems.push({ index, kind: 'conservation', message: cons.join('; '), action, round: at });
      }
      const neg = negativeCash(game);
      if (nonNegative && neg.length) {
        nonNegative = false;
        problems.push({ index, kind: 'negative-cash', message: neg.join('; '), action, round: at });
      }
      const key = where(game.state);
      if (key === roundKey) {
        if (++roundActions > stallLimit) {
          problems.push({ index, kind: 'stalled', message: `no change of round in ${stallLimit} actions (${key})`, action, round: at });
          fatal = true;
        }
      } else {
        roundKey = key;
        roundActions = 0;
      }
    }
    if (fatal) break;
    if (!applied) {
      problems.push({ index, kind: 'no-legal-action', message: 'the engine refused every action it offered', round: at });
      break;
    }
  }
  if (game.state.finished) {
    if (!game.state.endReason) problems.push({ index: actions.length, kind: 'bad-end', message: 'finished without a game-end reason' });
    try {
      const values = Object.values(results(context(game)));
      if (values.length !== pc.players || !values.every(Number.isFinite))
        problems.push({ index: actions.length, kind: 'bad-end', message: `player values ${JSON.stringify(values)}` });
    } catch (e) {
      problems.push({ index: actions.length, kind: 'bad-end', message: `results() threw: ${stackOf(e)}` });
    }
  }
  return done();
}

/** Offers the rules forbid, checked from the legal actions themselves. */
function ruleProblem(game: Game, legal: LegalAction[]): string | null {
  // 1830 §7.6 (and 1846): bankruptcy only when the president cannot raise the price of a train; a corporation that
  // can pay for a train from the bank out of its own treasury is never bankrupt.
  const bankrupt = legal.find((a) => a.type === 'bankrupt');
  if (bankrupt) {
    const k = game.state.corporations[bankrupt.entity];
    const buy = legal.find((a) => a.type === 'buy_train');
    const bank = buy?.type === 'buy_train' ? buy.options.filter((o) => (o.from === 'depot' || o.from === 'pool') && o.min <= (k?.cash ?? 0)) : [];
    if (bank.length)
      return `bankrupt offered to ${bankrupt.entity} (cash ${k.cash}) though it can buy train ${bank[0].train} from the ${bank[0].from} for ${bank[0].min}`;
  }
  return null;
}

function stackOf(e: unknown): string {
  return e instanceof Error ? (e.stack ?? e.message) : String(e);
}

/** What makes two problems the same: kind, action type and entity type, and the message without names and numbers. */
export function signature(p: RandomPlayProblem): string {
  const a = p.action as unknown as Record<string, unknown> | undefined;
  const msg = p.message
    .replace(/^action \d+ \([^)]*\): /, '')
    .replace(/[A-Z&0-9$][A-Z&0-9$-]*/g, '#')
    .slice(0, 120);
  return `${p.kind}|${a?.type ?? ''}|${a?.entity_type ?? ''}|${msg}`;
}

/** A one-line description of a case for test names and reports. */
export function caseName(pc: RandomPlayCase): string {
  return `${pc.title} ${pc.players}p${pc.optionalRules.length ? ` [${pc.optionalRules.join(',')}]` : ''} seed ${pc.seed}`;
}
