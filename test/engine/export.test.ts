import { describe, expect, it } from 'vitest';
import { effectiveActions, type Action } from '../../shared/engine/actions';
import { applyAction, createGame } from '../../shared/engine/game';
import { asWritten } from '../../shared/engine/export';
import { setupOf } from '../../shared/engine/replay';
import { rulesFor } from '../../shared/rules/index';
import { fixtureFiles, loadFixture, loadTitle } from '../support/fixtures';

/**
 * What we write is what 18xx.games writes (issue #19, export): every action of every recorded 1830 and 1846 game,
 * with what our panels leave out taken away (a minor's `entity_type`, an issue's or redemption's `percent` and
 * `share_price`, a preprinted city's tile index), is written back by `asWritten`, from the state it was played in,
 * field by field as the file has it, and nothing more.
 */

/** Fields of a recorded action that are the server's, not the game's. */
const META = new Set(['id', 'created_at', 'user', 'skip', 'original_id', 'auto_actions']);
/** Fields 18xx.games writes and does not need to read an action (its own bookkeeping of a token's slot and owner). */
const NOT_NEEDED = new Set(['slot', 'tokener']);

/**
 * Fields 18xx.games writes now where an older recording has none: a redemption's `percent` (one 1846 game of 2020,
 * 1846_game_end_reason_bankrupt, action 141; every later recording has it).
 */
const ADDED_SINCE = new Set(['percent']);

/** The action as our panels build it (the form before `asWritten`). */
function asBuilt(a: Action): Action {
  const out = { ...a } as Record<string, unknown>;
  if (out.entity_type === 'minor') out.entity_type = 'corporation';
  if (out.target_type === 'minor') out.target_type = 'corporation';
  if ((a.type === 'sell_shares' || a.type === 'buy_shares') && a.entity_type !== 'player' && a.entity_type !== 'company') {
    delete out.share_price;
    delete out.percent;
  }
  if (a.type === 'place_token') out.city = a.city.replace(/^([A-Z]\d+)-0-(\d+)$/, '$1-$2');
  return out as unknown as Action;
}

function differences(written: Action, recorded: Action): string[] {
  const out: string[] = [];
  const w = written as unknown as Record<string, unknown>;
  for (const [k, v] of Object.entries(recorded)) {
    if (META.has(k) || NOT_NEEDED.has(k)) continue;
    if (JSON.stringify(w[k]) !== JSON.stringify(v)) out.push(`${k}: ${JSON.stringify(w[k])} != ${JSON.stringify(v)}`);
  }
  // Nor anything 18xx.games did not write.
  const r = recorded as unknown as Record<string, unknown>;
  for (const [k, v] of Object.entries(w))
    if (!(k in r) && v !== undefined && !META.has(k) && !ADDED_SINCE.has(k)) out.push(`${k}: ${JSON.stringify(v)} not written by 18xx.games`);
  return out;
}

for (const title of ['1830', '1846']) {
  describe(`${title} actions as 18xx.games writes them`, () => {
    for (const file of fixtureFiles(title)) {
      it(file.split('/').pop()!, () => {
        const t = loadTitle(title);
        const g = loadFixture(file);
        const created = createGame(t, rulesFor(t), setupOf(g));
        if (!created.ok) throw new Error(created.error);
        let game = created.value;
        const problems: string[] = [];
        for (const a of effectiveActions(g.actions)) {
          const d = differences(asWritten(game, asBuilt(a)), a);
          if (d.length && problems.length < 5) problems.push(`action ${a.id} (${a.type} by ${a.entity}): ${d.join('; ')}`);
          const r = applyAction(game, a, { inPlace: true, loading: true });
          if (!r.ok) throw new Error(r.error);
          game = r.value;
        }
        expect(problems).toEqual([]);
      });
    }
  });
}
