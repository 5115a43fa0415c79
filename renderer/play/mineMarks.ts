/**
 * 1817's mines, bridges and ranches (§3; the volatility expansion's ranches), for display: markers the rules keep on
 * hexes (each adds $10 to a route, shared/rules/1817/assignments.ts), drawn as labelled discs on their hexes.
 */
import type { Ctx } from '@shared/engine/context';
import { state1817 } from '@shared/rules/1817/state';
import type { BoardMarker } from '../board/types';

/** Colours that tell the markers apart at a glance (coal brown, river blue, grassland tan). */
const MINE: BoardMarker = { label: 'mine', color: '#5d4037', textColor: '#ffffff' };
const BRIDGE: BoardMarker = { label: 'bridge', color: '#1565c0', textColor: '#ffffff' };
const RANCH: BoardMarker = { label: 'ranch', color: '#c8a165', textColor: '#1a1a1a' };

export function mineMarkers(c: Ctx): { hex: string; marker: BoardMarker }[] {
  if (c.rules.id !== '1817') return [];
  const m = state1817(c).markers as { mines: string[]; bridges: string[]; ranches?: string[] };
  return [
    ...m.mines.map((hex) => ({ hex, marker: MINE })),
    ...m.bridges.map((hex) => ({ hex, marker: BRIDGE })),
    ...(m.ranches ?? []).map((hex) => ({ hex, marker: RANCH })),
  ];
}
