/**
 * Actions in the 18xx.games action JSON format, so that games exported from 18xx.games load as they are.
 * `entity` is a player id (number) or a corporation/company/minor symbol; `entity_type` says which.
 */

export type EntityType = 'player' | 'corporation' | 'company' | 'minor';

interface ActionBase {
  id?: number;
  entity: number | string;
  entity_type: EntityType;
  created_at?: number;
  user?: number;
  /** Automatic follow-up actions (from `program_*` settings) processed right after this one. */
  auto_actions?: Action[];
  skip?: boolean;
}

export interface RouteJson {
  train: string;
  connections?: string[][];
  hexes?: string[];
  nodes?: string[];
  revenue?: number;
  revenue_str?: string;
  subsidy?: number;
}

export type Action =
  | (ActionBase & { type: 'pass' })
  | (ActionBase & { type: 'bid'; company?: string; corporation?: string; minor?: string; price: number })
  | (ActionBase & { type: 'par'; corporation: string; share_price: string; slot?: number })
  | (ActionBase & { type: 'buy_shares'; shares: string[]; percent?: number; share_price?: number | boolean })
  | (ActionBase & { type: 'sell_shares'; shares: string[]; percent?: number; share_price?: number })
  | (ActionBase & { type: 'lay_tile'; hex: string; tile: string; rotation: number })
  | (ActionBase & { type: 'place_token'; city: string; slot?: number; tokener?: string; cost?: number })
  | (ActionBase & { type: 'run_routes'; routes: RouteJson[]; extra_revenue?: number; subsidy?: number })
  | (ActionBase & { type: 'dividend'; kind: string; amount?: number })
  | (ActionBase & { type: 'buy_train'; train: string; price: number; variant?: string; exchange?: string; shell?: string })
  | (ActionBase & { type: 'discard_train'; train: string })
  | (ActionBase & { type: 'buy_company'; company: string; price: number })
  | (ActionBase & { type: 'assign'; target: string; target_type: string })
  | (ActionBase & { type: 'bankrupt' })
  | (ActionBase & { type: 'end_game' })
  | (ActionBase & { type: 'choose'; choice: string | number })
  /** Automatic (1870): the corporations whose destination run is now possible, checked after each turn. */
  | (ActionBase & { type: 'destination_connection'; corporations?: string[] })
  /** Automatic (18NY coal): a token claimed on a hex the corporation has reached. */
  | (ActionBase & { type: 'claim_hex_token'; hex: string; token_type?: string })
  | (ActionBase & { type: 'take_loan'; loan?: number })
  | (ActionBase & { type: 'payoff_loan'; loan?: number })
  /** A president pays a corporation's debt (18NY: interest it could not pay). */
  | (ActionBase & { type: 'payoff_debt' })
  | (ActionBase & { type: 'convert' })
  | (ActionBase & { type: 'merge'; corporation?: string; corporations?: string[] })
  | (ActionBase & { type: 'short'; corporation: string })
  | (ActionBase & { type: 'scrap_train'; train: string })
  | (ActionBase & { type: 'remove_token'; city: string; slot?: number })
  | (ActionBase & { type: 'view_merge_options' })
  | (ActionBase & { type: 'message'; message?: string })
  | (ActionBase & { type: 'log'; message?: string })
  | (ActionBase & { type: 'undo'; action_id?: number })
  | (ActionBase & { type: 'redo' })
  | (ActionBase & { type: `program_${string}`; [k: string]: unknown });

export type ActionType = Action['type'];
export type ActionOf<T extends ActionType> = Extract<Action, { type: T }>;

/** Actions that never change the game. */
export function isNoOp(a: Action): boolean {
  return a.type === 'message' || a.type === 'log' || a.type.startsWith('program_');
}

/**
 * Resolves `undo`/`redo` in an action log into the effective actions, in order.
 * `undo` takes back the last effective action (messages go with it); `undo` with `action_id` takes back every action
 * after that id (0 = all); `redo` restores the most recently undone group. Any other action clears the redo stack.
 */
export function effectiveActions(log: readonly Action[]): Action[] {
  const effective: Action[] = [];
  const redo: Action[][] = [];
  for (const a of log) {
    if (a.type === 'undo') {
      const undone: Action[] = [];
      if (a.action_id !== undefined && a.action_id !== null) {
        while (effective.length && (effective[effective.length - 1].id ?? 0) > a.action_id) undone.push(effective.pop()!);
      } else {
        while (effective.length && effective[effective.length - 1].type === 'message') undone.push(effective.pop()!);
        if (effective.length) undone.push(effective.pop()!);
      }
      redo.push(undone.reverse());
    } else if (a.type === 'redo') {
      const group = redo.pop();
      if (group) effective.push(...group);
    } else {
      if (a.type !== 'message') redo.length = 0;
      effective.push(a);
    }
  }
  return effective;
}
