/**
 * The desktop app's host, without importing Electron: dialogs and printing are injected by main/electron/.
 * A renderer may name only paths the user chose in a dialog, opened from the OS (file association), listed in
 * recent files, or inside the workspace folder; anything else is refused, so a compromised page cannot read or
 * overwrite arbitrary files.
 */
import { promises as fs } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import type { PrintOptions } from '../../shared/ipc/channels';
import { fail, ok, type Result } from '../result';
import type { RecentFiles } from '../saves/recentFiles';
import { EXTENSIONS, type FileKind, type Host } from './host';
import { realAncestor } from './workspaceHost';

export interface FileFilter {
  name: string;
  extensions: string[];
}

export interface DesktopDialogs {
  showOpen(options: { title: string; defaultPath: string; filters: FileFilter[] }): Promise<string | null>;
  showSave(options: { title: string; defaultPath: string; filters: FileFilter[] }): Promise<string | null>;
}

export type DesktopPrinter = (route: string, options: PrintOptions) => Promise<Result<Uint8Array>>;

const FILTERS: Record<FileKind, FileFilter[]> = {
  save: [
    { name: '18xx Desk saves', extensions: ['18xx'] },
    { name: 'All files', extensions: ['*'] },
  ],
  import: [
    { name: '18xx.games game export', extensions: ['json'] },
    { name: 'All files', extensions: ['*'] },
  ],
  export: [{ name: '18xx.games game export', extensions: ['json'] }],
  pdf: [{ name: 'PDF', extensions: ['pdf'] }],
  // `json`, not `18xxpack.json`: macOS dialogs do not match extensions with a dot inside.
  pack: [{ name: '18xx Desk title packs', extensions: ['json'] }],
};

const TITLES: Record<FileKind, [open: string, save: string]> = {
  save: ['Open game', 'Save game'],
  import: ['Import 18xx.games game', 'Import 18xx.games game'],
  export: ['Export as 18xx.games game', 'Export as 18xx.games game'],
  pdf: ['Open PDF', 'Save PDF'],
  pack: ['Import title pack', 'Export title pack'],
};

/** `path` ending in `extension`: added when missing (`game` → `game.18xx`; a pack's `x.json` → `x.18xxpack.json`). */
export function withExtension(path: string, extension: string): string {
  if (path.toLowerCase().endsWith(extension)) return path;
  const base = extension.endsWith('.json') && path.toLowerCase().endsWith('.json') ? path.slice(0, -'.json'.length) : path;
  return base + extension;
}

/** Strictly inside `root` (not `root` itself). */
const inside = (root: string, path: string) => {
  const rel = relative(root, path);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
};

const realOrSelf = (path: string) => fs.realpath(path).catch(() => path);

export class DesktopHost implements Host {
  readonly mode = 'desktop' as const;
  private readonly granted = new Set<string>();

  constructor(
    readonly workspace: string,
    private readonly dialogs: DesktopDialogs,
    private readonly recent: RecentFiles,
    private readonly printer: DesktopPrinter,
  ) {}

  /** The user chose this file outside a dialog of ours (double-click in the OS, command line). */
  grant(path: string): void {
    this.granted.add(resolve(path));
  }

  async resolve(path: string, kind: FileKind, access: 'read' | 'write'): Promise<Result<string>> {
    if (!isAbsolute(path)) return fail('not-permitted', `${path}: the desktop app needs an absolute path`);
    const full = resolve(path);
    // Writing only ever makes files of the kind's own extension: a save is a .18xx, a pack a .18xxpack.json.
    if (access === 'write' && !full.toLowerCase().endsWith(EXTENSIONS[kind])) {
      return fail('bad-payload', `${path}: ${kind === 'save' ? 'saves' : `${kind} files`} are written only as ${EXTENSIONS[kind]} files`);
    }
    if (this.granted.has(full) || (await this.recent.has(full))) return ok(full);
    // The workspace is the folder the user chose for saves: a path in it may not lead out through a symbolic link.
    if (inside(this.workspace, full) && inside(await realOrSelf(this.workspace), await realAncestor(full))) return ok(full);
    return fail('not-permitted', `${path}: not a file chosen by the user; use Open… or Save as…`);
  }

  async chooseOpen(kind: FileKind): Promise<Result<string | null>> {
    const chosen = await this.dialogs.showOpen({ title: TITLES[kind][0], defaultPath: this.workspace, filters: FILTERS[kind] });
    if (chosen) this.grant(chosen);
    return ok(chosen ? resolve(chosen) : null);
  }

  async chooseSave(kind: FileKind, suggested?: string): Promise<Result<string | null>> {
    const defaultPath = suggested ? (isAbsolute(suggested) ? suggested : join(this.workspace, suggested)) : this.workspace;
    let chosen = await this.dialogs.showSave({ title: TITLES[kind][1], defaultPath, filters: FILTERS[kind] });
    if (!chosen) return ok(null);
    // Some platforms' dialogs do not add the extension of the chosen filter; another extension gets ours added.
    chosen = withExtension(chosen, EXTENSIONS[kind]);
    this.grant(chosen);
    return ok(resolve(chosen));
  }

  display(absolutePath: string): string {
    return absolutePath;
  }

  printToPdf(route: string, options: PrintOptions): Promise<Result<Uint8Array>> {
    return this.printer(route, options);
  }
}
