/**
 * Atomic file replacement: write a temporary file in the same folder, flush it to disk, then rename it over the
 * target. A rename within one folder is atomic, so a crash leaves either the old file or the new one, never half
 * a file. The previous version is first copied (the same way) to `<name>.bak`.
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

export function backupPath(path: string): string {
  return `${path}.bak`;
}

/** Temporary names start with a dot and end in `.tmp`, so folder listings can skip leftovers of a crash. */
export function tempPathFor(path: string): string {
  return join(dirname(path), `.${basename(path)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
}

export function isTempName(name: string): boolean {
  return name.startsWith('.') && name.endsWith('.tmp');
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
      // Copy, not rename: the target must exist at every moment.
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
