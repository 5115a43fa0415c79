/** Listing save files in the workspace folder (browser mode's stand-in for a file dialog). */
import { promises as fs } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { WorkspaceFile } from '../../shared/ipc/channels';
import { SAVE_EXTENSION } from '../../shared/ipc/save';

/** `.18xx` saves and `.json` game exports, up to two folders deep; dot files (temporaries, app data) are skipped. */
export async function listWorkspace(root: string, maxDepth = 2): Promise<WorkspaceFile[]> {
  const out: WorkspaceFile[] = [];
  async function walk(folder: string, depth: number): Promise<void> {
    let entries: import('node:fs').Dirent[];
    try {
      entries = await fs.readdir(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const full = join(folder, entry.name);
      if (entry.isDirectory() && depth < maxDepth) await walk(full, depth + 1);
      else if (entry.isFile() && (entry.name.endsWith(`.${SAVE_EXTENSION}`) || entry.name.endsWith('.json'))) {
        const stat = await fs.stat(full);
        out.push({ path: relative(root, full).split(sep).join('/'), size: stat.size, modifiedAt: stat.mtime.toISOString() });
      }
    }
  }
  await walk(root, 0);
  return out.sort((a, b) => b.modifiedAt.localeCompare(a.modifiedAt) || a.path.localeCompare(b.path));
}
