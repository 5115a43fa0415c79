/**
 * Where 18xx.games itself cannot be followed (for `scripts/agree.ts`): differences that are its engine's, not ours, so
 * `npm run agree` lists them as known instead of counting them against our engine.
 *
 * - A dead end: 18xx.games refuses the next action as belonging to none of its steps, and would refuse its current
 *   entity's pass there too: nobody may act (1846: a president's sale that closes a corporation at $0 in a stock round
 *   leaves its stock round waiting for a player it no longer lets act; 18NY the same after any sale closing a company
 *   at $0, a player's or the company's own issue: the turns it then skips stop on a player with nothing to do, as its
 *   round keeps the step it found before the close). Found by a probe: the game up to that action, then that entity's
 *   pass, replayed in the oracle. When the refused action carried automatic actions, 18xx.games reports the refusal as `Auto actions do
 *   not match` (it checks them after the refusal), so that refusal is probed too. When the sale closed the last
 *   company (18NY: the end fires, 'closed', after the set of operating rounds), our game ends with that sale and
 *   nothing is refused: the pass is probed after the last action (random 18NY 2p immediate capitalization seed 205).
 * - A close deferred: a corporation whose price reached $0 while a round was starting (a turn 18xx.games skips by
 *   itself) stays open there until the next action, as 18xx.games closes corporations on the closing space only
 *   after each action; the rulebook closes it at once (1846 §8), as we do. 18xx.games then ends as we did, one
 *   action later.
 * - A game nobody can play on (1817: every company gone, no player able to start one): 18xx.games plays empty rounds
 *   until its turn limit (100) and ends the game unfinished (`dnf`), as it checks the end of the game only after a
 *   player's action; the rules end it when the final phase's last set of operating rounds is over (1817 §8), as we do.
 * - A stale track graph (1817): a bank liquidation (§7.2.4 step 5) takes the company's stations off the map, but
 *   18xx.games keeps its track graph until the next tile or station is placed (its `@todo` there), so it refuses a lay
 *   or a station that the freed cities allow. Known when 18xx.games refuses a tile or station and no tile or station
 *   was placed since our engine's last bank liquidation that removed stations (random 1817 7p seed 3473 #601: with
 *   the graph rebuilt, 18xx.games accepts the lay).
 * - A pending president with nothing to do (18NY): the owner of the first minor merged into the NYC must buy a second
 *   NYC share in the next stock round (4.4); 18xx.games then offers them only buying and selling, whatever their cash,
 *   and refuses their pass also when they can neither pay for the share nor sell anything else: nobody may act. Known
 *   when 18xx.games waits for that player where our engine, with them short of the price, let their turn go (nothing
 *   left to sell; random 18NY 6p immediate seed 409).
 * - A debt left without a president (18NY): a president who cannot pay a company's debt goes bankrupt and the company
 *   is left in the pool still owing; 18xx.games' Emergency Money Raising keeps waiting for that company, which has
 *   nobody to act for it, and refuses its pass: nobody may act. Known when the probe's pass is refused there and the
 *   company has no president in 18xx.games' state (random 18NY 6p immediate seed 539 #388, minor 7 at -$9).
 * - A crash in a cash crisis (18NY): a company that cannot pay its loan interest enters Emergency Money Raising, and
 *   reaching $0 with nothing left to raise it closes (18NY 2e §7.1.5); 18xx.games then has no operating company left
 *   to ask and raises `undefined method 'owner' for nil` in its EmergencyMoneyRaising step. Known when our engine
 *   closed a company at that very action.
 */
import type { RecordedGame } from '../shared/engine/replay';
import type { TraceLine } from '../shared/engine/trace';
import type { Verdict } from './agree';

const NO_STEP = /^No step found for action/;
const AUTO_MISMATCH = /^Auto actions do not match/;
const EMPTY_BUNDLE = /A share bundle must contain at least one share/;
const NIL_OWNER = /undefined method [`']owner' for nil/;
const EMR_STEP = /emergency_money_raising\.rb/;
const EMR_BLOCK = /^Blocking step Emergency Money Raising /;
const STALE_GRAPH_ACTIONS = ['lay_tile', 'place_token'];
const BANK_LIQUIDATION = /^The bank liquidates .* removing its stations/;

/**
 * Did a bank liquidation remove stations after the last tile or station placed before the game's `index`-th action?
 * `log` is our engine's log of the game played that far (entries name the action they came with).
 */
export function staleGraphBefore(game: RecordedGame, log: readonly { action: number; text: string }[], index: number): boolean {
  const liquidation = log.findLast((l) => BANK_LIQUIDATION.test(l.text));
  if (!liquidation) return false;
  const placedSince = game.actions.slice(0, index).some((a) => STALE_GRAPH_ACTIONS.includes(a.type) && Number(a.id ?? 0) > liquidation.action);
  return !placedSince;
}

/** 18xx.games' blocking step refusing an action: it waits for another, or refuses the one it waits for. */
export const BLOCKED = /^Blocking step .* cannot process action/;

/** Is the oracle's refusal its crash in a cash crisis (18NY: no operating company left once the company closed)? */
export function isCashCrisisCrash(verdict: Verdict): boolean {
  const f = verdict.failure;
  return !!f && NIL_OWNER.test(f.error) && EMR_STEP.test(f.raised_at ?? '');
}

/**
 * The probe for a possible dead end: the game cut before the refused action, with a pass by 18xx.games' current
 * entity. A game our engine ended where 18xx.games did not (so nothing was refused: 18NY, a sale closing the last
 * company at $0 fires the end after the operating rounds, and we play them to it) is probed after its last action.
 */
export function deadEndProbe(game: RecordedGame, verdict: Verdict, trace: TraceLine[]): RecordedGame | null {
  const f = verdict.failure;
  const cut = f ? f.index : endedOnlyByUs(verdict) ? game.actions.length : null;
  if (cut === null || (f && !(NO_STEP.test(f.error) || AUTO_MISMATCH.test(f.error)))) return null;
  const entity = trace[cut]?.current_entity;
  if (entity === null || entity === undefined) return null;
  const entityType = typeof entity === 'number' ? 'player' : 'corporation';
  const id = f ? f.id : Math.max(0, ...game.actions.map((a) => Number(a.id ?? 0))) + 1;
  const pass = { type: 'pass', entity, entity_type: entityType, id };
  return { ...game, actions: [...game.actions.slice(0, cut), pass] as RecordedGame['actions'] };
}

/** Our engine finished the game with its last action; 18xx.games took every action and did not. */
const endedOnlyByUs = (verdict: Verdict) => !verdict.failure && verdict.ref?.finished === false && verdict.end_diff.some((d) => d.startsWith('finished true'));

/** Is the probe's pass refused as belonging to no step (so nobody may act where 18xx.games stopped)? */
export function isDeadEnd(probe: Verdict | null): boolean {
  return !!probe?.failure && NO_STEP.test(probe.failure.error);
}

/** Is the probe's pass refused by Emergency Money Raising waiting for a company with no president (18NY, after a bankruptcy)? */
export function ownerlessDebt(probe: Verdict | null, trace: TraceLine[]): string | null {
  const f = probe?.failure;
  if (!f || !EMR_BLOCK.test(f.error)) return null;
  const sym = trace[f.index]?.current_entity;
  if (typeof sym !== 'string') return null;
  const k = trace[f.index].corporations?.[sym];
  return k && k.president === undefined ? sym : null;
}

/** Corporations 18xx.games leaves open at $0 where our engine (the rulebook) has closed them: the first line that has one. */
export function deferredClose(trace: TraceLine[]): { index: number; corporations: string[] } | null {
  for (let i = 1; i < trace.length; i++) {
    const open = Object.entries<TraceLine>(trace[i].corporations ?? {})
      .filter(([, k]) => k.price === 0 && !k.closed)
      .map(([sym]) => sym);
    if (open.length) return { index: i - 1, corporations: open };
  }
  return null;
}

/**
 * Why a game that does not agree is known not to (one line), or null. `diffIndex` is the index of the first
 * difference `firstDifference` found; `probe` the verdict of the dead-end probe, if one was run.
 */
export function knownDifference(
  verdict: Verdict,
  trace: TraceLine[],
  diffIndex: number,
  probe: Verdict | null,
  closedAtFailure: string[] = [],
  staleGraph = false,
  pendingPresidentStuck = false,
): string | null {
  // The dead end shows first as our engine moving on after the action before the refused one.
  if (isDeadEnd(probe) && verdict.failure && diffIndex >= verdict.failure.index - 1)
    return `18xx.games dead end at #${verdict.failure.index}: nobody may act there (its pass is refused too)`;
  // The dead end after the last action: our engine went on to the game's end there, 18xx.games waits for nobody.
  if (isDeadEnd(probe) && !verdict.failure && verdict.actions !== undefined && diffIndex >= verdict.actions - 1)
    return `18xx.games dead end after #${verdict.actions - 1}, where our engine plays on to the game's end: nobody may act there (its pass is refused too)`;
  const ownerless = ownerlessDebt(probe, trace);
  if (ownerless && verdict.failure && diffIndex >= verdict.failure.index - 1)
    return `18xx.games waits at #${verdict.failure.index} in Emergency Money Raising for ${ownerless}, left without a president by the bankruptcy: nobody may act`;
  // The game ends in 18xx.games at that action too, only by its turn limit, with nobody left to act.
  const endLine = trace[diffIndex + 1];
  if (verdict.ref?.game_end_reason === 'dnf' && endLine?.finished && verdict.actions !== undefined && diffIndex === verdict.actions - 1)
    return `18xx.games plays empty rounds to its turn limit after #${diffIndex} and ends unfinished (dnf); the rules end the game on the final phase`;
  const deferred = deferredClose(trace);
  if (deferred && deferred.index === diffIndex)
    return `18xx.games closes ${deferred.corporations.join(', ')} at $0 only at the next action (#${deferred.index}); the rules close it at once`;
  // 1870 redemption: 18xx.games (G1870 BuySellParShares#redeemable_shares) takes the first ordinary share of every player
  // holder but a president tied for most; a president holding only the president's certificate has none, and building
  // that empty bundle raises, so it refuses every redemption of that corporation (random 1870 7p diesels seed 411, SP).
  const f = verdict.failure;
  if (f && f.type === 'buy_shares' && typeof f.entity === 'string' && EMPTY_BUNDLE.test(f.error) && diffIndex >= f.index - 1)
    return `18xx.games cannot list ${String(f.entity)}'s redemptions at #${f.index}: its president holds only the president's certificate`;
  if (f && staleGraph && STALE_GRAPH_ACTIONS.includes(f.type) && diffIndex >= f.index - 1)
    return `18xx.games refuses a ${f.type} at #${f.index} on the track graph it kept from before a bank liquidation removed stations`;
  if (f && isCashCrisisCrash(verdict) && closedAtFailure.length && diffIndex >= f.index - 1)
    return `18xx.games crashes at #${f.index} in Emergency Money Raising after ${closedAtFailure.join(', ')} closed at $0 (undefined method 'owner' for nil)`;
  if (f && pendingPresidentStuck && diffIndex >= f.index - 1)
    return `18xx.games waits at #${f.index} for the NYC's pending president, who can neither pay for the share nor sell: nobody may act`;
  return null;
}
