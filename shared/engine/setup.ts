import type { TitleDef } from '../title/types';
import type { Ctx } from './context';
import { DEFAULT_SHARES } from './floating';
import { seedState } from './rng';
import { DEPOT, ipoKey, type CertificateState, type CorporationState, type GameState, type HexState, type TrainState } from './state';
import { emptyHexState, slotsOf } from './tiles';

export interface GameSetup {
  players: { id: number | string; name: string }[];
  seed: number;
  optionalRules?: string[];
}

/** Copies made of a train type the title lists as unlimited (1830 D). */
const UNLIMITED_COPIES = 30;

/** The state before the first action: cash dealt, certificates in the IPO, trains in the depot, the map empty. */
export function initialState(title: TitleDef, setup: GameSetup): GameState {
  const n = setup.players.length;
  const bankDef = title.bank;
  const bank = bankDef === 'unlimited' ? null : typeof bankDef === 'number' ? bankDef : bankDef[String(n)];
  const cash = title.startingCash[String(n)];
  let seq = 0;

  const certificates: Record<string, CertificateState> = {};
  // The maps the engine loops over by key are made whole (Object.fromEntries), not key by key: V8 keeps an object
  // that got more than a dozen keys one by one as a hash table, and a for-in over such an object lists and sorts its
  // keys every time (1817's 20 corporations: ~3 µs per loop, counted for every company a player could buy with).
  const certOrder: [string, string[]][] = [];
  const corporations: [string, CorporationState][] = [];
  for (const def of [...title.corporations, ...(title.minors ?? [])]) {
    const shares = def.shares ?? DEFAULT_SHARES;
    const certs = shares.map((percent, i) => {
      const id = `${def.sym}_${i}`;
      certificates[id] = { id, corp: def.sym, percent, president: i === 0, owner: ipoKey(def.sym), seq: ++seq };
      return id;
    });
    certOrder.push([def.sym, certs]);
    const corporation: CorporationState = {
      sym: def.sym,
      minor: def.type === 'minor',
      cash: 0,
      parPrice: null,
      market: null,
      marketSeq: 0,
      ipoed: false,
      floated: false,
      closed: false,
      president: null,
      tokens: def.tokens.map((price) => ({ price, hex: null, stop: 0 })),
      trains: [],
      operated: false,
      // Present from the start so that all corporations share one shape (see `freshTurn` in rounds/operating.ts).
      titleState: undefined,
    };
    corporations.push([def.sym, corporation]);
  }

  const trains: Record<string, TrainState> = {};
  const trainOrder: string[] = [];
  for (const def of title.trains) {
    const raw = typeof def.count === 'object' ? (def.count[String(n)] ?? 0) : def.count;
    const count = raw === 'unlimited' ? UNLIMITED_COPIES : raw;
    for (let i = 0; i < count; i++) {
      const id = `${def.name}-${i}`;
      trains[id] = { id, name: def.name, variant: def.name, owner: DEPOT, rusted: false, obsolete: false, operated: false };
      trainOrder.push(id);
    }
  }

  const hexes: Record<string, HexState> = {};
  for (const hex of title.map.hexes) hexes[hex.id] = emptyHexState(slotsOf(hex.tile ?? {}));
  // Home slots are reserved until their corporation's home token is placed (1830 §6.1).
  for (const def of title.corporations) {
    if (!def.home || !hexes[def.home]) continue;
    const h = hexes[def.home];
    const cities = h.reserved.map((s, i) => (s.length ? i : -1)).filter((i) => i >= 0);
    const stop = def.homeCity ?? (cities.length === 1 ? cities[0] : undefined);
    if (stop === undefined && cities.length > 1) h.homeOf = [...(h.homeOf ?? []), def.sym];
    if (stop === undefined || !h.reserved[stop]) continue;
    const free = h.reserved[stop].indexOf(null);
    if (free >= 0) h.reserved[stop][free] = def.sym;
  }

  const optionalRules = setup.optionalRules ?? [];
  return {
    title: title.id,
    optionalRules,
    seed: setup.seed,
    rng: seedState(setup.seed, title.random),
    players: setup.players.map((p) => ({ id: p.id, name: p.name, cash, bankrupt: false })),
    bank: bank === null ? null : bank - cash * n,
    startingBank: bank,
    priority: setup.players[0].id,
    certificates,
    certOrder: Object.fromEntries(certOrder),
    companies: Object.fromEntries(title.companies.map((co) => [co.sym, { sym: co.sym, owner: null, closed: false, uses: {} }])),
    corporations: Object.fromEntries(corporations),
    trains,
    trainOrder,
    hexes,
    tilesOnMap: {},
    phase: 0,
    trainsBought: [],
    round: { kind: 'auction', step: {} },
    turn: 1,
    roundNum: 1,
    orsInSet: 1,
    gameEnd: null,
    finished: false,
    endReason: null,
    log: [],
    seq,
    lastActionId: 0,
    nextLoan: 0,
    pending: [],
    titleState: {},
  };
}

export function finishSetup(c: Ctx): void {
  c.s.titleState = c.rules.titleState?.() ?? {};
  c.rules.setup?.(c);
  c.s.round = c.rules.firstRound(c);
}
