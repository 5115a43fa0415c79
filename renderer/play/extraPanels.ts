/**
 * The extra panels (manifest, upgrade browser, value chart, depot, privates, history list) another part of the app
 * provides in renderer/panels/extra/. They are picked up when renderer/panels/extra/index.ts exists; each becomes a
 * tab under the board. Until then the list is empty and only the stock market shows.
 */
import { markRaw, type Component } from 'vue';
import type { Game } from '@shared/engine/game';
import type { TitleDef } from '@shared/title/types';

export interface ExtraPanel {
  id: string;
  label: string;
  component: Component;
  /** Props for the panel from what the play screen has. */
  props: (ctx: { title: TitleDef; game: Game | null; view: unknown }) => Record<string, unknown>;
}

const modules = import.meta.glob('../panels/extra/index.ts', { eager: true }) as Record<string, { playPanels?: ExtraPanel[] }>;

export function extraPanels(): ExtraPanel[] {
  const m = Object.values(modules)[0];
  return (m?.playPanels ?? []).map((p) => ({ ...p, component: markRaw(p.component) }));
}
