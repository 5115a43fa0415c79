import { describe, expect, it } from 'vitest';
import { REPLAY_ONLY_FLAGS, tiersAsMeasured, V8_FLAGS } from '../../main/v8Flags';

describe('the V8 flags the CLI sets (#18)', () => {
  it('are set only on a V8 without Maglev (Node 20), where they were measured', () => {
    expect(tiersAsMeasured('11.3.244.8-node.33')).toBe(true);
    expect(tiersAsMeasured('12.4.254.21-node.24')).toBe(false);
    expect(tiersAsMeasured('14.2.231.17-electron.0')).toBe(false);
  });

  it('retune tiering only: no flag that caches code or changes what the engine computes', () => {
    for (const flag of V8_FLAGS) expect(flag).toMatch(/^--interrupt-budget=\d+$/);
    for (const flag of REPLAY_ONLY_FLAGS) expect(flag).toMatch(/^--no-opt$/);
  });
});
