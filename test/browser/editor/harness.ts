/** Mounting the editor route with a fake back end, for the editor's component tests. */
import { createPinia, setActivePinia } from 'pinia';
import EditorRoute from '../../../renderer/editor/EditorRoute.vue';
import { useEditorStore } from '../../../renderer/stores/editor';
import { box, mountIn, settle } from '../mount';
import { fakeBackend } from './fakeBackend';

export async function mountEditor(route = '#/editor', size: [number, number] = [1280, 800]) {
  const pinia = createPinia();
  setActivePinia(pinia);
  const backend = fakeBackend();
  const ed = useEditorStore();
  ed.useBackend(backend);
  const host = box(...size);
  const wrapper = mountIn(EditorRoute, host, { props: { route }, global: { plugins: [pinia] } });
  await settle();
  return {
    wrapper,
    host,
    backend,
    ed,
    destroy() {
      wrapper.unmount();
      host.remove();
    },
    /** The first element matching, or a clear failure. */
    $<T extends Element = HTMLElement>(selector: string): T {
      const el = host.querySelector<T>(selector);
      if (!el) throw new Error(`no element ${selector}`);
      return el;
    },
    button(text: string | RegExp): HTMLButtonElement {
      const all = [...host.querySelectorAll('button')];
      const b = all.find((x) => (typeof text === 'string' ? x.textContent?.trim() === text : text.test(x.textContent ?? '')));
      if (!b) throw new Error(`no button ${text}; have ${all.map((x) => x.textContent?.trim()).join(' | ')}`);
      return b;
    },
  };
}

export function newMini(ed: ReturnType<typeof useEditorStore>) {
  ed.create({ id: 'mini', name: 'Mini', layout: 'pointy', rows: 3, columns: 4, players: { min: 2, max: 4 } });
}

/** The editor on a new mini title, validated; `done` collects its clean-up. */
export async function miniEditor(done: (() => void)[]) {
  const h = await mountEditor();
  done.push(h.destroy);
  newMini(h.ed);
  await h.ed.validateNow();
  await settle();
  return h;
}

export function type(el: HTMLInputElement | HTMLSelectElement, value: string, event: 'input' | 'change' = 'input'): void {
  el.value = value;
  el.dispatchEvent(new Event(event, { bubbles: true }));
}

export { settle };
