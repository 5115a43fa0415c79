/** What the bench page (bench/ui/main.ts) offers to the driver (bench/ui.ts), as `window.uiBench`. */
import type { BoardState } from '../../renderer/board/types';
import type { GameSetup } from '../../shared/engine/setup';
import type { TitleDef } from '../../shared/title/types';

export interface FrameStats {
  /** Animation frames seen. */
  frames: number;
  /** Frames in which a board layer redrew. */
  drawFrames: number;
  elapsedMs: number;
  fps: number;
  /** Longest gap between two frames, and the 95th percentile gap. */
  worstGapMs: number;
  p95GapMs: number;
  /** Layer draws during the run (scene, and hit graphs as `<layer> (hit)`): how many, mean and longest ms. */
  drawMs: Record<string, { count: number; meanMs: number; maxMs: number }>;
}

export interface UiBench {
  ready: true;
  /** The board to mount and the save to open (given once, before the timed calls). */
  setInput(input: { title: TitleDef; board: BoardState; saveTitle: TitleDef | null; save: string }): void;
  /**
   * Mounts a HexBoard (fresh copy of the title, so no per-title cache helps) and resolves with ms until the first
   * animation frame after all three layers have drawn (the frame then goes on screen); of that, the synchronous
   * mount (shapes and Konva nodes), the layer draws, and the static map's bitmap caching if it came first.
   */
  mountBoard(): Promise<{ totalMs: number; mountMs: number; drawMs: number; cacheMs: number }>;
  unmountBoard(): void;
  /** Starts counting animation frames and layer draws; `stopFrames` returns the figures. */
  startFrames(): void;
  stopFrames(): FrameStats;
  /** The scripted pan and zoom with input dispatched in the page once per frame; frame figures over it. */
  panZoom(durationMs: number): Promise<FrameStats>;
  /** Opens the save given as JSON text (parse + GameSession.load on a fresh copy of its title); ms, or an error. */
  openSave(): Promise<{ ms: number; actions: number } | { error: string }>;
}

/** The save text the driver hands to `openSave`: set-up and action log, as a save holds them. */
export interface BenchSave {
  setup: GameSetup;
  actions: unknown[];
}
