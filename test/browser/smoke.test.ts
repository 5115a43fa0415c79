import { expect, test } from 'vitest';
test('runs in a real browser with a 2D canvas', () => {
  const ctx = document.createElement('canvas').getContext('2d');
  expect(ctx).not.toBeNull();
});
