/** Arrow-key movement between the focusable items of a panel (a roving focus without extra state). */
export function moveFocus(e: KeyboardEvent, selector: string): void {
  const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[e.key];
  const jump = e.key === 'Home' ? 'first' : e.key === 'End' ? 'last' : null;
  if (step === undefined && !jump) return;
  const root = e.currentTarget as HTMLElement;
  const items = [...root.querySelectorAll<HTMLElement>(selector)];
  const i = items.indexOf(document.activeElement as HTMLElement);
  if (i < 0) return;
  const j = jump === 'first' ? 0 : jump === 'last' ? items.length - 1 : Math.min(items.length - 1, Math.max(0, i + step!));
  e.preventDefault();
  items[j].focus();
}
