/**
 * The actions the panels offer: the engine's list of legal actions (shared/engine/legal.ts), where every option is
 * checked by a dry run. A test replays the recorded 1830 and 1846 games and checks that each recorded action is
 * among them (test/browser/play/coverage).
 */
export { legalActions as playLegalActions, abilityLayOptions, type LegalAction as PlayAction } from '@shared/engine/legal';
