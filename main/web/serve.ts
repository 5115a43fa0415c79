/**
 * `npm run web`: browser mode. Serves the renderer (Vite dev server in middleware mode; `--prod`: the built
 * dist/renderer) and the back end on http://127.0.0.1:$PORT (default 5178). Files live in the workspace folder
 * $DESK_HOME (default ~/.18xx-desk); app data (autosave, recent files) in its `.desk` subfolder.
 */
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBackend, createStores } from '../backend/createBackend';
import { WorkspaceHost, appDataIn } from '../backend/workspaceHost';
import { userPacks } from '../packs/userPacks';
import { removeLeftoverTemps } from '../saves/atomicWrite';
import { chromiumPrinter } from './chromiumPrinter';
import { startWebServer, type RendererSource, type RunningServer } from './server';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export function workspaceFolder(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.DESK_HOME && env.DESK_HOME.trim() !== '' ? env.DESK_HOME : join(homedir(), '.18xx-desk'));
}

export function portFrom(env: NodeJS.ProcessEnv = process.env, argv: string[] = []): number {
  const flag = argv.indexOf('--port');
  const text = flag >= 0 ? argv[flag + 1] : env.PORT;
  const port = text === undefined || text === '' ? 5178 : Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`invalid port ${JSON.stringify(text)}`);
  return port;
}

function viteMiddleware(): RendererSource {
  return {
    kind: 'middleware',
    async attach(server) {
      const { createServer } = await import('vite');
      const vite = await createServer({
        configFile: join(root, 'vite.config.ts'),
        // No CORS headers for anyone: the server itself refuses reads from other origins (server.ts).
        server: { middlewareMode: true, ws: { server }, cors: false },
        appType: 'spa',
      });
      server.on('close', () => void vite.close());
      return vite.middlewares;
    },
  };
}

export interface WebApp {
  server: RunningServer;
  stop(): Promise<void>;
}

export async function startWebApp(options: { prod: boolean; port: number; workspace: string; titlesDir?: string }): Promise<WebApp> {
  let baseUrl = '';
  const host = new WorkspaceHost(
    options.workspace,
    chromiumPrinter(() => baseUrl),
  );
  const { autosave, recent } = createStores(appDataIn(host.workspace));
  await autosave.begin();
  // Saves interrupted by a crash left temporary files in the workspace.
  await removeLeftoverTemps(host.workspace);
  const { packs, titles } = userPacks(options.titlesDir ?? join(root, 'titles'), appDataIn(host.workspace));
  const backend = createBackend({ host, titles, autosave, recent, packs });
  const distDir = join(root, 'dist', 'renderer');
  if (options.prod && !existsSync(join(distDir, 'index.html'))) {
    throw new Error(`${distDir}/index.html is missing: run "npm run build:renderer" first`);
  }
  const server = await startWebServer({
    dispatch: backend.dispatch,
    renderer: options.prod ? { kind: 'static', dir: distDir } : viteMiddleware(),
    port: options.port,
  });
  baseUrl = server.url;
  return {
    server,
    async stop() {
      await autosave.endCleanly();
      await server.close();
    },
  };
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const app = await startWebApp({ prod: argv.includes('--prod'), port: portFrom(process.env, argv), workspace: workspaceFolder() });
  console.log(`18xx Desk (browser mode): ${app.server.url}/  — workspace ${workspaceFolder()}`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void app.stop().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(`18xx Desk: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
