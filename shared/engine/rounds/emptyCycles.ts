import type { Ctx } from '../context';
import { plainCopy, plainEqual } from '../plainData';
import type { GameState, LogEntry } from '../state';

/**
 * Empty rounds to the turn limit. A game where nobody can do anything any more (1846: only minors left, with no cash
 * and no route) goes on by itself, round after round, until the title's turn limit stops it unfinished (18xx.games
 * "dnf", `sequence.ts`): one action then plays a hundred stock rounds and their operating rounds, each exactly like
 * the one before but for its number. Such rounds are not played one by one: once a whole cycle (a stock round and
 * the rounds after it) went by within one action and left the state as it found it, all but the turn count and the
 * log, every later cycle does the same, so the cycles up to the limit are written at once: the turn count moved on
 * and each cycle's log lines copied with their counting numbers moved on too. The last cycle is played, so the game
 * ends as it would have.
 *
 * This holds because no rule reads the turn count but to tell the first stock round (1846's operating order, 18NY's
 * pars, privates' sales) and to time a game end already triggered (none is here); what a title remembers per turn
 * (1870's `srTurn`) is in the state, whose difference stops the copying.
 */
export interface CycleWatch {
  /** Stock rounds started so far in this action. */
  started: number;
  /** Where the cycle now under way began in the log. */
  from: number;
  /** A copy of the state at the start of the cycle under way, but for its turn count and log (null: not taken). */
  state: Partial<GameState> | null;
  /** The log lines of the cycle before it. */
  lines: LogEntry[] | null;
}

export function watchCycles(): CycleWatch {
  return { started: 0, from: 0, state: null, lines: null };
}

/** A stock round has just started within the action being processed: write the empty cycles to the limit, if any. */
export function atStockRoundStart(c: Ctx, w: CycleWatch): void {
  const limit = c.t.settings.turnLimit;
  if (limit === null || c.s.gameEnd || c.s.finished) return;
  const here = c.s.log.length;
  // The first stock round started by an action follows players' play: its cycle starts here.
  if (++w.started > 1) {
    const lines = c.s.log.slice(w.from, here);
    const next = w.state && w.lines ? counting(w.lines, lines) : null;
    if (next && plainEqual(w.state, butTurnAndLog(c.s))) {
      skipCycles(c, lines.length, next, limit - c.s.turn - 1);
      w.state = w.lines = null;
      return;
    }
    w.state = plainCopy(butTurnAndLog(c.s));
    w.lines = lines;
  }
  w.from = here;
}

function butTurnAndLog(s: GameState): Partial<GameState> {
  const { log: _log, turn: _turn, ...rest } = s;
  return rest;
}

/**
 * How each line of a cycle reads `j` cycles after `b`, found from two cycles in a row (`a`, then `b`): their lines
 * alike but for numbers that went up by one (the round numbers), which go up by one a cycle. Null where the two
 * cycles differ otherwise.
 */
function counting(a: readonly LogEntry[], b: readonly LogEntry[]): ((line: number, j: number) => LogEntry) | null {
  if (a.length !== b.length) return null;
  const parts: string[][] = [];
  const counts: boolean[][] = [];
  for (let i = 0; i < b.length; i++) {
    if (a[i]!.action !== b[i]!.action) return null;
    // Split by runs of digits: the numbers at odd places.
    const pa = a[i]!.text.split(/(\d+)/);
    const pb = b[i]!.text.split(/(\d+)/);
    if (pa.length !== pb.length) return null;
    const up: boolean[] = [];
    for (let k = 0; k < pb.length; k++) {
      if (pa[k] === pb[k]) up.push(false);
      else if (k % 2 === 1 && String(Number(pa[k]) + 1) === pb[k] && String(Number(pa[k])) === pa[k]) up.push(true);
      else return null;
    }
    parts.push(pb);
    counts.push(up);
  }
  return (line, j) => {
    const pb = parts[line]!;
    const up = counts[line]!;
    let text = '';
    for (let k = 0; k < pb.length; k++) text += up[k] ? String(Number(pb[k]) + j) : pb[k];
    return { action: b[line]!.action, text };
  };
}

/** `cycles` more cycles, each like the last one (`b.length` lines), written at once. */
function skipCycles(c: Ctx, lines: number, line: (line: number, j: number) => LogEntry, cycles: number): void {
  for (let j = 1; j <= cycles; j++) for (let i = 0; i < lines; i++) c.s.log.push(line(i, j));
  if (cycles > 0) c.s.turn += cycles;
}
