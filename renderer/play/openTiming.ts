/**
 * Performance marks of opening a game, from the command to the board drawn (#15: ≤ 300 ms cold). `npm run bench`
 * (bench/ui.ts) reads them in Chromium; they cost nothing worth measuring. Phases, in order: `start` (the user's
 * command), `read` (the file came back from main), `title` (the title is loaded), `replayed` (the state is built),
 * `installed` (the game replaced the previous one), `drawn` (the board layer drew the opened game).
 */
export type OpenPhase = 'start' | 'read' | 'title' | 'replayed' | 'installed' | 'drawn';

export const OPEN_MARK = 'desk:open:';

let awaitingDraw = false;

export function markOpen(phase: OpenPhase): void {
  if (typeof performance === 'undefined' || typeof performance.mark !== 'function') return;
  if (phase === 'start') performance.clearMarks();
  performance.mark(`${OPEN_MARK}${phase}`);
  if (phase === 'installed') awaitingDraw = true;
}

/** The board drew: the first draw after a game was installed is the end of opening it. */
export function boardDrawn(): void {
  if (!awaitingDraw) return;
  awaitingDraw = false;
  markOpen('drawn');
}
