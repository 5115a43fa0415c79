import { describe, expect, it } from 'vitest';
import { freshGame } from './helpers';
import { ctxOf, recordedAt } from '../../support/play';
import { state1846 } from '../../../shared/rules/1846/state';

/** What the map shows of 1846's companies: the markers and the printed icons still in force. */

describe("companies' icons on the map", () => {
  it('a company removed at set-up draws no icons; those in the game keep theirs', () => {
    const c = freshGame();
    const removed = state1846(c).removed.filter((s) => c.t.company.has(s));
    expect(removed.length).toBeGreaterThan(0);
    const hidden = c.rules.hiddenIcons!(c);
    const icon: Record<string, [string, string]> = {
      MPC: ['D6', '1846/meat'],
      LSL: ['E17', '1846/lsl'],
      BT: ['H12', '1846/boom'],
      LM: ['G13', '1846/lm'],
      SC: ['G19', 'port'],
    };
    for (const [sym, [hex, name]] of Object.entries(icon)) expect(hidden[hex]?.includes(name) ?? false).toBe(removed.includes(sym));
  });

  it('first edition: Boomtown and Little Miami are not in the game, so Cincinnati and Dayton show neither icon', () => {
    const c = freshGame(['first_ed']);
    const hidden = c.rules.hiddenIcons!(c);
    expect(hidden.H12).toContain('1846/boom');
    expect(hidden.G13).toContain('1846/lm');
  });
});

describe('markers', () => {
  it('the Steamboat assigned by its owner to MS and Toledo shows on D14 for MS (19962.json)', () => {
    const c = ctxOf(recordedAt('1846', '19962.json', 42).game);
    expect(c.rules.markers!(c)).toContainEqual({ company: 'SC', icon: 'port', hex: 'D14', corporation: 'MS' });
  });
});
