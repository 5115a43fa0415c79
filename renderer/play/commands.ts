/**
 * The app's commands (menu items, top-bar buttons, keyboard shortcuts) in one place. File commands need a path in
 * browser mode, where there is no native dialog: they open the workspace file dialog instead.
 */
import { ref } from 'vue';
import { useGameStore, type UploadedFile } from '../stores/game';
import { usePlayUiStore } from '../stores/playUi';

export type FileDialogKind = 'open' | 'import' | 'save-as' | 'export';

export function useCommands(isDesktop: boolean) {
  const game = useGameStore();
  const ui = usePlayUiStore();
  const newGameOpen = ref(false);
  const fileDialog = ref<FileDialogKind | null>(null);
  const printOpen = ref(false);

  /** A command that would replace a game with unsaved changes waits for the player's answer. */
  const unsavedGuard = ref<{ command: string; path?: string; file?: UploadedFile } | null>(null);
  const REPLACES = ['new-game', 'open', 'open-recent', 'import', 'import-file'];

  /** Runs a command; `file` is the content of a file uploaded or dropped on the window (command 'import-file'). */
  async function run(command: string, path?: string, confirmed = false, file?: UploadedFile): Promise<void> {
    if (!confirmed && REPLACES.includes(command) && game.session && game.dirty) {
      unsavedGuard.value = { command, path, file };
      return;
    }
    switch (command) {
      case 'import-file':
        if (file) await game.importGame(file);
        return;
      case 'new-game':
        newGameOpen.value = true;
        return;
      case 'open':
        if (isDesktop) await game.open();
        else fileDialog.value = 'open';
        return;
      case 'open-recent':
        if (path) await game.open(path);
        return;
      case 'save':
        if (isDesktop || game.path) await game.save();
        else fileDialog.value = 'save-as';
        return;
      case 'save-as':
        if (isDesktop) await game.save(true);
        else fileDialog.value = 'save-as';
        return;
      case 'import':
        if (isDesktop) await game.importGame();
        else fileDialog.value = 'import';
        return;
      case 'export':
        if (isDesktop) await game.exportGame();
        else fileDialog.value = 'export';
        return;
      case 'undo':
        game.undo();
        return;
      case 'redo':
        game.redo();
        return;
      case 'print':
        printOpen.value = true;
        return;
      case 'editor':
        // The editor is a route of the same window; its own hash guard asks about unsaved title changes.
        location.hash = '#/editor';
        return;
      case 'help':
        ui.helpOpen = !ui.helpOpen;
        return;
    }
  }

  async function chooseFile(path: string): Promise<void> {
    const kind = fileDialog.value;
    fileDialog.value = null;
    if (kind === 'open') await game.open(path);
    else if (kind === 'import') await game.importGame(path);
    else if (kind === 'save-as') await game.save(true, path);
    else if (kind === 'export') await game.exportGame(path);
  }

  /** A file chosen with the browser's upload button of the import dialog (the unsaved-changes question was asked). */
  async function uploadFile(file: UploadedFile): Promise<void> {
    fileDialog.value = null;
    await game.importGame(file);
  }

  /** Global shortcuts; typing in a field is left alone except for Ctrl combinations. */
  function onKey(e: KeyboardEvent): void {
    const el = e.target as HTMLElement | null;
    const typing = !!el && (['INPUT', 'SELECT', 'TEXTAREA'].includes(el.tagName) || el.isContentEditable);
    const ctrl = e.ctrlKey || e.metaKey;
    const k = e.key.toLowerCase();
    let used = true;
    if (ctrl && k === 'z' && !e.shiftKey) void run('undo');
    else if (ctrl && (k === 'y' || (k === 'z' && e.shiftKey))) void run('redo');
    else if (ctrl && k === 's') void run(e.shiftKey ? 'save-as' : 'save');
    else if (ctrl && k === 'o') void run('open');
    else if (ctrl && k === 'n') void run('new-game');
    else if (ctrl && k === 'i') void run('import');
    else if (ctrl && k === 'p') void run('print');
    else if (ctrl && e.shiftKey && k === 'e') void run('editor');
    else if (ctrl && k === 'enter') (document.querySelector('[data-testid="pass"]') as HTMLButtonElement | null)?.click();
    else if (ctrl && k === 'home') game.at(0);
    else if (ctrl && k === 'arrowleft' && !typing) game.at((game.historyAt ?? game.length) - 1);
    else if (ctrl && k === 'arrowright' && !typing) game.at((game.historyAt ?? game.length) + 1);
    else if (e.key === 'F1' || (e.key === '?' && !typing)) void run('help');
    else if (e.key === 'Escape' && (ui.helpOpen || newGameOpen.value || fileDialog.value || printOpen.value)) {
      ui.helpOpen = false;
      printOpen.value = false;
      newGameOpen.value = false;
      fileDialog.value = null;
    } else used = false;
    if (used) e.preventDefault();
  }

  /** The answer to the unsaved-changes question: save first, discard, or keep playing. */
  async function answerGuard(answer: 'save' | 'discard' | 'cancel'): Promise<void> {
    const pending = unsavedGuard.value;
    unsavedGuard.value = null;
    if (!pending || answer === 'cancel') return;
    if (answer === 'save') {
      if (!isDesktop && !game.path) {
        fileDialog.value = 'save-as';
        return;
      }
      if (await game.save()) return;
    }
    await run(pending.command, pending.path, true, pending.file);
  }

  return { run, chooseFile, uploadFile, onKey, newGameOpen, fileDialog, printOpen, unsavedGuard, answerGuard };
}
