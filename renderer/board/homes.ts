/**
 * The board before the first action: every corporation's home slot reserved (printed maps show the home
 * markers), plus title reservations (1846: slots held for PRR in Erie and B&O in Wheeling). The engine's board
 * state replaces this once a game runs.
 */
import type { Ability, TitleDef } from '@shared/title/types';
import type { BoardState } from './types';

function firstCity(title: TitleDef, hexId: string): number {
  const stops = title.map.hexes.find((h) => h.id === hexId)?.tile?.stops ?? [];
  const i = stops.findIndex((s) => s.type === 'city');
  return i < 0 ? 0 : i;
}

export function initialBoard(title: TitleDef): BoardState {
  const board: BoardState = {};
  const reserve = (hexId: string, sym: string, city: number, slot?: number) => {
    if (!title.map.hexes.some((h) => h.id === hexId)) return;
    const st = (board[hexId] ??= { tile: null, rotation: 0, tokens: [], reserved: [] });
    const row = (st.reserved![city] ??= []);
    let k = slot ?? row.findIndex((s) => !s);
    if (k < 0) k = row.length;
    row[k] = sym;
    for (let i = 0; i < k; i++) row[i] ??= null;
  };
  for (const c of [...title.corporations, ...(title.minors ?? [])]) {
    if (c.home) reserve(c.home, c.sym, c.homeCity ?? firstCity(title, c.home));
    for (const a of (c.abilities ?? []) as Ability[])
      if (a.type === 'reservation') {
        const r = a as Extract<Ability, { type: 'reservation' }>;
        reserve(r.hex, c.sym, r.city ?? firstCity(title, r.hex), r.slot);
      }
  }
  return board;
}
