/** Mounting print pages and the print dialog for the print tests; each pushes its own clean-up onto `cleanup`. */
import { mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import PrintDialog from '../../../renderer/print/PrintDialog.vue';
import PrintRoute from '../../../renderer/print/PrintRoute.vue';
import { useTitleStore } from '../../../renderer/stores/title';
import { loadTitle } from '../titles';

function host(cleanup: (() => void)[], unmount: () => void): void {
  cleanup.push(() => {
    unmount();
    document.querySelectorAll('[data-print-test-host]').forEach((h) => h.remove());
  });
}

function newHost(): HTMLElement {
  const el = document.createElement('div');
  el.dataset.printTestHost = '';
  document.body.appendChild(el);
  return el;
}

/** A print route over a built-in title, loaded the way the app loads it. */
export function mountPrintRoute(route: string, cleanup: (() => void)[], title = '1830') {
  const pinia = createPinia();
  setActivePinia(pinia);
  void useTitleStore(pinia).load(title, async (id) => ({ title: loadTitle(id) }));
  const w = mount(PrintRoute, { props: { route }, attachTo: newHost(), global: { plugins: [pinia] } });
  host(cleanup, () => w.unmount());
  return w;
}

export function mountPrintDialog(cleanup: (() => void)[], titleId = '1830') {
  const w = mount(PrintDialog, { props: { open: true, titleId }, attachTo: newHost() });
  host(cleanup, () => w.unmount());
  return w;
}
