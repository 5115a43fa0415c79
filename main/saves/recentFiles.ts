/** The recent-files list (File › Open recent), persisted in the app-data folder, newest first. */
import { promises as fs } from 'node:fs';
import { join } from 'node:path';
import type { RecentFile } from '../../shared/ipc/channels';
import type { SaveFile } from '../../shared/ipc/save';
import { readJson, writeJson } from './jsonStore';

export class RecentFiles {
  constructor(
    private readonly appDataDir: string,
    private readonly max = 10,
    private readonly now: () => Date = () => new Date(),
  ) {}

  get path(): string {
    return join(this.appDataDir, 'recent.json');
  }

  private async load(): Promise<RecentFile[]> {
    const value = await readJson(this.path);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (r): r is RecentFile =>
        typeof r === 'object' &&
        r !== null &&
        typeof r.path === 'string' &&
        typeof r.titleId === 'string' &&
        Array.isArray(r.players) &&
        typeof r.usedAt === 'string',
    );
  }

  /** Recent files that still exist. */
  async list(): Promise<RecentFile[]> {
    const all = await this.load();
    const present: RecentFile[] = [];
    for (const r of all) {
      try {
        await fs.access(r.path);
        present.push(r);
      } catch {
        /* moved or deleted: hide it */
      }
    }
    return present;
  }

  async add(path: string, save: SaveFile): Promise<void> {
    const entry: RecentFile = {
      path,
      titleId: save.title.id,
      players: save.players.map((p) => p.name),
      usedAt: this.now().toISOString(),
    };
    const rest = (await this.load()).filter((r) => r.path !== path);
    await writeJson(this.path, [entry, ...rest].slice(0, this.max));
  }

  async has(path: string): Promise<boolean> {
    return (await this.load()).some((r) => r.path === path);
  }
}
