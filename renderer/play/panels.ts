/**
 * The one registry of action panels: for each type of legal action (shared/engine/offers.ts), the component that
 * offers it and its props. The action panel shows, in this order, every panel whose actions are legal now, and the
 * board tools (track, stations, routes) as tabs. A new action type touches its step and one entry here.
 */
import { markRaw, type Component } from 'vue';
import type { LegalAction } from '@shared/engine/legal';
import AssignPanel from './AssignPanel.vue';
import AuctionPanel from './AuctionPanel.vue';
import BankruptPanel from './BankruptPanel.vue';
import ChoosePanel from './ChoosePanel.vue';
import ConvertPanel from './ConvertPanel.vue';
import CompanyBuyPanel from './CompanyBuyPanel.vue';
import DiscardPanel from './DiscardPanel.vue';
import DividendPanel from './DividendPanel.vue';
import DraftPanel from './DraftPanel.vue';
import EmergencySellPanel from './EmergencySellPanel.vue';
import ForcedPurchase from './ForcedPurchase.vue';
import LoanPanel from './LoanPanel.vue';
import MergePanel from './MergePanel.vue';
import PassPanel from './PassPanel.vue';
import RouteTool from './RouteTool.vue';
import ShortPanel from './ShortPanel.vue';
import ScrapPanel from './ScrapPanel.vue';
import StockPanel from './StockPanel.vue';
import TokenTool from './TokenTool.vue';
import TrackTool from './TrackTool.vue';
import TrainPanel from './TrainPanel.vue';
import TreasuryPanel from './TreasuryPanel.vue';

type Type = LegalAction['type'];
type Of<T extends Type> = Extract<LegalAction, { type: T }>;
type RoundKind = 'auction' | 'stock' | 'operating' | 'special';

export interface ActionPanelDef<T extends Type = Type> {
  id: string;
  /** The action types it offers. */
  types: readonly T[];
  component: Component;
  /** Of the legal actions of its types, those it offers (default: all); a type two panels share is split here. */
  takes?: (a: Of<T>, round: RoundKind | null) => boolean;
  /** One panel for all its actions (`props(actions)`), or one per action (`each`), keyed by entity. */
  each?: boolean;
  /** Its props, from its actions (and the whole list, for a panel that explains others). */
  props: (actions: Of<T>[], all: readonly LegalAction[]) => Record<string, unknown>;
  /** A board tool: one tab per action, with its key (`tool-<key>` in tests) and label. */
  tool?: { key: (a: Of<T>) => string; label: (a: Of<T>, money: (n: number) => string) => string };
}

/** An entry, checked against its own action types, then kept as any panel (its types stay known to the check below). */
function panel<T extends Type>(def: ActionPanelDef<T>): ActionPanelDef & { types: readonly T[] } {
  return { ...def, component: markRaw(def.component) } as unknown as ActionPanelDef & { types: readonly T[] };
}

export const ACTION_PANELS = [
  panel({ id: 'draft', types: ['draft'], component: DraftPanel, each: true, props: ([a]) => ({ action: a }) }),
  panel({ id: 'auction', types: ['bid'], component: AuctionPanel, each: true, props: ([a]) => ({ action: a }) }),
  // Shares in a stock round, and a president's price protection (1870) wherever a sale raises it; an operating
  // round's sales are the emergency panel's.
  panel({
    id: 'stock',
    types: ['par', 'buy_shares', 'sell_shares'],
    component: StockPanel,
    takes: (a, round) => a.type !== 'sell_shares' || round !== 'operating',
    props: (actions) => ({ actions }),
  }),
  panel({
    id: 'track',
    types: ['lay_tile'],
    component: TrackTool,
    props: ([a]) => ({ action: a }),
    tool: { key: (a) => `lay:${a.entity}`, label: (a) => (a.entityType === 'company' ? `${a.entity}: lay tile` : 'Lay track') },
  }),
  panel({
    id: 'token',
    types: ['place_token'],
    component: TokenTool,
    props: ([a]) => ({ entity: a.entity, cities: a.cities, price: a.price }),
    tool: { key: (a) => `token:${a.entity}`, label: (a, money) => (a.price ? `Station (${money(a.price)})` : 'Station') },
  }),
  panel({
    id: 'company-token',
    types: ['company_token'],
    component: TokenTool,
    props: ([a]) => ({ entity: a.entity, cities: a.cities }),
    tool: { key: (a) => `ctoken:${a.entity}`, label: (a) => `${a.entity}: station` },
  }),
  panel({
    id: 'routes',
    types: ['run_routes'],
    component: RouteTool,
    props: ([a]) => ({ action: a }),
    tool: { key: (a) => `routes:${a.entity}`, label: () => 'Run trains' },
  }),
  panel({ id: 'choose', types: ['choose'], component: ChoosePanel, each: true, props: ([a]) => ({ action: a }) }),
  panel({ id: 'dividend', types: ['dividend'], component: DividendPanel, each: true, props: ([a]) => ({ action: a }) }),
  // Explains a forced train purchase: what the corporation lacks and what issuing shares would bring.
  panel({
    id: 'forced',
    types: ['buy_train'],
    component: ForcedPurchase,
    props: ([a], all) => ({ buyTrain: a, issue: all.find((x) => x.type === 'issue') }),
  }),
  panel({ id: 'treasury', types: ['issue', 'redeem'], component: TreasuryPanel, props: (actions) => ({ actions }) }),
  // One per buyer: the operating corporation's, and a private's discounted purchase (18NY West Point Foundry).
  panel({ id: 'train', types: ['buy_train'], component: TrainPanel, each: true, takes: (a) => a.options.length > 0, props: ([a]) => ({ action: a }) }),
  panel({ id: 'discard', types: ['discard_train'], component: DiscardPanel, each: true, props: ([a]) => ({ action: a }) }),
  panel({ id: 'scrap', types: ['scrap_train'], component: ScrapPanel, each: true, props: ([a]) => ({ action: a }) }),
  panel({ id: 'merge', types: ['view_merge_options', 'merge', 'remove_token'], component: MergePanel, each: true, props: ([a]) => ({ action: a }) }),
  panel({
    id: 'emergency-sell',
    types: ['sell_shares'],
    component: EmergencySellPanel,
    takes: (_a, round) => round === 'operating',
    props: ([a]) => ({ action: a }),
  }),
  panel({ id: 'bankrupt', types: ['bankrupt'], component: BankruptPanel, props: ([a]) => ({ action: a }) }),
  panel({ id: 'buy-company', types: ['buy_company'], component: CompanyBuyPanel, props: ([a]) => ({ action: a }) }),
  panel({ id: 'assign', types: ['assign'], component: AssignPanel, each: true, props: ([a]) => ({ action: a }) }),
  panel({ id: 'loans', types: ['take_loan', 'payoff_loan', 'payoff_debt'], component: LoanPanel, props: (actions) => ({ actions }) }),
  panel({ id: 'short', types: ['short'], component: ShortPanel, props: ([a]) => ({ action: a }) }),
  panel({ id: 'convert', types: ['convert'], component: ConvertPanel, props: ([a]) => ({ action: a }) }),
  // Privates' passes first, then the turn's own.
  panel({
    id: 'pass',
    types: ['company_pass', 'pass'],
    component: PassPanel,
    props: (actions) => ({ actions: [...actions.filter((a) => a.type === 'company_pass'), ...actions.filter((a) => a.type === 'pass')] }),
  }),
];

/** Every action type has a panel: a type added to `LegalAction` without one fails to compile here. */
type Missing = Exclude<Type, (typeof ACTION_PANELS)[number]['types'][number]>;
export const EVERY_TYPE_HAS_A_PANEL: [Missing] extends [never] ? true : Missing = true;

export interface ShownPanel {
  key: string;
  def: ActionPanelDef;
  props: Record<string, unknown>;
}
export interface ShownTool extends ShownPanel {
  label: string;
}

/**
 * The panels and tools to show for the legal actions, in the registry's order: the panels listed before the first
 * tool (`before`), the tools (tabs), and the panels after them (`after`).
 */
export function panelsFor(
  legal: readonly LegalAction[],
  round: RoundKind | null,
  money: (n: number) => string,
): { before: ShownPanel[]; tools: ShownTool[]; after: ShownPanel[] } {
  const out = { before: [] as ShownPanel[], tools: [] as ShownTool[], after: [] as ShownPanel[] };
  const firstTool = ACTION_PANELS.findIndex((d) => d.tool);
  ACTION_PANELS.forEach((def: ActionPanelDef, i) => {
    const mine = legal.filter((a) => def.types.includes(a.type) && (def.takes?.(a, round) ?? true));
    if (!mine.length) return;
    const panels = i < firstTool ? out.before : out.after;
    if (def.tool) {
      for (const a of mine) out.tools.push({ key: def.tool.key(a), label: def.tool.label(a, money), def, props: def.props([a], legal) });
    } else if (def.each) {
      for (const a of mine) panels.push({ key: `${def.id}:${String(a.entity)}`, def, props: def.props([a], legal) });
    } else panels.push({ key: def.id, def, props: def.props(mine, legal) });
  });
  return out;
}
