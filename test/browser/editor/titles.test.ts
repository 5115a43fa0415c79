/** Every built-in title opens in the editor (read-only) and every tab draws it without an error. */
import { afterEach, expect, test } from 'vitest';
import { mountEditor, settle } from './harness';
import { titleIds } from '../titles';

let done: (() => void)[] = [];
afterEach(() => {
  done.forEach((d) => d());
  done = [];
});

const TABS = ['title', 'map', 'tiles', 'manifest', 'upgrades', 'market', 'trains', 'companies', 'rules'] as const;

test.each(titleIds())(
  '%s opens and every tab draws',
  async (id) => {
    const errors: string[] = [];
    const onError = (e: ErrorEvent) => errors.push(String(e.message));
    window.addEventListener('error', onError);
    done.push(() => window.removeEventListener('error', onError));
    const h = await mountEditor(`#/editor?title=${id}`);
    done.push(h.destroy);
    await settle(150);
    expect(h.ed.title?.id).toBe(id);
    expect(h.ed.readOnly).toBe(true);
    await h.ed.validateNow();
    expect(h.ed.problems).toEqual([]);
    h.ed.selectedTile = h.ed.title!.tiles[0]!.id;
    h.ed.selectedHex = h.ed.title!.map.hexes.find((x) => x.tile?.stops?.length)!.id;
    for (const tab of TABS) {
      h.ed.tab = tab;
      await settle(60);
      expect(h.host.querySelector('.ed-main')!.children.length).toBeGreaterThan(0);
    }
    expect(errors).toEqual([]);
  },
  60_000,
);
