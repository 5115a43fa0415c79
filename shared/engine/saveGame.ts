import type { Action } from './actions';
import type { RecordedGame } from './replay';

/**
 * Our save format: the action log is the truth; everything else is rebuilt. Written and read atomically by the main
 * process (main/saves/); this module only converts between a save and the engine's view of a recorded game.
 */
export interface SaveFile {
  format: '18xx-desk-save';
  formatVersion: number;
  engineVersion?: string;
  title: { id: string; version?: string; hash?: string };
  players: { id: number; name: string }[];
  seed: number;
  optionalRules: string[];
  actions: Action[];
  createdAt?: string;
  updatedAt?: string;
  meta?: Record<string, unknown>;
}

export function fromSave(s: SaveFile): RecordedGame {
  return { title: s.title.id, players: s.players, settings: { seed: s.seed, optional_rules: s.optionalRules }, actions: s.actions };
}
