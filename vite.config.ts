import { fileURLToPath } from 'node:url';
import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The renderer: built to dist/renderer with relative asset paths, so the desktop app's app:// protocol and
// browser mode's --prod server both serve it unchanged. Dev and preview servers listen on 127.0.0.1 only.
export default defineConfig({
  root: here('./renderer'),
  base: './',
  plugins: [vue()],
  resolve: { alias: { '@shared': here('./shared') } },
  server: { host: '127.0.0.1', port: 5173, strictPort: false },
  preview: { host: '127.0.0.1', port: 4173, strictPort: false },
  // The replay worker (renderer/stores/replayWorker.ts) loads its title's rules on demand: a split build, so ES modules.
  worker: { format: 'es' },
  build: {
    outDir: here('./dist/renderer'),
    emptyOutDir: true,
    target: 'chrome120',
    sourcemap: true,
  },
});
