/** Renderer entry: Vue + Pinia, then the title named in the URL (`?title=1846`), else the last game's, else 1830. */
import { createPinia } from 'pinia';
import { createApp } from 'vue';
import App from './App.vue';
import { lastTitle } from './stores/lastTitle';
import { useTitleStore } from './stores/title';

function initialTitleId(): string {
  const fromSearch = new URLSearchParams(location.search).get('title');
  const fromHash = new URLSearchParams(location.hash.split('?')[1] ?? '').get('title');
  return fromSearch ?? fromHash ?? lastTitle() ?? '1830';
}

const pinia = createPinia();
createApp(App).use(pinia).mount('#app');
const titles = useTitleStore(pinia);
void titles.load(initialTitleId()).then(() => {
  // The last game's title may be gone (a designer's title renamed): start on the default one then.
  if (titles.error && initialTitleId() !== '1830') void titles.load('1830');
});
