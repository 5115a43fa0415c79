/**
 * Autosave and crash recovery. After every action the renderer sends the game; it is written (atomically) to the
 * app-data folder. A session marker says whether the app is running; if a new session finds the previous marker
 * still "running", the app did not exit cleanly and its last autosave is offered back, kept aside until the user
 * takes it or declines it, so new autosaves cannot overwrite it.
 */
import { promises as fs } from 'node:fs';
import { join } from 'node:path';
import type { Recovered } from '../../shared/ipc/channels';
import type { SaveFile } from '../../shared/ipc/save';
import { checkSave } from './saveFormat';
import { readJson, writeJson } from './jsonStore';
import { removeLeftoverTemps } from './atomicWrite';

interface AutosaveRecord {
  savedAt: string;
  path?: string;
  save: SaveFile;
}

interface SessionMarker {
  state: 'running' | 'clean';
  pid: number;
  startedAt: string;
}

export class AutosaveStore {
  private pending: Recovered | null = null;

  constructor(
    private readonly appDataDir: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  get autosavePath(): string {
    return join(this.appDataDir, 'autosave.json');
  }
  get recoveredPath(): string {
    return join(this.appDataDir, 'autosave-recovered.json');
  }
  get markerPath(): string {
    return join(this.appDataDir, 'session.json');
  }

  /** Start a session: find an unclean exit's autosave, set it aside, mark this session running. */
  async begin(): Promise<Recovered | null> {
    await fs.mkdir(this.appDataDir, { recursive: true });
    // What writes interrupted by the crash left behind (the app-data files and the user's title packs).
    await removeLeftoverTemps(this.appDataDir);
    await removeLeftoverTemps(join(this.appDataDir, 'titles'));
    const marker = (await readJson(this.markerPath)) as SessionMarker | undefined;
    const crashed = marker?.state === 'running';
    if (crashed) {
      try {
        await fs.rename(this.autosavePath, this.recoveredPath);
      } catch {
        /* nothing autosaved in the crashed session */
      }
    }
    // A recovery set aside earlier and not yet answered stays on offer.
    this.pending = await this.readRecord(this.recoveredPath);
    const next: SessionMarker = { state: 'running', pid: process.pid, startedAt: this.now().toISOString() };
    await writeJson(this.markerPath, next);
    return this.pending;
  }

  private async readRecord(path: string): Promise<Recovered | null> {
    const record = (await readJson(path)) as AutosaveRecord | undefined;
    if (!record || typeof record.savedAt !== 'string') return null;
    const save = checkSave(record.save, path);
    if (!save.ok) return null;
    return { save: save.value, savedAt: record.savedAt, ...(record.path ? { path: record.path } : {}) };
  }

  async write(save: SaveFile, path?: string): Promise<void> {
    const record: AutosaveRecord = { savedAt: this.now().toISOString(), save, ...(path ? { path } : {}) };
    await writeJson(this.autosavePath, record);
  }

  /** The game of a session that did not exit cleanly, or `null`. */
  recover(): Recovered | null {
    return this.pending;
  }

  /** The user took or declined the recovered game: forget it. */
  async discard(): Promise<void> {
    this.pending = null;
    await fs.rm(this.recoveredPath, { force: true });
  }

  /** Mark a clean exit: the next session offers nothing back. */
  async endCleanly(): Promise<void> {
    const marker = ((await readJson(this.markerPath)) as SessionMarker | undefined) ?? {
      pid: process.pid,
      startedAt: this.now().toISOString(),
    };
    await writeJson(this.markerPath, { ...marker, state: 'clean' });
  }
}
