import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { context } from '../../../shared/engine/game';
import { playerKey } from '../../../shared/engine/entities';
import { moveCert } from '../../../shared/engine/transfer/certs';
import { replay, setupOf } from '../../../shared/engine/replay';
import { canSellAny } from '../../../shared/engine/rounds/sr/sell';
import { rulesFor } from '../../../shared/rules/index';
import { FIXTURES, loadFixture, loadTitle } from '../../support/fixtures';

/** 1817 §5.3 short selling, on recorded game 16281 right after Player 2 sells J short (action 652). */
function afterShort() {
  const t = loadTitle('1817');
  const g = loadFixture(join(FIXTURES, '1817', '16281.json'));
  const r = replay(
    t,
    rulesFor(t),
    setupOf(g),
    g.actions.filter((a) => (a.id ?? 0) <= 652),
  );
  if (!r.game) throw new Error(r.failure?.error);
  return context(r.game);
}

const P2 = 289;

describe('1817 §5.3 short certificates', () => {
  it('a short is no share to sell: a player left with shorts and presidencies no one could take has nothing to sell', () => {
    const c = afterShort();
    expect(canSellAny(c, P2)).toBe(true);
    // Player 2's one ordinary share (of NYOW) goes back to NYOW's treasury: left are two presidencies and two shorts.
    for (const cert of Object.values(c.s.certificates))
      if (cert.owner === playerKey(P2) && !cert.president && cert.percent > 0) moveCert(c, cert, `ipo:${cert.corp}`);
    expect(Object.values(c.s.certificates).filter((x) => x.owner === playerKey(P2) && x.percent < 0)).toHaveLength(2);
    expect(canSellAny(c, P2)).toBe(false);
  });
});
