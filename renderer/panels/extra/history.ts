/**
 * The action log as readable lines for the history list: one entry per effective action (n = the number of actions
 * taken, 0 = the start), holding the game-log lines that action wrote (its automatic follow-ups included), or a
 * plain description where it wrote none.
 */
import type { Action } from '@shared/engine/actions';
import type { LogEntry } from '@shared/engine/state';

export interface HistoryEntry {
  n: number;
  /** Who acted (player name, corporation sym), '' for the start. */
  who: string;
  lines: string[];
}

function describe(a: Action, names: ReadonlyMap<string, string>): string {
  const who = names.get(String(a.entity)) ?? String(a.entity);
  return `${who}: ${a.type.replace(/_/g, ' ')}`;
}

export function historyEntries(
  actions: readonly Action[],
  log: readonly LogEntry[],
  players: readonly { id: string | number; name: string }[] = [],
): HistoryEntry[] {
  const byId = new Map<number, string[]>();
  for (const e of log) {
    const lines = byId.get(e.action) ?? [];
    lines.push(e.text);
    byId.set(e.action, lines);
  }
  const names = new Map(players.map((p) => [String(p.id), p.name]));
  const start: HistoryEntry = { n: 0, who: '', lines: byId.get(0) ?? ['Game set up'] };
  return [
    start,
    ...actions.map((a, i) => ({
      n: i + 1,
      who: a.entity_type === 'player' ? (names.get(String(a.entity)) ?? String(a.entity)) : String(a.entity),
      lines: (a.id !== undefined ? byId.get(a.id) : undefined) ?? [describe(a, names)],
    })),
  ];
}
