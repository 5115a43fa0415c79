/** What the board draws besides the title: which tiles lie where, and the tokens on them. */

/** One hex's current content. */
export interface HexState {
  /** Laid tile def id; null = the preprinted content of the map is still showing. */
  tile: string | null;
  /** Rotation of the laid tile, 0-5 (edge e moves to (e + rotation) mod 6). */
  rotation: number;
  /** Tokens per stop index, per slot: corporation sym, or null for an empty slot. */
  tokens: (string | null)[][];
  /**
   * Slots held for a corporation (its home before it floats, or a title's reservation), per stop index, per slot.
   * Drawn faintly; a token in the same slot covers it.
   */
  reserved?: (string | null)[][];
  /** Companies' markers on the hex (1846 Steamboat, Meat Packing, Boomtown), each over its printed icon if any. */
  markers?: BoardMarker[];
}

export interface BoardMarker {
  /** Short label: the company's symbol. */
  label: string;
  /** The printed icon it is placed on (`port`, `1846/meat`). */
  icon?: string;
  /** Colours of the corporation it serves; absent when it serves none yet. */
  color?: string;
  textColor?: string;
  /**
   * A corporation's destination (1870) rather than a company's marker: `destination` while it is not reached (a ring
   * in the corporation's colour), `station` once its destination station stands there (a token ringed twice: the
   * city pays double at a route's end).
   */
  kind?: 'destination' | 'station';
}

/** Board state keyed by hex id; hexes absent from the record show their preprinted content with no tokens. */
export type BoardState = Record<string, HexState>;

/** The vue-konva component a shape is drawn with. */
export type ShapeKind = 'line' | 'circle' | 'rect' | 'text' | 'group';

/**
 * One Konva node description. Configs are plain objects, built once per state change, then frozen and marked
 * raw so Vue neither proxies nor deep-watches them (see `sealed`).
 */
export interface ShapeSpec {
  kind: ShapeKind;
  config: Readonly<Record<string, unknown>>;
  /** Children, for kind 'group'. */
  children?: readonly ShapeSpec[];
}
