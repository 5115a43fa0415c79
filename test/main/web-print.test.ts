import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createBackend, createStores } from '../../main/backend/createBackend';
import { WorkspaceHost, appDataIn } from '../../main/backend/workspaceHost';
import { chromiumPath, chromiumPrinter } from '../../main/web/chromiumPrinter';
import { startWebServer, type RunningServer } from '../../main/web/server';
import { httpApi } from '../../renderer/api/http';
import { catalog, tempDir } from './helpers';

const hasPdfinfo = (() => {
  try {
    execFileSync('pdfinfo', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

const running: RunningServer[] = [];
afterEach(async () => {
  while (running.length) await running.pop()!.close();
});

// A print page as the renderer makes them: ordinary HTML/CSS with an @page size, flagged ready by a script
// (an external file: the CSP forbids inline scripts).
const PAGE = `<!doctype html><html><head><link rel="stylesheet" href="print.css"><script src="print.js" defer></script></head>
<body><div class="sheet">Route <span id="route"></span></div><div class="sheet">page 2</div></body></html>`;
const CSS = `@page { size: A4 landscape; margin: 0 } body { margin: 0 } .sheet { width: 297mm; height: 210mm; background: #cde; break-after: page }`;
const JS = `document.getElementById('route').textContent = location.hash;
setTimeout(() => document.documentElement.setAttribute('data-print-ready', ''), 50);`;

describe.runIf(!!chromiumPath() && hasPdfinfo)('browser mode prints a renderer route to PDF with Chromium', { timeout: 60_000 }, () => {
  it('writes a true-size PDF into the workspace', async () => {
    const workspace = tempDir();
    const rendererDir = tempDir();
    writeFileSync(join(rendererDir, 'index.html'), PAGE);
    writeFileSync(join(rendererDir, 'print.css'), CSS);
    writeFileSync(join(rendererDir, 'print.js'), JS);
    let base = '';
    const host = new WorkspaceHost(
      workspace,
      chromiumPrinter(() => base),
    );
    const { autosave, recent } = createStores(appDataIn(workspace));
    const backend = createBackend({ host, titles: catalog(), autosave, recent });
    const server = await startWebServer({ dispatch: backend.dispatch, renderer: { kind: 'static', dir: rendererDir }, port: 0 });
    running.push(server);
    base = server.url;

    const api = httpApi(`${server.url}/api/`);
    const result = await api.print.toPdf({ route: '#/print/map?title=1830', path: 'prints/map', options: { pageSize: 'A4', landscape: true } });
    expect(result).toEqual({ path: 'prints/map.pdf' });
    const file = join(workspace, 'prints', 'map.pdf');
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    expect(info).toMatch(/Pages:\s+2/);
    // A4 landscape: 842 x 595 points.
    const [, w, h] = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info)!;
    expect(Math.round(Number(w))).toBe(842);
    expect(Math.round(Number(h))).toBe(595);
  });
});
