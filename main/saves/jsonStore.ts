import { promises as fs } from 'node:fs';
import { dirname } from 'node:path';
import { writeFileAtomic } from './atomicWrite';

/** Small JSON files of app state (recent files, session marker): missing or damaged reads as `undefined`. */
export async function readJson(path: string): Promise<unknown> {
  try {
    return JSON.parse(await fs.readFile(path, 'utf8'));
  } catch {
    return undefined;
  }
}

export async function writeJson(path: string, value: unknown): Promise<void> {
  await fs.mkdir(dirname(path), { recursive: true });
  await writeFileAtomic(path, `${JSON.stringify(value, null, 2)}\n`, { backup: false });
}
