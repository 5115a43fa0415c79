import type { Ctx } from '../../engine/context';
import { certsOf, corp, playerKey, sharePercent } from '../../engine/entities';
import type { LegalOffer } from '../../engine/legal';
import { price } from '../../engine/market';
import { loanOffers } from '../../engine/rounds/or/loan';
import { shareCount } from '../../engine/certSize';
import type { CorporationState } from '../../engine/state';
import { canBuy, canSell, conversionActor, treasuryShare, type Conversion } from './conversion';
import { whyNoMerger } from './merger';

/**
 * 1817 §7.1, what may be done in the merger round as legal actions with their concrete actions: the company whose turn
 * it is may convert, merge with a company of its size, or pass; after a conversion or merger each player in turn may
 * buy a treasury share (or sell one of theirs), then the company may take loans.
 */
export function mergerRoundOffers(
  c: Ctx,
  k: CorporationState | null,
  conversion: Conversion | null,
  converted: string[],
  ok: (a: Record<string, unknown>) => boolean,
): LegalOffer[] {
  if (conversion) return afterConversion(c, conversion, ok);
  if (!k) return [];
  const out: LegalOffer[] = [];
  const size = shareCount(c, k.sym);
  if ((size === 2 || size === 5) && ok({ type: 'convert', entity: k.sym, entity_type: 'corporation' }))
    out.push({ type: 'convert', entity: k.sym, from: size, to: size === 2 ? 5 : 10 });
  const targets = Object.values(c.s.corporations)
    .filter((t) => !whyNoMerger(c, k, t, converted) && ok({ type: 'merge', entity: k.sym, entity_type: 'corporation', corporation: t.sym }))
    .map((t) => ({ corporation: t.sym, label: `with ${t.sym}`, amount: 0 }));
  if (targets.length) out.push({ type: 'merge', entity: k.sym, options: targets });
  out.push({ type: 'pass', entity: k.sym, entityType: 'corporation', label: `${k.sym} passes` });
  return out;
}

function afterConversion(c: Ctx, conv: Conversion, ok: (a: Record<string, unknown>) => boolean): LegalOffer[] {
  const { player: who, entity } = conversionActor(c, conv);
  if (who === null) return [];
  const k = corp(c, conv.corporation);
  const out: LegalOffer[] = [];
  if (conv.stage === 'shares') {
    const share = treasuryShare(c, k.sym);
    if (share && canBuy(c, who, k)) {
      const option = { corporation: k.sym, shares: [share.id], percent: share.percent, price: price(c, k) };
      if (ok({ type: 'buy_shares', entity: who, entity_type: 'player', shares: option.shares, percent: option.percent }))
        out.push({ type: 'buy_shares', entity: who, entityType: 'player', options: [option] });
    }
    const mine = certsOf(c, k.sym, playerKey(who)).find((x) => x.percent > 0 && !x.president);
    if (mine && canSell(c, who, k)) {
      const option = { corporation: k.sym, shares: [mine.id], percent: mine.percent, price: (price(c, k) * mine.percent) / sharePercent(c, k.sym) };
      if (ok({ type: 'sell_shares', entity: who, entity_type: 'player', shares: option.shares, percent: option.percent }))
        out.push({ type: 'sell_shares', entity: who, options: [option] });
    }
    out.push({ type: 'pass', entity: who, entityType: 'player', label: 'Pass' });
    return out;
  }
  out.push(...loanOffers(c, k, ok).filter((o) => o.type === 'take_loan'));
  out.push({ type: 'pass', entity: String(entity), entityType: 'corporation', label: `${k.sym} takes no more loans` });
  return out;
}
