import { fileURLToPath } from 'node:url';
import vue from '@vitejs/plugin-vue';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS } from './main/web/chromiumPrinter';

// Node-side tests: engine, titles, main-process modules, CLI. Browser tests (Konva) live in test/browser and
// run in a second project added by the renderer work.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          include: ['test/**/*.test.ts'],
          exclude: ['test/browser/**', 'test/e2e/**'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        // End-to-end: the built app in browser mode (main/web/serve.ts --prod) driven through Debian Chromium by
        // playwright-core. The global set-up builds the renderer, so a clean checkout needs nothing else.
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/e2e/play/globalSetup.ts'],
          testTimeout: 120_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
      {
        // Renderer tests in Debian Chromium: Konva needs a real 2D canvas (no node-canvas build here), and real
        // clicks exercise Konva's hit graph. Always pass executablePath: `npx playwright install` fails on these machines.
        plugins: [vue()],
        // Pre-bundle up front: a mid-run re-optimisation reloads the page and loads a second copy of Vue.
        optimizeDeps: { include: ['vue', 'vue-konva', 'konva', 'pinia', '@vue/test-utils', 'ajv/dist/2020'] },
        resolve: { alias: { '@shared': fileURLToPath(new URL('./shared', import.meta.url)) } },
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          // Components' scoped styles size the board; vitest leaves CSS out unless asked.
          css: true,
          // SCREENSHOTS=1 adds the slower look-only tests (zoomed details of every title's map).
          env: { SCREENSHOTS: process.env.SCREENSHOTS ?? '' },
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: '/usr/bin/chromium',
                args: CHROMIUM_ARGS,
              },
            }),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1280, height: 800 },
            screenshotFailures: false,
          },
        },
      },
    ],
  },
});
