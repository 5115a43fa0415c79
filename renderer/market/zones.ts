/** How stock-market zones look and what the legend says about them (1830 §4.4: yellow, orange and brown boxes). */
import type { MarketDef, MarketZone } from '@shared/title/types';

export interface ZoneLook {
  fill: string;
  text?: string;
  legend: string;
  /** Why a corporation stands there and what follows, for its card (the red and gray areas of 1817). */
  explain?: string;
  /** The same, where the title says what put this corporation there (`TitleRules.standing`). */
  explainWhy?: (why: string) => string;
}

/** 1817 §7.2.4: what follows for a company in the red liquidation space. */
const LIQUIDATION_FOLLOWS = 'it does not operate and is auctioned in the next acquisition round, the bank bidding $0';

/** 1817 §7.2: what follows for a company in the gray acquisition area. */
const ACQUISITION_FOLLOWS = 'in the next acquisition round it is auctioned from $10 and sold if a company bids';

const KNOWN: Record<string, ZoneLook> = {
  par: { fill: '#f8d3d0', legend: 'Par value (a corporation may be started here)' },
  no_cert_limit: { fill: '#fff176', legend: 'Shares do not count toward the certificate limit' },
  unlimited: { fill: '#ffb74d', legend: 'No holding limit; shares do not count toward the certificate limit' },
  multiple_buy: { fill: '#bc9a7a', legend: 'Several shares may be bought in one turn' },
  close: { fill: '#212121', text: '#ffffff', legend: 'The corporation closes', explain: 'On a closing space: it closes' },
  end_game: { fill: '#90a4ae', legend: 'The game ends when a price reaches this cell' },
  ignore_one_sale: { fill: '#c5e1a5', legend: 'The first share sold does not move the price' },
  safe_par: { fill: '#c8e6c9', legend: 'Safe par value' },
  // 1817 §7: the rulebook's gray acquisition area and red liquidation space.
  acquisition: {
    fill: '#c9c9c9',
    legend: 'Acquisition zone',
    explain: `Gray acquisition area: loans taken and dividends withheld moved its price this far left; ${ACQUISITION_FOLLOWS}`,
    explainWhy: (why) => `Gray acquisition area: ${why}; ${ACQUISITION_FOLLOWS}`,
  },
  liquidation: {
    fill: '#ef9a9a',
    legend: 'Liquidation zone',
    explain: `Red liquidation space: it had no train or could not pay its interest; ${LIQUIDATION_FOLLOWS}`,
    explainWhy: (why) => `Red liquidation space: ${why}; ${LIQUIDATION_FOLLOWS}`,
  },
};

/** Fills for zones a title invents, in order of first appearance. */
const EXTRA_FILLS = ['#b3e5fc', '#e1bee7', '#dcedc8', '#ffe0b2', '#cfd8dc'];

/** Zone order of precedence for a cell's fill: the most consequential zone shows. */
const PRECEDENCE = ['close', 'end_game', 'liquidation', 'multiple_buy', 'unlimited', 'no_cert_limit', 'acquisition', 'ignore_one_sale', 'safe_par'];

export function humanize(zone: string): string {
  const s = zone.replace(/_/g, ' ');
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Looks for every zone used by a market (par variants like `par_1` share the par look but keep their own legend). */
export function zoneLooks(market: MarketDef): Map<MarketZone, ZoneLook> {
  const out = new Map<MarketZone, ZoneLook>();
  let extra = 0;
  for (const row of market.rows)
    for (const cell of row)
      for (const z of cell?.zones ?? []) {
        if (out.has(z)) continue;
        const known = KNOWN[z] ?? (z.startsWith('par') ? { ...KNOWN.par!, legend: `Par value: ${humanize(z)}` } : undefined);
        out.set(z, known ?? { fill: EXTRA_FILLS[extra++ % EXTRA_FILLS.length]!, legend: humanize(z) });
      }
  return out;
}

/** The zone whose colour a cell takes: fill zones by precedence, par only when it has no other zone. */
export function fillZone(zones: readonly MarketZone[] | undefined): MarketZone | null {
  if (!zones?.length) return null;
  for (const z of PRECEDENCE) if (zones.includes(z)) return z;
  const other = zones.find((z) => !z.startsWith('par'));
  return other ?? zones[0]!;
}

/**
 * What the zones of a corporation's cell mean for it, most consequential first (none for ordinary cells); `why`: what
 * put it there, where the title says (1817: "it ended its operating turn without a train").
 */
export function zoneExplanation(zones: readonly MarketZone[] | undefined, why?: string | null): string | null {
  for (const z of PRECEDENCE) {
    const look = KNOWN[z];
    if (!zones?.includes(z) || !look?.explain) continue;
    return why && look.explainWhy ? look.explainWhy(why) : look.explain;
  }
  return null;
}

export function isPar(zones: readonly MarketZone[] | undefined): boolean {
  return !!zones?.some((z) => z.startsWith('par'));
}
