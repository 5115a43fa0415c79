/**
 * Atomic file replacement: write a temporary file in the same folder, flush it to disk, then rename it over the
 * target. A rename within one folder is atomic, so a crash leaves either the old file or the new one, never half
 * a file. The previous version is first copied (the same way) to `<name>.bak`; older generations move on to
 * `<name>.bak2` and `<name>.bak3` (a save damaged outside the app, then saved over twice, is still recoverable).
 * Temporary files an interrupted write left behind are removed at the next start (`removeLeftoverTemps`).
 */
import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** The file-system steps, replaceable in tests to simulate a crash between two of them. */
export interface AtomicOps {
  rename(from: string, to: string): Promise<void>;
  copyFile(from: string, to: string): Promise<void>;
}

const realOps: AtomicOps = {
  rename: (from, to) => fs.rename(from, to),
  copyFile: (from, to) => fs.copyFile(from, to),
};

export interface AtomicWriteOptions {
  /** Keep the previous content as `<path>.bak` (default true). */
  backup?: boolean;
  ops?: Partial<AtomicOps>;
}

/** Backup generations kept: `.bak` (the previous version), `.bak2`, `.bak3`. */
export const BACKUP_GENERATIONS = 3;

/** The `generation`-th previous version: 1 is `<path>.bak`, 2 is `<path>.bak2`, ... */
export function backupPath(path: string, generation = 1): string {
  return generation === 1 ? `${path}.bak` : `${path}.bak${generation}`;
}

/** Temporary names start with a dot and end in `.tmp`, so folder listings can skip leftovers of a crash. */
export function tempPathFor(path: string): string {
  return join(dirname(path), `.${basename(path)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
}

export function isTempName(name: string): boolean {
  return name.startsWith('.') && name.endsWith('.tmp');
}

/** Is a process of this id running (a temporary file of a running process may be a write in progress)? */
function processRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the temporary files interrupted writes left in `folder` (`.<name>.<pid>.<random>.tmp`), except those of a
 * process still running (another instance may be saving right now). Returns the names removed; a missing folder
 * has none.
 */
export async function removeLeftoverTemps(folder: string, running: (pid: number) => boolean = processRunning): Promise<string[]> {
  let names: string[];
  try {
    names = await fs.readdir(folder);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    const m = /\.(\d+)\.[0-9a-f]{8}\.tmp$/.exec(name);
    if (!isTempName(name) || !m) continue;
    const pid = Number(m[1]);
    if (pid === process.pid || running(pid)) continue;
    await fs.rm(join(folder, name), { force: true }).catch(() => {});
    removed.push(name);
  }
  return removed;
}

async function writeAndSync(path: string, data: string | Uint8Array): Promise<void> {
  const handle = await fs.open(path, 'wx', 0o644);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function syncFolder(folder: string): Promise<void> {
  // Makes the rename itself durable. Folders cannot be opened this way on Windows: best effort.
  try {
    const handle = await fs.open(folder, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    /* not supported here */
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await fs.access(path);
    return true;
  } catch {
    return false;
  }
}

export async function writeFileAtomic(path: string, data: string | Uint8Array, options: AtomicWriteOptions = {}): Promise<void> {
  const ops = { ...realOps, ...options.ops };
  const folder = dirname(path);
  const temp = tempPathFor(path);
  const backupTemp = tempPathFor(backupPath(path));
  try {
    await writeAndSync(temp, data);
    if (options.backup !== false && (await exists(path))) {
      // Older generations move down first (the oldest is dropped); then the current file is copied, not renamed:
      // the target must exist at every moment.
      for (let g = BACKUP_GENERATIONS - 1; g >= 1; g--) {
        if (await exists(backupPath(path, g))) await ops.rename(backupPath(path, g), backupPath(path, g + 1));
      }
      await ops.copyFile(path, backupTemp);
      await ops.rename(backupTemp, backupPath(path));
    }
    await ops.rename(temp, path);
  } catch (error) {
    await fs.rm(temp, { force: true }).catch(() => {});
    await fs.rm(backupTemp, { force: true }).catch(() => {});
    throw error;
  }
  await syncFolder(folder);
}
