/** Mounting renderer components into a sized box of the test page, and waiting for Konva to draw. */
import { mount, type ComponentMountingOptions } from '@vue/test-utils';
import { createPinia } from 'pinia';
import type { Component } from 'vue';

export function box(width: number, height: number): HTMLElement {
  document.body.style.margin = '0';
  const el = document.createElement('div');
  el.style.width = `${width}px`;
  el.style.height = `${height}px`;
  el.style.position = 'relative';
  // Grid: the wrapper div Vue Test Utils mounts into stretches to the box, so children's height: 100% resolves.
  el.style.display = 'grid';
  document.body.appendChild(el);
  return el;
}

export function mountIn<C extends Component>(component: C, host: HTMLElement, options: ComponentMountingOptions<C> = {} as any) {
  return mount(component, {
    ...options,
    attachTo: host,
    global: { plugins: [createPinia()], ...(options as { global?: object }).global },
  } as ComponentMountingOptions<C>);
}

/** Konva redraws on animation frames; a few frames and a short pause let batched draws and timers settle. */
export async function settle(ms = 50): Promise<void> {
  for (let i = 0; i < 3; i++) await new Promise((r) => requestAnimationFrame(() => r(null)));
  await new Promise((r) => setTimeout(r, ms));
  await new Promise((r) => requestAnimationFrame(() => r(null)));
}
