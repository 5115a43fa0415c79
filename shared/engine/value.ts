import type { Ctx } from './context';
import { price } from './market';
import { playerKey, type PlayerId } from './state';
import { sharePercent } from './entities';

/** A player's value (1830 §8.2): cash, plus shares at market price, plus privates at face value. */
export function playerValue(c: Ctx, id: PlayerId): number {
  const p = c.s.players.find((x) => x.id === id)!;
  const key = playerKey(id);
  let v = p.cash;
  for (const cert of Object.values(c.s.certificates)) {
    if (cert.owner !== key) continue;
    const k = c.s.corporations[cert.corp];
    if (!k.ipoed || k.closed) continue;
    v += (price(c, k) * cert.percent) / sharePercent(c, cert.corp);
  }
  for (const co of Object.values(c.s.companies)) if (co.owner === key && !co.closed) v += c.t.company.get(co.sym)!.value;
  return v + (c.rules.playerValueAdjustment?.(c, id) ?? 0);
}

export function results(c: Ctx): Record<string, number> {
  return Object.fromEntries(c.s.players.map((p) => [String(p.id), playerValue(c, p.id)]));
}
