/**
 * `v-focus`: focus an element when it appears (dialogs open with the keyboard on their first control). Focusing
 * needs the page laid out: done in the next animation frame, whose layout it then shares, rather than forcing one
 * in the middle of a render (the end screen of a finished game opened cold paid 20-100 ms for it, #15).
 */
import type { Directive } from 'vue';
import { beforeLayout } from './afterPaint';

export const vFocus: Directive<HTMLElement> = {
  mounted: (el) => beforeLayout(() => el.isConnected && el.focus()),
};
