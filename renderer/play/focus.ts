/** `v-focus`: focus an element when it appears (dialogs open with the keyboard on their first control). */
import type { Directive } from 'vue';

export const vFocus: Directive<HTMLElement> = {
  mounted: (el) => el.focus(),
};
