/**
 * The form of each ability kind: its fields as `shared/title/types.ts` (Ability) gives them, each with the input
 * it needs. The editor builds one form per kind from this table.
 */
import type { Ability } from '@shared/title/types';

export interface AbilityField {
  key: string;
  label: string;
  /** `names`: a list of hex, tile, train or corporation names; `amounts`: numbers by name. */
  input: 'names' | 'number' | 'text' | 'yes-no' | 'choice' | 'amounts';
  options?: readonly string[];
  /** Part of a new ability of this kind. */
  required?: boolean;
}

const owner: AbilityField = { key: 'ownerType', label: 'while owned by', input: 'choice', options: ['player', 'corporation'] };
const when: AbilityField = { key: 'when', label: 'when', input: 'names' };
const count: AbilityField = { key: 'count', label: 'uses', input: 'number' };
const hexes: AbilityField = { key: 'hexes', label: 'hexes', input: 'names', required: true };

export const ABILITY_FORMS: Record<string, readonly AbilityField[]> = {
  blocks_hexes: [hexes, owner],
  tile_lay: [
    hexes,
    { key: 'tiles', label: 'tiles', input: 'names', required: true },
    owner,
    when,
    count,
    { key: 'free', label: 'free', input: 'yes-no' },
    { key: 'consumesTileLay', label: "is the turn's lay", input: 'yes-no' },
    { key: 'reachable', label: 'must connect', input: 'yes-no' },
    { key: 'closedWhenUsedUp', label: 'closes when used up', input: 'yes-no' },
    { key: 'discount', label: 'discount', input: 'number' },
  ],
  teleport: [hexes, { key: 'tiles', label: 'tiles', input: 'names', required: true }, owner, { key: 'cost', label: 'cost', input: 'number' }],
  token: [
    hexes,
    { key: 'price', label: 'price', input: 'number' },
    { key: 'teleportPrice', label: 'unconnected price', input: 'number' },
    { key: 'extraAction', label: 'extra action', input: 'yes-no' },
    count,
    { key: 'city', label: 'city', input: 'number' },
    owner,
    when,
  ],
  tile_discount: [
    { key: 'terrain', label: 'terrain', input: 'text' },
    { key: 'discount', label: 'discount', input: 'number', required: true },
    { key: 'hexes', label: 'hexes', input: 'names' },
    owner,
    count,
    when,
  ],
  exchange: [
    { key: 'corporations', label: 'for a share of', input: 'names', required: true },
    { key: 'from', label: 'from (ipo, market)', input: 'names', required: true },
    owner,
    when,
  ],
  shares: [{ key: 'shares', label: 'certificates (SYM_n)', input: 'names', required: true }],
  revenue_change: [
    { key: 'revenue', label: 'income becomes', input: 'number', required: true },
    { key: 'onPhase', label: 'in phase', input: 'text' },
    owner,
    when,
  ],
  close: [
    { key: 'onPhase', label: 'in phase (never: never)', input: 'text' },
    { key: 'corporation', label: 'when corporation', input: 'text' },
    { key: 'when', label: 'when', input: 'text' },
    owner,
  ],
  no_buy: [],
  assign_hexes: [hexes, count, { key: 'countPerOr', label: 'uses per OR', input: 'number' }, owner, when],
  assign_corporation: [count, { key: 'countPerOr', label: 'uses per OR', input: 'number' }, owner, when],
  reservation: [
    { key: 'hex', label: 'hex', input: 'text', required: true },
    { key: 'city', label: 'city', input: 'number' },
    { key: 'slot', label: 'slot', input: 'number' },
    { key: 'remove', label: 'until', input: 'text' },
  ],
  par_subsidy: [],
  train_discount: [
    { key: 'discount', label: 'discount', input: 'number', required: true },
    { key: 'trains', label: 'trains', input: 'names', required: true },
    count,
    { key: 'closedWhenUsedUp', label: 'closes when used up', input: 'yes-no' },
    owner,
    when,
  ],
  hex_bonus: [hexes, { key: 'amount', label: 'bonus', input: 'number', required: true }],
  tile_income: [
    { key: 'income', label: 'income', input: 'number', required: true },
    { key: 'terrain', label: 'terrain', input: 'text', required: true },
    owner,
    { key: 'ownerOnly', label: 'own lays only', input: 'yes-no' },
  ],
  additional_token: [{ key: 'count', label: 'markers', input: 'number', required: true }, owner],
  blocks_partition: [{ key: 'partitionType', label: 'partition type', input: 'text', required: true }, owner],
  train_scrapper: [{ key: 'scrapValues', label: 'scrap value by train', input: 'amounts', required: true }],
};

const LABELS: Record<string, string> = {
  blocks_hexes: 'Blocks hexes',
  tile_lay: 'Tile lay',
  teleport: 'Tile and token anywhere',
  token: 'Station token',
  tile_discount: 'Terrain discount',
  exchange: 'Exchange for a share',
  shares: 'Comes with a certificate',
  revenue_change: 'Income change',
  close: 'Closes (or never)',
  no_buy: 'Cannot be bought by corporations',
  assign_hexes: 'Marker on hexes',
  assign_corporation: 'Marker on a corporation',
  reservation: 'Reserved station',
  par_subsidy: 'Par subsidy',
  train_discount: 'Train discount',
  hex_bonus: 'Hex bonus',
  tile_income: 'Income from tile lays',
  additional_token: 'Extra station markers',
  blocks_partition: 'Blocks a river',
  train_scrapper: 'Train scrapper',
};

export const abilityKinds = Object.keys(ABILITY_FORMS).map((type) => ({ type, label: LABELS[type] ?? type }));

/** A new ability of a kind, with its required fields empty. */
export function newAbility(type: string): Ability {
  const out: Record<string, unknown> = { type };
  for (const f of ABILITY_FORMS[type] ?? []) {
    if (!f.required) continue;
    out[f.key] = f.input === 'names' ? [] : f.input === 'amounts' ? {} : f.input === 'number' ? 0 : '';
  }
  return out as Ability;
}
