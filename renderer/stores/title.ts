/**
 * The loaded title definition. Held in a shallowRef and marked raw: the title is read-only data, large (a map, all
 * tiles), and deep reactivity over it would only cost.
 */
import { defineStore } from 'pinia';
import { computed, markRaw, ref, shallowRef } from 'vue';
import type { TitleDef } from '@shared/title/types';

/** Where titles come from: `api.titles.get` in the app, JSON files in tests. */
export type TitleSource = (id: string) => Promise<{ title: TitleDef; hash?: string }>;

async function fromApi(id: string): Promise<{ title: TitleDef; hash?: string }> {
  const { api } = await import('../api');
  return api.titles.get({ id });
}

export const useTitleStore = defineStore('title', () => {
  const title = shallowRef<TitleDef | null>(null);
  const hash = ref<string | null>(null);
  const loading = ref(false);
  const error = ref<string | null>(null);

  function setTitle(def: TitleDef, titleHash: string | null = null): void {
    title.value = markRaw(def);
    hash.value = titleHash;
    error.value = null;
  }

  async function load(id: string, source: TitleSource = fromApi): Promise<void> {
    loading.value = true;
    error.value = null;
    try {
      const got = await source(id);
      setTitle(got.title, got.hash ?? null);
    } catch (e) {
      error.value = `title ${id}: ${e instanceof Error ? e.message : String(e)}`;
    } finally {
      loading.value = false;
    }
  }

  /** Corporations and minors by sym, for colours and names in panels. */
  const corporations = computed(() => {
    const t = title.value;
    return t ? [...t.corporations, ...(t.minors ?? [])] : [];
  });

  return { title, hash, loading, error, setTitle, load, corporations };
});
