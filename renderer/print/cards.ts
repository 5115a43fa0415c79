/**
 * Cards for printing (charters, certificates, private companies, trains, tokens): their sizes, and pages of them
 * laid out in a grid with room for cutting. Sizes follow the common 18xx card stock: certificates, private and train
 * cards are poker-card halves (2.5 × 1.75 in, as 18xx-maker prints them), a charter is 5 × 3.5 in, tokens are
 * 5/8 in (16 mm) discs for 18xx station markers.
 */
import type { CorporationDef, TitleDef } from '@shared/title/types';
import { fitCount } from './layout';

export const CARD_KINDS = ['charters', 'certificates', 'privates', 'trains', 'tokens'] as const;
export type CardKind = (typeof CARD_KINDS)[number];

export const CARD_MM: Record<CardKind, { width: number; height: number }> = {
  charters: { width: 127, height: 88.9 },
  certificates: { width: 63.5, height: 44.45 },
  privates: { width: 63.5, height: 44.45 },
  trains: { width: 63.5, height: 44.45 },
  tokens: { width: 16, height: 16 },
};
/** Space between cards, for the cut (tokens are punched: closer). */
export const CARD_GAP_MM: Record<CardKind, number> = { charters: 4, certificates: 3, privates: 3, trains: 3, tokens: 2 };

export interface Card {
  key: string;
  kind: CardKind;
  /** File name of the item's own SVG or PNG. */
  name: string;
  /** What the card shows. */
  data: Record<string, unknown>;
}

export interface PlacedCard extends Card {
  x: number;
  y: number;
}

/** Cards in rows inside `inner` (mm), page after page. */
export function cardPages(cards: readonly Card[], inner: { width: number; height: number }): PlacedCard[][] {
  if (cards.length === 0) return [];
  const kind = cards[0]!.kind;
  const { width, height } = CARD_MM[kind];
  const gap = CARD_GAP_MM[kind];
  const across = fitCount(inner.width, width, gap);
  const down = fitCount(inner.height, height, gap);
  const perPage = Math.max(1, across * down);
  const pages: PlacedCard[][] = [];
  cards.forEach((c, i) => {
    if (i % perPage === 0) pages.push([]);
    const k = i % perPage;
    pages[pages.length - 1]!.push({ ...c, x: (k % Math.max(1, across)) * (width + gap), y: Math.floor(k / Math.max(1, across)) * (height + gap) });
  });
  return pages;
}

/** Share certificates of a corporation: the title's share sizes, the first being the president's. */
export const sharesOf = (c: CorporationDef): number[] => c.shares ?? [20, 10, 10, 10, 10, 10, 10, 10, 10];

/** Every card of a kind for a title; `unlimited` copies of a train the title has without limit. */
export function cardsOf(title: TitleDef, kind: CardKind, unlimited: number): Card[] {
  const corps = [...title.corporations, ...(title.minors ?? [])];
  switch (kind) {
    case 'charters':
      return corps.map((c) => ({ key: c.sym, kind, name: `charter-${c.sym}`, data: { corp: c } }));
    case 'certificates':
      return corps.flatMap((c) =>
        sharesOf(c).map((percent, i) => ({
          key: `${c.sym}-${i}`,
          kind,
          name: `certificate-${c.sym}-${i + 1}`,
          data: { corp: c, percent, president: i === 0, index: i },
        })),
      );
    case 'privates':
      return title.companies.map((p) => ({ key: p.sym, kind, name: `private-${p.sym}`, data: { company: p } }));
    case 'trains':
      return title.trains.flatMap((t) => {
        const n = typeof t.count === 'number' ? t.count : t.count === 'unlimited' ? unlimited : Math.max(...Object.values(t.count));
        return Array.from({ length: n }, (_, i) => ({ key: `${t.name}-${i}`, kind, name: `train-${t.name}-${i + 1}`, data: { train: t } }));
      });
    case 'tokens':
      // Station markers (one per token slot), then a market marker and a par marker per corporation.
      return corps.flatMap((c) => [
        ...c.tokens.map((_, i) => ({ key: `${c.sym}-s${i}`, kind, name: `token-${c.sym}-${i + 1}`, data: { corp: c, marker: 'station' } })),
        { key: `${c.sym}-m`, kind, name: `token-${c.sym}-market`, data: { corp: c, marker: 'market' } },
        { key: `${c.sym}-p`, kind, name: `token-${c.sym}-par`, data: { corp: c, marker: 'par' } },
      ]);
  }
}

/** Text colour readable on a fill: the title's own, else black or white by the fill's lightness. */
export function textOn(fill: string, given?: string): string {
  if (given) return given;
  const m = /^#?([0-9a-f]{6})$/i.exec(fill);
  if (!m) return '#000000';
  const n = Number.parseInt(m[1]!, 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? '#000000' : '#ffffff';
}

/** Words broken into lines of at most `max` characters (card texts in SVG, which does not wrap). */
export function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}
