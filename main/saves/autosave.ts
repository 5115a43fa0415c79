/**
 * Autosave and crash recovery. After every action the renderer sends the game; it is written (atomically) to the
 * app-data folder with whether it holds play not saved in a file. A session marker says whether the app is running:
 * if a new session finds the previous marker still "running", the app did not exit cleanly and its last autosave, if
 * it held unsaved play, is offered back, kept aside until the user takes it or declines it, so new autosaves cannot
 * overwrite it. A page reloaded in browser mode (the server's session goes on) is offered the unsaved play of the
 * session. Taking or declining forgets it (offered once); a clean exit clears everything.
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
  /** Play not saved in a file (absent in older records: counted as unsaved). */
  unsaved?: boolean;
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

  /** Start a session: find an unclean exit's unsaved play, set it aside, mark this session running. */
  async begin(): Promise<Recovered | null> {
    await fs.mkdir(this.appDataDir, { recursive: true });
    // What writes interrupted by the crash left behind (the app-data files and the user's title packs).
    await removeLeftoverTemps(this.appDataDir);
    await removeLeftoverTemps(join(this.appDataDir, 'titles'));
    const marker = (await readJson(this.markerPath)) as SessionMarker | undefined;
    const crashed = marker?.state === 'running';
    const last = crashed ? await this.readRecord(this.autosavePath) : null;
    // The latest unsaved state replaces any older one still on offer; a clean exit left nothing to offer.
    if (last) await fs.rename(this.autosavePath, this.recoveredPath);
    else await fs.rm(this.autosavePath, { force: true });
    if (!crashed) await fs.rm(this.recoveredPath, { force: true });
    this.pending = await this.readRecord(this.recoveredPath);
    const next: SessionMarker = { state: 'running', pid: process.pid, startedAt: this.now().toISOString() };
    await writeJson(this.markerPath, next);
    return this.pending;
  }

  /** The record at `path` if it holds unsaved play (a damaged one counts as nothing). */
  private async readRecord(path: string): Promise<Recovered | null> {
    const record = (await readJson(path)) as AutosaveRecord | undefined;
    if (!record || typeof record.savedAt !== 'string' || record.unsaved === false) return null;
    const save = checkSave(record.save, path);
    if (!save.ok) return null;
    return { save: save.value, savedAt: record.savedAt, ...(record.path ? { path: record.path } : {}) };
  }

  /** `unsaved`: the game has play not saved in its file (false right after a save). */
  async write(save: SaveFile, path?: string, unsaved = true): Promise<void> {
    const record: AutosaveRecord = { savedAt: this.now().toISOString(), save, unsaved, ...(path ? { path } : {}) };
    await writeJson(this.autosavePath, record);
  }

  /**
   * What to offer back: the unsaved game of a session that did not exit cleanly, else this session's own unsaved
   * play (browser mode: the page was reloaded while the server ran on), else `null`.
   */
  async recover(): Promise<Recovered | null> {
    return this.pending ?? (await this.readRecord(this.autosavePath));
  }

  /** The user took or declined the offered game: forget it (the renderer autosaves a taken game again). */
  async discard(): Promise<void> {
    this.pending = null;
    await fs.rm(this.recoveredPath, { force: true });
    await fs.rm(this.autosavePath, { force: true });
  }

  /** Mark a clean exit and clear the autosave: the next session offers nothing back. */
  async endCleanly(): Promise<void> {
    const marker = ((await readJson(this.markerPath)) as SessionMarker | undefined) ?? {
      pid: process.pid,
      startedAt: this.now().toISOString(),
    };
    this.pending = null;
    await fs.rm(this.recoveredPath, { force: true });
    await fs.rm(this.autosavePath, { force: true });
    await writeJson(this.markerPath, { ...marker, state: 'clean' });
  }
}
