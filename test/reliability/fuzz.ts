import { basename } from 'node:path';
import { effectiveActions, type Action } from '../../shared/engine/actions';
import { applyAction, createGame, type Game } from '../../shared/engine/game';
import { legalActions } from '../../shared/engine/legal';
import { setupOf } from '../../shared/engine/replay';
import { rulesFor } from '../../shared/rules';
import type { GameState } from '../../shared/engine/state';
import { fixtureFiles, loadFixture, loadTitle } from '../support/fixtures';
import { prng } from '../support/randomPlay';
import { deepFreeze, mutantsOf } from './mutants';

/**
 * The fuzz test: every recorded 1830 and 1846 game is replayed; at sampled positions each recorded action is mutated
 * (see `mutants.ts`) and every mutant applied to the position it came from, on a deeply frozen state (so any change
 * to the given state throws). A mutant must be refused with a clean message, or have exactly the recorded action's
 * effect. `legalActions` is asked about the same frozen positions, so it too must leave the state alone.
 */

export interface FuzzFigures {
  positions: number;
  tried: number;
  refused: number;
  acceptedAsRecorded: number;
  /** What the mutants accepted with the recorded effect changed, and how often. */
  acceptedKinds: Record<string, number>;
  acceptedWrongly: number;
  /** Refusals whose message shows internals (a runtime error, `undefined`, `[object Object]`). */
  uncleanMessages: number;
  /** `legalActions` threw on a frozen state (it tried to change it). */
  legalActionsChangedState: number;
  problems: string[];
}

export const FUZZ_TITLES = ['1830', '1846'];

/** Signs of internals in a message meant for a person. */
const UNCLEAN = /internal engine error|Cannot read|undefined|\[object Object\]|is not a function|NaN|is not iterable/;

/** The state as compared: everything but the message log (a refused-and-retried action may word it differently). */
function fingerprint(s: GameState): string {
  const { log, ...rest } = s;
  void log;
  return JSON.stringify(rest);
}

/**
 * Runs the fuzz over every recorded game of `titles`; `rate` is the share of positions mutated (1 = all), `seed`
 * picks them.
 */
export function fuzz(opts: { titles?: string[]; rate: number; seed: number; files?: (f: string) => boolean; loading?: boolean }): FuzzFigures {
  const fig: FuzzFigures = {
    positions: 0,
    tried: 0,
    refused: 0,
    acceptedAsRecorded: 0,
    acceptedKinds: {},
    acceptedWrongly: 0,
    uncleanMessages: 0,
    legalActionsChangedState: 0,
    problems: [],
  };
  const pick = prng(opts.seed); // the same seeded subset every run
  for (const title of opts.titles ?? FUZZ_TITLES) {
    for (const file of fixtureFiles(title)) {
      if (opts.files && !opts.files(file)) continue;
      const g = loadFixture(file);
      const created = createGame(loadTitle(title), rulesFor(loadTitle(title)), setupOf(g));
      if (!created.ok) throw new Error(`${file}: ${created.error}`);
      let game = created.value;
      const actions = effectiveActions(g.actions);
      for (let i = 0; i < actions.length; i++) {
        const recorded = actions[i];
        if (pick() < opts.rate) fuzzPosition(fig, `${title}/${basename(file)} #${i}`, game, recorded, opts.loading ?? false);
        const r = applyAction(game, recorded, { inPlace: true, loading: true });
        if (!r.ok) throw new Error(`${file}: ${r.error}`);
        game = r.value;
      }
    }
  }
  return fig;
}

function fuzzPosition(fig: FuzzFigures, where: string, game: Game, recorded: Action, forceLoading: boolean): void {
  const frozen: Game = { ...game, state: deepFreeze(structuredClone(game.state)), cache: {} };
  fig.positions++;
  try {
    legalActions(frozen);
  } catch (e) {
    fig.legalActionsChangedState++;
    fig.problems.push(`${where}: legalActions changed the state it was given (${(e as Error).message})`);
  }
  // Mutants are judged in the mode the recorded action passes in: live play where it does, else loading a log.
  // (`loading`: always as a log being loaded, the way a crafted save or import reaches the engine.)
  let loading = forceLoading;
  let expected = applyAction(frozen, recorded, { loading });
  if (!expected.ok) {
    loading = true;
    expected = applyAction(frozen, recorded, { loading });
  }
  if (!expected.ok) throw new Error(`${where}: the recorded action is refused: ${expected.error}`);
  const want = fingerprint(expected.value.state);
  for (const m of mutantsOf(recorded, frozen.state)) {
    fig.tried++;
    const r = applyAction(frozen, m.action, { loading });
    if (!r.ok) {
      fig.refused++;
      if (UNCLEAN.test(r.error)) {
        fig.uncleanMessages++;
        fig.problems.push(`${where} ${m.what}: unclean message: ${r.error}`);
      }
    } else if (fingerprint(r.value.state) === want) {
      fig.acceptedAsRecorded++;
      const kind = `${recorded.type} ${m.what}`;
      fig.acceptedKinds[kind] = (fig.acceptedKinds[kind] ?? 0) + 1;
    } else {
      fig.acceptedWrongly++;
      fig.problems.push(`${where} ${m.what}: accepted with another effect: ${JSON.stringify(m.action).slice(0, 200)}`);
    }
  }
}

export function formatFigures(f: FuzzFigures): string {
  return [
    `positions ${f.positions}, mutants tried ${f.tried}`,
    `refused ${f.refused} (unclean messages ${f.uncleanMessages})`,
    `accepted with the recorded effect ${f.acceptedAsRecorded}${
      Object.keys(f.acceptedKinds).length
        ? ` (${Object.entries(f.acceptedKinds)
            .map(([k, n]) => `${k}: ${n}`)
            .join(', ')})`
        : ''
    }`,
    `accepted wrongly ${f.acceptedWrongly}`,
    `legalActions changed the state ${f.legalActionsChangedState}`,
  ].join('\n');
}
