/**
 * Browser mode's host: no file dialogs; the renderer names files by paths inside the workspace folder
 * (DESK_HOME or ~/.18xx-desk), and nothing outside it can be read or written, whatever the path says
 * (`..`, absolute paths, symbolic links). Hidden names (the app-data folder `.desk`, temporaries) are off limits.
 */
import { promises as fs } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { PrintOptions } from '../../shared/ipc/channels';
import { fail, ok, type Result } from '../result';
import { EXTENSIONS, type FileKind, type Host } from './host';

export type Printer = (route: string, options: PrintOptions) => Promise<Result<Uint8Array>>;

const noPrinter: Printer = async () => fail('unsupported', 'printing to PDF needs Chromium here; use the browser’s own Print (Ctrl+P) instead');

/** Where the app keeps its own state inside the workspace (autosave, recent files). */
export function appDataIn(workspace: string): string {
  return join(workspace, '.desk');
}

/** The real path of `path`'s nearest existing ancestor (itself if it exists): where it truly leads. */
export async function realAncestor(path: string): Promise<string> {
  let current = path;
  for (;;) {
    try {
      return await fs.realpath(current);
    } catch {
      const parent = dirname(current);
      if (parent === current) return current;
      current = parent;
    }
  }
}

const inside = (root: string, path: string) => {
  const rel = relative(root, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
};

export class WorkspaceHost implements Host {
  readonly mode = 'browser' as const;
  readonly workspace: string;

  constructor(
    workspace: string,
    private readonly printer: Printer = noPrinter,
  ) {
    this.workspace = resolve(workspace);
  }

  async resolve(path: string, kind: FileKind, access: 'read' | 'write'): Promise<Result<string>> {
    const outside = () => fail('outside-workspace', `${path}: browser mode only reads and writes files inside the workspace ${this.workspace}`);
    let full = resolve(this.workspace, path);
    if (!inside(this.workspace, full) || full === this.workspace) return outside();
    const segments = relative(this.workspace, full).split(sep);
    if (segments.some((s) => s.startsWith('.'))) {
      return fail('not-permitted', `${path}: hidden files and folders of the workspace are not available`);
    }
    const extension = EXTENSIONS[kind];
    if (!full.toLowerCase().endsWith(extension)) {
      if (access === 'write' && !/\.[A-Za-z0-9]+$/.test(full)) full += extension;
      // Saves and title packs may be read from any .json file (an 18xx.games export, a downloaded pack).
      else if (!((kind === 'save' || kind === 'pack') && access === 'read' && full.endsWith('.json'))) {
        return fail('bad-payload', `${path}: expected a ${extension} file`);
      }
    }
    // A symbolic link inside the workspace must not lead outside it.
    const rootReal = await fs.realpath(this.workspace).catch(() => this.workspace);
    if (!inside(rootReal, await realAncestor(full))) return outside();
    if (access === 'write') await fs.mkdir(dirname(full), { recursive: true });
    return ok(full);
  }

  async chooseOpen(): Promise<Result<string | null>> {
    return fail('unsupported', 'browser mode has no file dialog: name a file of the workspace (saves.listWorkspace lists them)');
  }

  async chooseSave(kind: FileKind, suggested?: string): Promise<Result<string | null>> {
    if (suggested === undefined) return this.chooseOpen();
    return this.resolve(suggested, kind, 'write');
  }

  display(absolutePath: string): string {
    return inside(this.workspace, absolutePath) ? relative(this.workspace, absolutePath).split(sep).join('/') : absolutePath;
  }

  printToPdf(route: string, options: PrintOptions): Promise<Result<Uint8Array>> {
    return this.printer(route, options);
  }
}
