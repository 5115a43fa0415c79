/**
 * Work that must not delay the next paint (#15: a game opened cold shows its board first): `afterPaint` runs `fn`
 * as a task after the next animation frame, so the frame is drawn first; `beforeLayout` runs it in the next frame
 * before its layout, so reading the layout there (scroll sizes, focus) costs no extra layout pass.
 */
export function afterPaint(fn: () => void): void {
  if (typeof requestAnimationFrame === 'undefined') setTimeout(fn, 0);
  else requestAnimationFrame(() => setTimeout(fn, 0));
}

export function beforeLayout(fn: () => void): void {
  if (typeof requestAnimationFrame === 'undefined') fn();
  else requestAnimationFrame(fn);
}
