/**
 * The title editor's state: the title being edited (one TitleDef, replaced on every change, never mutated), its
 * own undo/redo command stack, whether it is saved, and the problems `packs.validate` finds (run debounced after
 * every change). Pure data work lives in renderer/editor/*.ts; this store sequences it and talks to main.
 */
import { defineStore } from 'pinia';
import { computed, markRaw, ref, shallowRef } from 'vue';
import type { LoadedPack, PackSummary, TitlePack, TitlePackMeta, TitleProblem, TitleValidation } from '@shared/ipc/channels';
import { rulesNameOf } from '@shared/rules/index';
import { fileOfKey } from '@shared/title/load';
import type { TileDef, TitleDef } from '@shared/title/types';
import { newTitle, type NewTitleOptions } from '../editor/newTitle';
import { packOf, titleOfPack } from '../editor/packFiles';
import { getIn, pathOf, updateIn, type Path } from '../editor/paths';
import { placeOf, type EditorTab, type Place } from '../editor/places';

/** What the editor needs of main: the `packs.*` calls (tests pass a fake). */
export interface PackBackend {
  list(): Promise<PackSummary[]>;
  get(p: { id: string }): Promise<LoadedPack>;
  validate(p: { pack: TitlePack }): Promise<TitleValidation>;
  save(p: { pack: TitlePack; replace?: boolean }): Promise<PackSummary>;
  import(p?: { path?: string; pack?: TitlePack; fileName?: string; replace?: boolean }): Promise<PackSummary | null>;
  export(p: { id: string; path?: string }): Promise<{ path: string } | null>;
  remove(p: { id: string }): Promise<void>;
}

async function apiBackend(): Promise<PackBackend> {
  const { api } = await import('../api');
  return api.packs as unknown as PackBackend;
}

interface Command {
  label: string;
  before: TitleDef;
  after: TitleDef;
  /** Changes with the same key in a row (typing in one field) merge into one undo step. */
  mergeKey?: string;
  at: number;
}

export interface LocatedProblem extends TitleProblem {
  place: Place;
}

const MERGE_MS = 1500;
const UNDO_LIMIT = 300;

export const useEditorStore = defineStore('editor', () => {
  let backendPromise: Promise<PackBackend> | null = null;
  const backend = () => (backendPromise ??= apiBackend());
  /** Tests: use this back end instead of main. */
  function useBackend(b: PackBackend): void {
    backendPromise = Promise.resolve(b);
  }

  const title = shallowRef<TitleDef | null>(null);
  const provenance = shallowRef<Record<string, string>>({});
  const assets = shallowRef<Record<string, string>>({});
  const meta = shallowRef<TitlePackMeta>({ createdAt: new Date().toISOString() });
  /** Built-in titles are read-only: they may be duplicated under a new id. */
  const readOnly = ref(false);
  /** The id the title was opened or last saved under as a user pack (saving again replaces it). */
  const savedId = ref<string | null>(null);
  const savedTitle = shallowRef<TitleDef | null>(null);
  const undoStack = shallowRef<Command[]>([]);
  const redoStack = shallowRef<Command[]>([]);
  /** What `packs.validate` found in the title as it is now. */
  const checked = shallowRef<LocatedProblem[]>([]);
  /**
   * Fields whose text does not parse (broken JSON), by the pointer of their value: the title keeps the last good
   * value, so validation cannot see them; they are listed as problems here and block saving until fixed.
   */
  const fieldErrors = shallowRef<Record<string, { text: string; message: string }>>({});
  const validating = ref(false);
  const validatedOnce = ref(false);
  /** What the last import from 18xx-maker could not map, one item per line (shown until another title is opened). */
  const importReport = shallowRef<{ file: string; lines: string[] } | null>(null);
  const status = ref<string | null>(null);
  const error = ref<string | null>(null);
  const busy = ref(false);

  // Where the editor looks: tab and the selected hex / tile / upgrade source / table row.
  const tab = ref<EditorTab>('title');
  const selectedHex = ref<string | null>(null);
  const selectedTile = ref<string | null>(null);
  const selectedSource = ref<string | null>(null);
  const focusRow = ref<{ table: string; row: number } | null>(null);

  const dirty = computed(() => title.value !== null && title.value !== savedTitle.value);
  const problems = computed<LocatedProblem[]>(() => {
    const local = Object.entries(fieldErrors.value).map(([pointer, { message }]) => {
      const key = String(pathOf(pointer)[0] ?? '');
      const p = { file: provenance.value[key] ?? fileOfKey(key), pointer, message };
      return { ...p, place: placeOf(p, title.value) };
    });
    return [...local, ...checked.value];
  });
  /** A field's text that does not parse (null: it parses again). */
  function setFieldError(pointer: string, broken: { text: string; message: string } | null): void {
    if (!broken && !(pointer in fieldErrors.value)) return;
    const { [pointer]: _old, ...rest } = fieldErrors.value;
    fieldErrors.value = broken ? { ...rest, [pointer]: broken } : rest;
  }
  const canUndo = computed(() => undoStack.value.length > 0);
  const canRedo = computed(() => redoStack.value.length > 0);
  const undoLabel = computed(() => undoStack.value.at(-1)?.label ?? null);
  const redoLabel = computed(() => redoStack.value.at(-1)?.label ?? null);

  function load(
    def: TitleDef,
    prov: Record<string, string>,
    opts: { readOnly: boolean; savedId: string | null; assets?: Record<string, string>; meta?: TitlePackMeta; clean: boolean },
  ): void {
    const t = markRaw(def);
    title.value = t;
    provenance.value = prov;
    assets.value = opts.assets ?? {};
    meta.value = opts.meta ?? { createdAt: new Date().toISOString() };
    readOnly.value = opts.readOnly;
    savedId.value = opts.savedId;
    savedTitle.value = opts.clean ? t : null;
    undoStack.value = [];
    redoStack.value = [];
    checked.value = [];
    fieldErrors.value = {};
    importReport.value = null;
    validatedOnce.value = false;
    selectedHex.value = null;
    selectedTile.value = null;
    selectedSource.value = null;
    error.value = null;
    scheduleValidate(0);
  }

  async function open(id: string): Promise<boolean> {
    busy.value = true;
    error.value = null;
    try {
      const got = await (await backend()).get({ id });
      const { title: def, provenance: prov } = titleOfPack(got.pack);
      load(def, prov, { readOnly: got.readOnly, savedId: got.readOnly ? null : def.id, assets: got.pack.assets, meta: got.pack.meta, clean: true });
      status.value = got.readOnly ? `${def.name} is built in and read-only: duplicate it to edit.` : `Opened ${def.name}.`;
      return true;
    } catch (e) {
      error.value = `open ${id}: ${(e as Error).message}`;
      return false;
    } finally {
      busy.value = false;
    }
  }

  function create(o: NewTitleOptions): void {
    load(newTitle(o), {}, { readOnly: false, savedId: null, clean: false });
    status.value = `New title ${o.id}: not saved yet.`;
    tab.value = 'map';
  }

  /**
   * A new title from an 18xx-maker game file (shared/title/import/maker/, loaded when first used: it carries
   * 18xx-maker's tile library). `file` is the picked file's name: it gives the id and names the report.
   */
  async function importMaker(game: unknown, file: string): Promise<void> {
    const { importMakerGame, makerTileLibrary } = await import('@shared/title/import/maker/index');
    const id =
      file
        .replace(/\.json$/i, '')
        .replace(/[^A-Za-z0-9_.-]/g, '-')
        .replace(/^[^A-Za-z0-9]+/, '') || 'imported';
    const r = importMakerGame(game, makerTileLibrary, id);
    const prov = Object.fromEntries(Object.entries(r.files).flatMap(([name, json]) => Object.keys(json).map((k) => [k, name])));
    load(r.title, prov, { readOnly: false, savedId: null, clean: false });
    importReport.value = { file, lines: r.unmapped };
    status.value = `Imported ${r.title.name} from ${file} (18xx-maker): ${r.unmapped.length} items not mapped, listed in the import report. Not saved yet.`;
    tab.value = 'title';
  }

  /** "Duplicate as new title": the same content under a new id and name, editable, unsaved. */
  function duplicateAs(id: string, name: string): void {
    const t = title.value;
    if (!t) return;
    // The copy names the rules the original plays by: without it, rules found by id (1830's) would be lost and the
    // copy would silently play by the standard rules (a different 6-train count under "Third 6-train").
    load(
      { ...t, id, name, rules: rulesNameOf(t) },
      { rules: 'title.json', ...provenance.value },
      { readOnly: false, savedId: null, assets: assets.value, meta: { createdAt: new Date().toISOString() }, clean: false },
    );
    status.value = `Duplicated as ${id}, playing by the rules of ${rulesNameOf(t) === 'standard' ? 'the standard rules' : rulesNameOf(t)}: not saved yet.`;
  }

  function commit(label: string, next: TitleDef, mergeKey?: string): void {
    const before = title.value;
    if (!before || next === before) return;
    if (readOnly.value) {
      status.value = 'This title is read-only: use "Duplicate as new title" to edit a copy.';
      return;
    }
    const now = Date.now();
    const last = undoStack.value.at(-1);
    const after = markRaw(next);
    if (mergeKey && last && last.mergeKey === mergeKey && now - last.at < MERGE_MS && redoStack.value.length === 0) {
      undoStack.value = [...undoStack.value.slice(0, -1), { ...last, after, at: now }];
    } else {
      undoStack.value = [...undoStack.value.slice(-UNDO_LIMIT + 1), { label, before, after, mergeKey, at: now }];
    }
    redoStack.value = [];
    title.value = after;
    scheduleValidate();
  }

  /** Replace the value at `path` (undefined deletes it). */
  function set(path: Path, value: unknown, label = `Edit ${path.join('.')}`, mergeKey?: string): void {
    if (!title.value) return;
    if (getIn(title.value, path) === value) return;
    commit(
      label,
      updateIn(title.value, path, () => value),
      mergeKey ?? path.join('.'),
    );
  }

  /** Change the value at `path` with a function of the old one (no merging: one undo step per call). */
  function update(path: Path, fn: (old: unknown) => unknown, label: string): void {
    if (!title.value) return;
    commit(label, updateIn(title.value, path, fn));
  }

  /** A change of the whole title (several parts at once, e.g. renaming a tile everywhere). */
  function replace(next: TitleDef, label: string): void {
    commit(label, next);
  }

  function undo(): void {
    const c = undoStack.value.at(-1);
    if (!c) return;
    undoStack.value = undoStack.value.slice(0, -1);
    redoStack.value = [...redoStack.value, { ...c, mergeKey: undefined }];
    title.value = c.before;
    status.value = `Undid: ${c.label}`;
    scheduleValidate();
  }

  function redo(): void {
    const c = redoStack.value.at(-1);
    if (!c) return;
    redoStack.value = redoStack.value.slice(0, -1);
    undoStack.value = [...undoStack.value, { ...c, mergeKey: undefined }];
    title.value = c.after;
    status.value = `Redid: ${c.label}`;
    scheduleValidate();
  }

  function pack(): TitlePack | null {
    return title.value ? packOf(title.value, provenance.value, assets.value, meta.value) : null;
  }

  // Live validation: debounced; answers to older requests are dropped.
  let timer: ReturnType<typeof setTimeout> | null = null;
  let seq = 0;
  function scheduleValidate(delay = 350): void {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void validateNow(), delay);
  }
  async function validateNow(): Promise<LocatedProblem[]> {
    if (timer) clearTimeout(timer);
    timer = null;
    const p = pack();
    const t = title.value;
    if (!p) return [];
    const mine = ++seq;
    validating.value = true;
    try {
      const result = await (await backend()).validate({ pack: p });
      if (mine !== seq) return problems.value;
      checked.value = result.problems.map((x) => ({ ...x, place: placeOf(x, t) }));
      validatedOnce.value = true;
    } catch (e) {
      if (mine === seq)
        checked.value = [{ file: 'pack', pointer: '', message: `validation failed: ${(e as Error).message}`, place: { tab: 'title', label: 'pack' } }];
    } finally {
      if (mine === seq) validating.value = false;
    }
    return problems.value;
  }

  /** Save as a user pack: replaces the pack it was opened or last saved as; a new id must be free. */
  async function save(opts: { replace?: boolean } = {}): Promise<PackSummary | null> {
    const t = title.value;
    const p = pack();
    if (!t || !p) return null;
    if (readOnly.value) {
      error.value = 'A built-in title cannot be saved: duplicate it as a new title first.';
      return null;
    }
    const broken = Object.keys(fieldErrors.value).length;
    if (broken > 0) {
      error.value = `Cannot save: ${broken === 1 ? 'a field does' : `${broken} fields do`} not parse (see Problems).`;
      return null;
    }
    busy.value = true;
    error.value = null;
    try {
      const replace = opts.replace ?? savedId.value?.toLowerCase() === t.id.toLowerCase();
      const summary = await (await backend()).save({ pack: p, replace });
      savedTitle.value = t;
      savedId.value = t.id;
      // A change after saving is a new undo step, so undo can return to the saved state.
      const last = undoStack.value.at(-1);
      if (last?.mergeKey) undoStack.value = [...undoStack.value.slice(0, -1), { ...last, mergeKey: undefined }];
      meta.value = { ...meta.value, updatedAt: summary.updatedAt ?? new Date().toISOString() };
      status.value = `Saved ${t.name} (${t.id}).`;
      return summary;
    } catch (e) {
      const err = e as Error & { code?: string };
      error.value = err.code === 'pack-exists' ? `A title with id ${t.id} exists already. Choose another id, or replace it.` : `Save failed: ${err.message}`;
      if (err.code === 'pack-exists') throw e;
      return null;
    } finally {
      busy.value = false;
    }
  }

  async function exportPack(path?: string): Promise<string | null> {
    const id = savedId.value ?? (readOnly.value ? title.value?.id : null);
    if (!id) {
      error.value = 'Save the title before exporting it.';
      return null;
    }
    try {
      const r = await (await backend()).export({ id, ...(path ? { path } : {}) });
      if (r) status.value = `Exported to ${r.path}.`;
      return r?.path ?? null;
    } catch (e) {
      error.value = `Export failed: ${(e as Error).message}`;
      return null;
    }
  }

  /** `fileName`: the file the user picked (browser mode sends its content), named in every problem. */
  async function importPack(p?: { pack?: TitlePack; path?: string; fileName?: string; replace?: boolean }): Promise<PackSummary | null> {
    try {
      const r = await (await backend()).import(p);
      if (r) status.value = `Imported ${r.name} (${r.id}).`;
      return r;
    } catch (e) {
      const err = e as Error & { code?: string };
      // One problem per line, each naming the file (main's messages are `<file>: <pointer>: <message>` lines).
      error.value = `Import failed:\n${err.message}`;
      if (err.code === 'pack-exists') throw e;
      return null;
    }
  }

  /** Deletes a user title (built-ins cannot be removed). */
  async function removePack(id: string): Promise<boolean> {
    try {
      await (await backend()).remove({ id });
      status.value = `Removed ${id}.`;
      if (savedId.value === id) savedId.value = null;
      return true;
    } catch (e) {
      error.value = `Remove failed: ${(e as Error).message}`;
      return false;
    }
  }

  /** The tiles of another title (to start a tile from), or [] when it cannot be read. */
  async function tilesOf(id: string): Promise<TileDef[]> {
    try {
      const got = await (await backend()).get({ id });
      return titleOfPack(got.pack).title.tiles ?? [];
    } catch {
      return [];
    }
  }

  async function list(): Promise<PackSummary[]> {
    return (await backend()).list();
  }

  function goTo(place: Place): void {
    tab.value = place.tab;
    if (place.hex) selectedHex.value = place.hex;
    if (place.tile) selectedTile.value = place.tile;
    if (place.source) selectedSource.value = place.source;
    focusRow.value = place.table !== undefined && place.row !== undefined ? { table: place.table, row: place.row } : null;
  }

  /** Problems at one place (a hex's, a tile's), for marking fields. */
  function problemsAt(pointerPrefix: string): LocatedProblem[] {
    return problems.value.filter((p) => p.pointer === pointerPrefix || p.pointer.startsWith(`${pointerPrefix}/`));
  }

  return {
    title,
    provenance,
    assets,
    meta,
    readOnly,
    savedId,
    savedTitle,
    undoStack,
    redoStack,
    problems,
    fieldErrors,
    validating,
    validatedOnce,
    status,
    error,
    busy,
    importReport,
    tab,
    selectedHex,
    selectedTile,
    selectedSource,
    focusRow,
    dirty,
    canUndo,
    canRedo,
    undoLabel,
    redoLabel,
    useBackend,
    load,
    open,
    create,
    importMaker,
    duplicateAs,
    setFieldError,
    set,
    update,
    replace,
    undo,
    redo,
    pack,
    scheduleValidate,
    validateNow,
    save,
    exportPack,
    importPack,
    removePack,
    list,
    tilesOf,
    goTo,
    problemsAt,
  };
});
