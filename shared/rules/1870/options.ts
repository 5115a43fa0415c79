import type { MarketCell, PhaseDef, TitleDef, TrainDef } from '../../title/types';

/**
 * 1870's optional rules that change the title's data (18xx.games option ids). `original_rules` switches on all the
 * designer's original options at once.
 */
const ORIGINAL = ['station_wars', 'original_tiles', 'max_reissue_200', 'can_protect_if_sold', 'original_market'];

export function hasOption(optionalRules: readonly string[], id: string): boolean {
  return optionalRules.includes(id) || (ORIGINAL.includes(id) && optionalRules.includes('original_rules'));
}

interface Settings1870 {
  dieselVariant?: { trains: TrainDef[]; phases: PhaseDef[] };
  originalTilesRemoved?: string[];
  finishOn400GameEnd?: TitleDef['gameEnd'];
  originalMarketCells?: { row: number; col: number; cell: MarketCell }[];
  originalCertLimit?: TitleDef['certLimit'];
}

const variants = new WeakMap<TitleDef, Map<string, TitleDef>>();

/**
 * The title as the chosen options make it (made once per title and set of options, so that the title index and the
 * graph caches keyed by the title are shared by all games of the same set-up).
 */
export function titleWithOptions(title: TitleDef, optionalRules: readonly string[]): TitleDef {
  // Without options too: every game's title then comes out of `variant` with the same object shapes, so the engine's
  // hot reads of the title (market, game end) stay monomorphic when games with and without options are replayed in
  // one process.
  const key = [...optionalRules].sort().join(',');
  let byKey = variants.get(title);
  if (!byKey) variants.set(title, (byKey = new Map()));
  let t = byKey.get(key);
  if (!t) byKey.set(key, (t = variant(title, optionalRules)));
  return t;
}

function variant(title: TitleDef, opts: readonly string[]): TitleDef {
  const set = (title.settings ?? {}) as Settings1870;
  // The same properties set in the same order for every variant (one hidden class for all of them).
  const t: TitleDef = {
    ...title,
    trains: title.trains,
    phases: title.phases,
    manifest: title.manifest,
    gameEnd: title.gameEnd,
    market: { ...title.market },
    settings: title.settings,
  };
  // Diesels (1830's variant): the 8-, 10- and 12-trains give way to unlimited diesels; phases 6-8 become phase D.
  if (hasOption(opts, 'diesels') && set.dieselVariant) {
    t.trains = set.dieselVariant.trains;
    t.phases = set.dieselVariant.phases;
  }
  // The original, smaller tile set: the listed copies (`4-0`) are left out of the manifest; the others keep their
  // numbers (18xx.games removes those very copies, so the first tile 8 laid is `8-2`).
  if (hasOption(opts, 'original_tiles') && set.originalTilesRemoved) {
    const manifest = { ...title.manifest };
    for (const copy of set.originalTilesRemoved) {
      const tile = copy.slice(0, copy.lastIndexOf('-'));
      const n = manifest[tile];
      if (typeof n === 'number') manifest[tile] = n - 1;
    }
    t.manifest = manifest;
    t.settings = { ...title.settings, removedTileCopies: set.originalTilesRemoved };
  }
  // The designer's rules (18xx.games `original_rules` as a whole, not one of its parts) add a certificate limit for
  // eight corporations in play (after two have closed); the rulebook's table lists only ten and nine.
  if (opts.includes('original_rules') && set.originalCertLimit) t.certLimit = set.originalCertLimit;
  const changes: { row: number; col: number; cell: MarketCell }[] = [];
  // The original market (the one of 1832 and 1850): three cells differ.
  if (hasOption(opts, 'original_market')) changes.push(...(set.originalMarketCells ?? []));
  // $400 finish: reaching the top right cell ($400) ends the game at once.
  if (hasOption(opts, 'finish_on_400')) {
    const top = title.market.rows[0];
    const col = top.length - 1;
    const cell = top[col]!;
    changes.push({ row: 0, col, cell: { ...cell, zones: [...(cell.zones ?? []), 'end_game'] } });
    if (set.finishOn400GameEnd) t.gameEnd = set.finishOn400GameEnd;
  }
  if (changes.length) {
    const rows = title.market.rows.map((r) => [...r]);
    for (const ch of changes) rows[ch.row][ch.col] = ch.cell;
    t.market.rows = rows;
  }
  return t;
}
