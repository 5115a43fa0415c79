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
    const got = await fetchTitle(id, source);
    if (typeof got === 'string') error.value = got;
    else setTitle(got.title, got.hash);
    loading.value = false;
  }

  /**
   * A title read without showing it (the error, if any, as text): a game being opened shows its title only with the
   * game itself, so that the map is built and drawn once (#15).
   */
  async function fetchTitle(id: string, source: TitleSource = fromApi): Promise<{ title: TitleDef; hash: string | null } | string> {
    try {
      const got = await source(id);
      return { title: got.title, hash: got.hash ?? null };
    } catch (e) {
      return `title ${id}: ${e instanceof Error ? e.message : String(e)}`;
    }
  }

  /** Corporations and minors by sym, for colours and names in panels. */
  const corporations = computed(() => {
    const t = title.value;
    return t ? [...t.corporations, ...(t.minors ?? [])] : [];
  });

  return { title, hash, loading, error, setTitle, load, fetchTitle, corporations };
});
