/**
 * What differs between the desktop app and browser mode, behind one interface: how the user picks files and which
 * paths a renderer may name. Everything else (the channel handlers) is shared.
 */
import type { PrintOptions } from '../../shared/ipc/channels';
import type { Result } from '../result';

/** What a file is for: decides the dialog filters and, in browser mode, the required extension. */
export type FileKind = 'save' | 'import' | 'export' | 'pdf' | 'pack';

export interface Host {
  readonly mode: 'desktop' | 'browser';
  /** Browser mode's folder for all files; the desktop app's default folder for saves. */
  readonly workspace: string;
  /** Check and resolve a path the renderer named, to an absolute path it may use. */
  resolve(path: string, kind: FileKind, access: 'read' | 'write'): Promise<Result<string>>;
  /** Let the user choose a file to read; `null` when cancelled. */
  chooseOpen(kind: FileKind): Promise<Result<string | null>>;
  /** Let the user choose where to write, starting from `suggested`; `null` when cancelled. */
  chooseSave(kind: FileKind, suggested?: string): Promise<Result<string | null>>;
  /** A path as the renderer should see it (workspace-relative in browser mode). */
  display(absolutePath: string): string;
  /** Render a renderer route to PDF bytes. */
  printToPdf(route: string, options: PrintOptions): Promise<Result<Uint8Array>>;
}

export const EXTENSIONS: Record<FileKind, string> = {
  save: '.18xx',
  import: '.json',
  export: '.json',
  pdf: '.pdf',
  pack: '.18xxpack.json',
};
