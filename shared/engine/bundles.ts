import type { Ctx } from './context';
import { certsOf, presidentPercent, sharePercent } from './entities';
import { price } from './market';
import { playerPercents, poolHasRoom, type Bundle } from './shares';
import { playerKey, type PlayerId } from './state';

/**
 * The bundles a player could sell of one corporation: one, two, ... normal certificates, then the president's
 * certificate with all of them, also sold in part (only some of its percent goes, the rest swapped back).
 */
export function bundlesFor(c: Ctx, id: PlayerId, sym: string): Bundle[] {
  if (!c.s.corporations[sym].ipoed) return [];
  const held = certsOf(c, sym, playerKey(id));
  const shares = [...held].sort((a, b) => Number(a.president) - Number(b.president) || a.percent - b.percent);
  const unit = sharePercent(c, sym);
  const out: Bundle[] = [];
  shares.forEach((cert, i) => {
    const certs = shares.slice(0, i + 1);
    const percent = certs.reduce((n, x) => n + x.percent, 0);
    if (cert.president) {
      const partials = (presidentPercent(c, sym) - unit) / unit;
      for (let n = partials; n >= 1; n--) out.push({ corp: sym, certs, percent: percent - unit * n });
    }
    out.push({ corp: sym, certs, percent });
  });
  return out;
}

/** Could the holder hand over the presidency if this bundle holds the president's certificate (1830 §5.3)? */
export function canDumpBundle(c: Ctx, id: PlayerId, b: Bundle): boolean {
  if (!b.certs.some((x) => x.president)) return true;
  const others = [...playerPercents(c, b.corp)].filter(([p]) => p !== id).map(([, v]) => v);
  return Math.max(0, ...others) >= presidentPercent(c, b.corp);
}

export function fitsInPool(c: Ctx, b: Bundle): boolean {
  return poolHasRoom(c, b.corp, b.percent) && (c.rules.fitsInPool?.(c, b) ?? true);
}

export function bundlePrice(c: Ctx, b: Bundle): number {
  return (price(c, c.s.corporations[b.corp]) * b.percent) / sharePercent(c, b.corp);
}
