/** Renderer entry: Vue + Pinia, then the title named in the URL (`?title=1846`, default 1830). */
import { createPinia } from 'pinia';
import { createApp } from 'vue';
import App from './App.vue';
import { useTitleStore } from './stores/title';

function initialTitleId(): string {
  const fromSearch = new URLSearchParams(location.search).get('title');
  const fromHash = new URLSearchParams(location.hash.split('?')[1] ?? '').get('title');
  return fromSearch ?? fromHash ?? '1830';
}

const pinia = createPinia();
createApp(App).use(pinia).mount('#app');
void useTitleStore(pinia).load(initialTitleId());
