import type { Action } from '../../actions';
import type { Ctx } from '../../context';
import type { CorporationState } from '../../state';
import type { Game } from '../../game';
import type { LegalOffer } from '../../legal';
import { bankruptStep } from './bankrupt';
import { buyCompanyAnyStep, buyCompanyStep } from './buyCompany';
import { buyTrainStep } from './buyTrain';
import { dividendStep } from './dividend';
import { exchangeStep } from './exchange';
import { homeTokenStep } from './homeToken';
import { loanStep } from './loan';
import { routeStep } from './route';
import { specialTrackStep } from './special';
import { tokenStep } from './token';
import { trackStep } from './track';

/**
 * One step of a corporation's operating turn. `active` says whether it has anything to do now (else it is skipped,
 * with `skip` doing what skipping implies, e.g. withholding nothing); `accepts` says whether an action belongs here.
 */
export interface OrStep {
  name: string;
  /** The step's name as 18xx.games reports it, where the engine's table of names lacks it (trace comparison). */
  traceName?: string;
  active(c: Ctx, k: CorporationState): boolean;
  accepts(c: Ctx, k: CorporationState, a: Action): boolean;
  process(c: Ctx, a: Action): void;
  skip?(c: Ctx, k: CorporationState): void;
  /**
   * What the corporation did not do when the step is passed over before it was ever its current step ("lay track"):
   * the log says "<sym> skips lay track", as 18xx.games logs a skipped step, so nobody wonders where a turn went.
   */
  skipped?: string;
  /** A step that only waits for something to happen is never skipped (it is not done when inactive). */
  waits?: boolean;
  /** Called at the start of each operating turn. */
  start?(c: Ctx, k: CorporationState): void;
  /** Action types this step offers while active (for the list of legal actions). */
  offers(c: Ctx, k: CorporationState): string[];
  /**
   * The step's legal actions (`ok` checks an action by a dry run), each option with its concrete action or left to
   * `withActions` (offers.ts). Every standard step lists its own; a title's step without it is listed from `offers`
   * (1846's track-and-token step) or, replacing a standard step by name, as the standard step lists it.
   */
  legal?(game: Game, c: Ctx, k: CorporationState, ok: (a: Record<string, unknown>) => boolean): LegalOffer[];
  /** What the step asks, as a sentence's end (the turn banner), where its name does not say it: "lay track". */
  asks?(c: Ctx, k: CorporationState): string;
  /**
   * An anytime step holding the turn (a choice opened and not yet closed, 18NY's mergers): while it holds it alone
   * takes actions and lists legal ones, as a blocking step of 18xx.games does.
   */
  holds?(c: Ctx, k: CorporationState): boolean;
}

export const STEPS: Record<string, OrStep> = {
  bankrupt: bankruptStep,
  exchange: exchangeStep,
  special_track: specialTrackStep,
  buy_company_any: buyCompanyAnyStep,
  home_token: homeTokenStep,
  track: trackStep,
  token: tokenStep,
  route: routeStep,
  dividend: dividendStep,
  train: buyTrainStep,
  company: buyCompanyStep,
  loan: loanStep,
};
