/**
 * The title of the last game shown, remembered between sessions: the app starts on that title's map, so reopening
 * the game (the usual first thing after a restart) finds its map already built and drawn and only the pieces are
 * left to draw (#15: a game opened cold in ≤ 300 ms; a new title's map costs 50-100 ms of building and drawing).
 */
const KEY = 'desk.lastTitle';

export function rememberTitle(id: string): void {
  try {
    if (localStorage.getItem(KEY) !== id) localStorage.setItem(KEY, id);
  } catch {
    // no storage: the app starts on the default title
  }
}

export function lastTitle(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}
