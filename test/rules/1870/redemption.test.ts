import { describe, expect, it } from 'vitest';
import type { Action } from '../../../shared/engine/actions';
import { asWritten } from '../../../shared/engine/export';
import { applyAction, context, type Game } from '../../../shared/engine/game';
import { certsOf, percentOf } from '../../../shared/engine/entities';
import { legalActions } from '../../../shared/engine/legal';
import { moveCert } from '../../../shared/engine/transfer/certs';
import { price } from '../../../shared/engine/market';
import { stockActor } from '../../../shared/engine/rounds/stock';
import { corpKey, ipoKey, playerKey } from '../../../shared/engine/state';
import { reissuePar } from '../../../shared/rules/1870/redemption';
import { firstPosition } from './helpers';

/**
 * 1870 share reissue (p. 18), which no recorded game uses: a stock-round position of a recorded game where a
 * president could reissue the shares the corporation redeemed.
 */
function reissuePosition(): { game: Game; sym: string } {
  let sym = '';
  const game = firstPosition('1870_game_end_bank', (c) => {
    if (c.s.round.kind !== 'stock' || c.s.pending.length || c.s.round.turn.actions.length) return false;
    const id = stockActor(c);
    for (const k of Object.values(c.s.corporations)) {
      if (k.president !== id || percentOf(c, k.sym, ipoKey(k.sym)) > 0 || !percentOf(c, k.sym, corpKey(k.sym))) continue;
      sym = k.sym;
      return true;
    }
    return false;
  });
  if (!game) throw new Error('no position to reissue from');
  return { game, sym };
}

const heldBy = (g: Game, sym: string, owner: string) =>
  Object.values(g.state.certificates)
    .filter((x) => x.corp === sym && x.owner === owner)
    .map((x) => x.id);

describe('1870 share reissue (p. 18)', () => {
  it('a reissue puts all redeemed shares on offer at the new par: the top-row price nearest 3/4 of the share price, never lower than the old par', () => {
    const { game, sym } = reissuePosition();
    const c = context(game);
    const k = c.s.corporations[sym];
    const held = heldBy(game, sym, corpKey(sym));
    const expected = Math.max(k.parPrice!, reissuePar(c, k).price);
    const r = applyAction(game, { type: 'sell_shares', entity: sym, entity_type: 'corporation', shares: held, percent: 10 * held.length });
    expect(r.ok, r.ok ? '' : r.error).toBe(true);
    const after = r.ok ? r.value : game;
    expect(heldBy(after, sym, ipoKey(sym))).toEqual(held);
    expect(after.state.corporations[sym].parPrice).toBe(expected);
    // The share price does not move.
    expect(price(context(after), after.state.corporations[sym])).toBe(price(c, k));
  });

  it('a reissue must put back every redeemed share', () => {
    const { game, sym } = reissuePosition();
    const held = heldBy(game, sym, corpKey(sym));
    if (held.length < 2) return;
    const r = applyAction(game, { type: 'sell_shares', entity: sym, entity_type: 'corporation', shares: held.slice(1), percent: 10 * (held.length - 1) });
    expect(r.ok).toBe(false);
  });

  it('reissued shares bought from the offer pay the corporation (its capitalisation becomes incremental)', () => {
    const { game, sym } = reissuePosition();
    const held = heldBy(game, sym, corpKey(sym));
    const r = applyAction(game, { type: 'sell_shares', entity: sym, entity_type: 'corporation', shares: held, percent: 10 * held.length });
    if (!r.ok) throw new Error(r.error);
    const after = r.value;
    const c = context(after);
    const buyer = stockActor(c);
    const cash = after.state.corporations[sym].cash;
    const bought = applyAction(after, { type: 'buy_shares', entity: buyer, entity_type: 'player', shares: [held[0]], percent: 10 });
    if (!bought.ok) return; // the next player may not afford it: nothing more to see here
    expect(bought.value.state.corporations[sym].cash).toBe(cash + after.state.corporations[sym].parPrice!);
    expect(percentOf(context(bought.value), sym, playerKey(buyer))).toBeGreaterThan(0);
  });
});

describe('1870 redemption and reissue written as 18xx.games writes them (it finds the bundle by them)', () => {
  it('a reissue carries the new par as its share_price, and the engine accepts it so written', () => {
    const { game, sym } = reissuePosition();
    const c = context(game);
    const k = c.s.corporations[sym];
    const held = heldBy(game, sym, corpKey(sym));
    const written = asWritten(game, { type: 'sell_shares', entity: sym, entity_type: 'corporation', shares: held } as unknown as Action);
    expect(written).toMatchObject({ percent: 10 * held.length, share_price: Math.max(k.parPrice!, reissuePar(c, k).price) });
    expect(applyAction(game, written).ok).toBe(true);
  });

  it('a redemption carries no share_price (npm run agree, 1870_2p_std_s21 #63: 18xx.games refused one that did)', () => {
    const { game, sym } = reissuePosition();
    const written = asWritten(game, {
      type: 'buy_shares',
      entity: sym,
      entity_type: 'corporation',
      shares: [`${sym}_1`],
      share_price: 50,
    } as unknown as Action);
    expect(written).not.toHaveProperty('share_price');
  });
});

/**
 * A position where the acting president's corporation may redeem from a holder of two or more of its shares, with that
 * holder's shares then arriving in the reverse of their numbers' order (the last numbered arrived first).
 */
function redemptionFromHolderOfTwo(): { game: Game; sym: string; holder: string; first: string; later: string[] } {
  let found: { sym: string; holder: string } | null = null;
  const game = firstPosition('1870_game_end_bank', (c) => {
    if (c.s.round.kind !== 'stock' || c.s.pending.length || c.s.round.turn.actions.length) return false;
    for (const o of legalActions({ title: c.title, rules: c.rules, state: c.s, cache: {} })) {
      if (o.type !== 'redeem') continue;
      for (const opt of o.options) {
        const holder = c.s.certificates[opt.shares[0]].owner;
        if (certsOf(c, String(o.entity), holder).filter((x) => !x.president).length < 2) continue;
        found = { sym: String(o.entity), holder };
        return true;
      }
    }
    return false;
  });
  if (!game || !found) throw new Error('no position to redeem from a holder of two shares');
  const { sym, holder } = found as { sym: string; holder: string };
  const c = context(game);
  const shares = certsOf(c, sym, holder).filter((x) => !x.president);
  // The holder gets its shares again, highest number first: arrival order is no longer number order.
  for (const cert of [...shares].reverse()) moveCert(c, cert, holder);
  const order = certsOf(c, sym, holder)
    .filter((x) => !x.president)
    .map((x) => x.id);
  return { game, sym, holder, first: order[0], later: order.slice(1) };
}

describe('1870 redemption takes the first share its holder got (p. 17; the copy 18xx.games moves)', () => {
  it('the redemption offered names the share that arrived first with its holder, not the lowest numbered', () => {
    const { game, sym, holder, first } = redemptionFromHolderOfTwo();
    const offer = legalActions(game).find((o) => o.type === 'redeem' && o.entity === sym);
    const fromHolder = offer?.type === 'redeem' ? offer.options.find((x) => game.state.certificates[x.shares[0]].owner === holder) : undefined;
    expect(fromHolder?.shares).toEqual([first]);
  });

  it('redeeming another of the holder’s shares is refused, naming the one it must be', () => {
    const { game, sym, first, later } = redemptionFromHolderOfTwo();
    const r = applyAction(game, { type: 'buy_shares', entity: sym, entity_type: 'corporation', shares: [later[0]], percent: 10 });
    expect(r.ok ? '' : r.error).toContain(`redeems ${first}`);
    expect(applyAction(game, { type: 'buy_shares', entity: sym, entity_type: 'corporation', shares: [first], percent: 10 }).ok).toBe(true);
  });
});

describe('1870 p. 18 reissue above $200: the top-row square nearest 75% of the share price; at most $200 with max_reissue_200', () => {
  // The designer's original rules cap the new par at $200 (18xx.games `max_reissue_200`, also part of
  // `original_rules`); the printed rules place it on the top row beyond $200, in the square nearest.
  const { game, sym } = reissuePosition();
  const parAt = (col: number, optionalRules: string[]) => {
    const state = structuredClone(game.state);
    state.corporations[sym].market = [0, col];
    state.optionalRules = optionalRules;
    const c = context({ ...game, state, cache: {} });
    return reissuePar(c, c.s.corporations[sym]).price;
  };
  const top = context(game).title.market.rows[0].map((cell) => cell?.price);
  const col = (p: number) => top.indexOf(p);

  it('at $400 the new par is $300 ($301 nearest), at $300 it is $225', () => {
    expect(parAt(col(400), [])).toBe(300);
    expect(parAt(col(300), [])).toBe(225);
  });

  it('with max_reissue_200, or the original rules, it is $200 at both', () => {
    for (const options of [['max_reissue_200'], ['original_rules']]) {
      expect(parAt(col(400), options)).toBe(200);
      expect(parAt(col(300), options)).toBe(200);
    }
  });
});
